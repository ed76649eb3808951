import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { newId } from '../offline/queue';
import { useOfflineSave } from '../offline/useOfflineSave';
import { SIZE_UNITS, type Farm } from '../types';
import { useFarmersApi } from '../useFarmersApi';

type Draft = Record<'name' | 'size' | 'sizeUnit' | 'community' | 'address' | 'latitude' | 'longitude', string>;

const draftOf = (farm?: Farm): Draft => ({
  name: farm?.name ?? '',
  size: farm ? String(farm.size) : '',
  sizeUnit: farm?.sizeUnit ?? 'HA',
  community: farm?.community ?? '',
  address: farm?.address ?? '',
  latitude: farm?.latitude === null || farm?.latitude === undefined ? '' : String(farm.latitude),
  longitude: farm?.longitude === null || farm?.longitude === undefined ? '' : String(farm.longitude),
});

const number = (value: string) => (value.trim() === '' ? null : Number(value));

/** The form's own checks (the server checks again): name, size up to 8 digits, community, a location in range. */
function check(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = 'kasuwa.farmers.form.required';
  const size = Number(draft.size);
  if (!draft.size.trim() || !(size > 0) || draft.size.replace(/[^0-9]/g, '').length > 8)
    errors.size = 'kasuwa.farmers.farms.sizeInvalid';
  if (!draft.community.trim()) errors.community = 'kasuwa.farmers.form.required';
  if (draft.community.length > 100) errors.community = 'kasuwa.farmers.farms.tooLong';
  if (draft.address.length > 100) errors.address = 'kasuwa.farmers.farms.tooLong';
  const latitude = number(draft.latitude);
  const longitude = number(draft.longitude);
  if (latitude !== null && !(latitude >= -90 && latitude <= 90))
    errors.latitude = 'kasuwa.farmers.farms.latitudeInvalid';
  if (longitude !== null && !(longitude >= -180 && longitude <= 180))
    errors.longitude = 'kasuwa.farmers.farms.longitudeInvalid';
  return errors;
}

/**
 * Maps a farm or edits one (a dialog of the farmer's page). A new farm has its id from here, so that a retry is the
 * same farm; offline, the farm is kept on this device and sent when the connection returns.
 */
export function FarmDialog({
  farmerId,
  farm,
  onClose,
  onSaved,
}: {
  farmerId: string;
  farm?: Farm;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const api = useFarmersApi();
  const [id] = useState(() => farm?.id ?? newId());
  const [draft, setDraft] = useState<Draft>(() => draftOf(farm));
  const { errors, failure, busy, save } = useOfflineSave({
    check,
    send: (typed: Draft) =>
      api.saveFarm(
        {
          id,
          farmerId,
          name: typed.name.trim(),
          size: Number(typed.size),
          sizeUnit: typed.sizeUnit,
          community: typed.community.trim(),
          address: typed.address.trim() || null,
          latitude: number(typed.latitude),
          longitude: number(typed.longitude),
        },
        !farm,
      ),
    saved: 'kasuwa.farmers.farms.saved',
    onSaved,
  });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const field = (key: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      label={translate(label)}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] ? translate(errors[key], { _: errors[key] }) : ' '}
      slotProps={{ htmlInput: { name: key, 'data-testid': `farm-${key}` } }}
      {...props}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="farm-dialog">
      <DialogTitle>
        {translate(farm ? 'kasuwa.farmers.farms.editTitle' : 'kasuwa.farmers.farms.createTitle')}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="farm-failure">
            {failure}
          </Alert>
        )}
        <Grid container spacing={1} sx={{ pt: 1 }}>
          <Grid size={12}>{field('name', 'kasuwa.farmers.farms.name')}</Grid>
          <Grid size={{ xs: 7 }}>{field('size', 'kasuwa.farmers.farms.size', { type: 'number' })}</Grid>
          <Grid size={{ xs: 5 }}>
            {field('sizeUnit', 'kasuwa.farmers.farms.sizeUnit', {
              select: true,
              children: SIZE_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {translate(`kasuwa.farmers.farms.units.${unit}`)}
                </MenuItem>
              )),
            })}
          </Grid>
          <Grid size={12}>{field('community', 'kasuwa.farmers.fields.community')}</Grid>
          <Grid size={12}>{field('address', 'kasuwa.farmers.fields.address')}</Grid>
          <Grid size={{ xs: 6 }}>{field('latitude', 'kasuwa.farmers.farms.latitude', { type: 'number' })}</Grid>
          <Grid size={{ xs: 6 }}>{field('longitude', 'kasuwa.farmers.farms.longitude', { type: 'number' })}</Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save(draft)} disabled={busy} data-testid="farm-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
