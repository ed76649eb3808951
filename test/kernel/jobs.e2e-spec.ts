import { Injectable, Module } from '@nestjs/common';
import { Job } from 'bullmq';
import { defineJob, defineQueue } from '../../src/kernel/messaging/job-definition';
import { HandlesJob, JobHandler } from '../../src/kernel/messaging/job-handler';
import { JobQueues } from '../../src/kernel/messaging/job-queue.service';
import { startTestApp, TestApp } from '../support/test-app';

// A module's jobs, declared once with their payload types, as src/<area>/jobs/ does.
const HARVEST_QUEUE = defineQueue('harvest', { concurrency: 2 });
const WeighHarvest = defineJob<{ plotId: string; kg: number }>(HARVEST_QUEUE, 'weigh-harvest', { attempts: 2 });
const SweepScales = defineJob<{ scale: string }>(HARVEST_QUEUE, 'sweep-scales', {
  schedule: { every: 300, payload: { scale: 'all' } },
});

@Injectable()
@HandlesJob(WeighHarvest)
class WeighHarvestJob implements JobHandler<{ plotId: string; kg: number }> {
  static weighed: string[] = [];
  static running = 0;
  static mostAtOnce = 0;
  async handle(job: Job<{ plotId: string; kg: number }>): Promise<void> {
    WeighHarvestJob.running++;
    WeighHarvestJob.mostAtOnce = Math.max(WeighHarvestJob.mostAtOnce, WeighHarvestJob.running);
    await new Promise((r) => setTimeout(r, 100));
    WeighHarvestJob.weighed.push(`${job.data.plotId}:${job.data.kg}`);
    WeighHarvestJob.running--;
  }
}

@Injectable()
@HandlesJob(SweepScales)
class SweepScalesJob implements JobHandler<{ scale: string }> {
  static sweeps: string[] = [];
  async handle(job: Job<{ scale: string }>): Promise<void> {
    SweepScalesJob.sweeps.push(job.data.scale);
  }
}

@Module({ providers: [WeighHarvestJob, SweepScalesJob] })
class HarvestModule {}

async function eventually<T>(fn: () => T, accept: (value: T) => boolean, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('jobs declared by the module that owns them', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ modules: [HarvestModule], smtp: false });
    second = await startTestApp({ modules: [HarvestModule], smtp: false, joining: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('runs each job once with its typed payload, at most the queue concurrency at a time per worker', async () => {
    const queues = first.app.get(JobQueues);
    for (let i = 0; i < 8; i++)
      await queues.add(WeighHarvest, { plotId: `plot-${i}`, kg: i * 10 }, { jobId: `weigh-${i}` });
    await queues.add(WeighHarvest, { plotId: 'plot-0', kg: 0 }, { jobId: 'weigh-0' });
    const weighed = await eventually(
      () => WeighHarvestJob.weighed,
      (w) => w.length >= 8,
    );
    expect([...weighed].sort()).toEqual(Array.from({ length: 8 }, (_, i) => `plot-${i}:${i * 10}`).sort());
    // Two workers (two processes) of concurrency 2.
    expect(WeighHarvestJob.mostAtOnce).toBeLessThanOrEqual(4);
    const completed = await queues.queue('harvest').getJobs(['completed']);
    expect(completed.find((job) => job.name === 'weigh-harvest')!.opts.attempts).toBe(2);
  });

  it('registers a repeatable job once, however many workers start', async () => {
    const sweeps = await eventually(
      () => SweepScalesJob.sweeps,
      (s) => s.length >= 3,
    );
    expect(sweeps.slice(0, 3)).toEqual(['all', 'all', 'all']);
    const schedulers = await first.app.get(JobQueues).queue('harvest').getJobSchedulers();
    expect(schedulers.map((s) => ({ key: s.key, every: s.every }))).toEqual([{ key: 'sweep-scales', every: 300 }]);
  });

  it('refuses to add a job nobody declared', async () => {
    const stray = { queue: HARVEST_QUEUE, name: 'stray', attempts: 1, backoff: { type: 'fixed', delay: 1 } };
    await expect(first.app.get(JobQueues).add(stray, {}, { jobId: 'stray-1' })).rejects.toThrow(
      'harvest/stray is not declared',
    );
  });
});
