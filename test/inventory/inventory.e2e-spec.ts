import { decideProduct, PNG, Person, publicProduct, registerPerson, submitProduct } from '../support/catalogue';
import { pdfText } from '../support/pdf';
import { startSignedInApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startSignedInApp()));
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const KANO = { stateId: 0, cityId: 0 };

const as = (who: Person | string) => t.as(typeof who === 'string' ? who : who.token);
const person = (role: string, options: { company?: string; employerId?: string; firstname?: string } = {}) =>
  registerPerson(t, role, options.company ?? null, 'Nigeria', options);
const grant = (owner: Person | string, staff: Person, permissions: string[]) =>
  as(owner).post('permissions').send({ userId: staff.id, permissions }).expect(200);

const warehouseBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Kano central store',
  code: 'KN-01',
  manager: 'Musa Bello',
  ...KANO,
  address: '12 Zaria Road',
  ...fields,
});
const createWarehouse = (who: Person, fields: Record<string, unknown> = {}) =>
  as(who).post('warehouse').send(warehouseBody(fields));

interface MovementFields {
  warehouseId?: string;
  productId: string;
  direction?: string;
  quantity: number | string;
  size?: string;
  waybillNumber?: string;
  movementDate?: string;
  comment?: string;
  [key: string]: unknown;
}

function movementForm(
  path: string,
  who: Person,
  fields: MovementFields,
  document: Buffer | null = PDF,
  language = 'en',
) {
  const req = as(who).post(path).set('Accept-Language', language);
  const all: Record<string, unknown> = {
    size: '50kg',
    waybillNumber: 'WB-0001',
    movementDate: '2026-03-10',
    comment: 'Delivered by truck',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) req.field(key, String(value));
  if (document) req.attach('document', document, { filename: 'waybill.pdf', contentType: 'application/pdf' });
  return req;
}
const move = (who: Person, fields: MovementFields, document: Buffer | null = PDF, language = 'en') =>
  movementForm('warehouse/movement', who, fields, document, language);
const shopMove = (who: Person, fields: MovementFields, document: Buffer | null = null) =>
  movementForm('inventory-movement', who, fields, document);
const get = (who: Person | string, path: string) => as(who).get(path);
const stockOf = async (warehouseId: string) =>
  (
    await t.sql(`SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock_levels WHERE warehouse_id = $1`, [warehouseId])
  )[0].n as number;
const movementCount = async (warehouseId: string) =>
  (await t.sql(`SELECT count(*)::int AS n FROM stock_movements WHERE warehouse_id = $1`, [warehouseId]))[0].n as number;

let provider: Person;
let otherProvider: Person;
let distributor: Person;
let retailer: Person;
let providerStaff: Person;
let distributorStaff: Person;
let npk: { id: string; name: string };
let urea: { id: string; name: string };

beforeAll(async () => {
  const [state] = await t.sql(
    `SELECT s.id FROM states s JOIN countries c ON c.id = s.country_id WHERE c.id = 1 AND s.name ILIKE 'Kano%' LIMIT 1`,
  );
  const [city] = await t.sql(`SELECT id FROM cities WHERE state_id = $1 AND listed ORDER BY id LIMIT 1`, [state.id]);
  KANO.stateId = state.id;
  KANO.cityId = city.id;
  provider = await person('ROLE_INPUT_PROVIDER', { company: 'Green Farms Ltd', firstname: 'Grace' });
  otherProvider = await person('ROLE_INPUT_PROVIDER', { company: 'Savanna Inputs' });
  distributor = await person('ROLE_DISTRIBUTOR', { company: 'Kano Distribution' });
  retailer = await person('ROLE_RETAILER', { company: 'Corner Agro Shop' });
  providerStaff = await person('ROLE_INPUT_PROVIDER_STAFF', { employerId: provider.id, firstname: 'Sani' });
  distributorStaff = await person('ROLE_DISTRIBUTOR_STAFF', { employerId: distributor.id });
  npk = await submitProduct(t, provider, { name: 'Golden NPK', price: '12500.50' });
  urea = await submitProduct(t, provider, { name: 'Urea Prime', price: '9000' });
  await decideProduct(t, admin, npk.id, 'APPROVED');
  await decideProduct(t, admin, urea.id, 'APPROVED');
});

describe('warehouses', () => {
  it('are created, read, listed and changed by their owner, with codes unique per owner', async () => {
    const created = await createWarehouse(provider).expect(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Warehouse created.',
      data: expect.objectContaining({
        name: 'Kano central store',
        code: 'KN-01',
        manager: 'Musa Bello',
        stateId: KANO.stateId,
        cityId: KANO.cityId,
        address: '12 Zaria Road',
        ownerId: provider.id,
        latitude: null,
      }),
    });
    const id = created.body.data.id;
    const taken = await createWarehouse(provider, { code: 'kn-01', name: 'Another' }).expect(409);
    expect(taken.body).toMatchObject({
      success: false,
      code: 'WAREHOUSE_CODE_TAKEN',
      message: 'You already have a warehouse with the code "kn-01".',
    });
    await createWarehouse(otherProvider).expect(201); // another owner may use the same code

    const badPlace = await createWarehouse(provider, { code: 'X', stateId: 999999, latitude: 12 }).expect(400);
    expect(badPlace.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'stateId' }),
        expect.objectContaining({ field: 'longitude' }),
      ]),
    );
    const unknown = await createWarehouse(provider, { code: 'Y', capacity: 10 }).expect(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    expect(await t.sql(`SELECT code FROM warehouses WHERE owner_id = $1`, [provider.id])).toEqual([{ code: 'KN-01' }]);

    expect((await get(provider, `warehouse/${id}`).expect(200)).body).toMatchObject({
      id,
      code: 'KN-01',
      stateName: expect.any(String),
      cityName: expect.any(String),
    });
    const updated = await as(provider)
      .put(`warehouse/${id}`)
      .send(warehouseBody({ name: 'Kano main store', latitude: 12.0, longitude: 8.5 }))
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'Warehouse updated.',
      data: { id, name: 'Kano main store', latitude: 12, longitude: 8.5 },
    });

    const page = (await get(provider, 'warehouse?page=0&size=5').expect(200)).body;
    expect(page).toMatchObject({ page: 0, size: 5, totalElements: 1, totalPages: 1 });
    expect(page.content.map((w: { id: string }) => w.id)).toEqual([id]);
  });

  it('are invisible and untouchable to another organisation (404) and refused to those who keep no warehouses', async () => {
    const mine = (await createWarehouse(provider, { code: 'KN-PRIV' }).expect(201)).body.data.id;
    for (const path of [`warehouse/${mine}`, `warehouse/summary/${mine}`, `warehouse/movement/${mine}`]) {
      expect((await get(otherProvider, path).expect(404)).body.code).toBe('WAREHOUSE_NOT_FOUND');
    }
    await as(otherProvider)
      .put(`warehouse/${mine}`)
      .send(warehouseBody({ code: 'STOLEN' }))
      .expect(404);
    await as(otherProvider)
      .put(`warehouse/${mine}/threshold`)
      .send({ productId: npk.id, size: '50kg', threshold: 5 })
      .expect(404);
    await move(otherProvider, { warehouseId: mine, productId: npk.id, direction: 'IN', quantity: 5 }).expect(404);
    const list = (await get(otherProvider, 'warehouse').expect(200)).body;
    expect(list.content.map((w: { id: string }) => w.id)).not.toContain(mine);
    expect(await t.sql(`SELECT code FROM warehouses WHERE id = $1`, [mine])).toEqual([{ code: 'KN-PRIV' }]);

    await createWarehouse(retailer).expect(403); // retailers hold no warehouses:manage
    await get(retailer, 'warehouse').expect(403);
    // Administrators read the warehouses of the country they work in.
    expect((await get(admin, `warehouse/${mine}`).expect(200)).body.id).toBe(mine);
    expect((await createWarehouse({ token: admin } as Person, { code: 'ADM' }).expect(403)).body.code).toBe(
      'STOCK_KEEPERS_ONLY',
    );
    await get(admin, 'warehouse/staff').expect(200);
    await get(admin, 'warehouse/distributor/staff').expect(200);
  });

  it('are run by the staff their owner grants, on the staff lists of the spec, until they are deactivated', async () => {
    const store = (await createWarehouse(distributor, { code: 'D-1', name: 'Distribution hub' }).expect(201)).body.data
      .id;
    await get(distributorStaff, 'warehouse/distributor/staff').expect(403);
    await grant(distributor, distributorStaff, ['warehouses:list', 'warehouses:manage']);
    const staffList = (await get(distributorStaff, 'warehouse/distributor/staff').expect(200)).body;
    expect(staffList.content.map((w: { id: string }) => w.id)).toEqual([store]);
    const made = (await createWarehouse(distributorStaff, { code: 'D-2', name: 'Staff made' }).expect(201)).body.data;
    expect(made.ownerId).toBe(distributor.id); // the organisation's, not the staff member's
    expect((await get(distributor, 'warehouse').expect(200)).body.totalElements).toBe(2);

    await grant(provider, providerStaff, ['warehouses:list', 'inventory:list', 'inventory:manage']);
    const providerList = (await get(providerStaff, 'warehouse/staff').expect(200)).body;
    expect(providerList.content.every((w: { ownerId: string }) => w.ownerId === provider.id)).toBe(true);
    expect(providerList.totalElements).toBeGreaterThan(0);
    await get(providerStaff, `warehouse/${store}`).expect(404);

    const leaver = await person('ROLE_DISTRIBUTOR_STAFF', { employerId: distributor.id });
    await grant(distributor, leaver, ['warehouses:list']);
    await get(leaver, 'warehouse/distributor/staff').expect(200);
    await as(admin).get(`users/deactivate/${leaver.id}`).expect(200);
    await get(leaver, 'warehouse/distributor/staff').expect(401);
  });
});

describe('warehouse movements', () => {
  let kano: string;
  let lagos: string;
  beforeAll(async () => {
    kano = (await createWarehouse(provider, { code: 'MV-KANO', name: 'Movement store' }).expect(201)).body.data.id;
    lagos = (await createWarehouse(provider, { code: 'MV-LAGOS', name: 'Lagos depot' }).expect(201)).body.data.id;
  });

  it('receive stock with a waybill kept privately, and refuse an OUT beyond the stock naming what is available (nothing written)', async () => {
    const received = await move(provider, {
      warehouseId: kano,
      productId: npk.id,
      direction: 'in',
      quantity: 100,
      waybillNumber: 'WB-IN-1',
    }).expect(201);
    expect(received.body).toMatchObject({
      success: true,
      message: 'Stock movement recorded.',
      data: {
        kind: 'WAREHOUSE',
        warehouseId: kano,
        warehouseName: 'Movement store',
        productId: npk.id,
        productName: 'Golden NPK',
        size: '50kg',
        direction: 'IN',
        quantity: 100,
        balance: 100,
        waybillNumber: 'WB-IN-1',
        movementDate: '2026-03-10',
        comment: 'Delivered by truck',
        recordedBy: provider.id,
      },
    });
    const movementId = received.body.data.id;
    expect(received.body.data.waybillUrl).toBe(`/api/v1/inventory-movement/${movementId}/waybill`);
    const waybill = await get(provider, `inventory-movement/${movementId}/waybill`).buffer(true).expect(200);
    expect(waybill.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(waybill.body as Buffer, PDF)).toBe(0);
    await get(otherProvider, `inventory-movement/${movementId}/waybill`).expect(404);
    await get(otherProvider, `inventory-movement/${movementId}`).expect(404);

    const before = await movementCount(kano);
    const refused = await move(provider, {
      warehouseId: kano,
      productId: npk.id,
      direction: 'OUT',
      quantity: 130,
    }).expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      status: 409,
      code: 'STOCK_INSUFFICIENT',
      message: 'Not enough stock of Golden NPK (50kg) in Movement store: 100 available, 130 requested.',
    });
    const french = await move(
      provider,
      { warehouseId: kano, productId: npk.id, direction: 'OUT', quantity: 130 },
      PDF,
      'fr',
    ).expect(409);
    expect(french.body.message).toBe(
      'Stock insuffisant de Golden NPK (50kg) dans Movement store : 100 disponible(s), 130 demandé(s).',
    );
    expect(await movementCount(kano)).toBe(before);
    expect(await stockOf(kano)).toBe(100);

    // A waybill that is not a PDF or an image (415), or a bad field (400): nothing written.
    const text = await move(
      provider,
      { warehouseId: kano, productId: npk.id, direction: 'OUT', quantity: 1 },
      Buffer.from('just some text'),
    ).expect(415);
    expect(text.body.code).toBe('UPLOAD_TYPE_REJECTED');
    const bad = await move(provider, {
      warehouseId: kano,
      productId: npk.id,
      direction: 'SIDEWAYS',
      quantity: 0,
      movementDate: '2026-02-30',
    }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'direction',
      'movementDate',
      'quantity',
    ]);
    const noComment = await move(provider, {
      warehouseId: kano,
      productId: npk.id,
      direction: 'OUT',
      quantity: 1,
      comment: '',
    }).expect(400);
    expect(noComment.body.errors[0].field).toBe('comment');
    await move(provider, {
      warehouseId: kano,
      productId: '7d4c3a9e-0000-4000-8000-000000000000',
      direction: 'IN',
      quantity: 1,
    }).expect(404);
    expect(await movementCount(kano)).toBe(before);

    const issued = await move(
      provider,
      {
        warehouseId: kano,
        productId: npk.id,
        direction: 'OUT',
        quantity: 30,
        waybillNumber: 'WB-OUT-1',
        size: ' 50KG ',
      },
      PNG,
    ).expect(201);
    expect(issued.body.data).toMatchObject({ direction: 'OUT', quantity: 30, balance: 70 });
    const listed = (await get(provider, `warehouse/movement/${kano}?size=1`).expect(200)).body;
    expect(listed).toMatchObject({ size: 1, totalElements: 2, totalPages: 2 });
    expect(listed.content[0]).toMatchObject({ waybillNumber: 'WB-OUT-1', balance: 70 });
  });

  it('by a staff member are listed by staff member within the organisation only', async () => {
    const done = await move(providerStaff, {
      warehouseId: kano,
      productId: urea.id,
      direction: 'IN',
      quantity: 10,
      size: '25kg',
    }).expect(201);
    expect(done.body.data.recordedBy).toBe(providerStaff.id);
    const mine = (await get(provider, `warehouse/movement/staff/${providerStaff.id}`).expect(200)).body;
    expect(mine.content.map((m: { id: string }) => m.id)).toEqual([done.body.data.id]);
    expect((await get(otherProvider, `warehouse/movement/staff/${providerStaff.id}`).expect(404)).body.code).toBe(
      'STAFF_NOT_FOUND',
    );
    await get(distributorStaff, `warehouse/movement/staff/${providerStaff.id}`).expect(403); // holds no inventory:list
  });

  it('transfer between two warehouses of one owner as one command: both movements or neither', async () => {
    const transfer = (fields: Record<string, unknown>) => {
      const req = as(provider).post('warehouse/transfer');
      const all = {
        productId: npk.id,
        size: '50kg',
        waybillNumber: 'WB-TR-1',
        movementDate: '2026-03-11',
        comment: 'Rebalancing',
        ...fields,
      };
      for (const [key, value] of Object.entries(all)) req.field(key, String(value));
      return req;
    };
    const done = await transfer({ fromWarehouseId: kano, toWarehouseId: lagos, quantity: 20 }).expect(201);
    expect(
      done.body.data.map((m: { direction: string; balance: number; warehouseId: string }) => [
        m.warehouseId,
        m.direction,
        m.balance,
      ]),
    ).toEqual([
      [kano, 'OUT', 50],
      [lagos, 'IN', 20],
    ]);
    expect(done.body.data[0].transferId).toBe(done.body.data[1].transferId);
    const before = [await movementCount(kano), await movementCount(lagos)];
    const refused = await transfer({ fromWarehouseId: kano, toWarehouseId: lagos, quantity: 51 }).expect(409);
    expect(refused.body.code).toBe('STOCK_INSUFFICIENT');
    expect([await movementCount(kano), await movementCount(lagos)]).toEqual(before);
    const foreign = (await createWarehouse(otherProvider, { code: 'FOREIGN' }).expect(201)).body.data.id;
    await transfer({ fromWarehouseId: kano, toWarehouseId: foreign, quantity: 1 }).expect(404);
    await transfer({ fromWarehouseId: kano, toWarehouseId: kano, quantity: 1 }).expect(400);
    expect(await stockOf(kano)).toBe(60); // 50 NPK + 10 urea
  });

  it('never make stock negative: of 50 concurrent OUTs against 20 units, exactly 20 pass and 30 answer 409', async () => {
    const hot = (await createWarehouse(provider, { code: 'HOT', name: 'Hot store' }).expect(201)).body.data.id;
    await move(provider, { warehouseId: hot, productId: npk.id, direction: 'IN', quantity: 20 }).expect(201);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        move(
          provider,
          { warehouseId: hot, productId: npk.id, direction: 'OUT', quantity: 1, waybillNumber: `WB-HOT-${i}` },
          null,
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'STOCK_INSUFFICIENT')).toBe(true);
    expect(await stockOf(hot)).toBe(0);
    const [outs] = await t.sql(
      `SELECT count(*)::int AS n, min(balance)::int AS lowest FROM stock_movements WHERE warehouse_id = $1 AND direction = 'OUT'`,
      [hot],
    );
    expect(outs).toEqual({ n: 20, lowest: 0 });
    const balances = (
      await t.sql(
        `SELECT balance FROM stock_movements WHERE warehouse_id = $1 AND direction = 'OUT' ORDER BY position`,
        [hot],
      )
    ).map((r) => r.balance);
    expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i));
  });
});

describe('summary, status and thresholds', () => {
  it('show the input provider the stock per product and size with its value; distributors see levels against thresholds, mailed when crossed', async () => {
    const store = (await createWarehouse(provider, { code: 'SUM', name: 'Summary store' }).expect(201)).body.data.id;
    await move(provider, {
      warehouseId: store,
      productId: npk.id,
      direction: 'IN',
      quantity: 10,
      movementDate: '2026-03-01',
    }).expect(201);
    await move(provider, {
      warehouseId: store,
      productId: urea.id,
      direction: 'IN',
      quantity: 4,
      size: '25kg',
      movementDate: '2026-03-02',
    }).expect(201);
    await move(provider, {
      warehouseId: store,
      productId: npk.id,
      direction: 'OUT',
      quantity: 3,
      movementDate: '2026-03-02',
    }).expect(201);
    const summary = (await get(provider, `warehouse/summary/${store}`).expect(200)).body;
    expect(summary).toMatchObject({
      warehouse: { id: store, name: 'Summary store' },
      totalQuantity: 11,
      totalValue: '123503.50',
      lines: [
        {
          productId: npk.id,
          productName: 'Golden NPK',
          size: '50kg',
          quantity: 7,
          unitPrice: '12500.50',
          value: '87503.50',
          level: 'OK',
        },
        {
          productId: urea.id,
          productName: 'Urea Prime',
          size: '25kg',
          quantity: 4,
          unitPrice: '9000.00',
          value: '36000.00',
          level: 'OK',
        },
      ],
      movementsByDay: [
        { date: '2026-03-01', in: 10, out: 0 },
        { date: '2026-03-02', in: 4, out: 3 },
      ],
    });
    expect(summary.lastMovements).toHaveLength(3);
    expect((await get(provider, `warehouse/status/${store}`).expect(403)).body.code).toBe('WAREHOUSE_VIEW_NOT_YOURS');
    expect((await get(provider, `warehouse/sideways/${store}`).expect(400)).body.code).toBe('WAREHOUSE_VIEW_UNKNOWN');

    const hub = (await createWarehouse(distributor, { code: 'ST', name: 'Status hub' }).expect(201)).body.data.id;
    await move(distributor, { warehouseId: hub, productId: npk.id, direction: 'IN', quantity: 12 }).expect(201);
    const set = await as(distributor)
      .put(`warehouse/${hub}/threshold`)
      .send({ productId: npk.id, size: '50kg', threshold: 5 })
      .expect(200);
    expect(set.body).toMatchObject({ message: 'Low-stock threshold saved.', data: { warehouseId: hub, threshold: 5 } });
    await move(distributor, { warehouseId: hub, productId: npk.id, direction: 'OUT', quantity: 6 }).expect(201); // 6: above
    await move(distributor, { warehouseId: hub, productId: npk.id, direction: 'OUT', quantity: 2 }).expect(201); // 4: crossed
    await move(distributor, { warehouseId: hub, productId: npk.id, direction: 'OUT', quantity: 1 }).expect(201); // 3: still low, no second mail
    const status = (await get(distributor, `warehouse/status/${hub}`).expect(200)).body;
    expect(status.lines).toEqual([expect.objectContaining({ quantity: 3, threshold: 5, level: 'LOW' })]);
    expect(status.levels).toEqual({ out: 0, low: 1, ok: 0 });
    await get(distributor, `warehouse/summary/${hub}`).expect(403);
    expect(
      await t.sql(
        `SELECT count(*)::int AS n FROM events WHERE type = 'StockRunningLow' AND data->>'warehouseId' = $1`,
        [hub],
      ),
    ).toEqual([{ n: 1 }]);
    const mail = await t.inbox!.waitFor((m) => m.to.includes(distributor.email) && m.subject.startsWith('Low stock'));
    expect(mail.subject).toBe('Low stock: Golden NPK (50kg) in Status hub');
    expect(mail.text).toContain('Status hub now holds 4 of Golden NPK (50kg), at or below your threshold of 5.');
  });

  it('mails the manager once when a threshold is set at or above the stock there, as typed in the thresholds screen', async () => {
    const depot = (await createWarehouse(distributor, { code: 'TH', name: 'Threshold depot' }).expect(201)).body.data
      .id;
    await move(distributor, { warehouseId: depot, productId: npk.id, direction: 'IN', quantity: 8 }).expect(201);
    const lowEvents = async () =>
      (
        await t.sql(
          `SELECT count(*)::int AS n FROM events WHERE type = 'StockRunningLow' AND data->>'warehouseId' = $1`,
          [depot],
        )
      )[0].n;
    // 8 bags there, threshold typed as "10": low at once, and told so.
    await as(distributor)
      .put(`warehouse/${depot}/threshold`)
      .send({ productId: npk.id, size: '50kg', threshold: '10' })
      .expect(200);
    const mail = await t.inbox!.waitFor(
      (m) => m.to.includes(distributor.email) && m.subject === 'Low stock: Golden NPK (50kg) in Threshold depot',
    );
    expect(mail.text).toContain('Threshold depot now holds 8 of Golden NPK (50kg), at or below your threshold of 10.');
    // Still low: a new threshold or a further movement down tells nothing more.
    await as(distributor)
      .put(`warehouse/${depot}/threshold`)
      .send({ productId: npk.id, size: '50kg', threshold: 12 })
      .expect(200);
    await move(distributor, { warehouseId: depot, productId: npk.id, direction: 'OUT', quantity: 2 }).expect(201);
    expect(await lowEvents()).toBe(1);
    // Restocked above it, then the threshold raised over the stock again: a second alert, for the second time it is low.
    await move(distributor, { warehouseId: depot, productId: npk.id, direction: 'IN', quantity: 20 }).expect(201); // 26
    await as(distributor)
      .put(`warehouse/${depot}/threshold`)
      .send({ productId: npk.id, size: '50kg', threshold: 30 })
      .expect(200);
    expect(await lowEvents()).toBe(2);
    await t.inbox!.waitFor(
      (m) =>
        m.to.includes(distributor.email) &&
        m.text.includes('Threshold depot now holds 26 of Golden NPK (50kg), at or below your threshold of 30.'),
    );
    expect(
      t.inbox!.messages.filter(
        (m) => m.to.includes(distributor.email) && m.subject === 'Low stock: Golden NPK (50kg) in Threshold depot',
      ),
    ).toHaveLength(2);
  });
});

describe('inventory movements (the own shop)', () => {
  it('keep a retailer’s stock by the same rule, on the owner and staff paths', async () => {
    const inbound = await shopMove(retailer, { productId: npk.id, direction: 'IN', quantity: 8 }, PDF).expect(201);
    expect(inbound.body.data).toMatchObject({ kind: 'SHOP', warehouseId: null, warehouseName: null, balance: 8 });
    const refused = await shopMove(retailer, { productId: npk.id, direction: 'OUT', quantity: 9 }).expect(409);
    expect(refused.body.message).toBe('Not enough stock of Golden NPK (50kg) in Own shop: 8 available, 9 requested.');
    await shopMove(retailer, { productId: npk.id, direction: 'OUT', quantity: 5 }).expect(201);
    const list = (await get(retailer, 'inventory-movement').expect(200)).body;
    expect(list.content.map((m: { balance: number }) => m.balance)).toEqual([3, 8]);
    expect((await get(retailer, 'inventory-movement/staff').expect(200)).body.totalElements).toBe(2);
    expect((await get(retailer, `inventory-movement/staff/${retailer.id}`).expect(200)).body.totalElements).toBe(2);
    await get(provider, `inventory-movement/staff/${retailer.id}`).expect(404);
    expect(
      (await get(provider, 'inventory-movement').expect(200)).body.content.every(
        (m: { kind: string }) => m.kind === 'SHOP',
      ),
    ).toBe(true);
    await get(provider, `inventory-movement/${inbound.body.data.id}`).expect(404);
    expect((await get(retailer, `inventory-movement/${inbound.body.data.id}`).expect(200)).body.id).toBe(
      inbound.body.data.id,
    );
    const farmer = await person('ROLE_FARMER');
    await shopMove(farmer, { productId: npk.id, direction: 'IN', quantity: 1 }).expect(403);
  });
});

describe('the PDF export', () => {
  it('streams the stock by warehouse and product with totals equal to the database, in the caller’s language', async () => {
    const response = await get(distributor, 'inventory/export/pdf')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(response.body as Buffer);
    const [db] = await t.sql(
      `SELECT sum(quantity)::int AS quantity, round(sum(quantity * unit_price), 2)::text AS value FROM stock_levels WHERE owner_id = $1`,
      [distributor.id],
    );
    expect(text).toContain('Stock by warehouse');
    expect(text).toMatch(new RegExp(`\\nTotal ${db.quantity} ${db.value.replace('.', '\\.')}\\n`));
    expect(text).toContain('Status hub Golden NPK 50kg 3');

    const french = await get(provider, 'inventory/export/pdf')
      .set('Accept-Language', 'fr')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const fr = (await pdfText(french.body as Buffer)).text;
    const [mine] = await t.sql(
      `SELECT sum(quantity)::int AS quantity, round(sum(quantity * unit_price), 2)::text AS value FROM stock_levels WHERE owner_id = $1`,
      [provider.id],
    );
    expect(fr).toContain('Stock par entrepôt');
    expect(fr).toMatch(new RegExp(`\\nTotal ${mine.quantity} ${mine.value.replace('.', '\\.')}\\n`));
    expect(fr).not.toContain('Status hub');
    await get(
      retailer,
      'inventory/export/pdf?warehouseId=' +
        (await t.sql(`SELECT id FROM warehouses WHERE owner_id = $1 LIMIT 1`, [provider.id]))[0].id,
    ).expect(404);
  });
});

describe('stock meets the marketplace', () => {
  it('shows a product in stock after an IN movement and not once its stock is back to zero; inStock=true limits the nearest inputs to it', async () => {
    const seller = await person('ROLE_INPUT_PROVIDER', { company: 'Stock Shown Ltd' });
    const product = await publicProduct(t, admin, seller, { name: 'Stocked Booster', price: '7000' });
    const warehouse = (await createWarehouse(seller, { code: 'KN-MKT' }).expect(201)).body.data.id;
    const [place] = await t.sql(
      `SELECT latitude::float8 AS latitude, longitude::float8 AS longitude FROM products WHERE id = $1`,
      [product.id],
    );
    const nearest = async () => {
      const page = (
        await get(
          retailer,
          `catalog/products/filter?latitude=${place.latitude}&longitude=${place.longitude}&inStock=true&size=50`,
        ).expect(200)
      ).body;
      return { ids: page.content.map((i: any) => i.product.id), total: page.totalElements };
    };
    const shown = async () => (await t.as().get(`products/public/${product.id}`).expect(200)).body.inStock;
    /** Ten units of the product moved in or out of the seller's warehouse, and the consumers caught up. */
    const stockMoved = async (direction: 'IN' | 'OUT', waybillNumber: string) => {
      const movement = { warehouseId: warehouse, productId: product.id, direction, quantity: 10, waybillNumber };
      await move(seller, movement).expect(201);
      await t.drainConsumers();
    };

    await t.drainConsumers();
    expect(await shown()).toBe(false);
    const before = await nearest();
    expect(before.ids).not.toContain(product.id);

    await stockMoved('IN', 'WB-MKT-1');
    expect(await shown()).toBe(true);
    const stocked = await nearest();
    expect(stocked.ids[0]).toBe(product.id); // the nearest: at the product's own place
    expect(stocked.total).toBe(before.total + 1); // the cached count moved with the listing version
    const everything = (
      await get(
        retailer,
        `catalog/products/filter?latitude=${place.latitude}&longitude=${place.longitude}&size=50`,
      ).expect(200)
    ).body.content;
    expect(everything.find((i: any) => i.product.id === product.id).product.inStock).toBe(true);

    await stockMoved('OUT', 'WB-MKT-2');
    expect(await shown()).toBe(false);
    const emptied = await nearest();
    expect(emptied.ids).not.toContain(product.id);
    expect(emptied.total).toBe(before.total);
  });
});

describe("a dealer's own catalogue entry", () => {
  it("is in stock as the dealer's own inventory says once the dealer keeps stock of the product, else as the quantity of their entry says; never as the input provider's stock", async () => {
    const seller = await person('ROLE_INPUT_PROVIDER', { company: 'Entry Stock Ltd' });
    const product = await publicProduct(t, admin, seller, { name: 'Dealer Kept Booster', price: '6000' });
    const keeper = await person('ROLE_AGRODEALER', { company: 'Keeps Stock Agro' });
    const other = await person('ROLE_RETAILER', { company: 'Keeps Nothing Shop' });
    const add = (dealer: Person, quantity: number) =>
      as(dealer)
        .post('catalog/product/add')
        .send({ productId: product.id, price: '6500', quantity, locations: [{ location: 'Ikeja, Lagos' }] })
        .expect(201);
    const [place] = await t.sql(
      `SELECT latitude::float8 AS latitude, longitude::float8 AS longitude FROM products WHERE id = $1`,
      [product.id],
    );
    const keeperEntry = (await add(keeper, 4)).body.data;
    const otherEntry = (await add(other, 0)).body.data;
    /** What the dealer reads of the product: their entry (one and in the list), and on the inputs screen, with and without inStock=true. */
    const seen = async (dealer: Person, entryId: string) => {
      const entry = (await get(dealer, `catalog/products/${entryId}`).expect(200)).body;
      const one = entry.product.inStock;
      expect(entry.stock.inStock).toBe(one);
      const listed = (await get(dealer, 'catalog/products?size=50').expect(200)).body.content.find(
        (e: any) => e.id === entryId,
      ).product.inStock;
      const input = (
        await get(dealer, 'catalog/products/filter?isMyCatalog=true&size=50').expect(200)
      ).body.content.find((i: any) => i.product.id === product.id).product.inStock;
      const inStockOnly = (
        await get(dealer, 'catalog/products/filter?isMyCatalog=true&inStock=true&size=50').expect(200)
      ).body;
      const filtered = inStockOnly.content.some((i: any) => i.product.id === product.id);
      // Nearest first (the dealer's own entries are among the candidates whatever their distance).
      const nearest = (
        await get(
          dealer,
          `catalog/products/filter?latitude=${place.latitude}&longitude=${place.longitude}&inStock=true&size=50`,
        ).expect(200)
      ).body;
      const near = nearest.content.some((i: any) => i.product.id === product.id);
      expect([listed, input, filtered, near]).toEqual([one, one, one, one]);
      return entry.stock as { inStock: boolean; quantity: number; source: string };
    };

    // Nobody records any stock: each entry stands by the quantity it offers.
    await t.drainConsumers();
    expect(await seen(keeper, keeperEntry.id)).toEqual({ inStock: true, quantity: 4, source: 'CATALOGUE_ENTRY' });
    expect(await seen(other, otherEntry.id)).toEqual({ inStock: false, quantity: 0, source: 'CATALOGUE_ENTRY' });

    // The agro-dealer receives 5 in their shop: from now on their inventory speaks for them.
    await shopMove(keeper, { productId: product.id, direction: 'IN', quantity: 5, waybillNumber: 'WB-KEEP-1' }).expect(
      201,
    );
    await t.drainConsumers();
    expect(await seen(keeper, keeperEntry.id)).toEqual({ inStock: true, quantity: 5, source: 'INVENTORY' });
    expect(await seen(other, otherEntry.id)).toMatchObject({ inStock: false });
    // The product page speaks of the input provider's stock.
    expect((await t.as().get(`products/public/${product.id}`).expect(200)).body.inStock).toBe(false);

    // The input provider receives stock and the agro-dealer sells all of theirs: the agro-dealer is out of stock though
    // the entry still offers 4, and the retailer's entry (offering none) stays out of stock whatever the input provider holds.
    const warehouse = (await createWarehouse(seller, { code: 'KN-ENTRY' }).expect(201)).body.data.id;
    await move(seller, {
      warehouseId: warehouse,
      productId: product.id,
      direction: 'IN',
      quantity: 50,
      waybillNumber: 'WB-ENTRY-1',
    }).expect(201);
    await shopMove(keeper, { productId: product.id, direction: 'OUT', quantity: 5, waybillNumber: 'WB-KEEP-2' }).expect(
      201,
    );
    await t.drainConsumers();
    expect(await seen(keeper, keeperEntry.id)).toEqual({ inStock: false, quantity: 0, source: 'INVENTORY' });
    expect(await seen(other, otherEntry.id)).toEqual({ inStock: false, quantity: 0, source: 'CATALOGUE_ENTRY' });
    expect((await t.as().get(`products/public/${product.id}`).expect(200)).body.inStock).toBe(true);

    // A dealer who has not put the product in their catalogue sees the input provider's stock on the inputs screen.
    const browsing = await person('ROLE_RETAILER', { company: 'Just Browsing' });
    await shopMove(browsing, {
      productId: product.id,
      direction: 'IN',
      quantity: 1,
      waybillNumber: 'WB-BROWSE',
    }).expect(201);
    await shopMove(browsing, {
      productId: product.id,
      direction: 'OUT',
      quantity: 1,
      waybillNumber: 'WB-BROWSE-2',
    }).expect(201);
    await t.drainConsumers();
    const inputs = (await get(browsing, 'catalog/products/filter?inStock=true&size=50').expect(200)).body;
    expect(inputs.content.find((i: any) => i.product.id === product.id)).toMatchObject({
      inMyCatalog: false,
      product: { inStock: true },
    });
  });
});

describe('each seller shown on a product', () => {
  it("shows that seller's own stock: on the product page's places, the dealers' prices and their selling locations", async () => {
    const maker = await person('ROLE_INPUT_PROVIDER', { company: 'Own Stock Inputs' });
    const product = await publicProduct(t, admin, maker, { name: 'Seller Stock NPK', price: '15000' });
    const agro = await person('ROLE_AGRODEALER', { company: 'Ibadan Own Agro' });
    const shop = await person('ROLE_RETAILER', { company: 'Offers Only Shop' });
    const addEntry = (dealer: Person, quantity: string, location: string) =>
      as(dealer)
        .post('catalog/product/add')
        .send({ productId: product.id, price: '15500', quantity, locations: [{ location }] })
        .expect(201);
    // Quantities as people type them into the form.
    const agroEntry = (await addEntry(agro, '4', 'Ibadan')).body.data.id;
    const shopEntry = (await addEntry(shop, '0', 'Kano')).body.data.id;

    // The input provider holds 30 in a warehouse; the agro-dealer 7 in their shop; the retailer records nothing and offers none.
    const warehouse = (await createWarehouse(maker, { code: 'KN-OWN' }).expect(201)).body.data.id;
    await move(maker, {
      warehouseId: warehouse,
      productId: product.id,
      direction: 'IN',
      quantity: ' 30 ',
      waybillNumber: 'WB-OWN-1',
    }).expect(201);
    const agroIn = (
      await shopMove(agro, { productId: product.id, direction: 'IN', quantity: '7', waybillNumber: 'WB-OWN-2' }).expect(
        201,
      )
    ).body.data.id;
    await t.drainConsumers();

    /** Each seller's stock as a visitor and a dealer read it: the product page (its seller and "where to buy"), prices and locations. */
    const shown = async () => {
      const page = (await t.as().get(`products/public/${product.id}`).expect(200)).body;
      const places = (await t.as().get(`retailers/${product.id}`).expect(200)).body;
      const prices = (await get(shop, `catalog/${product.id}/products`).expect(200)).body;
      const locations = (await get(shop, `catalog/${product.id}/products/location`).expect(200)).body;
      const byCompany = (rows: any[], company: (row: any) => string) =>
        Object.fromEntries(rows.map((row) => [company(row), row.inStock]));
      return {
        page: page.inStock,
        places: byCompany(places, (p) => p.company),
        prices: byCompany(prices, (p) => p.seller.company),
        locations: byCompany(locations, (l) => l.seller.company),
        offered: Object.fromEntries(prices.map((p: any) => [p.seller.company, p.quantity])),
      };
    };
    expect(await shown()).toEqual({
      page: true,
      places: { 'Own Stock Inputs': true, 'Ibadan Own Agro': true, 'Offers Only Shop': false },
      prices: { 'Ibadan Own Agro': true, 'Offers Only Shop': false },
      locations: { 'Ibadan Own Agro': true, 'Offers Only Shop': false },
      // The prices say what each entry offers, not what anyone's inventory holds.
      offered: { 'Ibadan Own Agro': 4, 'Offers Only Shop': 0 },
    });
    // Only the dealer reads their own figure: the agro-dealer's 7, counted from their inventory.
    expect((await get(agro, `catalog/products/${agroEntry}`).expect(200)).body.stock).toEqual({
      inStock: true,
      quantity: 7,
      source: 'INVENTORY',
    });
    expect((await get(shop, `catalog/products/${shopEntry}`).expect(200)).body.stock).toEqual({
      inStock: false,
      quantity: 0,
      source: 'CATALOGUE_ENTRY',
    });

    // The agro-dealer sells their 7: only their figure moves.
    await shopMove(agro, { productId: product.id, direction: 'OUT', quantity: '7', waybillNumber: 'WB-OWN-3' }).expect(
      201,
    );
    await t.drainConsumers();
    expect(await shown()).toMatchObject({
      page: true,
      places: { 'Own Stock Inputs': true, 'Ibadan Own Agro': false, 'Offers Only Shop': false },
      prices: { 'Ibadan Own Agro': false, 'Offers Only Shop': false },
      locations: { 'Ibadan Own Agro': false, 'Offers Only Shop': false },
    });
    expect((await get(agro, `catalog/products/${agroEntry}`).expect(200)).body.stock).toEqual({
      inStock: false,
      quantity: 0,
      source: 'INVENTORY',
    });

    // The input provider empties their warehouse and the agro-dealer receives 3: the provider is out, the agro-dealer in.
    await move(maker, {
      warehouseId: warehouse,
      productId: product.id,
      direction: 'OUT',
      quantity: '30',
      waybillNumber: 'WB-OWN-4',
    }).expect(201);
    await shopMove(agro, { productId: product.id, direction: 'IN', quantity: '3', waybillNumber: 'WB-OWN-5' }).expect(
      201,
    );
    await t.drainConsumers();
    expect(await shown()).toMatchObject({
      page: false,
      places: { 'Own Stock Inputs': false, 'Ibadan Own Agro': true, 'Offers Only Shop': false },
      prices: { 'Ibadan Own Agro': true, 'Offers Only Shop': false },
    });

    // The retailer now offers 12 in their entry: in stock by their own word, still nobody else's.
    await as(shop)
      .put(`catalog/product/edit/${shopEntry}`)
      .send({ price: '15500', quantity: '12', locations: [{ location: 'Kano' }] })
      .expect(200);
    expect((await shown()).places).toEqual({
      'Own Stock Inputs': false,
      'Ibadan Own Agro': true,
      'Offers Only Shop': true,
    });
    expect((await get(shop, `catalog/products/${shopEntry}`).expect(200)).body.stock).toEqual({
      inStock: true,
      quantity: 12,
      source: 'CATALOGUE_ENTRY',
    });

    // No seller sees or changes another's stock: the entry, the movements and the warehouse are someone else's (404).
    expect((await get(shop, `catalog/products/${agroEntry}`).expect(404)).body.code).toBe('CATALOG_ENTRY_NOT_FOUND');
    await get(shop, `inventory-movement/${agroIn}`).expect(404);
    expect((await get(shop, 'inventory-movement').expect(200)).body.totalElements).toBe(0);
    await get(distributor, `warehouse/${warehouse}`).expect(404);
    await move(distributor, {
      warehouseId: warehouse,
      productId: product.id,
      direction: 'OUT',
      quantity: 1,
      waybillNumber: 'WB-OWN-X',
    }).expect(404);
    await get(agro, `warehouse/${warehouse}`).expect(403); // agro-dealers keep no warehouses
    await move(agro, {
      warehouseId: warehouse,
      productId: product.id,
      direction: 'IN',
      quantity: 1,
      waybillNumber: 'WB-OWN-X',
    }).expect(403);
    // The retailer's OUT is refused on their own (empty) shop and leaves the agro-dealer's 3 alone.
    expect(
      (
        await shopMove(shop, {
          productId: product.id,
          direction: 'OUT',
          quantity: '3',
          waybillNumber: 'WB-OWN-Y',
        }).expect(409)
      ).body.code,
    ).toBe('STOCK_INSUFFICIENT');
    await t.drainConsumers();
    expect((await get(agro, `catalog/products/${agroEntry}`).expect(200)).body.stock).toEqual({
      inStock: true,
      quantity: 3,
      source: 'INVENTORY',
    });
    // And what others read of a dealer holds no inventory figure.
    const [agroPrice] = (await get(shop, `catalog/${product.id}/products`).expect(200)).body.filter(
      (p: any) => p.seller.id === agro.id,
    );
    expect(Object.keys(agroPrice).sort()).toEqual(['id', 'inStock', 'price', 'quantity', 'seller']);
    expect(agroPrice.quantity).toBe(4);
  });
});
