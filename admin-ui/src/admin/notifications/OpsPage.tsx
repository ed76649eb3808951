import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading } from '../farmers/ui';
import { RequirePermission } from '../pages/RequirePermission';
import { NOTIFICATIONS_KEY } from './api';
import { FailuresTable, OpsPanel, QueuesTable, RebuildsTable, t } from './OpsTables';

/** A push count of every notification: what Firebase accepted, or refused. */
function PushCount({ label, value, testId }: { label: string; value: number; testId: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ flex: 1 }}>
      <CardContent>
        <Typography color="text.secondary">{translate(t(label))}</Typography>
        <Typography variant="h4" component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Overview() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const overview = useQuery({
    queryKey: [NOTIFICATIONS_KEY, 'ops'],
    queryFn: ({ signal }) => api.opsOverview(signal),
    refetchInterval: 10_000,
  });
  if (overview.isPending) return <Loading />;
  if (overview.isError)
    return <Alert severity="error">{serverMessage(overview.error, translate(t('loadFailure')))}</Alert>;
  const { queues, rebuilds, dashboard, pushSent, pushFailed } = overview.data;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PushCount label="pushSent" value={pushSent} testId="ops-push-sent" />
        <PushCount label="pushFailed" value={pushFailed} testId="ops-push-failed" />
      </Stack>
      <OpsPanel
        heading={
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1, gap: 1 }}
          >
            <Typography variant="h6" component="h2">
              {translate(t('queues'))}
            </Typography>
            <Button href={dashboard} variant="outlined" endIcon={<OpenInNewIcon />} data-testid="ops-dashboard-link">
              {translate(t('dashboard'))}
            </Button>
          </Stack>
        }
      >
        <QueuesTable queues={queues} />
      </OpsPanel>
      <OpsPanel title="rebuilds">
        <RebuildsTable rebuilds={rebuilds} />
      </OpsPanel>
      <OpsPanel title="recentFailures">
        <FailuresTable queues={queues} />
      </OpsPanel>
    </Stack>
  );
}

/**
 * ops: each job queue's depth and latest failures, the push counts, the link to the queue dashboard and the latest
 * projection rebuilds' progress (administrators).
 */
export function OpsPage() {
  const translate = useTranslate();
  return (
    <RequirePermission resource="ops">
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
        <PageHeading title={translate(t('title'))} />
        <Overview />
      </Box>
    </RequirePermission>
  );
}
