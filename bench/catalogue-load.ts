import autocannon from 'autocannon';

/** One kind of request the benchmark measures; `path` may change from request to request. */
export interface Scenario {
  name: string;
  path: () => string;
  headers?: Record<string, string>;
  /** p99 target in ms. */
  p99TargetMs: number;
  /** Share of the floor's requests per second to reach (none: no throughput target). */
  floorShareTarget?: number;
  /** The floor the share is of: the same work from a bare server (default: the first floor measured). */
  floor?: Scenario;
  /** This is a floor: its row shows no share. */
  isFloor?: boolean;
}

export interface Measurement {
  scenario: Scenario;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
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

/** A short warm-up, then the measured run, both at CONNECTIONS concurrent connections. */
export async function measure(baseUrl: string, scenario: Scenario): Promise<Measurement> {
  await load(baseUrl, scenario, WARM_UP_SECONDS);
  const result = await load(baseUrl, scenario, MEASURE_SECONDS);
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The figures as a table, each scenario's throughput also as a share of its floor's. */
export function table(measurements: Measurement[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'x floor', 'failed', 'target', 'met'];
  const floors = measurements.filter((m) => m.scenario.isFloor);
  const rows = measurements.map((m) => {
    const floor = m.scenario.isFloor ? m : (floors.find((f) => f.scenario === m.scenario.floor) ?? floors[0]);
    const share = m.requestsPerSecond / floor.requestsPerSecond;
    const shareTarget = m.scenario.floorShareTarget;
    const met = m.p99Ms < m.scenario.p99TargetMs && (shareTarget === undefined || share >= shareTarget) && m.failures === 0;
    const target = `${shareTarget === undefined ? '' : `>=${shareTarget}x, `}p99<${m.scenario.p99TargetMs}`;
    return [m.scenario.name, m.requestsPerSecond.toFixed(0), m.p50Ms.toFixed(0), m.p99Ms.toFixed(0), share.toFixed(2), String(m.failures), target, m.scenario.isFloor ? '' : met ? 'yes' : 'NO'];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
