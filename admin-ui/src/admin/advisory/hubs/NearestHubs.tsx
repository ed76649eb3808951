import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { FunctionField, TextField as TextColumn, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ADVISORY_KEY, type NearHub } from '../api';
import { t } from '../ui';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';

/** The hubs nearest to a latitude and longitude the user types. */
export function NearestHubs() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(null);
  const nearest = useQuery({
    queryKey: [ADVISORY_KEY, 'hubs', 'nearest', point],
    enabled: !!point,
    queryFn: ({ signal }) => api.nearestHubs(point!.latitude, point!.longitude, signal),
  });
  const valid =
    latitude.trim() !== '' &&
    longitude.trim() !== '' &&
    Math.abs(Number(latitude)) <= 90 &&
    Math.abs(Number(longitude)) <= 180;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(t('hubs.nearestTitle'))}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <TextField
            size="small"
            type="number"
            label={translate(t('fields.latitude'))}
            value={latitude}
            onChange={(e) => setLatitude(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'nearest-latitude' } }}
          />
          <TextField
            size="small"
            type="number"
            label={translate(t('fields.longitude'))}
            value={longitude}
            onChange={(e) => setLongitude(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'nearest-longitude' } }}
          />
          <Button
            variant="outlined"
            disabled={!valid}
            onClick={() => setPoint({ latitude: Number(latitude), longitude: Number(longitude) })}
            data-testid="nearest-find"
          >
            {translate(t('hubs.nearest'))}
          </Button>
        </Stack>
        {nearest.isError && (
          <Alert severity="error">{serverMessage(nearest.error, translate(t('hubs.nearestFailure')))}</Alert>
        )}
        {nearest.data && (
          // The few hubs nearest to the point, answered whole.
          <LoadedList resource="nearest-hubs" data={nearest.data}>
            <ConsoleDatagrid
              empty={translate(t('hubs.empty'))}
              data-testid="nearest-table"
              aria-label={translate(t('hubs.nearestTitle'))}
            >
              <TextColumn source="name" label={t('fields.name')} sortable={false} />
              <FunctionField<NearHub>
                label={t('fields.distance')}
                textAlign="right"
                render={(hub) => translate(t('recommendation.km'), { km: hub.distance })}
              />
            </ConsoleDatagrid>
          </LoadedList>
        )}
      </CardContent>
    </Card>
  );
}
