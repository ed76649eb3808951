import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { toErrorEnvelope } from '../http/error-envelope.filter';
import { languageFrom } from '../i18n/translator';
import { JobQueues } from './job-queue.service';
import { KernelErrors } from '../errors/kernel.errors';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Decides from a request whether its sender may see the queues (an administrator). */
export type DashboardAccess = (request: FastifyRequest) => Promise<boolean>;

/** Mounts Bull Board at /admin/queues; a caller who is not an administrator is sent to sign in. */
export async function mountQueueDashboard(
  fastify: FastifyInstance,
  queues: JobQueues,
  mayView: DashboardAccess,
): Promise<void> {
  const serverAdapter = new BullBoardFastifyAdapter();
  createBullBoard({
    queues: queues.all().map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Kasuwa queues' } },
  });
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        if (await mayView(request)) return;
        const wantsPage = (request.headers.accept ?? '').includes('text/html');
        if (wantsPage) return reply.redirect(`/auth/login?redirect=${encodeURIComponent(request.url)}`, 302);
        return reply
          .status(403)
          .send(
            toErrorEnvelope(
              new DomainError(KernelErrors.FORBIDDEN),
              languageFrom(request.headers['accept-language']),
              request,
            ),
          );
      });
      await scope.register(serverAdapter.registerPlugin() as never);
    },
    { prefix: QUEUE_DASHBOARD_PATH },
  );
}
