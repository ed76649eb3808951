import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, TextInput, required, useTranslate } from 'react-admin';
import { fieldError, fieldErrorsAfter, serverMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { NewWeatherLocation, WeatherLocation } from './api';
import { WEATHER_KEY } from './WeatherStatus';

const T = 'kasuwa.weather.save';
const nameRequired = required(`${T}.nameRequired`);

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
  const t = (key: string, options?: object) => translate(`${T}.${key}`, options);
  const save = useApiMutation({
    mutationFn: (location: NewWeatherLocation) => api.saveWeatherLocation(location),
    success: `${T}.saved`,
    failure: `${T}.failure`,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: [WEATHER_KEY] });
      onSaved(answer.data);
    },
  });
  const submit = async (values: Record<string, unknown>) => {
    const location = values as NewWeatherLocation;
    return fieldErrorsAfter(async () => {
      await save.mutateAsync({ ...location, name: location.name.trim() });
    });
  };
  const field = (name: 'address' | 'lga' | 'state' | 'country') => (
    <TextInput source={name} label={`${T}.${name}`} helperText={false} fullWidth size="medium" />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="weather-save-title" fullWidth maxWidth="sm">
      <Form defaultValues={place} onSubmit={submit} noValidate>
        <DialogTitle id="weather-save-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Stack gap={1} sx={{ pt: 1 }}>
            <TextInput
              source="name"
              label={`${T}.name`}
              validate={nameRequired}
              autoFocus
              helperText={false}
              inputProps={{ 'data-testid': 'weather-farm-name', maxLength: 100 }}
              fullWidth
              size="medium"
            />
            {field('address')}
            {field('lga')}
            {field('state')}
            {field('country')}
            <Typography variant="body2" color="text.secondary">
              {t('coordinates', { latitude: place.latitude, longitude: place.longitude })}
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
      </Form>
    </Dialog>
  );
}
