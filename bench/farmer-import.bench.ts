/**
 * Farmer import benchmark (issue 12, Performance): ROWS rows (farmer + farm + planting record each) from one .xlsx,
 * through the same FarmerImporter the farmer-import job runs, beside a floor that only reads the same file with
 * exceljs streaming and writes the rows into a table in batches of 5,000 (a multi-row INSERT of unnest arrays: the
 * pg driver here has no COPY stream). Figures are printed, not asserted. Run:
 *
 *   ROWS=2000 npx jest --roots '<rootDir>/bench' --testMatch '**' + '/bench/farmer-import.bench.ts' --runInBand
 *
 * Then (WORKER=0 leaves it out) the same sheet for another agent through `farmers/async-bulk-upload` and the
 * `farmer-import` job in a worker process of its own (workers/main.ts, as in production): the job's time and the
 * worker's peak RSS during the job (sampled from /proc every 50 ms) and over its whole life (VmHWM, start included),
 * and the CPU seconds the worker and the PostgreSQL server used meanwhile (from /proc: on a machine of two cores, the
 * job cannot take less than their sum over two), the worker's split by thread: its main thread, the threads the job
 * started (the sheet's reading thread) and the helpers (V8's garbage collection, libuv's pool), and the megabytes the
 * server wrote to its write-ahead log.
 * BENCH_PG_STATEMENTS=1 prints the statements the server spent the job's time on (pg_stat_statements).
 * BENCH_WAL_RECORDS=1 prints what the server wrote to its write-ahead log during the job, by record kind (pg_walinspect).
 */
import ExcelJS from 'exceljs';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FarmerImporter } from '../src/farmers/imports/commands/farmer-importer';
import { JobQueues } from '../src/kernel/messaging/job-queue.service';
import { api, bearer, listsOf, NIGERIA, person } from '../test/farmers/support';
import { AppProcess, startWorkerProcess } from '../test/support/app-processes';
import { DEFAULT_PASSWORD } from '../test/support/people';
import { eventsBehind } from '../test/support/settle';
import { SmtpInbox } from '../test/support/smtp-inbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TestApp } from '../test/support/test-app';
import { cpuSecondsOf, serverCpuMeter, WORKER_NODE_FLAGS } from './bench-processes';

const ROWS = Number(process.env.ROWS ?? 2000);
const MAX_BYTES = String(200 * 1024 * 1024);
let t: TestApp;
let inbox: SmtpInbox;
let worker: AppProcess | null = null;

beforeAll(async () => {
  inbox = new SmtpInbox();
  t = await startTestApp({
    smtp: false,
    workers: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', FARMER_IMPORT_MAX_BYTES: MAX_BYTES },
  });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await t.close();
  await inbox.stop();
});

/** A process's resident memory now and at its peak, in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** CPU seconds used so far by each thread of a process (by thread id), from /proc. */
function threadCpuOf(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      threads.set(Number(tid), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The thread ended while listed.
    }
  }
  return threads;
}
/** The bytes PostgreSQL has written to its write-ahead log so far (pg_stat_wal). */
async function walBytes(): Promise<number> {
  const [{ bytes }] = await t.sql(`SELECT wal_bytes::text AS bytes FROM pg_stat_wal`);
  return Number(bytes);
}

/** The statements PostgreSQL spent its time on since the last call (pg_stat_statements), printed. */
async function printStatements(during: string): Promise<void> {
  const statements = await t.sql(
    `SELECT round(total_exec_time) AS ms, calls, rows, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS statement
     FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 15`,
  );
  await t.sql(`SELECT pg_stat_statements_reset()`);
  console.log(
    `Statements during ${during}:\n${statements.map((s) => `${s.ms} ms, ${s.calls} calls, ${s.rows} rows: ${s.statement}`).join('\n')}`,
  );
}

/** BENCH_WAL_RECORDS=1: what the server wrote to its write-ahead log since `from`, by resource and record kind (pg_walinspect). */
async function printWalRecords(from: string): Promise<void> {
  await t.sql(`CREATE EXTENSION IF NOT EXISTS pg_walinspect`);
  const kinds = await t.sql(
    `SELECT "resource_manager/record_type" AS kind, count, round(record_size / 1e6) AS record_mb, round(fpi_size / 1e6) AS fpi_mb
     FROM pg_get_wal_stats($1::pg_lsn, pg_current_wal_lsn(), true) WHERE count > 0 ORDER BY combined_size DESC LIMIT 15`,
    [from],
  );
  console.log(
    `WAL records during the import job:\n${kinds.map((k) => `${k.kind}: ${k.count} records, ${k.record_mb} MB, page images ${k.fpi_mb} MB`).join('\n')}`,
  );
}

async function sheet(rows: number, state: string, city: string, project: string, partner: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const s = workbook.addWorksheet('Farmers');
  s.addRow([
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
    'Planting season',
    'Planting year',
    'Crop',
    'Fertilizer type',
    'Fertilizer quantity',
    'Fertilizer unit',
    'Actual yield',
    'Yield unit',
  ]);
  for (let i = 0; i < rows; i++) {
    s.addRow([
      state,
      city,
      `Bench Farmer ${i}`,
      i % 2 ? 'MALE' : 'FEMALE',
      `080${String(10000000 + i)}`,
      'Near the market',
      20 + (i % 60),
      'Gwale',
      project,
      partner,
      1 + (i % 7),
      'HA',
      'RAINY',
      2024,
      'Maize',
      'NPK',
      50,
      'Kilogram(s)',
      1200,
      'Kilogram(s)',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

it(`imports ${ROWS} rows and measures the floor`, async () => {
  const admin = await t.login();
  const agent = await person(t, 'ROLE_EXTENSION_AGENT');
  const lists = await listsOf(t, admin, NIGERIA);
  const [place] = await t.sql(
    `SELECT s.name AS state, c.name AS city FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = $1 AND c.listed ORDER BY s.id, c.id LIMIT 1`,
    [NIGERIA],
  );
  const [p] = await t.sql(`SELECT name FROM farmer_reference_items WHERE id = $1`, [lists.projectId]);
  const [a] = await t.sql(`SELECT name FROM farmer_reference_items WHERE id = $1`, [lists.aggregationPartnerId]);
  const bytes = await sheet(ROWS, place.state, place.city, p.name, a.name);
  void api;
  void bearer;

  // Floor: read every row with exceljs streaming, write them into a table in batches.
  await t.sql(`CREATE TABLE bench_floor (name text, phone text, state text, city text, size numeric, crop text)`);
  let floorStart = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
  });
  let batch: unknown[][] = [];
  const flush = async () => {
    if (!batch.length) return;
    const columns = [0, 1, 2, 3, 4, 5].map((i) => batch.map((r) => r[i]));
    await t.sql(
      `INSERT INTO bench_floor SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::text[])`,
      columns,
    );
    batch = [];
  };
  for await (const ws of reader) {
    let first = true;
    for await (const row of ws) {
      if (first) {
        first = false;
        continue;
      }
      const v = row.values as unknown[];
      batch.push([String(v[3]), String(v[5]), String(v[1]), String(v[2]), Number(v[11]), String(v[15])]);
      if (batch.length === 5000) await flush();
    }
  }
  await flush();
  const floorMs = performance.now() - floorStart;
  floorStart = 0;

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const importer = t.app.get(FarmerImporter);
  const owner = { id: agent.id, roles: ['ROLE_USER' as const, 'ROLE_EXTENSION_AGENT' as const], countryId: NIGERIA };
  // IN_PROCESS=0 leaves the in-process runs out (the worker's run only).
  const inProcess = process.env.IN_PROCESS !== '0';
  const dryStart = performance.now();
  const dry = inProcess
    ? await importer.run(owner, NIGERIA, bytes, { importId: 'bench-dry', dryRun: true, language: 'en' })
    : null;
  const dryMs = performance.now() - dryStart;
  const start = performance.now();
  const report = inProcess
    ? await importer.run(owner, NIGERIA, bytes, { importId: 'bench', dryRun: false, language: 'en' })
    : null;
  const importMs = performance.now() - start;
  clearInterval(sampler);
  const [{ n }] = await t.sql(`SELECT count(*)::int AS n FROM farmers WHERE created_by = $1`, [agent.id]);

  let workerRun: Record<string, number> | null = null;
  // The worker as `npm run start:worker` runs it (dist/, after `npm run build:api`) when there is a build; else from the
  // sources through the tests' launcher (which keeps each module's source map in memory: more RSS than production).
  const workerCompiled = existsSync(join(__dirname, '..', 'dist', 'workers', 'main.js'));
  if (process.env.WORKER !== '0') {
    console.log(
      `The worker runs ${workerCompiled ? 'the build (dist/workers/main.js)' : 'from the sources (no build in dist/)'}`,
    );
    const second = await person(t, 'ROLE_EXTENSION_AGENT');
    const workerEnv = {
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: process.env.KASUWA_TEST_REDIS_URL!,
      QUEUE_PREFIX: t.config.queuePrefix,
      JWT_SECRET: t.config.jwtSecret,
      DATA_DIR: t.config.dataDir,
      SMTP_URL: await inbox.start(),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      FARMER_IMPORT_MAX_BYTES: MAX_BYTES,
      // BENCH_WORKER_ENV adds settings of the worker (e.g. `CONSUMER_POLL_MS=1000`).
      ...Object.fromEntries(
        (process.env.BENCH_WORKER_ENV ?? '')
          .split(' ')
          .filter(Boolean)
          .map((setting) => [setting.slice(0, setting.indexOf('=')), setting.slice(setting.indexOf('=') + 1)]),
      ),
    };
    // The worker runs with production's Node flags (WORKER_NODE_FLAGS, package.json's start:worker), BENCH_WORKER_FLAGS
    // in their place when given (e.g. `--max-semi-space-size=32 --max-old-space-size=320`); WORKER_NODE_OPTIONS adds
    // NODE_OPTIONS (e.g. `--require` of a profiler).
    const nodeFlags = process.env.BENCH_WORKER_FLAGS?.split(' ').filter(Boolean) ?? WORKER_NODE_FLAGS;
    const startWorker = (nodeOptions = process.env.WORKER_NODE_OPTIONS) =>
      startWorkerProcess(
        { ...workerEnv, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
        { compiled: workerCompiled, nodeFlags },
      );
    worker = await startWorker();
    // The worker's consumers first catch up with the in-process runs' events, so that consumersCaughtUpMs below is the
    // catch-up after this import alone. Polled once a second: each poll scans the backlog.
    while ((await eventsBehind(t.app)) > 0) await new Promise((r) => setTimeout(r, 1000));
    const atRest = memoryOf(worker.pid);
    // BENCH_PG_STATEMENTS=1: the server times every statement of the job (pg_stat_statements), printed after it.
    const timeStatements = !!process.env.BENCH_PG_STATEMENTS;
    if (timeStatements)
      await t.sql(`CREATE EXTENSION IF NOT EXISTS pg_stat_statements; SELECT pg_stat_statements_reset()`);
    const queued = await t
      .http()
      .post(api('farmers/async-bulk-upload'))
      .set(bearer(second.token))
      .set('Country', 'Nigeria')
      .attach('farmersList', bytes, 'farmers.xlsx')
      .expect(201);
    const job = await t.app.get(JobQueues).queue('farmer-import').getJob(queued.body.data.jobId);
    let jobPeak = atRest.rss;
    const workerCpuBefore = cpuSecondsOf(worker.pid);
    const postgresCpu = await serverCpuMeter((sql) => t.sql(sql));
    const postgresCpuBefore = postgresCpu();
    const walBefore = await walBytes();
    const lsnBefore = process.env.BENCH_WAL_RECORDS
      ? (await t.sql(`SELECT pg_current_wal_lsn()::text AS lsn`))[0].lsn
      : null;
    // Each thread's CPU, last seen: the threads there before the job (the main thread, V8's and libuv's helpers) and
    // those started during it (the sheet's reading thread), whose time /proc no longer lists once they end.
    const threadsBefore = threadCpuOf(worker.pid);
    const threadsSeen = new Map(threadsBefore);
    for (;;) {
      jobPeak = Math.max(jobPeak, memoryOf(worker.pid).rss);
      for (const [tid, seconds] of threadCpuOf(worker.pid)) threadsSeen.set(tid, seconds);
      const state = await job!.getState();
      if (state === 'completed' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const workerCpuSeconds = cpuSecondsOf(worker.pid) - workerCpuBefore;
    const threadCpu = { main: 0, startedDuringJob: 0, helpers: 0 };
    for (const [tid, seconds] of threadsSeen) {
      const part = tid === worker.pid ? 'main' : threadsBefore.has(tid) ? 'helpers' : 'startedDuringJob';
      threadCpu[part] += seconds - (threadsBefore.get(tid) ?? 0);
    }
    const postgresCpuSeconds = postgresCpu() - postgresCpuBefore;
    const walMb = ((await walBytes()) - walBefore) / 1e6;
    if (timeStatements) await printStatements('the import job');
    if (lsnBefore) await printWalRecords(lsnBefore);
    const ended = (await t.app.get(JobQueues).queue('farmer-import').getJob(job!.id!))!;
    const ms = ended.finishedOn! - ended.processedOn!;
    const [{ n: imported }] = await t.sql(`SELECT count(*)::int AS n FROM farmers WHERE created_by = $1`, [second.id]);
    workerRun = {
      jobMs: ms,
      rowsPerSecond: Math.round(ROWS / (ms / 1000)),
      ratioToFloor: Number((floorMs / ms).toFixed(3)),
      rssAtRestMb: atRest.rss,
      peakRssDuringJobMb: jobPeak,
      peakRssOverLifeMb: memoryOf(worker.pid).peak,
      farmersInDb: imported,
      workerCpuSeconds: Number(workerCpuSeconds.toFixed(1)),
      // Of which: the main thread (the checks, the events, the statements), the threads the job started (the sheet's
      // reading thread; seen every 50 ms, so a little of its last moments may be missing), and the helpers (V8's
      // parallel and concurrent garbage collection, libuv's pool).
      workerMainThreadCpuSeconds: Number(threadCpu.main.toFixed(1)),
      workerJobThreadsCpuSeconds: Number(threadCpu.startedDuringJob.toFixed(1)),
      workerHelperThreadsCpuSeconds: Number(threadCpu.helpers.toFixed(1)),
      postgresCpuSeconds: Number(postgresCpuSeconds.toFixed(1)),
      // What the server wrote to its write-ahead log meanwhile (with the table files' writes, most of its time in the kernel).
      postgresWalMb: Math.round(walMb),
    };

    // The export of the farmers just imported (EXPORT=0 leaves it out), once the event consumers have caught up, in a
    // worker started afresh (the import's heap is not the export's; EXPORT_WORKER_NODE_OPTIONS, else
    // WORKER_NODE_OPTIONS): the `exports` job's time, the
    // worker's peak RSS during it, and the size of the workbook mailed (or linked, when over the mail limit).
    if (process.env.EXPORT !== '0') {
      // The export is measured alone: first the worker's event consumers catch up with the import's events.
      const catchUpStart = performance.now();
      const [catchUpWorkerCpu, catchUpPostgresCpu] = [cpuSecondsOf(worker.pid), postgresCpu()];
      // Polled once a second, asking only whether any event is left: counting the backlog would slow the consumers down.
      while ((await eventsBehind(t.app, 1)) > 0) await new Promise((r) => setTimeout(r, 1000));
      workerRun.consumersCaughtUpMs = Math.round(performance.now() - catchUpStart);
      // The CPU the catch-up took: with its time, says whether the processor or the waits bound it.
      workerRun.catchUpWorkerCpuSeconds = Number((cpuSecondsOf(worker.pid) - catchUpWorkerCpu).toFixed(1));
      workerRun.catchUpPostgresCpuSeconds = Number((postgresCpu() - catchUpPostgresCpu).toFixed(1));
      console.log(`The consumers caught up ${workerRun.consumersCaughtUpMs} ms after the import's end`);
      if (timeStatements) await printStatements('the consumers catching up');
      // ...and PostgreSQL's autovacuum is done with the tables the import filled (it starts soon after).
      const vacuumStart = performance.now();
      const vacuuming = async () =>
        (await t.sql(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`))[0].n >
        0;
      await new Promise((r) => setTimeout(r, 2000));
      while ((await vacuuming()) && performance.now() - vacuumStart < 300_000)
        await new Promise((r) => setTimeout(r, 500));
      workerRun.autovacuumWaitMs = Math.round(performance.now() - vacuumStart);
      const afterImportRssMb = memoryOf(worker.pid).rss;
      await worker.stop();
      worker = await startWorker(process.env.EXPORT_WORKER_NODE_OPTIONS);
      workerRun.rssAfterImportMb = afterImportRssMb;
      const exportAtRest = memoryOf(worker.pid).rss;
      // Signed in afresh: on a loaded machine the import and the catch-up can outlast the access token.
      const exportToken = await t.login(second.email, DEFAULT_PASSWORD);
      const requested = await t
        .http()
        .get(api('farmers/export-all-farmers'))
        .set(bearer(exportToken))
        .set('Country', 'Nigeria')
        .expect(200);
      const exportJob = (await t.app.get(JobQueues).queue('exports').getJob(requested.body.data.exportId))!;
      let exportPeak = exportAtRest;
      for (;;) {
        exportPeak = Math.max(exportPeak, memoryOf(worker.pid).rss);
        const state = await exportJob.getState();
        if (state === 'completed' || state === 'failed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const exported = (await t.app.get(JobQueues).queue('exports').getJob(exportJob.id!))!;
      const mail = await inbox.waitFor((m) => m.to.includes(second.email) && /farmers export/i.test(m.subject), 60_000);
      workerRun.exportRows = requested.body.data.total;
      workerRun.exportJobMs = exported.finishedOn! - exported.processedOn!;
      workerRun.exportRssAtRestMb = exportAtRest;
      workerRun.exportPeakRssMb = exportPeak;
      workerRun.exportAttachmentKb = Math.round((mail.attachments[0]?.content.length ?? 0) / 1024);
      workerRun.exportMailedAsLink = mail.attachments.length ? 0 : 1;
    }
  }
  console.log(
    JSON.stringify(
      {
        rows: ROWS,
        floorMs: Math.round(floorMs),
        inProcess: inProcess
          ? {
              checkOnlyMs: Math.round(dryMs),
              importMs: Math.round(importMs),
              rowsPerSecond: Math.round(ROWS / (importMs / 1000)),
              ratioToFloor: Number((floorMs / importMs).toFixed(3)),
              extrapolated100kSeconds: Math.round((importMs / ROWS) * 100),
              peakRssMb: Math.round(peak / 1024 / 1024),
              created: report?.created,
              refused: report?.refused,
              dryCreated: dry?.created,
              farmersInDb: n,
            }
          : null,
        worker: workerRun,
      },
      null,
      2,
    ),
  );
}, 3_600_000);
