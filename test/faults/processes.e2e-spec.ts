import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ExtensionAgentAnalytics } from '../../src/farmers/analytics/consumers/extension-agent-analytics.consumer';
import { storedNamesOf } from '../../src/kernel/events/event-registry';
import { JobQueues } from '../../src/kernel/messaging/job-queue.service';
import { freePort } from '../setup/test-infrastructure';
import { AppProcess, START_LIMIT_MS, startApiProcess, startWorkerProcess } from '../support/app-processes';
import { contractCheckedAgent, contractCheckedIn } from '../support/contract';
import { api, bearer, NIGERIA, person, Person } from '../support/people';
import { consumerCheckpoints, untilSettled } from '../support/settle';
import { SmtpInbox } from '../support/smtp-inbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TestApp } from '../support/test-app';
import { listsOf } from '../farmers/support';

/**
 * The production shape: the API (`--role=api`) and the worker (`workers/main.ts`) as two processes of their own on the
 * file's database, Redis and SMTP server. The worker is killed (SIGKILL) in the middle of a job and another one started.
 * The test process reads the database and the queues through an application of its own that runs no background work.
 */
let inbox: SmtpInbox;
let observer: TestApp;
let dataDir: string;
let env: Record<string, string>;
let base: string;
let apiProcess: AppProcess | null = null;
let worker: AppProcess | null = null;

/** A job of a worker that died goes back to the queue within twice this (JOB_LOCK_MS). */
const JOB_LOCK_MS = 8_000;

beforeAll(
  async () => {
    inbox = new SmtpInbox();
    const smtpUrl = await inbox.start();
    observer = await startTestApp({ workers: false, smtp: false });
    dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-processes-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      DATABASE_URL: observer.databaseUrl,
      REDIS_URL: process.env.KASUWA_TEST_REDIS_URL!,
      QUEUE_PREFIX: observer.config.queuePrefix,
      JWT_SECRET: observer.config.jwtSecret,
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SMTP_URL: smtpUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PASSWORD_HASH_MEMORY_KIB: '32',
      PASSWORD_HASH_TIME_COST: '1',
      CONSUMER_POLL_MS: '50',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      JOB_LOCK_MS: String(JOB_LOCK_MS),
      // As in every test app: a statement starved of CPU by the other files is not a frozen PostgreSQL.
      DB_READ_BUDGET_MS: '30000',
      DB_WRITE_BUDGET_MS: '30000',
    };
    // The worker is started once the API has loaded its modules: it finds them transpiled (cached) rather than doing it too.
    const starting = startApiProcess(env, port);
    await starting.loaded;
    const [started, startedWorker] = await Promise.allSettled([starting.ready, startWorkerProcess(env)]);
    if (started.status === 'fulfilled') apiProcess = started.value;
    if (startedWorker.status === 'fulfilled') worker = startedWorker.value;
    for (const outcome of [started, startedWorker]) if (outcome.status === 'rejected') throw outcome.reason;
  },
  2 * START_LIMIT_MS + 60_000,
);

afterAll(async () => {
  await worker?.stop();
  await apiProcess?.stop();
  await observer?.close();
  await inbox?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The API process's answers are checked against openapi.json as a test app's are (see contract.ts). */
const http = () =>
  contractCheckedIn(expect.getState().testPath) ? contractCheckedAgent(request(base)) : request(base);

async function timed<T>(call: () => PromiseLike<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await call();
  return { result, ms: Date.now() - started };
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `${what}: not within ${timeoutMs} ms${worker ? `; the worker's last output:\n${worker.output().split('\n').slice(-30).join('\n')}` : ''}`,
  );
}

/** Kills the running worker at once (no shutdown of any kind), as a crash or an out-of-memory kill would. */
async function killWorker(): Promise<void> {
  const killed = worker!;
  worker = null;
  await killed.kill('SIGKILL');
}

/** Waits until the worker process, the consumers and the queues have nothing left to do. */
const settled = () => untilSettled(observer.app, 120_000);

/** Every event consumer stands on or past the newest event of the types it reads: none is behind, so none skipped one. */
async function expectConsumersOnTheNewestEvent(): Promise<void> {
  const checkpoints = await consumerCheckpoints(observer.app);
  expect(checkpoints.map((c) => c.consumer)).toEqual(
    expect.arrayContaining(['outbox-relay', 'extension-agent-analytics']),
  );
  expect(checkpoints.filter((c) => c.behind)).toEqual([]);
}

const mailsTo = (email: string) => inbox.messages.filter((m) => m.to.includes(email));

const farmer = (n: number) => ({
  country: 'Nigeria',
  role: 'ROLE_FARMER',
  firstname: 'Hauwa',
  lastname: ['Okafor', 'Bello', 'Eze', 'Adeyemi'][n],
  phone: `0805${String(2000000 + n).slice(-7)}`,
  email: `worker-killed-${n}@example.com`,
  password: 'maize-2026',
  confirmPassword: 'maize-2026',
  termsAccepted: true,
});

describe('the worker process killed in the middle of a job', () => {
  it('sends the activation mail being sent once, while the API keeps answering, and its consumers resume from their checkpoints', async () => {
    // The two processes at work: a sign-up on the API, its activation mail sent by the worker.
    await http().post(api('users')).send(farmer(0)).expect(201);
    await inbox.waitFor((m) => m.to.includes(farmer(0).email), 60_000);

    // The next activation mail is held by the SMTP server while it is being sent: the worker dies in the middle of it.
    inbox.hold();
    await http().post(api('users')).send(farmer(1)).expect(201);
    await until('the second activation mail being sent', () => inbox.held === 1, 60_000);
    await killWorker();
    await until("the killed worker's SMTP connection closed", () => inbox.abandoned === 1, 10_000);
    expect(inbox.release()).toBe(1);

    // Without a worker, the API answers: sign-in, sign-up, an authenticated write, readiness.
    const signIn = await timed(() =>
      http().post(api('login')).send({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    );
    expect(signIn.result.status).toBe(200);
    expect(signIn.ms).toBeLessThan(5000);
    const admin = signIn.result.body.accessToken as string;
    const signUp = await timed(() => http().post(api('users')).send(farmer(2)));
    expect(signUp.result.status).toBe(201);
    expect(signUp.ms).toBeLessThan(5000);
    const write = await timed(() =>
      http().post(api('category')).set(bearer(admin)).send({ name: 'While The Worker Was Down' }),
    );
    expect(write.result.status).toBe(201);
    expect(write.ms).toBeLessThan(5000);
    await http().get('/api/health/ready').expect(200);
    await http().get('/api/health').expect(200);
    expect([...mailsTo(farmer(1).email), ...mailsTo(farmer(2).email)]).toEqual([]);

    // Another worker: the cut job runs again once its lock has run out, the new sign-up's event is relayed.
    worker = await startWorkerProcess(env);
    await inbox.waitFor((m) => m.to.includes(farmer(1).email), 4 * JOB_LOCK_MS + 60_000);
    await inbox.waitFor((m) => m.to.includes(farmer(2).email), 60_000);
    await settled();

    for (const n of [0, 1, 2]) {
      expect({ n, mails: mailsTo(farmer(n).email).length }).toEqual({ n, mails: 1 });
      const rows = await observer.sql(`SELECT id, sent_at FROM outgoing_mail WHERE recipient = $1`, [farmer(n).email]);
      expect(rows).toHaveLength(1);
      expect(rows[0].sent_at).not.toBeNull();
    }
    // The mail of the second sign-up is the job that was cut short: run twice, sent once.
    const [cut] = await observer.sql(`SELECT id FROM outgoing_mail WHERE recipient = $1`, [farmer(1).email]);
    const job = await observer.app.get(JobQueues).queue('mail').getJob(`mail-${cut.id}`);
    expect({ state: await job!.getState(), stalled: job!.stalledCounter }).toEqual({ state: 'completed', stalled: 1 });
    await expectConsumersOnTheNewestEvent();
    const categories = await http().get(api('category')).set(bearer(admin)).expect(200);
    expect(JSON.stringify(categories.body)).toContain('While The Worker Was Down');
  }, 600_000);

  it('imports every farmer of a sheet exactly once when the import is killed half-way and run again', async () => {
    worker ??= await startWorkerProcess(env);
    const admin = await observer.login();
    const agent: Person = await person(observer, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa', lastname: 'Ibrahim' });
    const lists = await listsOf(observer, admin, NIGERIA);
    const [place] = await observer.sql<{ state: string; city: string }>(
      `SELECT s.name AS state, c.name AS city FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = $1 AND c.listed ORDER BY s.id, c.id LIMIT 1`,
      [NIGERIA],
    );
    const [project] = await observer.sql<{ name: string }>(`SELECT name FROM farmer_reference_items WHERE id = $1`, [
      lists.projectId,
    ]);
    const [partner] = await observer.sql<{ name: string }>(`SELECT name FROM farmer_reference_items WHERE id = $1`, [
      lists.aggregationPartnerId,
    ]);

    // 150 farmers, each with a farm and a planting record, and 3 rows refused (a farmer of 12) among them.
    const VALID = 150;
    const REFUSED_ROWS = [20, 80, 140];
    const headers = [
      'State',
      'LGA',
      'Full name',
      'Gender',
      'Phone',
      'Address',
      'Age',
      'Community',
      'Project',
      'Aggregation partner',
      'Farm size',
      'Farm size unit',
      'Farm community',
      'Planting season',
      'Planting year',
      'Crop',
      'Fertilizer type',
      'Fertilizer quantity',
      'Fertilizer unit',
      'Actual yield',
      'Yield unit',
    ];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Farmers');
    sheet.addRow(headers);
    let refusedSoFar = 0;
    for (let i = 0; i < VALID + REFUSED_ROWS.length; i++) {
      const refused = REFUSED_ROWS.includes(i);
      if (refused) refusedSoFar++;
      sheet.addRow([
        place.state,
        place.city,
        `Imported Farmer ${i}`,
        i % 2 ? 'Male' : 'Female',
        `0807${String(3000000 + i).slice(-7)}`,
        'Near the market',
        refused ? 12 : 30 + (i % 40),
        'Gwale',
        project.name,
        partner.name,
        1 + (i % 5),
        'HA',
        'Gwale',
        'RAINY',
        2024,
        'Maize',
        'NPK',
        50,
        'Kilogram(s)',
        1000 + i,
        'Kilogram(s)',
      ]);
    }
    expect(refusedSoFar).toBe(REFUSED_ROWS.length);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const queued = await http()
      .post(api('farmers/async-bulk-upload'))
      .set(bearer(agent.token))
      .set('Country', 'Nigeria')
      .attach('farmersList', bytes, 'farmers.xlsx')
      .expect(201);
    const { jobId } = queued.body.data as { jobId: string };
    const progressOf = async () =>
      (
        await http()
          .get(api(`farmers/imports/${jobId}`))
          .set(bearer(agent.token))
          .expect(200)
      ).body as { state: string; progress: number; report: any };
    const farmersOf = async () =>
      (await observer.sql(`SELECT count(*)::int AS n FROM farmers WHERE created_by = $1`, [agent.id]))[0].n as number;

    // Killed once the job reports a tenth of the rows done (its progress moves every hundredth), far from all.
    await until(
      'the import under way',
      async () => {
        const { state, progress } = await progressOf();
        if (state === 'completed') throw new Error('the import ended before the worker could be killed');
        return state === 'active' && progress >= 10 && progress < 99;
      },
      120_000,
    );
    await killWorker();
    const written = await farmersOf();
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(VALID);
    expect((await progressOf()).state).toBe('active');

    worker = await startWorkerProcess(env);
    await until(
      'the import completed',
      async () => (await progressOf()).state === 'completed',
      4 * JOB_LOCK_MS + 240_000,
    );
    const { report } = await progressOf();
    expect(report).toMatchObject({
      rows: VALID + REFUSED_ROWS.length,
      created: VALID,
      alreadyImported: 0,
      refused: REFUSED_ROWS.length,
    });
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual(
      REFUSED_ROWS.map((i) => [i + 2, 'age']),
    );
    const job = await observer.app.get(JobQueues).queue('farmer-import').getJob(jobId);
    expect(job!.stalledCounter).toBe(1);

    // Every farmer once, in the read tables and in the log, each with its farm and planting record.
    expect(await farmersOf()).toBe(VALID);
    expect(
      await observer.sql(
        `SELECT phone, count(*)::int AS n FROM farmers WHERE created_by = $1 GROUP BY phone HAVING count(*) > 1`,
        [agent.id],
      ),
    ).toEqual([]);
    const [counts] = await observer.sql(
      `WITH mine AS (SELECT id FROM farmers WHERE created_by = $1)
       SELECT (SELECT count(*)::int FROM farmer_import_keys WHERE owner_id = $1 AND import_id = $2) AS keys,
              (SELECT count(*)::int FROM farms WHERE farmer_id IN (SELECT id FROM mine)) AS farms,
              (SELECT count(*)::int FROM events WHERE type = 'FarmerEnrolled' AND (data->>'farmerId')::uuid IN (SELECT id FROM mine)) AS enrolled,
              (SELECT count(DISTINCT data->>'farmerId')::int FROM events WHERE type = 'FarmerEnrolled' AND (data->>'farmerId')::uuid IN (SELECT id FROM mine)) AS farmers_enrolled,
              (SELECT count(*)::int FROM events WHERE type = 'FarmMapped' AND (data->>'farmerId')::uuid IN (SELECT id FROM mine)) AS mapped,
              (SELECT count(*)::int FROM events WHERE type = 'PlantingRecordCreated' AND (data->>'farmerId')::uuid IN (SELECT id FROM mine)) AS records`,
      [agent.id, jobId],
    );
    expect(counts).toEqual({
      keys: VALID,
      farms: VALID,
      enrolled: VALID,
      farmers_enrolled: VALID,
      mapped: VALID,
      records: VALID,
    });

    // The summary mail, once.
    const subject = `Your farmer import: ${VALID} imported, ${REFUSED_ROWS.length} refused`;
    await inbox.waitFor((m) => m.to.includes(agent.email) && m.subject === subject, 60_000);
    await settled();
    expect(
      mailsTo(agent.email)
        .filter((m) => /farmer import/i.test(m.subject))
        .map((m) => m.subject),
    ).toEqual([subject]);

    // The analytics consumer, fed by both workers: one activity per event of the agent's farmers, nothing skipped or
    // counted twice, on each day; the ten newest kept.
    await expectConsumersOnTheNewestEvent();
    const analytics = storedNamesOf(new ExtensionAgentAnalytics(null as never).handles);
    const ofTheAgent = `FROM events
       WHERE type = ANY($2) AND (data->>'farmerId')::uuid IN (SELECT id FROM farmers WHERE created_by = $1)`;
    const loggedPerDay = await observer.sql(
      `SELECT to_char((data->>'at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS activities
       ${ofTheAgent} GROUP BY 1 ORDER BY 1`,
      [agent.id, analytics],
    );
    const countedPerDay = await observer.sql(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, activities FROM ea_daily_activities WHERE agent_id = $1 ORDER BY 1`,
      [agent.id],
    );
    expect(loggedPerDay.reduce((sum, day) => sum + day.activities, 0)).toBe(3 * VALID);
    expect(countedPerDay).toEqual(loggedPerDay);
    const newestLogged = await observer.sql(
      `SELECT global_position::int AS position ${ofTheAgent}
       ORDER BY (data->>'at')::timestamptz DESC, global_position DESC LIMIT 10`,
      [agent.id, analytics],
    );
    const latest = await observer.sql(
      `SELECT position::int AS position FROM ea_latest_activities WHERE agent_id = $1 ORDER BY at DESC, position DESC`,
      [agent.id],
    );
    expect(latest).toEqual(newestLogged);
    const [{ n: analysed }] = await observer.sql(`SELECT count(*)::int AS n FROM ea_farmers WHERE agent_id = $1`, [
      agent.id,
    ]);
    expect(analysed).toBe(VALID);
  }, 600_000);
});
