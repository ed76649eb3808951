import { Client } from 'pg';
import { api, bearer, decideProduct, Person, registerPerson, submitProduct } from '../support/catalogue';
import { startTestApp, TestApp } from '../support/test-app';

/** A create call retried with an Idempotency-Key (an agent offline, a dropped connection): POST quotes is marked @Idempotent. */
let t: TestApp;
let admin: string;
let seller: Person;
let buyer: Person;
let otherBuyer: Person;
let npk: { id: string };
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
  seller = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  buyer = await registerPerson(t, 'ROLE_DISTRIBUTOR', 'Kano Distribution');
  otherBuyer = await registerPerson(t, 'ROLE_DISTRIBUTOR', 'Zaria Inputs');
  npk = await submitProduct(t, seller, { name: 'Retried NPK' });
  await decideProduct(t, admin, npk.id, 'APPROVED');
});
afterAll(() => t.close());

const ask = (who: Person, body: Record<string, unknown>, key?: string) => {
  const call = t.http().post(api('quotes')).set(bearer(who.token));
  return (key === undefined ? call : call.set('Idempotency-Key', key)).send(body);
};
const quotationsOf = async (who: Person) =>
  (await t.sql(`SELECT id FROM quotations WHERE buyer_id = $1 ORDER BY created_at`, [who.id])).map((row) => row.id);

describe('an Idempotency-Key on a create call', () => {
  it('answers a retry with the first answer, marked replayed, and creates once', async () => {
    const body = { productId: npk.id, quantity: 40, comment: 'Price for 40 bags?' };
    const first = await ask(buyer, body, 'agent-7:quote-1').expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await ask(buyer, body, 'agent-7:quote-1').expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    // The same body with its fields in another order is the same request.
    const reordered = await ask(
      buyer,
      { comment: 'Price for 40 bags?', quantity: 40, productId: npk.id },
      'agent-7:quote-1',
    ).expect(201);
    expect(reordered.body.data.id).toBe(first.body.data.id);
    expect(await quotationsOf(buyer)).toEqual([first.body.data.id]);
  });

  it('refuses the same key with another body (409, translated) and changes nothing', async () => {
    const before = await quotationsOf(buyer);
    await ask(buyer, { productId: npk.id, quantity: 10 }, 'agent-7:quote-2').expect(201);
    const reused = await ask(buyer, { productId: npk.id, quantity: 11 }, 'agent-7:quote-2').expect(409);
    expect(reused.body).toMatchObject({ success: false, status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    const reusedFr = await ask(buyer, { productId: npk.id, quantity: 11 }, 'agent-7:quote-2')
      .set('Accept-Language', 'fr')
      .expect(409);
    expect(reusedFr.body.message).toBe(
      'Cette clé Idempotency-Key a déjà servi pour une autre requête. Utilisez une nouvelle clé pour une nouvelle requête.',
    );
    expect(await quotationsOf(buyer)).toHaveLength(before.length + 1);
  });

  it('keeps keys per caller, and a call without a key is served as usual', async () => {
    const body = { productId: npk.id, quantity: 5 };
    const mine = await ask(buyer, body, 'shared-key').expect(201);
    const theirs = await ask(otherBuyer, body, 'shared-key').expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    const before = (await quotationsOf(otherBuyer)).length;
    await ask(otherBuyer, body).expect(201);
    await ask(otherBuyer, body).expect(201);
    expect(await quotationsOf(otherBuyer)).toHaveLength(before + 2);
  });

  it('keeps no error answer: a retry after the failure may succeed', async () => {
    const later = await submitProduct(t, seller, { name: 'Later Urea' });
    const body = { productId: later.id, quantity: 3 };
    const refused = await ask(buyer, body, 'agent-7:quote-3').expect(404);
    expect(refused.body.code).toBe('PRODUCT_NOT_FOUND');
    await decideProduct(t, admin, later.id, 'APPROVED');
    const retried = await ask(buyer, body, 'agent-7:quote-3').expect(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.body.data.productId).toBe(later.id);
  });

  it('answers IDEMPOTENCY_IN_PROGRESS while the first request still runs, then replays its answer', async () => {
    const body = { productId: npk.id, quantity: 77 };
    // Hold the first request inside its command: the event log takes no insert until this transaction ends.
    const blocker = new Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE events IN EXCLUSIVE MODE');
      const first = ask(buyer, body, 'agent-7:quote-4').then((response) => response);
      for (let i = 0; i < 200; i++) {
        const rows = await t.sql(`SELECT status FROM idempotency_keys WHERE key = 'agent-7:quote-4'`);
        if (rows.length) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const meanwhile = await ask(buyer, body, 'agent-7:quote-4').expect(409);
      expect(meanwhile.body).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
      await blocker.query('COMMIT');
      const answered = await first;
      expect(answered.status).toBe(201);
      const retry = await ask(buyer, body, 'agent-7:quote-4').expect(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body.data.id).toBe(answered.body.data.id);
    } finally {
      await blocker.query('ROLLBACK').catch(() => undefined);
      await blocker.end();
    }
  });

  it('forgets a key after 24 hours', async () => {
    const body = { productId: npk.id, quantity: 8 };
    const first = await ask(buyer, body, 'agent-7:quote-5').expect(201);
    await t.sql(
      `UPDATE idempotency_keys SET created_at = created_at - interval '25 hours' WHERE key = 'agent-7:quote-5'`,
    );
    const again = await ask(buyer, body, 'agent-7:quote-5').expect(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.data.id).not.toBe(first.body.data.id);
  });

  it('refuses a key that is empty, too long or not printable, and creates nothing', async () => {
    const before = await quotationsOf(buyer);
    const body = { productId: npk.id, quantity: 9 };
    for (const key of ['', 'k'.repeat(201), 'clé-1']) {
      const refused = await ask(buyer, body, key).expect(400);
      expect(refused.body).toMatchObject({
        code: 'IDEMPOTENCY_KEY_INVALID',
        message: 'The Idempotency-Key header must hold 1 to 200 printable characters.',
      });
    }
    await ask(buyer, body, 'k'.repeat(200)).expect(201);
    expect(await quotationsOf(buyer)).toHaveLength(before.length + 1);
  });
});
