import { Injectable, Module } from '@nestjs/common';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventStore } from '../../src/kernel/events/event-store';
import { StoredEvent } from '../../src/kernel/events/event.types';
import ExcelJS from 'exceljs';
import { ExcelExportPipeline } from '../../src/kernel/files/excel-export-pipeline';
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
    const delivered = await eventually(
      () => [...RecordingSubscriber.deliveries].sort(),
      (d) => d.length >= 2,
    );
    expect(delivered).toEqual(expected);
    for (const position of expected) expect(RecordingSubscriber.attempts.get(position)).toBe(2);

    // A relay batch replayed after a crash enqueues the same job ids: nothing is delivered twice.
    await t.sql(
      `UPDATE consumer_checkpoints SET transaction_id = '0', global_position = 0 WHERE consumer = 'outbox-relay'`,
    );
    await t.drainConsumers();
    await t.settled();
    expect([...RecordingSubscriber.deliveries].sort()).toEqual(expected);
    const completed = await t.app.get(JobQueues).queue('domain-events').getJobs(['completed']);
    expect(completed.filter((job) => job.data.subscriber === 'test-recorder')).toHaveLength(2);
  });

  it('sends queued mail through SMTP once, even when queued twice', async () => {
    const mail = t.app.get(MailService);
    const request = {
      to: 'farmer@example.com',
      subject: 'Your fertilizer plan',
      text: 'Open https://kasuwa.example/plan',
      dedupeKey: 'plan-1',
    };
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

describe('the Excel export pipeline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function* harvests() {
    yield { crop: 'maize', kg: 120 };
    yield { crop: 'rice', kg: 80 };
  }
  const columns = [
    { header: 'Crop', value: (r: { crop: string }) => r.crop },
    { header: 'Kg', value: (r: { kg: number }) => r.kg },
  ];

  it('mails the file once per export id, even when the job runs again', async () => {
    const pipeline = t.app.get(ExcelExportPipeline);
    const request = {
      exportId: 'harvests-1',
      columns,
      sheet: 'Harvests',
      fileName: 'harvests',
      recipient: { email: 'agent@example.com', name: 'Awa' },
      language: 'fr' as const,
    };
    const first = await pipeline.run({ ...request, rows: harvests() });
    const again = await pipeline.run({ ...request, rows: harvests() });
    expect(first).toMatchObject({ mailed: true, rows: 2 });
    expect(again).toMatchObject({ mailed: false });
    const received = await t.inbox!.waitFor((m) => m.subject === 'Votre export Kasuwa : Harvests');
    expect(received.text).toContain('La liste demandée (2 lignes) est jointe.');
    const rows = await t.sql(`SELECT attachments FROM outgoing_mail WHERE recipient = 'agent@example.com'`);
    expect(rows).toHaveLength(1);
    const [attachment] = rows[0].attachments;
    expect(attachment.filename).toBe('harvests.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      readFileSync(join(t.config.storageDir, attachment.storageKey)) as unknown as ExcelJS.Buffer,
    );
    expect(workbook.worksheets[0].getSheetValues().slice(1)).toEqual([
      [undefined, 'Crop', 'Kg'],
      [undefined, 'maize', 120],
      [undefined, 'rice', 80],
    ]);
  });

  it('mails a link instead of the file when asked', async () => {
    await t.app.get(ExcelExportPipeline).run({
      exportId: 'harvests-2',
      rows: harvests(),
      columns,
      sheet: 'Harvests',
      fileName: 'harvests',
      recipient: { email: 'manager@example.com', name: 'Kofi' },
      language: 'en',
      delivery: { kind: 'link', link: (file) => `https://kasuwa.example/files/${file.key}` },
    });
    const received = await t.inbox!.waitFor((m) => m.to.includes('manager@example.com'));
    expect(received.subject).toBe('Your Kasuwa export: Harvests');
    expect(received.text).toMatch(
      /The list you asked for \(2 rows\) is ready: https:\/\/kasuwa\.example\/files\/exports\/\d{4}\/[0-9a-f-]+\.xlsx/,
    );
    const [row] = await t.sql(`SELECT attachments FROM outgoing_mail WHERE recipient = 'manager@example.com'`);
    expect(row.attachments).toEqual([]);
  });
});

describe('mail without SMTP', () => {
  it('writes each mail to the data directory as an .eml file', async () => {
    const t = await startTestApp({ smtp: false });
    try {
      await t.app.get(MailService).queue({
        to: 'agent@example.com',
        subject: 'Activate your account',
        text: 'Follow http://localhost:3000/auth/activate?key=abc',
        dedupeKey: 'activation-1',
      });
      const dir = join(t.config.dataDir, 'mail');
      const files = await eventually(
        () => (existsSync(dir) ? readdirSync(dir) : []),
        (f) => f.length > 0,
      );
      expect(files).toHaveLength(1);
      const content = readFileSync(join(dir, files[0]), 'utf8');
      expect(content).toContain('Subject: Activate your account');
      expect(content).toContain('auth/activate?key=abc');
    } finally {
      await t.close();
    }
  });
});
