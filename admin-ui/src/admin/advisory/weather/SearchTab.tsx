import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Form, TextInput, useTranslate } from 'react-admin';
import { serverMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { FoundPlace, WeatherLocation } from './api';
import { PointForecast } from './ForecastPanels';
import { WEATHER_KEY } from './WeatherStatus';
import { SaveDialog } from './SaveDialog';

/** Search by address: the places found, the forecast of the one chosen, and saving it as a farm location. */
export function SearchTab({ onSaved }: { onSaved: (saved: WeatherLocation) => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [name, setName] = useState<string | null>(null);
  const [chosen, setChosen] = useState<FoundPlace | null>(null);
  const [saving, setSaving] = useState(false);
  const t = (key: string) => translate(`kasuwa.weather.search.${key}`);
  const places = useQuery({
    queryKey: [WEATHER_KEY, 'places', name],
    enabled: name !== null,
    queryFn: ({ signal }) => api.searchPlaces(name!, signal),
    retry: false,
  });
  // Fewer than two letters find nothing worth a call.
  const submit = ({ text }: { text?: string | null }) => {
    const words = text?.trim() ?? '';
    if (words.length >= 2) {
      setChosen(null);
      setName(words);
    }
  };
  return (
    <Box>
      <Box role="search" sx={{ maxWidth: 560 }}>
        <Form onSubmit={submit} noValidate>
          <Stack direction="row" gap={1} alignItems="center">
            <TextInput
              source="text"
              label={t('label')}
              helperText={false}
              fullWidth
              inputProps={{ 'data-testid': 'weather-search', maxLength: 100 }}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              {t('button')}
            </Button>
          </Stack>
        </Form>
      </Box>
      {places.isError && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="weather-unavailable">
          {serverMessage(places.error, translate('kasuwa.weather.forecast.unavailable'))}
        </Alert>
      )}
      {places.data && places.data.length === 0 && <Typography sx={{ mt: 2 }}>{t('none')}</Typography>}
      {places.data && places.data.length > 0 && !chosen && (
        <Paper variant="outlined" sx={{ mt: 2, maxWidth: 560 }}>
          <List aria-label={t('results')} dense>
            {places.data.map((p) => (
              <ListItemButton
                key={`${p.latitude},${p.longitude}`}
                onClick={() => setChosen(p)}
                data-testid="weather-place"
              >
                <ListItemText primary={p.name} secondary={[p.admin2, p.admin1, p.country].filter(Boolean).join(', ')} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {chosen && (
        <Box sx={{ mt: 2 }}>
          <Stack direction="row" alignItems="center" gap={2} sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2">
              {[chosen.name, chosen.admin1, chosen.country].filter(Boolean).join(', ')}
            </Typography>
            <Button variant="outlined" onClick={() => setSaving(true)} data-testid="weather-save-open">
              {translate('kasuwa.weather.save.open')}
            </Button>
          </Stack>
          <PointForecast latitude={chosen.latitude} longitude={chosen.longitude} />
        </Box>
      )}
      {saving && chosen && (
        <SaveDialog
          place={{
            name: '',
            latitude: chosen.latitude,
            longitude: chosen.longitude,
            address: chosen.name,
            lga: chosen.admin2,
            state: chosen.admin1,
            country: chosen.country,
          }}
          onClose={() => setSaving(false)}
          onSaved={(saved) => {
            setSaving(false);
            onSaved(saved);
          }}
        />
      )}
    </Box>
  );
}
