import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading } from '../farmers/ui';
import { RequirePermission } from '../pages/RequirePermission';
import { NOTIFICATIONS_KEY, type OpsOverview } from './api';
import { useFormat } from '../shared/format';

const t = (key: string) => `kasuwa.notifications.ops.${key}`;
const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed', 'paused'] as const;

/** Seconds as "1 h 05 min", "3 min 20 s", "12 s". */
const duration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (h) return `${h} h ${String(m).padStart(2, '0')} min`;
  return m ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
};

/** The latest projection rebuilds (npm run projections:rebuild): events replayed of the total, rate and time left. */
function Rebuilds({ rebuilds }: { rebuilds: OpsOverview['rebuilds'] }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(t('rebuilds'))}
        </Typography>
        {rebuilds.length === 0 ? (
          <Typography color="text.secondary">{translate(t('noRebuild'))}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" data-testid="ops-rebuilds">
              <TableHead>
                <TableRow>
                  {['targets', 'status', 'progress', 'rate', 'eta', 'startedAt'].map((field) => (
                    <TableCell key={field} component="th" scope="col">
                      {translate(t(`fields.${field}`))}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rebuilds.map((rebuild) => {
                  const share = rebuild.eventsTotal
                    ? Math.min(100, (100 * rebuild.eventsDone) / rebuild.eventsTotal)
                    : 100;
                  return (
                    <TableRow key={rebuild.id} data-testid="ops-rebuild" data-id={rebuild.id}>
                      <TableCell sx={{ wordBreak: 'break-word', maxWidth: 320 }}>
                        {rebuild.targets.join(', ')}
                      </TableCell>
                      <TableCell data-testid="ops-rebuild-status" title={rebuild.failure ?? undefined}>
                        {translate(t(`status.${rebuild.status}`))}
                      </TableCell>
                      <TableCell sx={{ minWidth: 180 }}>
                        <Typography variant="body2" data-testid="ops-rebuild-progress">
                          {translate(t('eventsOf'), {
                            done: format.number(rebuild.eventsDone),
                            total: format.number(rebuild.eventsTotal),
                          })}
                        </Typography>
                        <LinearProgress
                          variant="determinate"
                          value={share}
                          aria-label={translate(t('fields.progress'))}
                        />
                      </TableCell>
                      <TableCell>
                        {translate(t('perSecond'), { rate: format.number(rebuild.eventsPerSecond) })}
                      </TableCell>
                      <TableCell>{rebuild.etaSeconds === null ? '—' : duration(rebuild.etaSeconds)}</TableCell>
                      <TableCell>{format.dateTime(rebuild.startedAt)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

function Overview() {
  const translate = useTranslate();
  const format = useFormat();
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
  const failures = queues.flatMap((queue) =>
    queue.recentFailures.map((failure) => ({ queue: queue.name, ...failure })),
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography color="text.secondary">{translate(t('pushSent'))}</Typography>
            <Typography variant="h4" component="p" data-testid="ops-push-sent">
              {pushSent}
            </Typography>
          </CardContent>
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography color="text.secondary">{translate(t('pushFailed'))}</Typography>
            <Typography variant="h4" component="p" data-testid="ops-push-failed">
              {pushFailed}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      <Card>
        <CardContent>
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
          <TableContainer>
            <Table size="small" data-testid="ops-queues">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate(t('fields.name'))}
                  </TableCell>
                  {COUNTS.map((count) => (
                    <TableCell key={count} component="th" scope="col" align="right">
                      {translate(t(`fields.${count}`))}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {queues.map((queue) => (
                  <TableRow key={queue.name} data-testid="ops-queue" data-id={queue.name}>
                    <TableCell component="th" scope="row">
                      {queue.name}
                    </TableCell>
                    {COUNTS.map((count) => (
                      <TableCell key={count} align="right" data-testid={`ops-${count}`}>
                        {queue[count]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
      <Rebuilds rebuilds={rebuilds} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(t('recentFailures'))}
          </Typography>
          {failures.length === 0 ? (
            <Typography color="text.secondary">{translate(t('noFailures'))}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" data-testid="ops-failures">
                <TableHead>
                  <TableRow>
                    {['name', 'job', 'reason', 'attempts', 'failedAt'].map((field) => (
                      <TableCell key={field} component="th" scope="col">
                        {translate(t(`fields.${field}`))}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {failures.map((failure) => (
                    <TableRow key={`${failure.queue}-${failure.id}`}>
                      <TableCell>{failure.queue}</TableCell>
                      <TableCell>{failure.name}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{failure.reason}</TableCell>
                      <TableCell>{failure.attempts}</TableCell>
                      <TableCell>{format.dateTime(failure.failedAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
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
