import { useState } from 'react';
import { Alert, Box, Button, Card, Grid, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { PageHeading } from '../../farmers/ui';
import { usePermissionCheck } from '../../permissions';
import { ADVISORY_KEY, type Hub } from '../api';
import { t } from '../ui';
import { HubsTable } from './HubsTable';
import { HubsMap } from './HubsMap';
import { NearestHubs } from './NearestHubs';
import { HubDialog } from './HubDialog';

const MANAGE = 'hubs:manage';

/** farm-fortune-hubs: the hubs of the working country, 20 a page (administrators: closed ones too, create, edit, close), a map of them all, and the nearest-hub lookup. */
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
  // The map's hubs and count, and the table's pages (react-admin's queries start with the resource).
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADVISORY_KEY, 'hubs'] }),
      queryClient.invalidateQueries({ queryKey: ['farm-fortune-hubs'] }),
    ]);
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
              <HubsTable
                manager={manager}
                onEdit={setEditing}
                onToggle={(hub) => status.mutate(hub)}
                toggling={status.isPending}
              />
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
