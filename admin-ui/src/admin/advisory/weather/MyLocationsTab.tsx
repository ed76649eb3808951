import { useState } from 'react';
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
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { serverMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { WeatherLocation } from './api';
import { SavedLocationForecast } from './ForecastPanels';
import { WEATHER_KEY } from './WeatherStatus';
import { placeLine } from './placeLine';

/** The caller's saved locations, each deletable, and the forecast of the one selected. */
export function MyLocationsTab({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
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
