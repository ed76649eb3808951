import { defineJob, defineQueue, declaredJobs } from './job-definition';
import { HandlesJob, JobHandler } from './job-handler';
import { buildHandlerMap } from './job-handler-registry';

const handler: JobHandler = { handle: async () => undefined };
const mailQueue = defineQueue('test-mail', { concurrency: 3 });
const exportsQueue = defineQueue('test-exports');
const SendMail = defineJob<{ mailId: string }>(mailQueue, 'send-mail');
const ExportUsers = defineJob<{ exportId: string }>(exportsQueue, 'export-users');
const SendSms = { queue: mailQueue, name: 'send-sms', attempts: 1, backoff: { type: 'fixed', delay: 1 } };
const declared = () => ({ queues: [mailQueue, exportsQueue], jobs: [SendMail, ExportUsers], problems: [] });

describe('buildHandlerMap', () => {
  it('pairs every declared job with its one handler, under its queue and its concurrency', () => {
    const map = buildHandlerMap(
      [
        { job: SendMail, handler, className: 'SendMailJob' },
        { job: ExportUsers, handler, className: 'ExportUsersJob' },
      ],
      declared(),
    );
    expect(map.get('test-mail')!.handlers.get('send-mail')!.handler).toBe(handler);
    expect(map.get('test-mail')!.queue.concurrency).toBe(3);
    expect(map.get('test-exports')!.queue.concurrency).toBe(4);
  });

  it('refuses to boot naming a missing handler, a duplicate and an undeclared job', () => {
    const build = () =>
      buildHandlerMap(
        [
          { job: SendMail, handler, className: 'SendMailJob' },
          { job: SendMail, handler, className: 'SendMailAgain' },
          { job: SendSms, handler, className: 'SendSmsJob' },
        ],
        declared(),
      );
    expect(build).toThrow(/test-mail\/send-mail has two handlers: SendMailJob and SendMailAgain/);
    expect(build).toThrow(/SendSmsJob handles test-mail\/send-sms, which no defineJob declares/);
    expect(build).toThrow(/test-exports\/export-users has no handler/);
  });

  it('names a job or a queue declared twice', () => {
    defineQueue('test-mail');
    defineJob(mailQueue, 'send-mail');
    expect(declaredJobs().problems).toEqual([
      'queue test-mail is declared twice',
      'job test-mail/send-mail is declared twice',
    ]);
  });

  it('takes a repeatable job with its schedule and payload', () => {
    const Sweep = defineJob<{ olderThanDays: number }>(exportsQueue, 'sweep-old-exports', {
      schedule: { pattern: '0 3 * * *', payload: { olderThanDays: 30 } },
    });
    expect(Sweep.schedule).toEqual({ pattern: '0 3 * * *', payload: { olderThanDays: 30 } });
    expect(Sweep.attempts).toBe(5);
  });

  it('types a handler by the payload of the job it handles', () => {
    @HandlesJob(ExportUsers)
    class ExportUsersJob implements JobHandler<{ exportId: string }> {
      async handle(): Promise<void> {}
    }
    expect(Reflect.getMetadata(HandlesJob.KEY, ExportUsersJob)).toBe(ExportUsers);
  });
});
