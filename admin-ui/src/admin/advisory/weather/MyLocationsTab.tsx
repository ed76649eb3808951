import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  type Theme,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { FunctionField, TextField, useListContext, useTranslate } from 'react-admin';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ConsoleDatagrid, PanelList } from '../../shared/ConsoleList';
import type { WeatherLocation } from './api';
import { SavedLocationForecast } from './ForecastPanels';
import { placeLine } from './placeLine';

const RESOURCE = 'weather-locations';

/** The selected row: a bar of the primary colour at its start (a tinted row took the contrast of its buttons). */
const SELECTED_ROW = {
  '& td:first-of-type': { boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}` },
};
const M = 'kasuwa.weather.mine';

/** The caller's saved locations, 20 a page, each deletable, and the forecast of the one selected. */
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
  const remove = useApiMutation({
    mutationFn: (id: string) => api.deleteWeatherLocation(id),
    success: `${M}.deleted`,
    failure: `${M}.deleteFailure`,
    onSuccess: async (_, id) => {
      setDeleting(null);
      if (selected === id) onSelect(null);
      await queryClient.invalidateQueries({ queryKey: [RESOURCE] });
    },
  });
  return (
    // A location saved from the search tab a moment ago is read again when this tab opens.
    <PanelList
      resource={RESOURCE}
      queryOptions={{ refetchOnMount: 'always' }}
      errorFallback={translate(`${M}.failure`)}
      after={<SelectedForecast selected={selected} />}
    >
      <ConsoleDatagrid
        empty={translate(`${M}.empty`)}
        rowTestId="weather-location-row"
        aria-label={translate('kasuwa.weather.tabs.mine')}
        rowSx={(l) => (l.id === selected ? SELECTED_ROW : {})}
      >
        <TextField source="name" label={`${M}.farm`} sortable={false} />
        <FunctionField<WeatherLocation> label={`${M}.place`} render={placeLine} />
        <FunctionField<WeatherLocation> label={`${M}.coordinates`} render={(l) => `${l.latitude}, ${l.longitude}`} />
        <FunctionField<WeatherLocation>
          label={`${M}.actions`}
          textAlign="right"
          render={(l) => (
            <>
              <Button size="small" onClick={() => onSelect(l.id)} data-testid="weather-location-show">
                {translate(`${M}.show`)}
              </Button>
              <IconButton
                aria-label={translate(`${M}.delete`, { name: l.name })}
                onClick={() => setDeleting(l)}
                data-testid="weather-location-delete"
              >
                <DeleteIcon />
              </IconButton>
            </>
          )}
        />
      </ConsoleDatagrid>
      {deleting && (
        <Dialog open onClose={() => setDeleting(null)} aria-labelledby="weather-delete-title">
          <DialogTitle id="weather-delete-title">{translate(`${M}.confirmTitle`)}</DialogTitle>
          <DialogContent>
            <Typography>{translate(`${M}.confirmText`, { name: deleting.name })}</Typography>
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
              {translate(`${M}.confirm`)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </PanelList>
  );
}

/** The forecast of the selected location, while it is among the listed ones. */
function SelectedForecast({ selected }: { selected: string | null }) {
  const { data } = useListContext<WeatherLocation>();
  const current = data?.find((l) => l.id === selected);
  if (!current) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {current.name}
      </Typography>
      <SavedLocationForecast id={current.id} />
    </Box>
  );
}
