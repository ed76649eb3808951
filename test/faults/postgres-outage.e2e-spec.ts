import { api, bearer } from '../support/people';
import { OwnPostgres, startOwnPostgres } from '../support/own-postgres';
import { consumerCheckpoints } from '../support/settle';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * PostgreSQL killed under a running application: its own server, supervised as `npm start` supervises the embedded
 * one (the first restart waits 3 s here, so that the outage can be watched), killed during reads and writes.
 */
let postgres: OwnPostgres;
let t: TestApp;

beforeAll(async () => {
  postgres = await startOwnPostgres({ minDelayMs: 3_000 });
  t = await startTestApp({
    databaseUrl: postgres.databaseUrl,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', DB_READ_BUDGET_MS: '3000', DB_WRITE_BUDGET_MS: '5000' },
  });
}, 300_000);

afterAll(async () => {
  await t?.close();
  await postgres?.stop();
});

async function timed<T>(call: () => PromiseLike<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await call();
  return { result, ms: Date.now() - started };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const farmer = {
  country: 'Nigeria',
  role: 'ROLE_FARMER',
  firstname: 'Amina',
  lastname: 'Bello',
  phone: '08039876543',
  email: 'before-the-outage@example.com',
  password: 'maize-2026',
  confirmPassword: 'maize-2026',
  termsAccepted: true,
};

describe('PostgreSQL goes away and comes back', () => {
  it('answers 503 with Retry-After in the caller language while it is dead, is restarted by its supervisor, and loses nothing', async () => {
    const admin = await t.login();
    await t.http().post(api('category')).set(bearer(admin)).send({ name: 'Before Outage' }).expect(201);
    await t.http().get(api('category')).expect(200);
    // Committed just before the kill: its activation mail goes out after the restart.
    await t.http().post(api('users')).send(farmer).expect(201);

    const killed = await postgres.kill();

    const read = await timed(() => t.http().get(api('category')).set('Accept-Language', 'fr'));
    expect(read.ms).toBeLessThan(3000);
    expect(read.result.status).toBe(503);
    expect(read.result.headers['retry-after']).toBe('5');
    expect(read.result.body).toMatchObject({
      success: false,
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
    });
    const write = await timed(() => t.http().post(api('category')).set(bearer(admin)).send({ name: 'During Outage' }));
    expect(write.ms).toBeLessThan(3000);
    expect(write.result.status).toBe(503);
    expect(write.result.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(write.result.body.message).toBe('The service is briefly unavailable. Please try again in a few seconds.');
    const signIn = await timed(() =>
      t.http().post(api('login')).send({ username: farmer.email, password: farmer.password }),
    );
    expect(signIn.ms).toBeLessThan(3000);
    expect(signIn.result.status).toBe(503);

    const health = await timed(() => t.http().get('/api/health'));
    expect(health.ms).toBeLessThan(1500);
    expect(health.result.status).toBe(503);
    expect(health.result.body.failed).toContain('database');
    expect(health.result.body.checks.redis.status).toBe('up');
    await t.http().get('/api/health/live').expect(200);

    // The supervisor starts it again: the application recovers without a restart.
    await until('ready again', async () => (await t.http().get('/api/health/ready')).status === 200, 90_000);
    expect(postgres.supervisor.process.pid).not.toBe(killed.pid);
    await t.http().post(api('category')).set(bearer(admin)).send({ name: 'After Outage' }).expect(201);
    const mail = await t.inbox!.waitFor((m) => m.to.includes(farmer.email), 60_000);
    expect(mail.subject).toMatch(/Activate/);
    await t.settled();
    expect(t.inbox!.messages.filter((m) => m.to.includes(farmer.email))).toHaveLength(1);

    // What was written before the outage is there, the refused write is not, and the consumers have read every event.
    const names = JSON.stringify((await t.http().get(api('category')).expect(200)).body);
    expect(names).toContain('Before Outage');
    expect(names).toContain('After Outage');
    expect(names).not.toContain('During Outage');
    const checkpoints = await consumerCheckpoints(t.app);
    expect(checkpoints.map((c) => c.consumer)).toContain('outbox-relay');
    expect(checkpoints.filter((c) => c.behind)).toEqual([]);

    const metrics = await t.http().get('/metrics').expect(200);
    expect(metrics.text).toMatch(/kasuwa_embedded_service_restarts\{service="PostgreSQL"\} 1/);
  });
});
