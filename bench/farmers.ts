import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { getJson, runMain, startApi, startChild, stopChild } from './bench-processes';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { benchScale, cycle, signedInToken, withBenchDatabase } from './bench-database';
import { FarmersGenerator, scaledSize } from './farmers-data';
import { measureInTurn, metricsProbe, onlyNamed, Scenario } from './catalogue-load';

/**
 * `npm run bench:farmers`: the farmer list with filters and the extension-agent analytics under load, on a throwaway
 * embedded PostgreSQL and Redis holding 1,000,000 farmers (half with a farm and a planting record) of 1,000 agents,
 * written with set-based batch inserts into the log and the read tables (bench/farmers-data.ts). Measures the country
 * list filtered by state and project against its floor (the same SQL from a bare node:http + pg server, same run),
 * and the analytics calls across agents. BENCH_SCALE=0.1 makes a tenth (100,000 farmers, 100 agents);
 * BENCH_DATA_DIR=<dir> keeps the data and reuses it; BENCH_ONLY=<words> measures only the calls named with one of them;
 * BENCH_CPU_PROFILE=<dir> writes the API's CPU profile there. Not run in CI; figures go in the issue notes, with the scale.
 */
const API_PORT = 38_751;
const FLOOR_PORT = 38_752;
const JWT_SECRET = randomBytes(32).toString('hex');

async function main(): Promise<void> {
  await withBenchDatabase(
    'farmers',
    { postgres: 54_393, redis: 63_793 },
    JWT_SECRET,
    async ({ context, dataDir, serverEnv }) => {
      const children: ChildProcess[] = [];
      try {
        const dataSource = context.get(DataSource);
        const [{ n: existing }] = await dataSource.query(`SELECT count(*)::int AS n FROM farmers`);
        if (existing === 0) {
          const size = scaledSize(benchScale());
          console.log(`Generating ${size.farmers} farmers of ${size.agents} agents into the log and the read tables:`);
          const started = Date.now();
          await new FarmersGenerator(context, size, (line) => console.log(line)).generate();
          console.log(`Data generation: ${((Date.now() - started) / 1000).toFixed(0)} s`);
          await dataSource.query(`VACUUM ANALYZE`);
        } else {
          console.log(`Reusing the ${existing} farmers of ${dataDir}`);
        }
        const agents: string[] = (
          await dataSource.query(`SELECT agent_id FROM ea_farmers GROUP BY agent_id ORDER BY agent_id`)
        ).map((r: { agent_id: string }) => r.agent_id);
        const [admin] = await dataSource.query(
          `SELECT id FROM users WHERE 'ROLE_ADMIN' = ANY(roles) ORDER BY created_at LIMIT 1`,
        );
        // The busiest state and project, so the filtered list has pages to show.
        const [{ state_id: stateId }] = await dataSource.query(
          `SELECT state_id FROM farmers GROUP BY state_id ORDER BY count(*) DESC LIMIT 1`,
        );
        const projects: number[] = (
          await dataSource.query(`SELECT project_id FROM farmers GROUP BY project_id ORDER BY count(*) DESC LIMIT 2`)
        ).map((r: { project_id: number }) => r.project_id);
        const token = await signedInToken(context, admin.id);
        const [{ events }] = await dataSource.query(`SELECT count(*)::int AS events FROM events`);
        const [{ farmers, farms, records }] = await dataSource.query(
          `SELECT (SELECT count(*)::int FROM farmers) AS farmers, (SELECT count(*)::int FROM farms) AS farms, (SELECT count(*)::int FROM planting_records) AS records`,
        );
        await context.close();
        const apiProcess = await startApi({ ...serverEnv, PORT: String(API_PORT) });
        children.push(apiProcess);
        const floorProcess = await startChild('farmers-floor-server.js', { ...serverEnv, PORT: String(FLOOR_PORT) });
        children.push(floorProcess);
        const api = `http://127.0.0.1:${API_PORT}`;
        const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
        const auth = { Authorization: `Bearer ${token}` };
        const filters = `stateIds=${stateId}&${projects.map((p) => `projects=${p}`).join('&')}`;
        const listPath = `/api/v1/farmers/index/country-farmers/1?${filters}`;
        const list = await getJson(`${api}${listPath}`, auth);
        const floorList = await getJson(`${floorUrl}/country-farmers/1?${filters}`);
        console.log(
          `${events} events; ${farmers} farmers, ${farms} farms, ${records} planting records; ${agents.length} agents`,
        );
        console.log(
          `The filtered list (state ${stateId}, projects ${projects.join(', ')}) has ${list.totalElements} farmers (floor: ${floorList.totalElements})`,
        );
        if (floorList.totalElements !== list.totalElements)
          throw new Error('The floor does not answer the same list as the API');
        const sample = await getJson(`${api}/api/v1/users/ea-information/${agents[0]}`, auth);
        console.log(`An agent: ${JSON.stringify(sample.totals)}`);

        const agent = cycle(agents);
        const page = cycle([0, 1, 2, 3, 4]);
        const floor: Scenario = {
          name: 'floor: country list, node:http + pg',
          path: () => `/country-farmers/1?${filters}&page=${page()}`,
          p99TargetMs: 50,
          isFloor: true,
        };
        const analytics = (figure: string, path: (id: string) => string): Scenario => ({
          name: `analytics: ${figure}`,
          path: () => path(agent()),
          headers: auth,
          p99TargetMs: 50,
        });
        const scenarios: Scenario[] = [
          {
            name: 'country list (state, projects)',
            path: () => `${listPath}&page=${page()}`,
            headers: auth,
            p99TargetMs: 50,
            p99FloorRatioTarget: 1,
            floorShareTarget: 0.8,
          },
          analytics('ea-information', (id) => `/api/v1/users/ea-information/${id}`),
          analytics('monthly-farmers-count', (id) => `/api/v1/ea-analytics/${id}/monthly-farmers-count`),
          analytics('ten-last-activities', (id) => `/api/v1/ea-analytics/${id}/ten-last-activities`),
          analytics('farmers-by-gender', (id) => `/api/v1/ea-analytics/${id}/farmers-by-gender`),
          analytics('farmers-by-project', (id) => `/api/v1/ea-analytics/${id}/farmers-by-project`),
          analytics('farmers-list?name=a', (id) => `/api/v1/ea-analytics/${id}/farmers-list?name=a&page=1`),
          analytics('total-farms-size', (id) => `/api/v1/ea-analytics/${id}/total-farms-size`),
          analytics('farmers-using-fertilizers', (id) => `/api/v1/ea-analytics/${id}/farmers-using-fertilizers`),
          analytics('actual-yield', (id) => `/api/v1/ea-analytics/${id}/actual-yield`),
          analytics('fertilizers-used', (id) => `/api/v1/ea-analytics/${id}/fertilizers-used`),
        ];
        const probe = metricsProbe(api);
        await measureInTurn([
          { baseUrl: floorUrl, scenario: floor, pid: floorProcess.pid },
          ...onlyNamed(scenarios).map((scenario) => ({ baseUrl: api, scenario, probe, pid: apiProcess.pid })),
        ]);
      } finally {
        for (const child of children) await stopChild(child);
      }
    },
  );
}

runMain(main);
