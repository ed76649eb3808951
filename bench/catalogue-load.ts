import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadAverage } from './bench-database';

/** One kind of request the benchmark measures; `path` may change from request to request. */
export interface Scenario {
  name: string;
  path: () => string;
  headers?: Record<string, string>;
  /** p99 target in ms. */
  p99TargetMs: number;
  /** Instead of p99TargetMs: the p99 may be at most this many times its floor's p99. */
  p99FloorRatioTarget?: number;
  /** Share of the floor's requests per second to reach (none: no throughput target). */
  floorShareTarget?: number;
  /** The floor the share is of: the same work from a bare server (default: the first floor measured). */
  floor?: Scenario;
  /** This is a floor: its row shows no share. */
  isFloor?: boolean;
}

/** What the server under load says about itself over one measured run (see metricsProbe). */
export interface ServerFigures {
  eventLoopDelayP99Ms: number;
  /** An upper bound: the histogram bucket the 99th percentile falls in. */
  poolWaitP99Ms: number;
  /** PostgreSQL connections taken from the pool during the run (one per statement outside a transaction). */
  poolCheckouts: number;
}

export interface ServerProbe {
  /** Starts a measured interval (forgets what came before). */
  start(): Promise<void>;
  stop(): Promise<ServerFigures>;
}

export interface Measurement {
  scenario: Scenario;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Average size of an answer (body and headers). */
  bytesPerRequest?: number;
  /** Requests answered during the measured run. */
  requests?: number;
  /** CPU time of the server process (user and system) per request during the measured run, when its pid was given. */
  cpuMsPerRequest?: number;
  /** CPU time of the whole machine (server, database, load generator) per request during the measured run (Linux). */
  machineCpuMsPerRequest?: number;
  server?: ServerFigures;
}

export const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const MEASURE_SECONDS = 10;

function load(baseUrl: string, scenario: Scenario, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: scenario.headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: scenario.path() }) }],
  });
}

/** CPU time (user and system, ms) a Linux process has used; undefined elsewhere. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** CPU time (ms) all of the machine's processors have been busy since boot (Linux); undefined elsewhere. */
function machineBusyMs(): number | undefined {
  try {
    // The first line sums every processor: user nice system idle iowait irq softirq steal ..., in ticks of 10 ms.
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return (ticks.reduce((a, b) => a + b, 0) - ticks[3] - ticks[4]) * 10;
  } catch {
    return undefined;
  }
}

/** BENCH_ONLY=words: only the scenarios whose names hold one of them (to profile one). */
export const onlyNamed = (scenarios: Scenario[]): Scenario[] => {
  const only = process.env.BENCH_ONLY?.split(',');
  return only ? scenarios.filter((scenario) => only.some((word) => scenario.name.includes(word))) : scenarios;
};

/** One measured run: a scenario against a server, with its probe and the pid whose CPU time is counted. */
export interface Run {
  baseUrl: string;
  scenario: Scenario;
  probe?: ServerProbe;
  pid?: number;
}

/**
 * Measures `runs` one after the other, between the load averages before and after, each scenario that is not a floor
 * logged as it ends (with the load then), and prints their table after the lines of `summary`.
 */
export async function measureInTurn(runs: Run[], summary: string[] = []): Promise<Measurement[]> {
  console.log(
    `\n${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${MEASURE_SECONDS} s per scenario; load average before: ${loadAverage()}`,
  );
  const measurements: Measurement[] = [];
  for (const { baseUrl, scenario, probe, pid } of runs) {
    measurements.push(await measure(baseUrl, scenario, probe, pid));
    if (!scenario.isFloor) console.log(`  ${scenario.name} done (load ${loadAverage()})`);
  }
  for (const line of summary) console.log(line);
  console.log(`\n${table(measurements)}`);
  console.log(`Load average after: ${loadAverage()}`);
  return measurements;
}

/**
 * A short warm-up, then the measured run, both at CONNECTIONS concurrent connections; `probe` watches the measured run,
 * and the CPU time of the process `pid` (the server) is counted during it.
 */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  probe?: ServerProbe,
  pid?: number,
): Promise<Measurement> {
  await load(baseUrl, scenario, WARM_UP_SECONDS);
  await probe?.start();
  const cpuBefore = cpuMsOf(pid);
  const machineBefore = machineBusyMs();
  const result = await load(baseUrl, scenario, MEASURE_SECONDS);
  const cpuAfter = cpuMsOf(pid);
  const machineAfter = machineBusyMs();
  const server = await probe?.stop();
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    requests: result.requests.total,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || !result.requests.total
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
    machineCpuMsPerRequest:
      machineBefore === undefined || machineAfter === undefined || !result.requests.total
        ? undefined
        : (machineAfter - machineBefore) / result.requests.total,
    server,
  };
}

const metricValue = (text: string, name: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

/** Cumulative counts of a Prometheus histogram, by upper bound (seconds; Infinity last). */
const histogramBuckets = (text: string, name: string): [number, number][] =>
  [...text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)$`, 'gm'))].map((m) => [
    m[1] === '+Inf' ? Infinity : Number(m[1]),
    Number(m[2]),
  ]);

/**
 * Reads the API's own /metrics around a measured run: the event-loop delay p99 (prom-client's monitorEventLoopDelay,
 * which starts afresh at every scrape) and the pool wait p99 (kasuwa_db_pool_wait_seconds, from the bucket counts
 * gained during the run).
 */
export function metricsProbe(baseUrl: string): ServerProbe {
  const scrape = async () => (await fetch(`${baseUrl}/metrics`)).text();
  let before: [number, number][] = [];
  return {
    async start() {
      before = histogramBuckets(await scrape(), 'kasuwa_db_pool_wait_seconds');
    },
    async stop() {
      const text = await scrape();
      const gained = histogramBuckets(text, 'kasuwa_db_pool_wait_seconds').map(
        ([le, count], i) => [le, count - (before[i]?.[1] ?? 0)] as const,
      );
      const total = gained.at(-1)?.[1] ?? 0;
      const p99Bucket = gained.find(([, count]) => total > 0 && count >= total * 0.99)?.[0] ?? 0;
      return {
        eventLoopDelayP99Ms: (metricValue(text, 'kasuwa_nodejs_eventloop_lag_p99_seconds') ?? NaN) * 1000,
        poolWaitP99Ms: p99Bucket * 1000,
        poolCheckouts: total,
      };
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Scenario by scenario, the median of each figure over several runs of the same scenarios (in the same order). */
export function medianOf(runs: Measurement[][]): Measurement[] {
  return runs[0].map((first, i) => {
    const all = runs.map((run) => run[i]);
    const servers = all.map((m) => m.server).filter((s): s is ServerFigures => !!s);
    return {
      scenario: first.scenario,
      requestsPerSecond: median(all.map((m) => m.requestsPerSecond)),
      p50Ms: median(all.map((m) => m.p50Ms)),
      p99Ms: median(all.map((m) => m.p99Ms)),
      failures: all.reduce((sum, m) => sum + m.failures, 0),
      bytesPerRequest: median(all.map((m) => m.bytesPerRequest ?? 0)),
      requests: median(all.map((m) => m.requests ?? 0)),
      cpuMsPerRequest: all.every((m) => m.cpuMsPerRequest !== undefined)
        ? median(all.map((m) => m.cpuMsPerRequest!))
        : undefined,
      machineCpuMsPerRequest: all.every((m) => m.machineCpuMsPerRequest !== undefined)
        ? median(all.map((m) => m.machineCpuMsPerRequest!))
        : undefined,
      server: servers.length
        ? {
            eventLoopDelayP99Ms: median(servers.map((s) => s.eventLoopDelayP99Ms)),
            poolWaitP99Ms: median(servers.map((s) => s.poolWaitP99Ms)),
            poolCheckouts: median(servers.map((s) => s.poolCheckouts)),
          }
        : undefined,
    };
  });
}

const floorOf = (m: Measurement, measurements: Measurement[]) => {
  const floors = measurements.filter((f) => f.scenario.isFloor);
  return m.scenario.isFloor ? m : (floors.find((f) => f.scenario === m.scenario.floor) ?? floors[0]);
};

/** Whether a scenario met its targets against its floor in these measurements. */
export function metTargets(m: Measurement, measurements: Measurement[]): boolean {
  const floor = floorOf(m, measurements);
  const { floorShareTarget, p99FloorRatioTarget, p99TargetMs } = m.scenario;
  const p99Met =
    p99FloorRatioTarget === undefined ? m.p99Ms < p99TargetMs : m.p99Ms <= floor.p99Ms * p99FloorRatioTarget;
  return (
    p99Met &&
    (floorShareTarget === undefined || m.requestsPerSecond / floor.requestsPerSecond >= floorShareTarget) &&
    m.failures === 0
  );
}

/** The figures as a table, each scenario's throughput also as a share of its floor's, and its p99 as a multiple of the floor's. */
export function table(measurements: Measurement[]): string {
  const withServer = measurements.some((m) => m.server);
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'kB/answer',
    'CPU ms/req',
    'machine CPU ms/req',
    'x floor',
    'p99 x floor',
    ...(withServer ? ['loop p99 ms', 'pool wait p99 ms', 'statements/req'] : []),
    'failed',
    'target',
    'met',
  ];
  const rows = measurements.map((m) => {
    const floor = floorOf(m, measurements);
    const { floorShareTarget, p99FloorRatioTarget, p99TargetMs } = m.scenario;
    const p99Target = p99FloorRatioTarget === undefined ? `p99<${p99TargetMs}` : `p99<=${p99FloorRatioTarget}x floor`;
    const target = `${floorShareTarget === undefined ? '' : `>=${floorShareTarget}x, `}${p99Target}`;
    const server = withServer
      ? m.server
        ? [
            m.server.eventLoopDelayP99Ms.toFixed(1),
            `<=${m.server.poolWaitP99Ms}`,
            m.requests ? (m.server.poolCheckouts / m.requests).toFixed(1) : '-',
          ]
        : ['-', '-', '-']
      : [];
    return [
      m.scenario.name,
      m.requestsPerSecond.toFixed(0),
      m.p50Ms.toFixed(0),
      m.p99Ms.toFixed(0),
      ((m.bytesPerRequest ?? 0) / 1024).toFixed(1),
      m.cpuMsPerRequest === undefined ? '-' : m.cpuMsPerRequest.toFixed(2),
      m.machineCpuMsPerRequest === undefined ? '-' : m.machineCpuMsPerRequest.toFixed(2),
      (m.requestsPerSecond / floor.requestsPerSecond).toFixed(2),
      (m.p99Ms / floor.p99Ms).toFixed(2),
      ...server,
      String(m.failures),
      target,
      m.scenario.isFloor ? '' : metTargets(m, measurements) ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
