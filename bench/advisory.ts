import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { decideOpenHub, HUB_STREAM, hubStreamId, initialHubState } from '../src/advisory/hubs/domain/hub';
import { benchScale, cycle, signedInToken, withBenchDatabase } from './bench-database';
import { getJson, runMain, startApi, startChild, stopChild } from './bench-processes';
import { CatalogueGenerator, COUNTRY_AREAS, scaledCatalogueSize } from './catalogue-data';
import { measureInTurn, Scenario } from './catalogue-load';
import { between, seededRandom } from './catalogue-names';

/**
 * `npm run bench:advisory`: the advisory's hot reads under load, on a throwaway embedded PostgreSQL and Redis holding
 * 10,000 farm-fortune hubs and the catalogue's 100,000 products (bench/catalogue-data.ts), all appended through the
 * EventStore as real domain events (the inline projections fill farm_fortune_hubs and the catalogue's read tables).
 * Measures the nearest hubs to a point, the fertilizer recommendation of a crop in a local area (recorded in the
 * caller's history) and its sellers tab, each right after its floor: the same statements from a bare node:http + pg
 * server (bench/advisory-floor-server.ts) in the same run. BENCH_SCALE=0.1 makes a tenth of the hubs and of the
 * catalogue; BENCH_DATA_DIR=<dir> keeps the data and reuses it. Not run in CI; figures go in the issue notes, with the
 * scale. A copy of the catalogue bench's data directory at the same scale may serve: only the hubs are then added.
 */
const API_PORT = 38_761;
const FLOOR_PORT = 38_762;
const JWT_SECRET = randomBytes(32).toString('hex');
const FULL_HUBS = 10_000;

/** Opens `count` hubs near the local areas (cities) of every country, through the EventStore. */
async function openHubs(generator: CatalogueGenerator, dataSource: DataSource, count: number): Promise<void> {
  const random = seededRandom(20_251_126);
  const cities: {
    id: number;
    name: string;
    state_id: number;
    country_id: number;
    latitude: number;
    longitude: number;
  }[] = await dataSource.query(
    `SELECT id, name, state_id, country_id, latitude::float8 AS latitude, longitude::float8 AS longitude FROM cities ORDER BY id`,
  );
  const now = new Date().toISOString();
  const hubs = Array.from({ length: count }, (_, i) => ({
    hubId: i + 1,
    city: cities[Math.floor(random() * cities.length)],
  }));
  await generator.appendAll(`${count} hubs`, hubs, async ({ hubId, city }) => ({
    id: hubStreamId(hubId),
    type: HUB_STREAM,
    events: decideOpenHub(initialHubState, {
      hubId,
      countryId: city.country_id,
      stateId: city.state_id,
      cityId: city.id,
      name: `Farm and Fortune Hub ${city.name} ${hubId}`,
      address: `${city.name} market road`,
      phone: null,
      latitude: Math.round((city.latitude + between(random, -0.05, 0.05)) * 1e6) / 1e6,
      longitude: Math.round((city.longitude + between(random, -0.05, 0.05)) * 1e6) / 1e6,
      now,
    }),
  }));
  await dataSource.query(`SELECT setval('farm_fortune_hubs_id_seq', $1)`, [count]);
}

async function main(): Promise<void> {
  const scale = benchScale();
  await withBenchDatabase(
    'advisory',
    { postgres: 54_394, redis: 63_794 },
    JWT_SECRET,
    async ({ context, dataDir, serverEnv }) => {
      const dataSource = context.get(DataSource);
      const [{ products: keptProducts, hubs: keptHubs }] = await dataSource.query(
        `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM farm_fortune_hubs) AS hubs`,
      );
      if (keptHubs === 0) {
        // A catalogue bench's data (same generator, same scale) may be reused: only the hubs are then added.
        console.log(
          `Generating ${keptProducts ? 'the hubs' : 'the catalogue and the hubs'} through the EventStore (inline projections fill the read tables):`,
        );
        const started = Date.now();
        const generator = new CatalogueGenerator(context, scaledCatalogueSize(scale), (line) => console.log(line));
        if (!keptProducts) await generator.generate();
        await openHubs(generator, dataSource, Math.max(10, Math.round(FULL_HUBS * scale)));
        console.log(`Data generation: ${((Date.now() - started) / 1000).toFixed(0)} s`);
        await dataSource.query(`VACUUM ANALYZE`);
      } else {
        console.log(`Reusing the ${keptHubs} hubs and ${keptProducts} products of ${dataDir}`);
      }
      // Local areas of Nigeria with generic advice for a crop (their state's or the country's), in a shuffled order.
      const lookups: { crop_id: number; city_id: number }[] = await dataSource.query(
        `SELECT crop_id, city_id FROM (
         SELECT DISTINCT ON (c.id) c.id AS city_id, r.crop_id FROM cities c
         JOIN published_fertilizer_recommendations r ON r.country_id = c.country_id AND (r.state_id = c.state_id OR r.state_id IS NULL)
         JOIN crop_types t ON t.id = r.crop_id
         WHERE c.country_id = 1 ORDER BY c.id, md5(r.crop_id::text)) l
       ORDER BY md5(city_id::text) LIMIT 500`,
      );
      if (!lookups.length) throw new Error('No local area of Nigeria has a recommendation');
      const [farmer] = await dataSource.query(
        `SELECT id FROM users WHERE 'ROLE_FARMER' = ANY(roles) AND status = 'ACTIVE' ORDER BY id LIMIT 1`,
      );
      const token = await signedInToken(context, farmer.id);
      const [{ events, hubs, products }] = await dataSource.query(
        `SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM farm_fortune_hubs WHERE open) AS hubs, (SELECT count(*)::int FROM products) AS products`,
      );
      await context.close();

      const children: ChildProcess[] = [];
      try {
        children.push(await startApi({ ...serverEnv, PORT: String(API_PORT) }));
        children.push(await startChild('advisory-floor-server.js', { ...serverEnv, PORT: String(FLOOR_PORT) }));
        const api = `http://127.0.0.1:${API_PORT}`;
        const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
        const auth = { Authorization: `Bearer ${token}` };

        // The floor answers what the API answers.
        const [first] = lookups;
        const ids = (items: { id: unknown }[]) => JSON.stringify(items.map((item) => item.id));
        const same = async (what: string, apiPath: string, floorPath: string, of: (answer: any) => string) => {
          const [fromApi, fromFloor] = [
            await getJson(`${api}${apiPath}`, auth),
            await getJson(`${floorUrl}${floorPath}`, auth),
          ];
          if (of(fromApi) !== of(fromFloor))
            throw new Error(`The floor does not answer the same ${what} as the API: ${of(fromApi)} / ${of(fromFloor)}`);
          return fromApi;
        };
        const nearHubs = await same(
          'nearest hubs',
          '/api/v1/farm-fortune-hubs/nearest?latitude=9.06&longitude=7.49',
          '/nearest?latitude=9.06&longitude=7.49',
          ids,
        );
        const advice = await same(
          'recommendation',
          `/api/v1/fertilizer-recommendation/crop/${first.crop_id}/city/${first.city_id}`,
          `/recommendation/crop/${first.crop_id}/city/${first.city_id}`,
          (a) => ids(a.recommendations),
        );
        const sellers = await same(
          'sellers',
          `/api/v1/fertilizer-recommendation/city/${first.city_id}/sellers`,
          `/sellers/${first.city_id}`,
          ids,
        );
        console.log(
          `${events} events; ${hubs} open hubs, ${products} products; ${lookups.length} (crop, local area) pairs with advice`,
        );
        console.log(
          `Nearest hub to Abuja: ${nearHubs[0]?.distance} km; crop ${first.crop_id} in area ${first.city_id}: ${advice.recommendations.length} recommendations, ${sellers.length} sellers`,
        );

        const random = seededRandom(7);
        const areas = COUNTRY_AREAS.filter((c) => c.id === 1 || c.id === 5);
        const points = Array.from({ length: 500 }, (_, i) => {
          const { box } = areas[i % areas.length];
          return [between(random, box[0], box[1]).toFixed(4), between(random, box[2], box[3]).toFixed(4)];
        });
        // The API searches the hubs in memory: at every point it must find the floor's hubs, in its order, at its distances.
        const idsAndDistances = (hubs: { id: number; distance: number }[]) =>
          JSON.stringify(hubs.map((h) => [h.id, h.distance]));
        for (const [latitude, longitude] of points) {
          const query = `?latitude=${latitude}&longitude=${longitude}&size=10`;
          await same('nearest hubs', `/api/v1/farm-fortune-hubs/nearest${query}`, `/nearest${query}`, idsAndDistances);
        }
        const point = cycle(points);
        const lookup = cycle(lookups);
        const nearestPath = (prefix: string) => () => {
          const [latitude, longitude] = point();
          return `${prefix}?latitude=${latitude}&longitude=${longitude}`;
        };
        const recommendationPath = (prefix: string) => () => {
          const { crop_id: cropId, city_id: cityId } = lookup();
          return `${prefix}/crop/${cropId}/city/${cityId}`;
        };
        const sellersPath = (api: boolean) => () => {
          const { city_id: cityId } = lookup();
          return api ? `/api/v1/fertilizer-recommendation/city/${cityId}/sellers` : `/sellers/${cityId}`;
        };
        const floor = (name: string, path: () => string): Scenario => ({
          name: `floor: ${name}, node:http + pg`,
          path,
          headers: auth,
          p99TargetMs: 50,
          isFloor: true,
        });
        const scenarios: Scenario[] = [
          {
            name: 'nearest hubs (lat/long)',
            path: nearestPath('/api/v1/farm-fortune-hubs/nearest'),
            headers: auth,
            p99TargetMs: 50,
            floor: floor('nearest hubs', nearestPath('/nearest')),
          },
          {
            name: 'recommendation (crop, local area)',
            path: recommendationPath('/api/v1/fertilizer-recommendation'),
            headers: auth,
            p99TargetMs: 50,
            floor: floor('recommendation', recommendationPath('/recommendation')),
          },
          {
            name: 'sellers tab (local area)',
            path: sellersPath(true),
            headers: auth,
            p99TargetMs: 50,
            floor: floor('sellers', sellersPath(false)),
          },
        ];
        // Each scenario right after its own floor, so that both meet the same load on the machine.
        await measureInTurn(
          scenarios.flatMap((scenario) => [
            { baseUrl: floorUrl, scenario: scenario.floor! },
            { baseUrl: api, scenario },
          ]),
          [`\nScale ${scale}: ${hubs} hubs, ${products} products`],
        );
      } finally {
        for (const child of children) await stopChild(child);
      }
    },
  );
}

runMain(main);
