import { Injectable, Module } from '@nestjs/common';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventStore } from '../../src/kernel/events/event-store';
import { StoredEvent } from '../../src/kernel/events/event.types';
import { MailService } from '../../src/kernel/mail/mail.service';
import { DomainEventSubscriber, SubscribesTo } from '../../src/kernel/messaging/domain-event-subscriber';
import { JobQueues } from '../../src/kernel/messaging/job-queue.service';
import { startTestApp, TestApp } from '../support/test-app';

/** Records deliveries; fails the first delivery of each event to prove retries. */
@Injectable()
@SubscribesTo({ name: 'test-recorder', events: ['Harvested'] })
class RecordingSubscriber implements DomainEventSubscriber {
  static deliveries: number[] = [];
  static attempts = new Map<number, number>();
  async handle(event: StoredEvent): Promise<void> {
    const attempt = (RecordingSubscriber.attempts.get(event.globalPosition) ?? 0) + 1;
    RecordingSubscriber.attempts.set(event.globalPosition, attempt);
    if (attempt === 1) throw new Error('transient failure');
    RecordingSubscriber.deliveries.push(event.globalPosition);
  }
}

@Module({ providers: [RecordingSubscriber] })
class RecordingModule {}

async function eventually<T>(fn: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('outbox relay and jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ modules: [RecordingModule] });
  });
  afterAll(() => t.close());

  it('delivers each committed event once to each subscriber, retrying a failed delivery', async () => {
    const store = t.app.get(EventStore);
    const appended = await store.append('field-1', 'field', 'no_stream', [
      { type: 'Harvested', data: { kg: 10 } },
      { type: 'Harvested', data: { kg: 12 } },
      { type: 'Weeded', data: {} },
    ]);
    const expected = appended.events.filter((e) => e.type === 'Harvested').map((e) => e.globalPosition);
    const delivered = await eventually(() => [...RecordingSubscriber.deliveries].sort(), (d) => d.length >= 2);
    expect(delivered).toEqual(expected);
    for (const position of expected) expect(RecordingSubscriber.attempts.get(position)).toBe(2);

    // A relay batch replayed after a crash enqueues the same job ids: nothing is delivered twice.
    await t.sql(`UPDATE consumer_checkpoints SET transaction_id = '0', global_position = 0 WHERE consumer = 'outbox-relay'`);
    await t.drainConsumers();
    await t.settled();
    expect([...RecordingSubscriber.deliveries].sort()).toEqual(expected);
    const completed = await t.app.get(JobQueues).queue('domain-events').getJobs(['completed']);
    expect(completed.filter((job) => job.data.subscriber === 'test-recorder')).toHaveLength(2);
  });

  it('sends queued mail through SMTP once, even when queued twice', async () => {
    const mail = t.app.get(MailService);
    const request = { to: 'farmer@example.com', subject: 'Your fertilizer plan', text: 'Open https://kasuwa.example/plan', dedupeKey: 'plan-1' };
    const first = await mail.queue(request);
    const second = await mail.queue(request);
    expect(second).toBe(first);
    const received = await t.inbox!.waitFor((m) => m.subject === 'Your fertilizer plan');
    expect(received.to).toEqual(['farmer@example.com']);
    expect(received.text).toContain('https://kasuwa.example/plan');
    await t.settled();
    expect(t.inbox!.messages.filter((m) => m.subject === 'Your fertilizer plan')).toHaveLength(1);
    const [row] = await t.sql(`SELECT sent_at FROM outgoing_mail WHERE id = $1`, [first]);
    expect(row.sent_at).not.toBeNull();
  });
});

describe('mail without SMTP', () => {
  it('writes each mail to the data directory as an .eml file', async () => {
    const t = await startTestApp({ smtp: false });
    try {
      await t.app.get(MailService).queue({ to: 'agent@example.com', subject: 'Activate your account', text: 'Follow http://localhost:3000/auth/activate?key=abc', dedupeKey: 'activation-1' });
      const dir = join(t.config.dataDir, 'mail');
      const files = await eventually(() => (existsSync(dir) ? readdirSync(dir) : []), (f) => f.length > 0);
      expect(files).toHaveLength(1);
      const content = readFileSync(join(dir, files[0]), 'utf8');
      expect(content).toContain('Subject: Activate your account');
      expect(content).toContain('auth/activate?key=abc');
    } finally {
      await t.close();
    }
  });
});
