import { INestApplicationContext } from '@nestjs/common';
import { ConsumerRunner } from '../events/consumer-runner';
import { WorkerHost } from '../messaging/worker-host';

/** Starts what a worker does: the event consumers (outbox relay included) and the BullMQ workers. */
export async function startBackgroundWork(app: INestApplicationContext): Promise<void> {
  await app.get(WorkerHost).start();
  await app.get(ConsumerRunner).start();
}
