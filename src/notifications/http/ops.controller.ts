import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { RequirePermission } from '../../kernel/auth/access.decorators';
import { DependencyUnavailableError } from '../../kernel/errors/dependency-errors';
import { ProjectionRebuilder } from '../../kernel/events/projection-rebuilder';
import { JobQueues } from '../../kernel/messaging/job-queue.service';
import { QUEUE_DASHBOARD_PATH } from '../../kernel/messaging/queue-dashboard';
import { OpsOverviewResponse } from './notifications.dto';

/** The longest the overview waits on Redis before answering 503. */
const REDIS_WAIT_MS = 3_000;

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DependencyUnavailableError('redis', `The queues did not answer within ${REDIS_WAIT_MS} ms`)),
      REDIS_WAIT_MS,
    );
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The console's operations page: each queue's depth and latest failures, beside the link to the queue dashboard, and the
 * progress of the latest projection rebuilds.
 */
@ApiTags('operations')
@Controller('ops')
export class OpsController {
  constructor(
    private readonly queues: JobQueues,
    private readonly dataSource: DataSource,
  ) {}

  @Get('queues')
  @RequirePermission('queues:monitor')
  @ApiOperation({
    summary:
      'Jobs per queue and state, the latest failed jobs of each queue, the push messages sent and refused, and ' +
      'the latest projection rebuilds with their progress',
  })
  @ApiOkResponse({ type: OpsOverviewResponse })
  async overview(): Promise<OpsOverviewResponse> {
    const queues = await within(
      Promise.all(
        this.queues
          .all()
          .sort((a, b) => a.name.localeCompare(b.name))
          .map(async (queue) => {
            const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'paused');
            const failed = await queue.getJobs(['failed'], 0, 4, false);
            return {
              name: queue.name,
              waiting: counts.waiting ?? 0,
              active: counts.active ?? 0,
              delayed: counts.delayed ?? 0,
              failed: counts.failed ?? 0,
              completed: counts.completed ?? 0,
              paused: counts.paused ?? 0,
              recentFailures: failed
                .filter((job) => job)
                .map((job) => ({
                  id: String(job.id),
                  name: job.name,
                  reason: (job.failedReason ?? '').slice(0, 500),
                  attempts: job.attemptsMade,
                  failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
                })),
            };
          }),
      ),
    );
    const [push] = await this.dataSource.query<{ sent: number; failed: number }[]>(
      `SELECT coalesce(sum(sent), 0)::int AS sent, coalesce(sum(failed), 0)::int AS failed FROM push_notifications`,
    );
    const rebuilds = await ProjectionRebuilder.latest(this.dataSource.manager);
    return { queues, rebuilds, dashboard: QUEUE_DASHBOARD_PATH, pushSent: push.sent, pushFailed: push.failed };
  }
}
