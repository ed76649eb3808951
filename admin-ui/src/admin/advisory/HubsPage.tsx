import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldErrorMap, serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useCities, useStates, useWorkingCountryId } from '../api/reference';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading } from '../farmers/ui';
import { usePermissionCheck } from '../permissions';
import { ADVISORY_KEY, type Hub, type HubInput } from './api';
import { SelectField, t } from './ui';

const MANAGE = 'hubs:manage';

/** farm-fortune-hubs: the hubs of the working country (administrators: closed ones too, create, edit, close), a map, and the nearest-hub lookup. */
export function HubsPage() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const { has } = usePermissionCheck();
  const manager = has(MANAGE);
  const [editing, setEditing] = useState<Hub | 'new' | null>(null);
  const hubs = useQuery({
    queryKey: [ADVISORY_KEY, 'hubs', manager],
    queryFn: ({ signal }) => api.hubs(0, 200, manager, signal),
  });
  const count = useQuery({ queryKey: [ADVISORY_KEY, 'hubs', 'count'], queryFn: ({ signal }) => api.hubCount(signal) });
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: [ADVISORY_KEY, 'hubs'] });
  const status = useApiMutation({
    mutationFn: (hub: Hub) => api.setHubOpen(hub.id, !hub.open),
    failure: t('hubs.saveFailure'),
    success: t('hubs.title'),
    onSuccess: reload,
  });

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <PageHeading
        title={translate(t('hubs.title'))}
        actions={
          <>
            {count.data !== undefined && (
              <Typography data-testid="hubs-count">{translate(t('hubs.count'), { count: count.data })}</Typography>
            )}
            {manager && (
              <Button variant="contained" onClick={() => setEditing('new')} data-testid="hub-create">
                {translate(t('hubs.create'))}
              </Button>
            )}
          </>
        }
      />
      {hubs.isPending ? (
        <Loading />
      ) : hubs.isError ? (
        <Alert severity="error">{serverMessage(hubs.error, translate(t('hubs.failure')))}</Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined">
              {!hubs.data.content.length ? (
                <CardContent>
                  <Typography color="text.secondary">{translate(t('hubs.empty'))}</Typography>
                </CardContent>
              ) : (
                <Table size="small" data-testid="hubs-table" aria-label={translate(t('hubs.title'))}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(t('fields.name'))}</TableCell>
                      <TableCell>{translate(t('fields.address'))}</TableCell>
                      <TableCell>{translate(t('fields.phone'))}</TableCell>
                      <TableCell>{translate(t('fields.status'))}</TableCell>
                      {manager && <TableCell>{translate(t('fields.actions'))}</TableCell>}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {hubs.data.content.map((hub) => (
                      <TableRow key={hub.id} data-testid="hub-row">
                        <TableCell>{hub.name}</TableCell>
                        <TableCell>{hub.address}</TableCell>
                        <TableCell>{hub.phone ?? '—'}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={hub.open ? 'success' : 'default'}
                            variant={hub.open ? 'filled' : 'outlined'}
                            label={translate(t(hub.open ? 'hubs.open' : 'hubs.closed'))}
                          />
                        </TableCell>
                        {manager && (
                          <TableCell>
                            <Stack direction="row" spacing={1}>
                              <Button size="small" onClick={() => setEditing(hub)}>
                                {translate(t('hubs.edit'))}
                              </Button>
                              <Button size="small" onClick={() => status.mutate(hub)} disabled={status.isPending}>
                                {translate(t(hub.open ? 'hubs.close' : 'hubs.reopen'))}
                              </Button>
                            </Stack>
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <HubsMap hubs={hubs.data.content} />
            <NearestHubs />
          </Grid>
        </Grid>
      )}
      {editing && (
        <HubDialog
          hub={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Box>
  );
}

const WIDTH = 400;

/** The hubs drawn as dots within their extent: an SVG, no map tiles to download (as the agents' farms map). */
function HubsMap({ hubs }: { hubs: Hub[] }) {
  const translate = useTranslate();
  if (!hubs.length) return null;
  const pad = 0.5;
  const west = Math.min(...hubs.map((h) => h.longitude)) - pad;
  const east = Math.max(...hubs.map((h) => h.longitude)) + pad;
  const south = Math.min(...hubs.map((h) => h.latitude)) - pad;
  const north = Math.max(...hubs.map((h) => h.latitude)) + pad;
  const mid = ((north + south) / 2) * (Math.PI / 180);
  const height = Math.max(120, Math.round((WIDTH * (north - south)) / ((east - west) * Math.cos(mid))));
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          role="img"
          aria-label={translate(t('hubs.map'))}
          data-testid="hubs-map"
        >
          <rect x={0} y={0} width={WIDTH} height={height} fill="#f1f8e9" stroke="#aed581" />
          {hubs.map((hub) => (
            <circle
              key={hub.id}
              cx={((hub.longitude - west) / (east - west)) * WIDTH}
              cy={((north - hub.latitude) / (north - south)) * height}
              r={6}
              fill={hub.open ? '#2e7d32' : '#9e9e9e'}
              stroke="#1b5e20"
              data-testid="hub-dot"
            >
              <title>{hub.name}</title>
            </circle>
          ))}
        </svg>
        <Typography variant="caption" color="text.secondary">
          {translate(t('hubs.mapHelp'), { count: hubs.length })}
        </Typography>
      </CardContent>
    </Card>
  );
}

function NearestHubs() {
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

type Draft = Record<'name' | 'address' | 'phone' | 'latitude' | 'longitude', string>;

function HubDialog({ hub, onClose, onSaved }: { hub?: Hub; onClose: () => void; onSaved: () => void }) {
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
