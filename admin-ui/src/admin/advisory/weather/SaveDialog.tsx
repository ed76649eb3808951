import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldError, serverMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { NewWeatherLocation, WeatherLocation } from './api';
import { WEATHER_KEY } from './WeatherStatus';

/** The save-this-address dialog: the farm name is required; the place comes from the search. */
export function SaveDialog({
  place,
  onClose,
  onSaved,
}: {
  place: NewWeatherLocation;
  onClose: () => void;
  onSaved: (saved: WeatherLocation) => void;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<NewWeatherLocation>(place);
  const [nameMissing, setNameMissing] = useState(false);
  const t = (key: string, options?: object) => translate(`kasuwa.weather.save.${key}`, options);
  const save = useApiMutation({
    mutationFn: (location: NewWeatherLocation) => api.saveWeatherLocation(location),
    success: 'kasuwa.weather.save.saved',
    failure: 'kasuwa.weather.save.failure',
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: [WEATHER_KEY] });
      onSaved(answer.data);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name?.trim()) return setNameMissing(true);
    save.mutate({ ...values, name: values.name.trim() });
  };
  const field = (name: 'address' | 'lga' | 'state' | 'country') => (
    <TextField
      label={t(name)}
      value={values[name] ?? ''}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={Boolean(fieldError(save.error, name))}
      helperText={fieldError(save.error, name)}
      fullWidth
    />
  );
  const nameError = nameMissing ? t('nameRequired') : fieldError(save.error, 'name');
  return (
    <Dialog open onClose={onClose} aria-labelledby="weather-save-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="weather-save-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Stack gap={2} sx={{ pt: 1 }}>
            <TextField
              label={t('name')}
              value={values.name ?? ''}
              onChange={(e) => {
                setValues({ ...values, name: e.target.value });
                setNameMissing(false);
              }}
              required
              autoFocus
              error={Boolean(nameError)}
              helperText={nameError}
              inputProps={{ 'data-testid': 'weather-farm-name', maxLength: 100 }}
              fullWidth
            />
            {field('address')}
            {field('lga')}
            {field('state')}
            {field('country')}
            <Typography variant="body2" color="text.secondary">
              {t('coordinates', { latitude: values.latitude, longitude: values.longitude })}
            </Typography>
            {save.error && !fieldError(save.error, 'name') && (
              <Alert severity="error">{serverMessage(save.error, t('failure'))}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="weather-save-submit">
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
