import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { EVENT_COLUMNS } from '../src/kernel/events/event.types';
import { ProjectionRebuilder } from '../src/kernel/events/projection-rebuilder';
import { benchScale, loadAverage, withBenchDatabase, withUnlimitedConnection } from './bench-database';
import { cpuSecondsOf, serverCpuMeter } from './bench-processes';
import { FarmersGenerator, FULL_SIZE } from './farmers-data';

/**
 * `npm run bench:replay`: the replay of the whole event log, against its floor, in one run on one database.
 * - The floor: one cursor reads the `events` table in commit order (the columns a replay reads) a page at a time and
 *   COPYs a minimal row per event (position, type, stream) into an unlogged table, one COPY a page (pg-copy-streams).
 * - The rebuild: ProjectionRebuilder, as `npm run projections:rebuild` runs it, of every inline projection and
 *   consumer that keeps read tables: shadow tables filled from the log, then swapped in.
 * Each prints events/s, its peak RSS (this process, sampled every 100 ms) and the WAL PostgreSQL wrote; the rebuild
 * also its ratio to the floor. The log is the farmers benchmark's (bench/farmers-data.ts: FULL_SIZE is 1,000,000
 * farmers of 1,000 agents, half with a farm and a planting record); BENCH_SCALE=0.05 makes 50,000 farmers (about
 * 100,000 events). BENCH_DATA_DIR=<dir> keeps the data and reuses it (the dashboards' and farmers' benchmarks' too).
 * Not run in CI; figures go in the issue notes, with the size of the log and the load average.
 */
/** BENCH_PORT_OFFSET moves both ports, so that a second data set can be benched beside a running one. */
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = { postgres: 54_389 + OFFSET, redis: 63_789 + OFFSET };
const PAGE = 5_000;

interface Figures {
  events: number;
  seconds: number;
  peakRssMb: number;
  walBytes: number;
  /** CPU seconds this process and the PostgreSQL server used meanwhile: with the time, whether the processor bound it. */
  cpu: { node: number; postgres: number };
}

/** Runs `work`, sampling this process's RSS, and the WAL written and the CPU used meanwhile. */
async function measured(dataSource: DataSource, work: () => Promise<number>): Promise<Figures> {
  const [{ lsn: before }] = await dataSource.query(`SELECT pg_current_wal_lsn()::text AS lsn`);
  const postgresCpu = await serverCpuMeter((sql) => dataSource.query(sql));
  const cpuBefore = { node: cpuSecondsOf(process.pid), postgres: postgresCpu() };
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);
  const started = process.hrtime.bigint();
  try {
    const events = await work();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = { node: cpuSecondsOf(process.pid) - cpuBefore.node, postgres: postgresCpu() - cpuBefore.postgres };
    const [{ bytes }] = await dataSource.query(
      `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint AS bytes`,
      [before],
    );
    return {
      events,
      seconds,
      peakRssMb: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20,
      walBytes: Number(bytes),
      cpu,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A value as COPY's text format reads it. */
const copyText = (value: string) =>
  value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

/** `rows` written with one COPY ... FROM STDIN statement (`copy`) on `client`. */
async function copyInto(client: ClientBase, copy: string, rows: string[][]): Promise<void> {
  const stream = client.query(copyFrom(copy));
  const text = rows.map((row) => row.map(copyText).join('\t')).join('\n') + '\n';
  await pipeline(Readable.from([text]), stream);
}

/** The floor: a cursor over the log in commit order, a minimal row per event COPYed into an unlogged table. */
async function floor(dataSource: DataSource): Promise<number> {
  // Its first FETCH may sort the whole log, which takes longer than an application's statement may.
  return withUnlimitedConnection(dataSource, async (query, client) => {
    await query(`DROP TABLE IF EXISTS replay_floor`);
    await query(
      `CREATE UNLOGGED TABLE replay_floor (global_position bigint NOT NULL, type text NOT NULL, stream_id text NOT NULL)`,
    );
    await query('BEGIN');
    await query(
      `DECLARE replay_log NO SCROLL CURSOR FOR SELECT ${EVENT_COLUMNS} FROM events ORDER BY transaction_id, global_position`,
    );
    let events = 0;
    for (;;) {
      const rows = (await query(`FETCH ${PAGE} FROM replay_log`)) as {
        global_position: string;
        type: string;
        stream_id: string;
      }[];
      if (rows.length === 0) break;
      await copyInto(
        client,
        `COPY replay_floor (global_position, type, stream_id) FROM STDIN`,
        rows.map((r) => [r.global_position, r.type, r.stream_id]),
      );
      events += rows.length;
    }
    await query('COMMIT');
    await query(`DROP TABLE replay_floor`);
    return events;
  });
}

const perSecond = (f: Figures) => f.events / f.seconds;
const line = (name: string, f: Figures) =>
  `${name.padEnd(8)} ${String(f.events).padStart(9)} events in ${f.seconds.toFixed(1).padStart(6)} s = ${perSecond(f).toFixed(0).padStart(7)} events/s, ` +
  `peak RSS ${f.peakRssMb.toFixed(0)} MB, WAL ${(f.walBytes / 2 ** 20).toFixed(1)} MB, ` +
  `CPU ${f.cpu.node.toFixed(1)} s here + ${f.cpu.postgres.toFixed(1)} s PostgreSQL`;

async function main(): Promise<void> {
  const scale = benchScale();
  const size = {
    farmers: Math.max(10, Math.round(FULL_SIZE.farmers * scale)),
    agents: Math.max(1, Math.round(FULL_SIZE.agents * scale)),
    farmShare: FULL_SIZE.farmShare,
  };
  await withBenchDatabase('replay', PORTS, randomBytes(32).toString('hex'), async ({ dataDir, context }) => {
    const dataSource = context.get(DataSource);
    const [{ n: existing }] = await dataSource.query(`SELECT count(*)::int AS n FROM farmers`);
    const generator = new FarmersGenerator(context, size, (text) => console.log(text));
    if (existing === 0) {
      console.log(`Generating ${size.farmers} farmers of ${size.agents} agents into the log and the read tables:`);
      await generator.generate();
      await withUnlimitedConnection(dataSource, (query) => query(`VACUUM ANALYZE`));
    } else {
      console.log(`Reusing the ${existing} farmers of ${dataDir}`);
      // A kept data set whose generation stopped before the analytics (a million farmers' once outlasted a statement).
      const [{ derived }] = await dataSource.query(`SELECT EXISTS (SELECT 1 FROM ea_farmers) AS derived`);
      if (!derived) {
        await generator.deriveAnalytics();
        await withUnlimitedConnection(dataSource, (query) => query(`VACUUM ANALYZE`));
      }
    }
    const [{ log }] = await dataSource.query(`SELECT count(*)::int AS log FROM events`);
    await dataSource.query(`CHECKPOINT`);
    console.log(`\nThe log: ${log} events. Load average before: ${loadAverage()}`);

    const floorFigures = await measured(dataSource, () => floor(dataSource));
    console.log(line('floor', floorFigures));
    const rebuilder = context.get(ProjectionRebuilder);
    let delivered = 0;
    // Counted as the floor counts: the events of the log (each replay of the rebuild reads the events of its own types).
    const rebuildFigures = await measured(dataSource, async () => {
      const replayed = (replay: string, events: number, ms: number) =>
        console.log(
          `  ${replay}: ${events} events in ${(ms / 1000).toFixed(1)} s = ${(events / Math.max(0.001, ms / 1000)).toFixed(0)} events/s`,
        );
      // BENCH_PAGE_SIZE: events a replay reads and writes in one transaction (the rebuild's own size by default).
      const pageSize = process.env.BENCH_PAGE_SIZE ? Number(process.env.BENCH_PAGE_SIZE) : undefined;
      delivered = (await rebuilder.rebuild(targetsOf(rebuilder), { onReplayed: replayed, pageSize })).events;
      return log;
    });
    console.log(
      `${line('rebuild', rebuildFigures)}, ${(perSecond(rebuildFigures) / perSecond(floorFigures)).toFixed(2)}x the floor`,
    );
    console.log(`Load average after: ${loadAverage()}`);
    const { projections, consumers } = rebuilder.rebuildable();
    console.log(
      `(rebuilt ${projections.length} inline projections and ${consumers.length} consumers: ${delivered} events handed to them over ${1 + consumers.length} replays)`,
    );
    await context.close();
  });
}

/**
 * BENCH_REBUILD: the projections and consumers to rebuild, comma-separated (`inline` for every inline projection), to
 * measure one replay without the others beside it; all of them by default.
 */
function targetsOf(rebuilder: ProjectionRebuilder): string[] {
  const named = (process.env.BENCH_REBUILD ?? '').split(',').filter(Boolean);
  const inline = rebuilder.rebuildable().projections.map((p) => p.name);
  return named.flatMap((name) => (name === 'inline' ? inline : [name]));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
