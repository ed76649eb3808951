import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { signedInToken } from './bench-database';
import {
  decideSubmitProduct,
  initialProductState,
  PRODUCT_STREAM,
  productStreamId,
} from '../src/catalogue/domain/product';
import { RecordMovementCommand } from '../src/inventory';
import { stockStreamId } from '../src/inventory/domain/stock';
import { loadConfig } from '../src/kernel/config/app-config';
import type { Actor } from '../src/kernel/context/request-context';
import { EventStore } from '../src/kernel/events/event-store';
import { migrateDatabase, startInfrastructure } from '../src/kernel/runtime/infrastructure';
import { getJson, runMain, startApi, startChild, stopChild } from './bench-processes';
import { measureInTurn, Scenario } from './catalogue-load';
import { FarmersGenerator, FULL_SIZE } from './farmers-data';

/**
 * `npm run bench:inventory`: stock movements per second through the real RecordMovementCommand (command bus, the
 * per-stock advisory lock, the EventStore and the inline StockProjection), with WRITERS concurrent writers on one hot
 * warehouse/product (every writer waits on the same lock) and on as many warehouse/products as writers; then the
 * warehouse summary (`GET /api/v1/warehouse/summary/{id}`) at 50 connections over 1,000 warehouses of one input
 * provider holding 1,000,000 movements, against its floor (the same SQL from a bare node:http + pg server, same run).
 * The movements are written set-based (one statement per 50 warehouses) into the event log (`events`, `streams`) and
 * into the read tables the StockProjection keeps (stock_movements, stock_levels): 20 products a warehouse, IN 10 and
 * OUT 5 in turn, twelve hours apart. BENCH_SCALE=0.01 makes a hundredth (10 warehouses, 10,000 movements);
 * BENCH_WRITERS (16) and BENCH_SECONDS (10) shape the command runs. Not run in CI; figures go in the issue notes.
 */
const API_PORT = 38_773;
const FLOOR_PORT = 38_774;
const JWT_SECRET = randomBytes(32).toString('hex');
const FULL = { warehouses: 1_000, movements: 1_000_000 };
const PRODUCTS = 20;
const SIZE = '50 kg';
const PRICE = '12500.00';
const NIGERIA = 1;
const WAREHOUSES_A_STATEMENT = 50;

function scaled(scale: number) {
  if (!(scale > 0 && scale <= 1)) throw new Error(`BENCH_SCALE must be in (0, 1], not ${scale}`);
  const warehouses = Math.max(2, Math.round(FULL.warehouses * scale));
  const perStock = Math.max(1, Math.round((FULL.movements * scale) / (warehouses * PRODUCTS)));
  return { warehouses, perStock };
}

const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length];
};

/** The owner's products, submitted through the EventStore so that the command finds them in the catalogue. */
async function submitProducts(
  context: INestApplicationContext,
  ownerId: string,
): Promise<{ id: string; name: string }[]> {
  const store = context.get(EventStore);
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: randomUUID(),
    name: `NPK 15-15-15 lot ${String(i + 1).padStart(2, '0')}`,
  }));
  await context.get(DataSource).transaction(async (manager) => {
    for (const product of products) {
      const events = decideSubmitProduct(initialProductState, {
        productId: product.id,
        ownerId,
        countryId: NIGERIA,
        name: product.name,
        description: 'Compound fertiliser for cereals, 50 kg bags.',
        storageCondition: 'Cool and dry place',
        categoryId: 1,
        subCategoryId: 1,
        typeId: 1,
        formId: 1,
        sizeIds: [1],
        deliveryMethodIds: [1],
        usageIds: [1],
        price: PRICE,
        quantity: 1000,
        location: 'Kano',
        latitude: null,
        longitude: null,
        photos: [{ photoId: randomUUID(), storageKey: `products/${product.id}/photo-1.jpg` }],
        now: new Date().toISOString(),
      });
      await store.append(productStreamId(product.id), PRODUCT_STREAM, 'no_stream', events, {
        manager,
        metadata: { actorId: ownerId },
      });
    }
  });
  return products;
}

/** The warehouses: WarehouseCreated events and their warehouses rows, in one set-based statement each. */
async function createWarehouses(dataSource: DataSource, ownerId: string, count: number): Promise<string[]> {
  const [place] = await dataSource.query(
    `SELECT s.id AS state_id, c.id AS city_id FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = $1 ORDER BY s.id, c.id LIMIT 1`,
    [NIGERIA],
  );
  const ids = Array.from({ length: count }, () => randomUUID());
  const at = new Date(Date.now() - 400 * 86_400_000).toISOString();
  await dataSource.transaction(async (m) => {
    await m.query(
      `INSERT INTO events (stream_id, stream_type, version, event_id, type, data, metadata, recorded_at)
       SELECT 'warehouse-' || id, 'warehouse', 1, gen_random_uuid(), 'WarehouseCreated',
              jsonb_build_object('warehouseId', id, 'ownerId', $2::uuid, 'countryId', ${NIGERIA}, 'name', 'Warehouse ' || n, 'code', 'WH-' || n, 'manager', 'Musa Bello',
                                 'stateId', $3::int, 'cityId', $4::int, 'address', 'Plot ' || n, 'latitude', null, 'longitude', null, 'by', $2::uuid, 'at', $5::timestamptz),
              jsonb_build_object('actorId', $2::uuid, 'country', 'Nigeria', 'correlationId', gen_random_uuid(), 'causationId', null, 'occurredAt', $5::timestamptz), $5::timestamptz
       FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
      [ids, ownerId, place.state_id, place.city_id, at],
    );
    await m.query(
      `INSERT INTO streams (stream_id, stream_type, version) SELECT 'warehouse-' || id, 'warehouse', 1 FROM unnest($1::uuid[]) AS t(id)`,
      [ids],
    );
    await m.query(
      `INSERT INTO warehouses (id, owner_id, country_id, name, code, manager, state_id, city_id, address, latitude, longitude, created_by, created_at, updated_at)
       SELECT id, $2, ${NIGERIA}, 'Warehouse ' || n, 'WH-' || n, 'Musa Bello', $3, $4, 'Plot ' || n, null, null, $2, $5, $5 FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
      [ids, ownerId, place.state_id, place.city_id, at],
    );
  });
  return ids;
}

/**
 * `perStock` movements for each product of each of `warehouses`: StockMoved events (versions 1..perStock of each stock
 * stream), their stock_movements rows (position = the event's global position), the streams and the stock_levels.
 */
async function moveStock(
  dataSource: DataSource,
  ownerId: string,
  warehouses: string[],
  products: { id: string; name: string }[],
  perStock: number,
): Promise<void> {
  const sizeKey = stockStreamId({ kind: 'WAREHOUSE', warehouseId: '' }, '', SIZE).split('-').pop();
  const start = new Date(Date.now() - (perStock / 2 + 1) * 86_400_000).toISOString();
  const stocks = `SELECT w.id AS warehouse_id, p.id AS product_id, p.name AS product_name, 'stock-w-' || w.id || '-' || p.id || '-' || $4::text AS stock_id
    FROM unnest($1::uuid[]) AS w(id) CROSS JOIN unnest($2::uuid[], $3::text[]) AS p(id, name)`;
  const base = [warehouses, products.map((p) => p.id), products.map((p) => p.name), sizeKey];
  await dataSource.transaction(async (m) => {
    await m.query(
      `WITH s AS (${stocks}),
       mv AS (
         SELECT s.*, k, gen_random_uuid() AS movement_id, CASE WHEN k % 2 = 1 THEN 'IN' ELSE 'OUT' END AS direction, CASE WHEN k % 2 = 1 THEN 10 ELSE 5 END AS quantity,
                10 * ((k + 1) / 2) - 5 * (k / 2) AS balance, $7::timestamptz + k * interval '12 hours' AS at
         FROM s CROSS JOIN generate_series(1, $6::int) AS k
       ),
       ev AS (
         INSERT INTO events (stream_id, stream_type, version, event_id, type, data, metadata, recorded_at)
         SELECT stock_id, 'stock', k, gen_random_uuid(), 'StockMoved',
                jsonb_build_object('movementId', movement_id, 'stockId', stock_id, 'kind', 'WAREHOUSE', 'ownerId', $5::uuid, 'warehouseId', warehouse_id, 'countryId', ${NIGERIA},
                  'productId', product_id, 'productName', product_name, 'size', $8::text, 'unitPrice', $9::text, 'direction', direction, 'quantity', quantity, 'balance', balance,
                  'waybillNumber', 'WB-' || k, 'waybill', null, 'movementDate', to_char(at, 'YYYY-MM-DD'), 'comment', null, 'recordedBy', $5::uuid, 'transferId', null,
                  'at', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                jsonb_build_object('actorId', $5::uuid, 'country', 'Nigeria', 'correlationId', gen_random_uuid(), 'causationId', null, 'occurredAt', at), at
         FROM mv ORDER BY at, stock_id
         RETURNING global_position, data
       )
       INSERT INTO stock_movements (id, position, stock_id, kind, owner_id, warehouse_id, country_id, product_id, product_name, size, direction, quantity, balance,
         unit_price, waybill_number, waybill_key, waybill_type, movement_date, comment, recorded_by, transfer_id, recorded_at)
       SELECT (data ->> 'movementId')::uuid, global_position, data ->> 'stockId', 'WAREHOUSE', $5::uuid, (data ->> 'warehouseId')::uuid, ${NIGERIA}, (data ->> 'productId')::uuid,
              data ->> 'productName', $8::text, data ->> 'direction', (data ->> 'quantity')::int, (data ->> 'balance')::int, $9::numeric, data ->> 'waybillNumber', null, null,
              (data ->> 'movementDate')::date, null, $5::uuid, null, (data ->> 'at')::timestamptz
       FROM ev`,
      [...base, ownerId, perStock, start, SIZE, PRICE],
    );
    await m.query(
      `WITH s AS (${stocks}) INSERT INTO streams (stream_id, stream_type, version) SELECT stock_id, 'stock', $5::int FROM s`,
      [...base, perStock],
    );
    await m.query(
      `WITH s AS (${stocks})
       INSERT INTO stock_levels (stock_id, kind, owner_id, warehouse_id, country_id, product_id, product_name, size, quantity, unit_price, last_moved_at, updated_at)
       SELECT stock_id, 'WAREHOUSE', $5::uuid, warehouse_id, ${NIGERIA}, product_id, product_name, $6::text, 10 * (($7::int + 1) / 2) - 5 * ($7::int / 2), $8::numeric,
              $9::timestamptz + $7::int * interval '12 hours', $9::timestamptz + $7::int * interval '12 hours'
       FROM s`,
      [...base, ownerId, SIZE, perStock, PRICE, start],
    );
  });
}

/** WRITERS loops recording IN movements of 1 for `seconds`, writer w on `target(w)`: movements per second and p99. */
async function writeMovements(
  commands: CommandBus,
  actor: Actor,
  writers: number,
  seconds: number,
  target: (writer: number) => { warehouseId: string; productId: string },
) {
  const until = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let failures = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const { warehouseId, productId } = target(w);
      for (let i = 0; Date.now() < until; i++) {
        const t = process.hrtime.bigint();
        try {
          await commands.execute(
            new RecordMovementCommand(
              actor,
              warehouseId,
              {
                waybillNumber: `BENCH-${w}-${i}`,
                productId,
                size: SIZE,
                quantity: 1,
                movementDate: new Date().toISOString().slice(0, 10),
                direction: 'IN',
                comment: '',
              },
              null,
            ),
          );
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
        } catch (error) {
          if (failures++ === 0) console.error(`  first failure: ${(error as Error).message}`);
        }
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : 0;
  return { perSecond: latencies.length / elapsed, count: latencies.length, p50: at(0.5), p99: at(0.99), failures };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-inventory-'));
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    EMBEDDED_POSTGRES_PORT: '54396',
    EMBEDDED_REDIS_PORT: '63796',
    JWT_SECRET,
  };
  const infrastructure = await startInfrastructure(loadConfig(env, ['--role=worker']));
  const children: ChildProcess[] = [];
  try {
    const databaseUrl = infrastructure.config.databaseUrl!;
    await migrateDatabase(databaseUrl);
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(infrastructure.config), {
      logger: ['error'],
    });
    const dataSource = context.get(DataSource);
    const size = scaled(Number(process.env.BENCH_SCALE ?? 1));
    const writers = Number(process.env.BENCH_WRITERS ?? 16);
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);

    const ownerId = randomUUID();
    await new FarmersGenerator(context, FULL_SIZE, (line) => console.log(line)).registerUsers([
      { id: ownerId, role: 'ROLE_INPUT_PROVIDER' },
    ]);
    const products = await submitProducts(context, ownerId);
    const movements = size.warehouses * PRODUCTS * size.perStock;
    console.log(
      `Generating ${size.warehouses} warehouses x ${PRODUCTS} products x ${size.perStock} movements = ${movements} movements:`,
    );
    const started = Date.now();
    const warehouses = await createWarehouses(dataSource, ownerId, size.warehouses);
    for (let from = 0; from < warehouses.length; from += WAREHOUSES_A_STATEMENT) {
      await moveStock(
        dataSource,
        ownerId,
        warehouses.slice(from, from + WAREHOUSES_A_STATEMENT),
        products,
        size.perStock,
      );
      if ((from / WAREHOUSES_A_STATEMENT) % 4 === 3)
        console.log(
          `  ${(from + WAREHOUSES_A_STATEMENT) * PRODUCTS * size.perStock} movements in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
    }
    console.log(`Data generation: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await dataSource.query(`VACUUM ANALYZE`);

    const commands = context.get(CommandBus);
    const actor: Actor = { id: ownerId, roles: ['ROLE_USER', 'ROLE_INPUT_PROVIDER'], countryId: NIGERIA };
    console.log(
      `\nRecordMovementCommand, ${writers} writers, ${seconds} s each (load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    const hot = await writeMovements(commands, actor, writers, seconds, () => ({
      warehouseId: warehouses[0],
      productId: products[0].id,
    }));
    const [{ hotQuantity }] = await dataSource.query(
      `SELECT quantity AS "hotQuantity" FROM stock_levels WHERE warehouse_id = $1 AND product_id = $2`,
      [warehouses[0], products[0].id],
    );
    const expected = 10 * Math.floor((size.perStock + 1) / 2) - 5 * Math.floor(size.perStock / 2) + hot.count;
    if (hotQuantity !== expected)
      throw new Error(`The hot stock holds ${hotQuantity}, not the ${expected} its movements add up to`);
    // Writer w on warehouse w + 1 and product w: as many stocks as writers, none of them the hot one.
    const spread = await writeMovements(commands, actor, writers, seconds, (w) => ({
      warehouseId: warehouses[(w + 1) % warehouses.length],
      productId: products[(w % (PRODUCTS - 1)) + 1].id,
    }));
    const commandRows = [
      ['movements', 'writers', 'movements/s', 'p50 ms', 'p99 ms', 'recorded', 'failed'],
      [
        'one hot warehouse/product',
        String(writers),
        hot.perSecond.toFixed(0),
        hot.p50.toFixed(1),
        hot.p99.toFixed(1),
        String(hot.count),
        String(hot.failures),
      ],
      [
        `${writers} warehouse/products`,
        String(writers),
        spread.perSecond.toFixed(0),
        spread.p50.toFixed(1),
        spread.p99.toFixed(1),
        String(spread.count),
        String(spread.failures),
      ],
    ];
    const widths = commandRows[0].map((_, i) => Math.max(...commandRows.map((r) => r[i].length)));
    console.log(
      commandRows
        .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
        .join('\n'),
    );
    console.log(
      `The hot stock's quantity is the sum of its movements (${hotQuantity}); load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const token = await signedInToken(context, ownerId);
    const [{ events, rows }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM stock_movements) AS rows`,
    );
    await context.close();

    const serverEnv = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: infrastructure.config.redisUrl!,
      JWT_SECRET,
      DATA_DIR: dataDir,
    };
    children.push(await startApi({ ...serverEnv, PORT: String(API_PORT) }));
    children.push(
      await startChild('inventory-floor-server.js', { ...serverEnv, PORT: String(FLOOR_PORT), OWNER_ID: ownerId }),
    );
    const api = `http://127.0.0.1:${API_PORT}`;
    const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
    const auth = { Authorization: `Bearer ${token}` };
    const sample = await getJson(`${api}/api/v1/warehouse/summary/${warehouses[1]}`, auth);
    const floorSample = await getJson(`${floorUrl}/summary/${warehouses[1]}`);
    console.log(
      `\n${events} events, ${rows} movements in ${warehouses.length} warehouses; a summary: ${sample.lines.length} lines, ${sample.totalQuantity} units, ${sample.movementsByDay.length} days`,
    );
    if (sample.totalQuantity !== floorSample.totalQuantity || sample.lines.length !== floorSample.lines.length)
      throw new Error('The floor does not answer the same summary as the API');

    const warehouse = cycle(warehouses);
    const floor: Scenario = {
      name: 'floor: summary, node:http + pg',
      path: () => `/summary/${warehouse()}`,
      p99TargetMs: 50,
      isFloor: true,
    };
    const scenarios: Scenario[] = [
      {
        name: 'warehouse/summary/{id}',
        path: () => `/api/v1/warehouse/summary/${warehouse()}`,
        headers: auth,
        p99TargetMs: 50,
      },
    ];
    await measureInTurn([
      { baseUrl: floorUrl, scenario: floor },
      ...scenarios.map((scenario) => ({ baseUrl: api, scenario })),
    ]);
  } finally {
    for (const child of children) await stopChild(child);
    await infrastructure.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
