import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldErrorMap } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { useConsoleApi } from '../../api/useConsoleApi';
import { type Hub, type HubInput } from '../api';
import { SelectField, t } from '../ui';

type Draft = Record<'name' | 'address' | 'phone' | 'latitude' | 'longitude', string>;

/** Creates a hub or edits one: name, address, phone and position. */
export function HubDialog({ hub, onClose, onSaved }: { hub?: Hub; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const countryId = useWorkingCountryId();
  const [stateId, setStateId] = useState<number | ''>(hub?.stateId ?? '');
  const [cityId, setCityId] = useState<number | ''>(hub?.cityId ?? '');
  const [draft, setDraft] = useState<Draft>({
    name: hub?.name ?? '',
    address: hub?.address ?? '',
    phone: hub?.phone ?? '',
    latitude: hub ? String(hub.latitude) : '',
    longitude: hub ? String(hub.longitude) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const states = useStates(countryId);
  const cities = useCities(stateId === '' ? null : stateId);
  const save = useApiMutation({
    mutationFn: (body: HubInput) => api.saveHub(body, hub?.id),
    failure: t('hubs.saveFailure'),
    success: t('hubs.title'),
    onSuccess: onSaved,
    onError: (error) => setErrors(fieldErrorMap(error)),
  });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = () => {
    const found: Record<string, string> = {};
    for (const key of ['name', 'address', 'latitude', 'longitude'] as const)
      if (!draft[key].trim()) found[key] = t('recommendation.required');
    if (stateId === '') found.stateId = t('recommendation.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      name: draft.name.trim(),
      address: draft.address.trim(),
      phone: draft.phone.trim() || undefined,
      stateId: stateId as number,
      cityId: cityId === '' ? undefined : cityId,
      latitude: Number(draft.latitude),
      longitude: Number(draft.longitude),
    } as HubInput);
  };
  const field = (key: keyof Draft, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      label={translate(t(`fields.${key}`))}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] ? translate(errors[key], { _: errors[key] }) : ' '}
      slotProps={{ htmlInput: { name: key, 'data-testid': `hub-${key}` } }}
      {...props}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="hub-dialog-title" data-testid="hub-dialog">
      <DialogTitle id="hub-dialog-title">{translate(t(hub ? 'hubs.editTitle' : 'hubs.createTitle'))}</DialogTitle>
      <DialogContent>
        <Grid container spacing={1} sx={{ pt: 1 }}>
          <Grid size={12}>{field('name', { required: true })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              name="hubStateId"
              label={t('fields.state')}
              required
              value={stateId}
              options={states.data ?? []}
              onChange={(value) => {
                setStateId(value);
                setCityId('');
              }}
              error={errors.stateId}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              name="hubCityId"
              label={t('fields.city')}
              allowEmpty
              value={cityId}
              options={(cities.data ?? []).filter((c) => c.listed !== false)}
              onChange={setCityId}
              error={errors.cityId}
            />
          </Grid>
          <Grid size={12}>{field('address', { required: true })}</Grid>
          <Grid size={12}>{field('phone')}</Grid>
          <Grid size={{ xs: 6 }}>{field('latitude', { type: 'number', required: true })}</Grid>
          <Grid size={{ xs: 6 }}>{field('longitude', { type: 'number', required: true })}</Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="hub-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
