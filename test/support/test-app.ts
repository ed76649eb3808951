import { DynamicModule, Type } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { SuperAdminBootstrap } from '../../src/accounts';
import { createHttpApp } from '../../src/http-app';
import { AppConfig, loadConfig } from '../../src/kernel/config/app-config';
import { startBackgroundWork } from '../../src/kernel/runtime/background-work';
import { freePort } from '../setup/test-infrastructure';
import { contractCheckedAgent, contractCheckedIn } from './contract';
import { LocalS3Server } from './s3-server';
import { untilConsumersCaughtUp, untilSettled } from './settle';
import { SmtpInbox } from './smtp-inbox';

export const ADMIN_EMAIL = 'admin@kasuwa.test';
export const ADMIN_PASSWORD = 'admin-password-1';

export interface TestAppOptions {
  /** Run the event consumers and the BullMQ workers in the app (default true). */
  workers?: boolean;
  /** Receive mail on a real SMTP server (default true). */
  smtp?: boolean;
  env?: Record<string, string>;
  /** Run as a second process of `joining`: same database, same queues. */
  joining?: TestApp;
  /** Listen on a real port (for browser tests); `baseUrl` then says where. */
  listen?: boolean;
  /** Test-only modules (e.g. a recording event subscriber). */
  modules?: (Type | DynamicModule)[];
  /** A migrated database of the test's own (on a server it runs), rather than a fresh copy of the template. */
  databaseUrl?: string;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  databaseUrl: string;
  inbox: SmtpInbox | null;
  /** http://127.0.0.1:<port> when started with `listen`. */
  baseUrl: string | null;
  /** A request to the app; its answer is checked against openapi.json (see contract.ts). */
  http(): TestAgent;
  /** Requests to API paths (`users/me` for /api/v1/users/me) carrying `token` as bearer (none when not given). */
  as(token?: string | null): ApiRequests;
  /** Signs in and answers the access token. */
  login(username?: string, password?: string): Promise<string>;
  /** Runs raw SQL on this test file's database. */
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  /** Feeds every event consumer until each has handled every committed event. */
  drainConsumers(): Promise<void>;
  /** Waits until every event consumer has caught up and every queue is empty (see untilSettled). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export type ApiRequests = Record<'get' | 'post' | 'put' | 'patch' | 'delete', (path: string) => request.Test>;

async function createDatabaseFromTemplate(): Promise<string> {
  const template = process.env.KASUWA_TEST_TEMPLATE_URL;
  if (!template) throw new Error('The test infrastructure is not running (see test/setup/global-setup.ts)');
  const name = `kasuwa_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: template.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE kasuwa_template`);
  } finally {
    await admin.end();
  }
  return template.replace(/\/[^/]+$/, `/${name}`);
}

/**
 * KASUWA_TEST_STORAGE=s3 keeps the uploads of every app of a test file in one local S3-compatible server rather than
 * in a directory, so that any end-to-end file can be run on the S3 adapter.
 */
let sharedS3: { server: LocalS3Server; env: Promise<Record<string, string>>; apps: number } | null = null;

function s3StorageEnv(): Promise<Record<string, string>> | null {
  if (process.env.KASUWA_TEST_STORAGE !== 's3') return null;
  if (!sharedS3) {
    const server = new LocalS3Server();
    sharedS3 = { server, env: server.start(), apps: 0 };
  }
  sharedS3.apps++;
  return sharedS3.env;
}

async function releaseS3Storage(): Promise<void> {
  if (!sharedS3 || --sharedS3.apps > 0) return;
  const { server } = sharedS3;
  sharedS3 = null;
  await server.stop();
}

/** An app for tests that sign many people in (no sign-in rate limit), and its super administrator's token. */
export async function startSignedInApp(options: TestAppOptions = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await startTestApp({ ...options, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...options.env } });
  return { t, admin: await t.login() };
}

/** The real application over HTTP, on its own fresh database, its own queue prefix and (by default) a real SMTP server. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.joining
    ? options.joining.databaseUrl
    : (options.databaseUrl ?? (await createDatabaseFromTemplate()));
  const inbox = options.smtp === false ? null : new SmtpInbox();
  const smtpUrl = inbox ? await inbox.start() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-app-'));
  const port = options.listen ? await freePort() : 0;
  const baseUrl = options.listen ? `http://127.0.0.1:${port}` : null;
  const s3Env = s3StorageEnv();
  const config = loadConfig(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.KASUWA_TEST_REDIS_URL,
      QUEUE_PREFIX: options.joining ? options.joining.config.queuePrefix : `t${randomBytes(5).toString('hex')}`,
      DATA_DIR: dataDir,
      JWT_SECRET: options.joining ? options.joining.config.jwtSecret : randomBytes(32).toString('hex'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      LOG_FORMAT: 'json',
      // argon2's minimum: a test signs in hundreds of times, and the cost it proves nothing about.
      PASSWORD_HASH_MEMORY_KIB: '32',
      PASSWORD_HASH_TIME_COST: '1',
      // Production's: NOTIFY wakes the consumers for each append; polls every 50 ms kept a third of a core busy.
      CONSUMER_POLL_MS: '250',
      // Test files share two cores with PostgreSQL, Redis and Chromium: a starved event loop is not a Redis outage.
      // The fault tests set the production limit themselves.
      REDIS_COMMAND_TIMEOUT_MS: '10000',
      // Likewise a statement starved of CPU is not a frozen PostgreSQL: the fault tests set the production budgets.
      DB_READ_BUDGET_MS: '30000',
      DB_WRITE_BUDGET_MS: '30000',
      ...(baseUrl ? { PORT: String(port), PUBLIC_URL: baseUrl } : {}),
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
      ...(s3Env ? await s3Env : {}),
      ...options.env,
    },
    ['--role=all'],
  );
  const app = await createHttpApp(config, { logs: false, extraModules: options.modules });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  await app.get(SuperAdminBootstrap).ensureSuperAdmin();
  if (options.workers !== false) await startBackgroundWork(app);
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });

  // Made again after a lost connection (the fault tests stop PostgreSQL under the app).
  let pg: Client | null = null;
  const sqlClient = async () => {
    if (pg) return pg;
    const client = new Client({ connectionString: databaseUrl });
    client.on('error', () => {
      if (pg === client) pg = null;
    });
    await client.connect();
    return (pg = client);
  };
  await sqlClient();
  const checked = contractCheckedIn(expect.getState().testPath);
  const http = () => (checked ? contractCheckedAgent(request(app.getHttpServer())) : request(app.getHttpServer()));

  return {
    app,
    config,
    databaseUrl,
    inbox,
    baseUrl,
    http,
    as(token) {
      const sent = (method: keyof ApiRequests) => (path: string) => {
        const call = http()[method](`/api/v1/${path}`);
        return token ? call.set('Authorization', `Bearer ${token}`) : call;
      };
      return { get: sent('get'), post: sent('post'), put: sent('put'), patch: sent('patch'), delete: sent('delete') };
    },
    async login(username = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
      const response = await http().post('/api/v1/login').send({ username, password });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.accessToken as string;
    },
    async sql(text, params = []) {
      return (await (await sqlClient()).query(text, params)).rows;
    },
    drainConsumers: () => untilConsumersCaughtUp(app),
    settled: () => untilSettled(app),
    async close() {
      await app.close();
      await pg?.end().catch(() => undefined);
      await inbox?.stop();
      if (s3Env) await releaseS3Storage();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
