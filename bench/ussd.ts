import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RegisterUserCommand } from '../src/accounts';
import { PriceAlertSmsSubscriber } from '../src/feature-phones/consumers/price-alert-sms.subscriber';
import { SMS_PER_CALL } from '../src/feature-phones/commands/sms-outbox';
import { SMS_QUEUE } from '../src/feature-phones/jobs/feature-phones.jobs';
import { JobQueues } from '../src/kernel/messaging/job-queue.service';
import type { StoredEvent } from '../src/kernel/events/event.types';
import { MarketEvents, type MarketPricesUploaded, type MarketPriceRow } from '../src/markets';
import { loadAverage, withBenchDatabase } from './bench-database';
import { runMain, startApi, stopChild } from './bench-processes';

/**
 * `npm run bench:ussd`: the feature phones' two performance targets, on a throwaway embedded PostgreSQL and Redis.
 *
 * 1. USSD steps through the real HTTP endpoint (`POST /api/v1/ussd/africastalking`, form fields as Africa's Talking
 *    posts them) of the API as production runs it: 50 sessions at once, each a farmer with an account (Kenya) walking
 *    15 steps: fertilizer advice (county, area, crop: the recommendation), back up, the SMS alerts, their orders.
 *    Measured one session at a time, then 50 at once as the gateway calls (one sessionId per session: each step finds
 *    the session kept in Redis), then 50 at once with a new sessionId at every step (nothing kept: each step walks the
 *    gateway's text from the first screen, as after a restart), with the API process's CPU time per step, the figure a
 *    loaded machine changes least. Target: p99 under 300 ms.
 * 2. A price-alert run to 100,000 subscribers of one county (5% of them opted out, 5% not subscribed to prices):
 *    PriceAlertSmsSubscriber's handling of a MarketPricesUploaded, timed from the event to the last job in the `sms`
 *    queue. Target: under 10 s. The worker is not running: the SMS stay queued.
 *
 * USSD_BENCH_SECONDS (default 10) per measured run, after a 3 s warm-up; USSD_BENCH_SUBSCRIBERS (default 100000).
 */
const API_PORT = 38_781;
const JWT_SECRET = randomBytes(32).toString('hex');
const SECRET = 'bench-ussd-secret';
const SERVICE_CODE = '*384*55#';
const KENYA = 5;
const SESSIONS = 50;
const MEASURE_SECONDS = Number(process.env.USSD_BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const SUBSCRIBERS = Number(process.env.USSD_BENCH_SUBSCRIBERS ?? 100_000);

/** A session's inputs: advice (1st county, 1st area, maize), back to the menu, an alert topic and back, the orders. */
const WALK = ['5', '1', '1', '1', '0', '0', '0', '0', '4', '1', '0', '0', '3', '0'];

/** CPU time (user and system, ms) a Linux process has used so far (0 elsewhere). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Run {
  /** CPU time the API process spent per step. */
  apiCpuMsPerStep?: number;
  steps: number;
  seconds: number;
  ends: number;
  latencies: number[];
}

/** SESSIONS sessions at once for `seconds`, each step timed; `keep` false: a new sessionId at every step. */
async function drive(url: string, phones: string[], seconds: number, keep: boolean): Promise<Run> {
  const latencies: number[] = [];
  let ends = 0;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    phones.map(async (phoneNumber) => {
      while (Date.now() < until) {
        const sessionId = `ATUid_${randomUUID()}`;
        for (let level = 0; level <= WALK.length && Date.now() < until; level++) {
          const body = new URLSearchParams({
            sessionId: keep ? sessionId : `ATUid_${randomUUID()}`,
            serviceCode: SERVICE_CODE,
            phoneNumber,
            networkCode: '63902',
            text: WALK.slice(0, level).join('*'),
          });
          const t0 = performance.now();
          const response = await fetch(url, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          const text = await response.text();
          latencies.push(performance.now() - t0);
          if (response.status !== 200 || !text.startsWith('CON ')) ends++;
        }
      }
    }),
  );
  return {
    steps: latencies.length,
    seconds: (Date.now() - started) / 1000,
    ends,
    latencies: latencies.sort((a, b) => a - b),
  };
}

const line = (name: string, run: Run) =>
  `${name.padEnd(44)} ${String(run.steps).padStart(6)} steps ${(run.steps / run.seconds).toFixed(0).padStart(5)}/s  p50 ${percentile(run.latencies, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(run.latencies, 95).toFixed(0).padStart(5)} ms  p99 ${percentile(run.latencies, 99).toFixed(0).padStart(5)} ms  API CPU ${run.apiCpuMsPerStep?.toFixed(1) ?? '?'} ms/step  not CON: ${run.ends}`;

/** A measured run, with the CPU time the API process spent per step. */
async function measured(url: string, phones: string[], keep: boolean, pid: number | undefined): Promise<Run> {
  const before = cpuMsOf(pid);
  const run = await drive(url, phones, MEASURE_SECONDS, keep);
  return { ...run, apiCpuMsPerStep: run.steps ? (cpuMsOf(pid) - before) / run.steps : undefined };
}

async function main(): Promise<void> {
  await withBenchDatabase(
    'ussd',
    { postgres: 54_398, redis: 63_798 },
    JWT_SECRET,
    async ({ context, databaseUrl, redisUrl, dataDir }) => {
      const dataSource = context.get(DataSource);
      // 50 farmers with an account, known by the phone they signed up with.
      const phones: string[] = [];
      for (let i = 0; i < SESSIONS; i++) {
        const national = `7100${String(i).padStart(5, '0')}`;
        await context.get(CommandBus).execute(
          new RegisterUserCommand(
            randomUUID(),
            ['ROLE_USER', 'ROLE_FARMER'],
            KENYA,
            'ACTIVE',
            true,
            {
              firstname: `Farmer${i}`,
              lastname: 'Bench',
              email: `ussd-bench-${i}@example.com`,
              phone: national,
              company: null,
            },
            `bench-${randomUUID()}`,
          ),
        );
        phones.push(`+254${national}`);
      }

      // ---- 2. the price-alert run -------------------------------------------------------------------------------------
      const [kakamega] = await dataSource.query(`SELECT id FROM states WHERE country_id = $1 AND name = 'Kakamega'`, [
        KENYA,
      ]);
      await dataSource.query(
        `INSERT INTO sms_subscriptions (country_id, phone, language, state_id, price_alerts, weather_warnings, order_status, opted_out_at, updated_at)
       SELECT $1, '+2547' || lpad(n::text, 8, '0'), 'en', $2, n % 20 <> 1, false, false, CASE WHEN n % 20 = 2 THEN now() END, now()
       FROM generate_series(1, $3::int) n ON CONFLICT DO NOTHING`,
        [KENYA, kakamega.id, SUBSCRIBERS],
      );
      const [{ consenting }] = await dataSource.query(
        `SELECT count(*)::int AS consenting FROM sms_subscriptions WHERE country_id = $1 AND state_id = $2 AND price_alerts AND opted_out_at IS NULL`,
        [KENYA, kakamega.id],
      );
      // Kakamega's dry maize, KES 4,000 a 90 kg bag on 14 April 2020 (shared/data/units-and-prices.md §6, [KE-SOKO-2020]).
      const row = {
        row: 2,
        regionId: 0,
        stateId: kakamega.id,
        market: 'Kakamega',
        product: 'Maize (dry)',
        unit: '90 KG',
        unitQuantity: 90,
        period: '2020-04-14',
        currency: 'KES',
        firstHalf: 4000,
        secondHalf: null,
      } as unknown as MarketPriceRow;
      const upload: MarketPricesUploaded = {
        uploadId: randomUUID(),
        countryId: KENYA,
        uploadedBy: randomUUID(),
        fileKey: 'bench',
        rows: [row],
        at: new Date().toISOString(),
      };
      const event = { type: MarketEvents.uploaded, data: upload } as StoredEvent<MarketPricesUploaded>;
      const queue = context.get(JobQueues).queue(SMS_QUEUE.name);
      console.log(
        `Price alert: ${SUBSCRIBERS} subscriptions in Kakamega, ${consenting} of them to prices and not opted out; load average ${loadAverage()}`,
      );
      const started = performance.now();
      await context.get(PriceAlertSmsSubscriber).handle(event);
      const tookMs = performance.now() - started;
      const [{ messages }] = await dataSource.query(
        `SELECT count(*)::int AS messages FROM sms_messages WHERE kind = 'PRICE_ALERT'`,
      );
      const jobs = await queue.getJobCounts('waiting', 'prioritized', 'delayed');
      const waiting = Object.values(jobs).reduce((a, b) => a + b, 0);
      console.log(
        `  queued in ${(tookMs / 1000).toFixed(2)} s: ${messages} rows of sms_messages, ${waiting} jobs of ${SMS_PER_CALL} numbers in the sms queue (target: under 10 s); load average ${loadAverage()}`,
      );
      const calls = Math.ceil(consenting / SMS_PER_CALL);
      if (messages !== consenting || waiting !== calls)
        throw new Error(`Expected ${consenting} SMS queued in ${calls} jobs, got ${messages} rows and ${waiting} jobs`);
      // Redelivered, the event queues nothing more.
      await context.get(PriceAlertSmsSubscriber).handle(event);
      const [{ again }] = await dataSource.query(
        `SELECT count(*)::int AS again FROM sms_messages WHERE kind = 'PRICE_ALERT'`,
      );
      console.log(`  the same event again: ${again} rows (unchanged: ${again === messages})`);
      await queue.obliterate({ force: true });
      await context.close();

      // ---- 1. USSD steps under load -------------------------------------------------------------------------------------
      let api: ChildProcess | undefined;
      try {
        api = await startApi({
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          JWT_SECRET,
          DATA_DIR: dataDir,
          PORT: String(API_PORT),
          SMS_CALLBACK_SECRET: SECRET,
          USSD_SERVICE_CODE: SERVICE_CODE,
          USSD_STEPS_PER_MINUTE: '10000',
        });
        const url = `http://127.0.0.1:${API_PORT}/api/v1/ussd/africastalking?secret=${SECRET}`;
        const probe = await drive(url, phones.slice(0, 1), 1, true);
        if (probe.ends) throw new Error('The USSD walk does not answer CON at every step');
        console.log(
          `\nUSSD: sessions of ${WALK.length + 1} steps, ${WARM_UP_SECONDS} s warm-up then ${MEASURE_SECONDS} s a run; load average before: ${loadAverage()}`,
        );
        for (const [name, sessions, keep] of [
          ['one session at a time, kept in Redis', 1, true],
          ['50 at once, kept in Redis', SESSIONS, true],
          ['50 at once, walked again (new sessionId/step)', SESSIONS, false],
        ] as const) {
          await drive(url, phones.slice(0, sessions), WARM_UP_SECONDS, keep);
          console.log(line(name, await measured(url, phones.slice(0, sessions), keep, api.pid)));
          console.log(`${''.padEnd(44)} load average ${loadAverage()}`);
        }
      } finally {
        if (api) await stopChild(api);
      }
    },
  );
}

runMain(main);
