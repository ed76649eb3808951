import { Client } from 'pg';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: false, workers: false, listen: true });
});
afterAll(() => t.close());

describe('closing the application', () => {
  it('lets the requests already running finish, and answers 503 to the ones arriving meanwhile', async () => {
    // Another session holds the products table, so a catalogue request is still running when closing begins.
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query(`BEGIN; LOCK TABLE products IN ACCESS EXCLUSIVE MODE`);
      const running = fetch(`${t.baseUrl}/api/v1/products`);
      await until(
        async () =>
          (
            await holder.query(
              `SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'products'::regclass AND NOT granted`,
            )
          ).rows[0].n > 0,
      );

      let closed = false;
      const closing = t.app.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const arriving = await fetch(`${t.baseUrl}/api/v1/countries`, { headers: { 'accept-language': 'fr' } });
      expect(arriving.status).toBe(503);
      expect(await arriving.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/momentanément indisponible/),
      });
      expect(closed).toBe(false);

      await holder.query('COMMIT');
      const answered = await running;
      expect(answered.status).toBe(200);
      expect((await answered.json()).content).toEqual([]);
      await closing;
      expect(closed).toBe(true);
    } finally {
      await holder.end();
    }
  });
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The request never started');
}
