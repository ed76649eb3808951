import { buildHandlerMap } from './job-handler-registry';
import { JobHandler } from './job-handler';
import { QueueName } from './queues';

const handler: JobHandler = { handle: async () => undefined };
const declared = { mail: ['send-mail'], exports: ['users-export'] } as unknown as Record<QueueName, readonly string[]>;

describe('buildHandlerMap', () => {
  it('pairs every declared job with its one handler', () => {
    const map = buildHandlerMap(
      [
        { target: { queue: 'mail', name: 'send-mail' }, handler, className: 'SendMail' },
        { target: { queue: 'exports', name: 'users-export' }, handler, className: 'UsersExport' },
      ],
      declared,
    );
    expect(map.get('mail')!.get('send-mail')).toBe(handler);
  });

  it('refuses to boot naming a missing handler, a duplicate and an undeclared job', () => {
    const build = () =>
      buildHandlerMap(
        [
          { target: { queue: 'mail', name: 'send-mail' }, handler, className: 'SendMail' },
          { target: { queue: 'mail', name: 'send-mail' }, handler, className: 'SendMailAgain' },
          { target: { queue: 'mail', name: 'send-sms' }, handler, className: 'SendSms' },
        ],
        declared,
      );
    expect(build).toThrow(/mail\/send-mail has two handlers: SendMail and SendMailAgain/);
    expect(build).toThrow(/SendSms handles mail\/send-sms, which queues.ts does not declare/);
    expect(build).toThrow(/exports\/users-export has no handler/);
  });
});
