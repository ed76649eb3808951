import type { ReactNode } from 'react';
import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { ConsoleDatagrid, LoadedList } from '../shared/ConsoleList';
import { FormattedDateField } from '../shared/FormattedFields';
import { useFormat } from '../shared/format';
import type { OpsOverview } from './api';

export const t = (key: string) => `kasuwa.notifications.ops.${key}`;
const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed', 'paused'] as const;

type Queue = OpsOverview['queues'][number];
type Rebuild = OpsOverview['rebuilds'][number];
type Failure = Queue['recentFailures'][number] & { queue: string };

/** Seconds as "1 h 05 min", "3 min 20 s", "12 s". */
const duration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (h) return `${h} h ${String(m).padStart(2, '0')} min`;
  return m ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
};

/** A card of the page: its title (or heading row) over its rows. */
export function OpsPanel({ heading, title, children }: { heading?: ReactNode; title?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        {heading ?? (
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(t(title ?? ''))}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** Each job queue's jobs by state. */
export function QueuesTable({ queues }: { queues: Queue[] }) {
  return (
    <LoadedList resource="ops-queues" data={queues.map((queue) => ({ ...queue, id: queue.name }))}>
      <ConsoleDatagrid empty="—" rowTestId="ops-queue" data-testid="ops-queues" sx={{ overflowX: 'auto' }}>
        <TextField source="name" label={t('fields.name')} sortable={false} />
        {COUNTS.map((count) => (
          <FunctionField<Queue>
            key={count}
            label={t(`fields.${count}`)}
            textAlign="right"
            sortable={false}
            render={(queue) => <span data-testid={`ops-${count}`}>{queue[count]}</span>}
          />
        ))}
      </ConsoleDatagrid>
    </LoadedList>
  );
}

/** The latest projection rebuilds (npm run projections:rebuild): events replayed of the total, rate and time left. */
export function RebuildsTable({ rebuilds }: { rebuilds: Rebuild[] }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <LoadedList resource="ops-rebuilds" data={rebuilds}>
      <ConsoleDatagrid
        empty={translate(t('noRebuild'))}
        rowTestId="ops-rebuild"
        data-testid="ops-rebuilds"
        sx={{ overflowX: 'auto' }}
      >
        <FunctionField<Rebuild>
          label={t('fields.targets')}
          sx={{ wordBreak: 'break-word', maxWidth: 320, display: 'block' }}
          render={(rebuild) => rebuild.targets.join(', ')}
        />
        <FunctionField<Rebuild>
          label={t('fields.status')}
          render={(rebuild) => (
            <span data-testid="ops-rebuild-status" title={rebuild.failure ?? undefined}>
              {translate(t(`status.${rebuild.status}`))}
            </span>
          )}
        />
        <FunctionField<Rebuild>
          label={t('fields.progress')}
          render={(rebuild) => (
            <>
              <Typography variant="body2" data-testid="ops-rebuild-progress" sx={{ minWidth: 180 }}>
                {translate(t('eventsOf'), {
                  done: format.number(rebuild.eventsDone),
                  total: format.number(rebuild.eventsTotal),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={rebuild.eventsTotal ? Math.min(100, (100 * rebuild.eventsDone) / rebuild.eventsTotal) : 100}
                aria-label={translate(t('fields.progress'))}
              />
            </>
          )}
        />
        <FunctionField<Rebuild>
          label={t('fields.rate')}
          render={(rebuild) => translate(t('perSecond'), { rate: format.number(rebuild.eventsPerSecond) })}
        />
        <FunctionField<Rebuild>
          label={t('fields.eta')}
          render={(rebuild) => (rebuild.etaSeconds === null ? '—' : duration(rebuild.etaSeconds))}
        />
        <FormattedDateField source="startedAt" showTime label={t('fields.startedAt')} sortable={false} />
      </ConsoleDatagrid>
    </LoadedList>
  );
}

/** The queues' latest failed jobs. */
export function FailuresTable({ queues }: { queues: Queue[] }) {
  const translate = useTranslate();
  const failures: Failure[] = queues.flatMap((queue) =>
    queue.recentFailures.map((failure) => ({ ...failure, queue: queue.name, id: `${queue.name}-${failure.id}` })),
  );
  return (
    <LoadedList resource="ops-failures" data={failures}>
      <ConsoleDatagrid empty={translate(t('noFailures'))} data-testid="ops-failures" sx={{ overflowX: 'auto' }}>
        <TextField source="queue" label={t('fields.name')} sortable={false} />
        <TextField source="name" label={t('fields.job')} sortable={false} />
        <TextField source="reason" label={t('fields.reason')} sortable={false} sx={{ wordBreak: 'break-word' }} />
        <TextField source="attempts" label={t('fields.attempts')} sortable={false} />
        <FormattedDateField source="failedAt" showTime label={t('fields.failedAt')} sortable={false} />
      </ConsoleDatagrid>
    </LoadedList>
  );
}
