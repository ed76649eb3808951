import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/kernel/config/app-config';
import { EventStore } from '../src/kernel/events/event-store';
import { PersonalDataVault } from '../src/kernel/privacy/personal-data-vault';
import { migrateDatabase, startInfrastructure } from '../src/kernel/runtime/infrastructure';
import { runMain } from './bench-processes';

/**
 * `npm run bench`: appends per second to one stream and to many streams, and rebuild speed, on a throwaway
 * embedded PostgreSQL (or DATABASE_URL). Not run in CI; figures go in the issue notes.
 */
const WRITERS = 16;

async function timed(label: string, count: number, unit: string, fn: () => Promise<void>): Promise<void> {
  const started = process.hrtime.bigint();
  await fn();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `${label.padEnd(52)} ${(count / seconds).toFixed(0).padStart(8)} ${unit}/s  (${count} in ${seconds.toFixed(2)} s)`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-'));
  chmodSync(dataDir, 0o755);
  const infrastructure = await startInfrastructure(
    loadConfig(
      {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        EMBEDDED_POSTGRES_PORT: '54391',
        EMBEDDED_REDIS_PORT: '63791',
      },
      ['--role=worker'],
    ),
  );
  try {
    await migrateDatabase(infrastructure.config.databaseUrl!);
    const app = await NestFactory.createApplicationContext(AppModule.forRoot(infrastructure.config), {
      logger: ['error'],
    });
    const store = app.get(EventStore);
    const event = (n: number) => ({
      type: 'BenchPinged',
      data: { n, note: 'a small payload like most domain events' },
    });

    const sequential = 2000;
    await timed('append, one writer, one stream', sequential, 'events', async () => {
      for (let i = 0; i < sequential; i++) await store.append('bench-one', 'bench', i, [event(i)]);
    });

    const perWriter = 500;
    await timed(`append, ${WRITERS} writers, one stream each`, WRITERS * perWriter, 'events', async () => {
      await Promise.all(
        Array.from({ length: WRITERS }, async (_, w) => {
          for (let i = 0; i < perWriter; i++) await store.append(`bench-many-${w}`, 'bench', i, [event(i)]);
        }),
      );
    });

    let conflicts = 0;
    const contended = 1000;
    await timed(`append, ${WRITERS} writers, one shared stream (retry on 409)`, contended, 'events', async () => {
      let written = 0;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (written < contended) {
            const version = await store.streamVersion('bench-shared');
            try {
              await store.append('bench-shared', 'bench', version, [event(version)]);
              written++;
            } catch {
              conflicts++;
            }
          }
        }),
      );
    });
    console.log(`  (${conflicts} conflicts answered 409 and retried)`);

    const batch = 20_000;
    await timed('append, batches of 100 events', batch, 'events', async () => {
      for (let i = 0; i < batch / 100; i++)
        await store.append(
          `bench-batch-${i}`,
          'bench',
          'no_stream',
          Array.from({ length: 100 }, (_, j) => event(j)),
        );
    });

    const users = 2000;
    const dataSource = app.get(DataSource);
    const vault = app.get(PersonalDataVault);
    for (let i = 1; i <= users; i++) {
      const id = `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`;
      const personal = await vault.seal(id, {
        firstname: 'Bench',
        lastname: `User${i}`,
        email: `bench${i}@example.com`,
        phone: null,
        company: null,
      });
      await store.append(`user-${id}`, 'user', 'no_stream', [
        {
          type: 'UserRegistered',
          data: {
            userId: id,
            roles: ['ROLE_USER', 'ROLE_FARMER'],
            countryId: 1,
            status: 'ACTIVE',
            termsAccepted: true,
            personal,
            registeredAt: new Date().toISOString(),
          },
        },
        { type: 'UserSignedIn', data: { userId: id, at: new Date().toISOString() } },
      ]);
    }
    const total = (
      await dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type IN ('UserRegistered', 'UserSignedIn')`)
    )[0].n;
    await timed('projections:rebuild (users, with decryption)', total, 'events', async () => {
      await store.rebuildProjections();
    });
    await app.close();
  } finally {
    await infrastructure.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
