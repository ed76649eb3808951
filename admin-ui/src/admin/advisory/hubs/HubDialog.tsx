import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { Form, TextInput, useTranslate } from 'react-admin';
import { fieldErrorsAfter } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { type Hub, type HubInput } from '../api';
import { mustBeRequired, PlaceInputs } from '../PlaceInputs';
import { t } from '../ui';

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Creates a hub or edits one: name, state and local area, address, phone and position. */
export function HubDialog({ hub, onClose, onSaved }: { hub?: Hub; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const save = useApiMutation({
    mutationFn: (body: HubInput) => api.saveHub(body, hub?.id),
    failure: t('hubs.saveFailure'),
    success: t('hubs.title'),
    onSuccess: onSaved,
  });
  const submit = async (values: Record<string, unknown>) => {
    return fieldErrorsAfter(async () => {
      await save.mutateAsync({
        name: textOf(values.name),
        address: textOf(values.address),
        phone: textOf(values.phone) || undefined,
        stateId: Number(values.stateId),
        cityId: values.cityId ? Number(values.cityId) : undefined,
        latitude: Number(values.latitude),
        longitude: Number(values.longitude),
      } as HubInput);
    });
  };
  const field = (key: 'name' | 'address' | 'phone' | 'latitude' | 'longitude', props: Record<string, unknown> = {}) => (
    <TextInput
      source={key}
      label={t(`fields.${key}`)}
      size="medium"
      inputProps={{ name: key, 'data-testid': `hub-${key}` }}
      {...props}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="hub-dialog-title" data-testid="hub-dialog">
      <Form record={hub} onSubmit={submit} noValidate>
        <DialogTitle id="hub-dialog-title">{translate(t(hub ? 'hubs.editTitle' : 'hubs.createTitle'))}</DialogTitle>
        <DialogContent>
          <Grid container columnSpacing={1} sx={{ pt: 1 }}>
            <Grid size={12}>{field('name', { validate: mustBeRequired })}</Grid>
            <PlaceInputs
              testIds={{ state: 'advisory-hubStateId', city: 'advisory-hubCityId' }}
              size={{ xs: 12, sm: 6 }}
            />
            <Grid size={12}>{field('address', { validate: mustBeRequired })}</Grid>
            <Grid size={12}>{field('phone')}</Grid>
            <Grid size={{ xs: 6 }}>{field('latitude', { type: 'number', validate: mustBeRequired })}</Grid>
            <Grid size={{ xs: 6 }}>{field('longitude', { type: 'number', validate: mustBeRequired })}</Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="hub-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
