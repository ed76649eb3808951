import { api, bearer } from '../support/people';
import { OwnPostgres, startOwnPostgres } from '../support/own-postgres';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TestApp } from '../support/test-app';

/**
 * PostgreSQL killed again and again, then frozen, while clients list, sign in and write at the same time: the process
 * lives on, every answer is a success or a 503 within the request's budget, and every write that answered 2xx is
 * stored exactly once.
 */
let postgres: OwnPostgres;
let t: TestApp;

beforeAll(async () => {
  postgres = await startOwnPostgres({ minDelayMs: 500, maxDelayMs: 2_000 });
  // The production budgets (the tests' default is longer: their machine is busy with other files).
  t = await startTestApp({
    databaseUrl: postgres.databaseUrl,
    smtp: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', DB_READ_BUDGET_MS: '3000', DB_WRITE_BUDGET_MS: '5000' },
  });
}, 300_000);

afterAll(async () => {
  await t?.close();
  await postgres?.stop();
});

/**
 * The longest a read (GET) or a write may wait for its answer while PostgreSQL is away: its budget (3 s, 5 s) and room
 * for a machine busy with other test files. Without the budget a request waits out the whole 10 s freeze.
 */
const LIMIT_MS = { read: 6_000, write: 8_500 };

interface Answer {
  call: string;
  status: number;
  ms: number;
  /** When the answer came (epoch ms). */
  at: number;
  code?: string;
  /** The category a write created, when it did. */
  name?: string;
}

/** Clients calling the API in loops until stopped: public lists, sign-ins and an administrator's writes. */
function traffic(admin: string, writePrefix: string) {
  const answers: Answer[] = [];
  let running = true;
  let written = 0;
  const calls: Record<string, () => Promise<{ status: number; body: any; name?: string }>> = {
    'GET category': () => t.http().get(api('category')),
    'GET products': () => t.http().get(api('products?countryName=nigeria&page=0&size=10')),
    'POST login': () => t.http().post(api('login')).send({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    'POST category': async () => {
      const name = `${writePrefix} ${++written}`;
      const { status, body } = await t.http().post(api('category')).set(bearer(admin)).send({ name });
      return { status, body, name };
    },
  };
  const loop = async (call: string) => {
    while (running) {
      const started = Date.now();
      const answer = await calls[call]();
      answers.push({
        call,
        status: answer.status,
        ms: Date.now() - started,
        at: Date.now(),
        code: answer.body?.code,
        name: answer.status < 300 ? answer.name : undefined,
      });
    }
  };
  const loops = [...Object.keys(calls), 'GET products', 'POST category'].map(loop);
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const ready = async () => (await t.http().get('/api/health/ready')).status === 200;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the callers must never meet, counted by kind: another status than a success or 503, or a wait over the budget. */
function offending(answers: Answer[]): Record<string, number> {
  const found: Record<string, number> = {};
  for (const a of answers) {
    const late = a.ms > (a.call.startsWith('GET') ? LIMIT_MS.read : LIMIT_MS.write);
    if ([200, 201].includes(a.status) && !late) continue;
    if (a.status === 503 && a.code === 'SERVICE_UNAVAILABLE' && !late) continue;
    const kind = `${a.call} ${a.status} ${a.code ?? ''}${late ? ' late' : ''}`;
    found[kind] = (found[kind] ?? 0) + 1;
  }
  return found;
}

async function expectEveryAcceptedWriteStoredOnce(answers: Answer[], prefix: string): Promise<void> {
  const accepted = answers.filter((a) => a.call === 'POST category' && a.name).map((a) => a.name!);
  expect(accepted.length).toBeGreaterThan(0);
  const stored = await t.sql<{ name: string; n: number }>(
    `SELECT name, count(*)::int AS n FROM categories WHERE name LIKE $1 GROUP BY name`,
    [`${prefix} %`],
  );
  const counts = new Map(stored.map((row) => [row.name, row.n]));
  expect(accepted.filter((name) => counts.get(name) !== 1)).toEqual([]);
  const logged = await t.sql<{ name: string; n: number }>(
    `SELECT data->>'name' AS name, count(*)::int AS n FROM events WHERE type = 'CategoryCreated' AND data->>'name' LIKE $1 GROUP BY 1 HAVING count(*) > 1`,
    [`${prefix} %`],
  );
  expect(logged).toEqual([]);
}

describe('PostgreSQL under traffic', () => {
  it('killed five times: the process lives on, every answer is a success or a quick 503, every accepted write is stored once', async () => {
    const admin = await t.login();
    const load = traffic(admin, 'Killed');
    try {
      for (let kill = 1; kill <= 5; kill++) {
        await pause(1_500);
        const answeredBefore = load.answers.length;
        await postgres.kill();
        await until(`ready again after kill ${kill}`, ready, 60_000);
        await t.http().get('/api/health/live').expect(200);
        expect(load.answers.length).toBeGreaterThan(answeredBefore);
      }
      await pause(1_500);
    } finally {
      await load.stop();
    }
    expect(offending(load.answers)).toEqual({});
    expect(load.answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    for (const call of ['GET category', 'GET products', 'POST login', 'POST category']) {
      expect({ call, succeeded: load.answers.some((a) => a.call === call && a.status < 300) }).toEqual({
        call,
        succeeded: true,
      });
    }
    await expectEveryAcceptedWriteStoredOnce(load.answers, 'Killed');
  }, 300_000);

  it('frozen for 10 s: reads, sign-ins and writes answer 503 within their budget, and all is well once it thaws', async () => {
    await until('ready', ready);
    const admin = await t.login();
    const load = traffic(admin, 'Frozen');
    await pause(1_000);
    const thaw = postgres.freeze();
    const frozenAt = Date.now();
    try {
      await pause(10_000);
    } finally {
      thaw();
    }
    const thawedAt = Date.now();
    await until('ready after the freeze', ready, 30_000);
    await pause(1_500);
    await load.stop();

    expect(offending(load.answers)).toEqual({});
    // During the freeze each kind of call was answered, by a 503 (a write's budget is 5 s: a loop of sign-ins meets one
    // or two of them in 10 s).
    for (const call of ['GET category', 'GET products', 'POST login', 'POST category']) {
      const refused = load.answers.filter(
        (a) => a.call === call && a.status === 503 && a.at >= frozenAt && a.at <= thawedAt,
      ).length;
      expect({ call, refused: refused >= 1 }).toEqual({ call, refused: true });
    }
    await t.http().post(api('category')).set(bearer(admin)).send({ name: 'After The Freeze' }).expect(201);
    await expectEveryAcceptedWriteStoredOnce(load.answers, 'Frozen');
  }, 300_000);
});
