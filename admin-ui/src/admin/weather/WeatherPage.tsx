import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import { useBasename, useTranslate } from 'react-admin';
import { fieldError, serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import type { FoundPlace, NewWeatherLocation, WeatherLocation } from './api';
import { PointForecast, SavedLocationForecast, WEATHER_KEY } from './ForecastPanels';

export const WEATHER_PATH = '/advisory/weather';
export const MY_LOCATIONS_PATH = '/advisory/weather/my-locations';

const placeLine = (p: {
  address?: string | null;
  lga?: string | null;
  state?: string | null;
  country?: string | null;
}) => [p.address, p.lga, p.state, p.country].filter(Boolean).join(', ');

/** The save-this-address dialog: the farm name is required; the place comes from the search. */
function SaveDialog({
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

function SearchTab({ onSaved }: { onSaved: (saved: WeatherLocation) => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [text, setText] = useState('');
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length >= 2) {
      setChosen(null);
      setName(text.trim());
    }
  };
  return (
    <Box>
      <Stack component="form" direction="row" gap={1} onSubmit={submit} role="search" sx={{ maxWidth: 560 }}>
        <TextField
          label={t('label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          fullWidth
          inputProps={{ 'data-testid': 'weather-search', maxLength: 100 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {t('button')}
        </Button>
      </Stack>
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

function MyLocationsTab({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<WeatherLocation | null>(null);
  const t = (key: string, options?: object) => translate(`kasuwa.weather.mine.${key}`, options);
  const locations = useQuery({
    queryKey: [WEATHER_KEY, 'mine'],
    queryFn: ({ signal }) => api.myWeatherLocations(signal),
  });
  const remove = useApiMutation({
    mutationFn: (id: string) => api.deleteWeatherLocation(id),
    success: 'kasuwa.weather.mine.deleted',
    failure: 'kasuwa.weather.mine.deleteFailure',
    onSuccess: async (_, id) => {
      setDeleting(null);
      if (selected === id) onSelect(null);
      await queryClient.invalidateQueries({ queryKey: [WEATHER_KEY, 'mine'] });
    },
  });
  if (locations.isError) return <Alert severity="error">{serverMessage(locations.error, t('failure'))}</Alert>;
  const rows = locations.data?.content ?? [];
  const current = rows.find((l) => l.id === selected) ?? null;
  return (
    <Box>
      {locations.data && rows.length === 0 && <Typography>{t('empty')}</Typography>}
      {rows.length > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label={translate('kasuwa.weather.tabs.mine')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('farm')}</TableCell>
                <TableCell>{t('place')}</TableCell>
                <TableCell>{t('coordinates')}</TableCell>
                <TableCell align="right">{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((l) => (
                <TableRow key={l.id} selected={l.id === selected} data-testid="weather-location-row">
                  <TableCell>{l.name}</TableCell>
                  <TableCell>{placeLine(l)}</TableCell>
                  <TableCell>
                    {l.latitude}, {l.longitude}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => onSelect(l.id)} data-testid="weather-location-show">
                      {t('show')}
                    </Button>
                    <IconButton
                      aria-label={t('delete', { name: l.name })}
                      onClick={() => setDeleting(l)}
                      data-testid="weather-location-delete"
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {current && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {current.name}
          </Typography>
          <SavedLocationForecast id={current.id} />
        </Box>
      )}
      {deleting && (
        <Dialog open onClose={() => setDeleting(null)} aria-labelledby="weather-delete-title">
          <DialogTitle id="weather-delete-title">{t('confirmTitle')}</DialogTitle>
          <DialogContent>
            <Typography>{t('confirmText', { name: deleting.name })}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(null)}>{translate('kasuwa.weather.save.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending}
              onClick={() => remove.mutate(deleting.id)}
              data-testid="weather-delete-confirm"
            >
              {t('confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

/**
 * advisory/weather (search by address) and advisory/weather/my-locations: the forecast of a place found by name, which
 * can be saved as a farm location; the caller's saved locations, each with its forecast and field work; rainfall outlooks.
 */
export function WeatherPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const location = useLocation();
  const mine = location.pathname.endsWith('/my-locations');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('kasuwa.weather.title')}
      </Typography>
      <Tabs
        value={mine ? 'mine' : 'search'}
        onChange={(_, value: string) => navigate(`${basename}${value === 'mine' ? MY_LOCATIONS_PATH : WEATHER_PATH}`)}
        sx={{ mb: 2 }}
        aria-label={translate('kasuwa.weather.title')}
      >
        <Tab value="search" label={translate('kasuwa.weather.tabs.search')} data-testid="weather-tab-search" />
        <Tab value="mine" label={translate('kasuwa.weather.tabs.mine')} data-testid="weather-tab-mine" />
      </Tabs>
      {mine ? (
        <MyLocationsTab selected={selected} onSelect={setSelected} />
      ) : (
        <SearchTab
          onSaved={(saved) => {
            setSelected(saved.id);
            navigate(`${basename}${MY_LOCATIONS_PATH}`);
          }}
        />
      )}
    </Box>
  );
}
