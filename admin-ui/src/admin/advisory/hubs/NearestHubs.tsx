import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ADVISORY_KEY } from '../api';
import { t } from '../ui';

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
          <Table size="small" data-testid="nearest-table" aria-label={translate(t('hubs.nearestTitle'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('fields.name'))}</TableCell>
                <TableCell align="right">{translate(t('fields.distance'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {nearest.data.map((hub) => (
                <TableRow key={hub.id}>
                  <TableCell>{hub.name}</TableCell>
                  <TableCell align="right">{translate(t('recommendation.km'), { km: hub.distance })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
