import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { benchScale, loadAverage, signedInToken, withBenchDatabase } from './bench-database';
import { ConsumerRunner } from '../src/kernel/events/consumer-runner';
import { getJson, runMain, startApi, startChild, stopChild } from './bench-processes';
import { measureInTurn, metricsProbe, onlyNamed, Scenario } from './catalogue-load';
import { FarmersGenerator, scaledSize } from './farmers-data';
import { FULL_MARKETPLACE, MarketplaceGenerator } from './marketplace-data';

/**
 * `npm run bench:dashboards`: every dashboard call at 50 connections over the aggregates of 1,000,000 farmers (half
 * with a farm and a planting record) of 1,000 extension agents, 100,000 products and 200,000 orders. The farmers are
 * written set-based into the log and the read tables by the farmers benchmark's generator (bench/farmers-data.ts), the
 * products and orders into the log by bench/marketplace-data.ts (kept data without them gets them added); then the DashboardAggregates consumer
 * reads the whole log from its start in its own batches (ConsumerRunner.runBatch, as its loop does), timed: the
 * events per second it handles is what it keeps up with. The calls are measured against floors (the same SQL on the
 * aggregates from a bare node:http + pg server, same run). BENCH_SCALE=0.05 makes 50,000 farmers of 50 agents (and
 * 5,000 products, 10,000 orders);
 * BENCH_DATA_DIR=<dir> keeps the data and reuses it (the aggregates are emptied and made again from the log each run,
 * unless BENCH_AGGREGATE=0); BENCH_ONLY=<words> measures only the calls named with one of them; BENCH_CPU_PROFILE=<dir>
 * writes the API's CPU profile there.
 * Not run in CI; figures go in the issue notes, with the scale.
 */
const API_PORT = 38_771;
const FLOOR_PORT = 38_772;
const JWT_SECRET = randomBytes(32).toString('hex');
const CONSUMER = 'dashboard-aggregates';
const NIGERIA = 1;

async function main(): Promise<void> {
  const scale = benchScale();
  const size = scaledSize(scale);
  await withBenchDatabase(
    'dashboards',
    { postgres: 54_397, redis: 63_797 },
    JWT_SECRET,
    async ({ context, dataDir, serverEnv }) => {
      const children: ChildProcess[] = [];
      try {
        const dataSource = context.get(DataSource);
        const [{ n: existing }] = await dataSource.query(`SELECT count(*)::int AS n FROM farmers`);
        let generated: { adminId: string; agents: string[] };
        if (existing === 0) {
          console.log(`Generating ${size.farmers} farmers of ${size.agents} agents into the log and the read tables:`);
          const started = Date.now();
          generated = await new FarmersGenerator(context, size, (line) => console.log(line)).generate();
          console.log(`Data generation: ${((Date.now() - started) / 1000).toFixed(0)} s`);
          await dataSource.query(`VACUUM ANALYZE`);
        } else {
          // Reused data (BENCH_DATA_DIR, also the farmers benchmark's): the aggregates are made again from the whole log.
          console.log(`Reusing the ${existing} farmers of ${dataDir}`);
          const [admin] = await dataSource.query(
            `SELECT id FROM users WHERE 'ROLE_ADMIN' = ANY(roles) ORDER BY created_at LIMIT 1`,
          );
          const agents = await dataSource.query(
            `SELECT created_by FROM farmers GROUP BY created_by ORDER BY count(*) DESC, created_by LIMIT 1`,
          );
          generated = { adminId: admin.id, agents: agents.map((a: { created_by: string }) => a.created_by) };
        }

        const [{ orders }] = await dataSource.query(
          `SELECT count(*)::int AS orders FROM events WHERE type = 'ProductRequestPlaced'`,
        );
        if (orders === 0) {
          const marketplace = {
            ...FULL_MARKETPLACE,
            products: Math.max(10, Math.round(FULL_MARKETPLACE.products * scale)),
            orders: Math.max(10, Math.round(FULL_MARKETPLACE.orders * scale)),
          };
          console.log(`Generating ${marketplace.products} products and ${marketplace.orders} orders into the log:`);
          await new MarketplaceGenerator(
            dataSource,
            new FarmersGenerator(context, size, () => {}),
            marketplace,
            (line) => console.log(line),
          ).generate();
        }
        const sellerOf = async (role: string) =>
          (
            await dataSource.query(`SELECT id FROM users WHERE $1 = ANY(roles) ORDER BY created_at, id LIMIT 1`, [role])
          )[0].id as string;
        const [inputProviderId, distributorId] = [
          await sellerOf('ROLE_INPUT_PROVIDER'),
          await sellerOf('ROLE_DISTRIBUTOR'),
        ];

        // The aggregation: the consumer from the start of the log until it has nothing left, batch after batch.
        const runner = context.get(ConsumerRunner);
        const consumer = runner.discover().find((c) => c.name === CONSUMER);
        if (!consumer) throw new Error(`No consumer ${CONSUMER}`);
        // BENCH_AGGREGATE=0 on kept data: the aggregates of the last run are caught up and measured as they are.
        const aggregate = process.env.BENCH_AGGREGATE !== '0' || existing === 0;
        if (aggregate) {
          await dataSource.query(`TRUNCATE ${consumer.tables!.join(', ')}`);
          await dataSource.query(`DELETE FROM consumer_checkpoints WHERE consumer = $1`, [CONSUMER]);
        }
        await dataSource.query(`INSERT INTO consumer_checkpoints (consumer) VALUES ($1) ON CONFLICT DO NOTHING`, [
          CONSUMER,
        ]);
        const [{ log }] = await dataSource.query(`SELECT count(*)::int AS log FROM events`);
        console.log(`\nDashboardAggregates over the ${log} events of the log (load average before: ${loadAverage()}):`);
        const aggregating = process.hrtime.bigint();
        let handled = 0;
        let reported = Date.now();
        for (let batch = await runner.runBatch(consumer); batch > 0; batch = await runner.runBatch(consumer)) {
          handled += batch;
          if (Date.now() - reported > 20_000) {
            reported = Date.now();
            console.log(`  ${handled} events in ${(Number(process.hrtime.bigint() - aggregating) / 1e9).toFixed(0)} s`);
          }
        }
        const aggregationSeconds = Number(process.hrtime.bigint() - aggregating) / 1e9;
        const rate = handled / aggregationSeconds;
        const batchSeconds = 200 / rate;
        if (aggregate || handled > 0)
          console.log(
            `Aggregation: ${handled} events in ${aggregationSeconds.toFixed(1)} s = ${rate.toFixed(0)} events/s (load average after: ${loadAverage()}); ` +
              `at 1,000 events/s written it ${rate >= 1000 ? `keeps up, each event counted within about one batch of 200 (${(batchSeconds * 1000).toFixed(0)} ms) after its commit` : `falls behind by ${(1000 - rate).toFixed(0)} events every second`}`,
          );

        await dataSource.query(`ANALYZE`);
        const signIn = async (userId: string) => ({ Authorization: `Bearer ${await signedInToken(context, userId)}` });
        const admin = await signIn(generated.adminId);
        const agent = await signIn(generated.agents[0]);
        const inputProvider = await signIn(inputProviderId);
        const distributor = await signIn(distributorId);
        const [{ farmers }] = await dataSource.query(`SELECT count(*)::int AS farmers FROM farmers`);
        const [{ logOrders, logProducts }] = await dataSource.query(
          `SELECT count(*) FILTER (WHERE type = 'ProductRequestPlaced')::int AS "logOrders", count(*) FILTER (WHERE type = 'ProductSubmitted')::int AS "logProducts" FROM events`,
        );
        await context.close();
        const apiProcess = await startApi({ ...serverEnv, PORT: String(API_PORT) });
        children.push(apiProcess);
        const floorProcess = await startChild('dashboards-floor-server.js', { ...serverEnv, PORT: String(FLOOR_PORT) });
        children.push(floorProcess);
        const api = `http://127.0.0.1:${API_PORT}`;
        const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
        const country = `countryId=${NIGERIA}`;
        const total = await getJson(`${api}/api/v1/dashboard/totalFarmers?${country}`, admin);
        const floorTotal = await getJson(`${floorUrl}/total/farmers?${country}`);
        console.log(`\n${farmers} farmers; dashboard/totalFarmers answers ${total.total} (floor: ${floorTotal.total})`);
        if (total.total !== farmers || floorTotal.total !== farmers)
          throw new Error('The aggregates do not count the farmers of the read table');
        const products = await getJson(`${api}/api/v1/dashboard/totalProducts?${country}`, admin);
        const ordersByUser = await getJson(`${api}/api/v1/dashboard/totalOrdersByUser?${country}`, admin);
        console.log(
          `${logProducts} products and ${logOrders} orders in the log; totalProducts answers ${JSON.stringify(products)}, totalOrdersByUser ${JSON.stringify(ordersByUser).slice(0, 200)}`,
        );

        const floorTotals: Scenario = {
          name: 'floor: a total (farmers)',
          path: () => `/total/farmers?${country}`,
          p99TargetMs: 50,
          isFloor: true,
        };
        const floorByKey: Scenario = {
          name: 'floor: by key (gender)',
          path: () => `/by-key/farmers_by_gender?${country}`,
          p99TargetMs: 50,
          isFloor: true,
        };
        const floorStates: Scenario = {
          name: 'floor: by state and by LGA',
          path: () => `/by-key/farmers_by_state,farmers_by_lga?${country}`,
          p99TargetMs: 50,
          isFloor: true,
        };
        const call = (name: string, path: string, floor: Scenario, headers = admin): Scenario => ({
          name,
          path: () => `/api/v1/${path}`,
          headers,
          p99TargetMs: 50,
          floor,
        });
        // Every dashboard call of the spec, as an administrator for Nigeria; the role summaries and own figures also as an
        // extension agent, an input provider and a distributor.
        const scenarios: Scenario[] = [
          call('business-analytics/farms/size', `business-analytics/farms/size?${country}`, floorTotals),
          call('business-analytics/farmers/projects', `business-analytics/farmers/projects?${country}`, floorByKey),
          call('business-analytics/farmers/gender', `business-analytics/farmers/gender?${country}`, floorByKey),
          call('dashboard/totalTrainedFarmers', `dashboard/totalTrainedFarmers?${country}`, floorTotals),
          call('dashboard/totalFarmersCommunities', `dashboard/totalFarmersCommunities?${country}`, floorTotals),
          call('dashboard/totalFertilizersQuantity', `dashboard/totalFertilizersQuantity?${country}`, floorTotals),
          call('dashboard/totalFarmersByStateAndLgas', `dashboard/totalFarmersByStateAndLgas?${country}`, floorStates),
          call('dashboard (administrator)', 'dashboard', floorTotals),
          call('dashboard (extension agent)', 'dashboard', floorTotals, agent),
          call('dashboard (input provider)', 'dashboard', floorTotals, inputProvider),
          call('dashboard (distributor)', 'dashboard', floorTotals, distributor),
          call('dashboard/userNumberByRoleType', `dashboard/userNumberByRoleType?${country}`, floorByKey),
          call(
            'dashboard/extentionAgentEnrolledfarmers',
            `dashboard/extentionAgentEnrolledfarmers?${country}`,
            floorTotals,
          ),
          call('dashboard/totalFarmers', `dashboard/totalFarmers?${country}`, floorTotals),
          call('dashboard/todayTotalFarmers', `dashboard/todayTotalFarmers?${country}`, floorTotals),
          call('dashboard/usersSignedByInputProvider', `dashboard/usersSignedByInputProvider?${country}`, floorByKey),
          call(
            'dashboard/totalInputProviderFarmers (input provider)',
            'dashboard/totalInputProviderFarmers',
            floorTotals,
            inputProvider,
          ),
          call(
            'dashboard/usersSignedByDistributor (distributor)',
            'dashboard/usersSignedByDistributor',
            floorByKey,
            distributor,
          ),
          call('dashboard/totalOrdersByUser', `dashboard/totalOrdersByUser?${country}`, floorByKey),
          call(
            'dashboard/totalOrdersByUser (input provider)',
            'dashboard/totalOrdersByUser',
            floorByKey,
            inputProvider,
          ),
          call('dashboard/todayTotalOrders', `dashboard/todayTotalOrders?${country}`, floorTotals),
          call('dashboard/totalProducts', `dashboard/totalProducts?${country}`, floorTotals),
          call('dashboard/todayTotalProducts', `dashboard/todayTotalProducts?${country}`, floorTotals),
          call('dashboard/totalAgronomyContent', 'dashboard/totalAgronomyContent?countryName=Nigeria', floorTotals),
          call('dashboard/todayTotalAgronomyContent', `dashboard/todayTotalAgronomyContent?${country}`, floorTotals),
        ];
        const probe = metricsProbe(api);
        await measureInTurn([
          ...[floorTotals, floorByKey, floorStates].map((floor) => ({
            baseUrl: floorUrl,
            scenario: floor,
            pid: floorProcess.pid,
          })),
          ...onlyNamed(scenarios).map((scenario) => ({ baseUrl: api, scenario, probe, pid: apiProcess.pid })),
        ]);
      } finally {
        for (const child of children) await stopChild(child);
      }
    },
  );
}

runMain(main);
