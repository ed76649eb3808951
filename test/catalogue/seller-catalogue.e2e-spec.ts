import { randomUUID } from 'node:crypto';
import { EventStore } from '../../src/kernel/events/event-store';
import { listedProduct } from '../support/catalogue';
import { api, Person, person as registered } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
});
afterAll(() => t.close());

const GHANA = 2;
const LAGOS = { latitude: 6.5244, longitude: 3.3792 };

const person = (
  role: string,
  company: string | null,
  options: { countryId?: number; employerId?: string } = {},
): Promise<Person> => registered(t, role, { company, ...options });

/** An input provider's product, approved by an administrator unless `approved` is false. */
const product = (seller: Person, fields: Record<string, string> = {}, approve = true, country = 'Nigeria') =>
  listedProduct(t, seller, admin, fields, { approve, country });

const add = (dealer: Person, body: object) => t.as(dealer.token).post('catalog/product/add').send(body);
const inputs = (dealer: Person, query: string) =>
  t
    .as(dealer.token)
    .get(`catalog/products/filter?${query}`)
    .expect(200)
    .then((r) => r.body);

const names = (page: any) => page.content.map((item: any) => item.product.name);

let provider: Person;
let distributor: Person;
let rival: Person;
let farmer: Person;
let npk: string;

beforeAll(async () => {
  provider = await person('ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  distributor = await person('ROLE_DISTRIBUTOR', 'Delta Distribution');
  rival = await person('ROLE_DISTRIBUTOR', 'Rival Traders');
  farmer = await person('ROLE_FARMER', null);
  npk = await product(provider);
});

describe("a dealer's catalogue entry", () => {
  let entryId: string;
  let locations: { id: string; location: string }[];

  it('adds an approved product of an input provider with two selling locations', async () => {
    const created = await add(distributor, {
      productId: npk,
      price: '13000.50',
      quantity: 40,
      locations: [{ location: 'Ikeja, Lagos' }, { location: 'Ibadan', price: '13500' }],
    }).expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Product added to your catalogue.',
      data: {
        price: '13000.50',
        quantity: 40,
        // The distributor records no stock movements of it: the entry's own quantity stands.
        stock: { inStock: true, quantity: 40, source: 'CATALOGUE_ENTRY' },
        product: {
          id: npk,
          name: 'Golden NPK',
          price: '12500.50',
          currency: 'NGN',
          category: { id: 1, name: 'Fertilizer', nameFr: 'Engrais' },
          subCategory: { id: 5, name: 'NPK' },
          sizes: [
            { id: 4, name: '25 kg' },
            { id: 5, name: '50 kg' },
          ],
          seller: { id: provider.id, company: 'Green Farms Ltd' },
          location: 'Kano',
          isPublic: true,
        },
        locations: [
          { location: 'Ikeja, Lagos', price: null },
          { location: 'Ibadan', price: '13500.00' },
        ],
      },
    });
    const entry = created.body.data;
    expect(entry.product.mainPhoto).toMatch(new RegExp(`^products/${npk}/photos/[0-9a-f-]{36}$`));
    for (const l of entry.locations) {
      expect(typeof l.latitude).toBe('number');
      expect(typeof l.longitude).toBe('number');
    }
    expect(entry.locations[0].latitude).toBeCloseTo(6.6, 0);
    expect(entry.locations[1].latitude).toBeCloseTo(7.4, 0);
    entryId = entry.id;
    locations = entry.locations;

    expect((await t.as(distributor.token).get(`catalog/products/${entryId}`).expect(200)).body).toEqual(entry);
    const mine = (await t.as(distributor.token).get('catalog/products').expect(200)).body;
    expect(mine).toMatchObject({ page: 0, size: 20, totalElements: 1, totalPages: 1 });
    expect(mine.content).toEqual([entry]);
  });

  it('refuses a second entry for the same product', async () => {
    const twice = await add(distributor, {
      productId: npk,
      price: '14000',
      quantity: 1,
      locations: [{ location: 'Kano' }],
    }).expect(409);
    expect(twice.body).toMatchObject({
      code: 'CATALOG_PRODUCT_ALREADY_ADDED',
      message: 'This product is already in your catalogue: edit its entry instead.',
    });
  });

  it('edits the terms; a location kept under the same name keeps its id', async () => {
    const edited = await t
      .as(distributor.token)
      .put(`catalog/product/edit/${entryId}`)
      .send({
        productId: npk,
        price: '12900',
        quantity: 0,
        locations: [{ location: 'ikeja,  LAGOS', price: '12800.5' }, { location: 'Kano' }],
      })
      .expect(200);
    expect(edited.body).toMatchObject({
      success: true,
      message: 'Catalogue entry updated.',
      data: { id: entryId, price: '12900.00', quantity: 0 },
    });
    const [ikeja, kano] = edited.body.data.locations;
    expect(ikeja).toMatchObject({ id: locations[0].id, location: 'ikeja,  LAGOS', price: '12800.50' });
    expect(kano).toMatchObject({ location: 'Kano', price: null });
    expect(kano.id).not.toBe(locations[1].id);
    expect(kano.latitude).toBeCloseTo(12, 0);
    locations = edited.body.data.locations;

    const otherProduct = await product(provider, { name: 'Urea Prime', subCategoryId: '6' });
    const moved = await t
      .as(distributor.token)
      .put(`catalog/product/edit/${entryId}`)
      .send({ productId: otherProduct, price: '1', quantity: 1, locations: [{ location: 'Kano' }] })
      .expect(400);
    expect(moved.body.errors).toEqual([
      { field: 'productId', message: 'The product of a catalogue entry cannot change: add the other product instead.' },
    ]);
  });

  it('answers 404 to another dealer, and changes nothing', async () => {
    const entries = await t.sql(`SELECT * FROM catalog_entries ORDER BY id`);
    const places = await t.sql(`SELECT * FROM catalog_locations ORDER BY id`);
    const events = await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_type = 'catalog-entry'`);
    const read = await t.as(rival.token).get(`catalog/products/${entryId}`).set('Accept-Language', 'fr').expect(404);
    expect(read.body).toMatchObject({
      code: 'CATALOG_ENTRY_NOT_FOUND',
      message: "Ce produit n'est pas dans votre catalogue.",
    });
    await t
      .as(rival.token)
      .put(`catalog/product/edit/${entryId}`)
      .send({ price: '1', quantity: 1, locations: [{ location: 'Kano' }] })
      .expect(404);
    await t.as(rival.token).delete(`catalog/products/location/${locations[0].id}`).expect(404);
    await t.as(rival.token).delete(`catalog/products/${entryId}`).expect(404);
    expect((await t.as(rival.token).get('catalog/products').expect(200)).body.totalElements).toBe(0);
    expect(await t.sql(`SELECT * FROM catalog_entries ORDER BY id`)).toEqual(entries);
    expect(await t.sql(`SELECT * FROM catalog_locations ORDER BY id`)).toEqual(places);
    expect(await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_type = 'catalog-entry'`)).toEqual(events);
  });

  it('keeps catalogue writes from farmers and administrators', async () => {
    const body = { productId: npk, price: '13000', quantity: 1, locations: [{ location: 'Kano' }] };
    await add(farmer, body).expect(403);
    await t.as(farmer.token).put(`catalog/product/edit/${entryId}`).send(body).expect(403);
    await t.as(farmer.token).delete(`catalog/products/${entryId}`).expect(403);
    await t.as(farmer.token).delete(`catalog/products/location/${locations[0].id}`).expect(403);
    await t.as(farmer.token).get('catalog/products').expect(403);
    const administrator = await add({ id: '', email: '', phone: null, token: admin }, body).expect(403);
    expect(administrator.body.code).toBe('CATALOG_DEALERS_ONLY');
  });

  it('removes a selling location, but never the last one', async () => {
    const removed = await t.as(distributor.token).delete(`catalog/products/location/${locations[1].id}`).expect(200);
    expect(removed.body).toMatchObject({ success: true, message: 'Selling location removed.', data: { id: entryId } });
    expect(removed.body.data.locations.map((l: any) => l.id)).toEqual([locations[0].id]);
    await t.as(distributor.token).delete(`catalog/products/location/${locations[1].id}`).expect(404);
    const last = await t.as(distributor.token).delete(`catalog/products/location/${locations[0].id}`).expect(400);
    expect(last.body).toMatchObject({
      code: 'CATALOG_LAST_LOCATION',
      message: 'A catalogue entry keeps at least one selling location: delete the entry instead.',
    });
  });

  it('deletes the entry', async () => {
    const deleted = await t.as(distributor.token).delete(`catalog/products/${entryId}`).expect(200);
    expect(deleted.body).toEqual({
      success: true,
      message: 'Product removed from your catalogue.',
      data: { id: entryId },
    });
    await t.as(distributor.token).get(`catalog/products/${entryId}`).expect(404);
    await t.as(distributor.token).delete(`catalog/products/${entryId}`).expect(404);
    expect(await t.sql(`SELECT count(*)::int AS n FROM catalog_locations WHERE entry_id = $1`, [entryId])).toEqual([
      { n: 0 },
    ]);
    expect(
      await t.sql(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [`catalog-entry-${entryId}`]),
    ).toEqual([
      { type: 'CatalogEntryAdded' },
      { type: 'CatalogEntryEdited' },
      { type: 'CatalogLocationRemoved' },
      { type: 'CatalogEntryRemoved' },
    ]);
    // Gone from the catalogue, the product can be added again.
    await add(distributor, { productId: npk, price: '13000', quantity: 5, locations: [{ location: 'Kano' }] }).expect(
      201,
    );
  });
});

describe('what a dealer cannot add', () => {
  const terms = { price: '13000', quantity: 1, locations: [{ location: 'Kano' }] };

  it('refuses products that are not on sale, or not in the dealer’s country', async () => {
    const pending = await product(provider, { name: 'Pending Seed' }, false);
    const refused = await add(rival, { productId: pending, ...terms }).expect(404);
    expect(refused.body).toMatchObject({
      code: 'CATALOG_PRODUCT_NOT_AVAILABLE',
      message:
        'This product cannot be added: it is not an approved, published product of an input provider of your country.',
    });
    const fr = await add(rival, { productId: pending, ...terms })
      .set('Accept-Language', 'fr')
      .expect(404);
    expect(fr.body.message).toBe(
      "Ce produit ne peut pas être ajouté : ce n'est pas un produit approuvé et publié d'un fournisseur d'intrants de votre pays.",
    );
    await add(rival, { productId: randomUUID(), ...terms }).expect(404);

    const hidden = await product(provider, { name: 'Hidden Seed' });
    await t.as(provider.token).put(`me/products/${hidden}/status`).send({ status: 'UNPUBLISHED' }).expect(200);
    await add(rival, { productId: hidden, ...terms }).expect(404);

    const ghanaian = await person('ROLE_INPUT_PROVIDER', 'Accra Agro', { countryId: GHANA });
    const abroad = await product(ghanaian, { location: 'Kumasi' }, true, 'Ghana');
    await add(rival, { productId: abroad, ...terms }).expect(404);
    expect(await t.sql(`SELECT count(*)::int AS n FROM catalog_entries WHERE dealer_id = $1`, [rival.id])).toEqual([
      { n: 0 },
    ]);
  });

  it('refuses bad prices, quantities and places with translated messages, writing nothing', async () => {
    const zero = await add(rival, { productId: npk, ...terms, price: '0' })
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(zero.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'price', message: 'Un prix supérieur à 0, tel que 12500 ou 12500.50.' }],
    });
    const decimals = await add(rival, { productId: npk, ...terms, price: '12.345' }).expect(400);
    expect(decimals.body.errors).toEqual([
      { field: 'price', message: 'A price greater than 0, such as 12500 or 12500.50.' },
    ]);
    const negative = await add(rival, { productId: npk, ...terms, quantity: -1 }).expect(400);
    expect(negative.body.errors).toEqual([{ field: 'quantity', message: 'A whole number, 0 or more.' }]);
    const noPlace = await add(rival, { productId: npk, ...terms, locations: [] }).expect(400);
    expect(noPlace.body.errors).toEqual([{ field: 'locations', message: 'Give at least one selling location.' }]);
    const badLocationPrice = await add(rival, {
      productId: npk,
      ...terms,
      locations: [{ location: 'Kano', price: 'cheap' }],
    }).expect(400);
    expect(badLocationPrice.body.errors).toEqual([
      { field: 'locations.0.price', message: 'A price greater than 0, such as 12500 or 12500.50.' },
    ]);
    const unknown = await add(rival, { productId: npk, ...terms, colour: 'red' }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'colour', message: 'This field is not accepted.' }]);

    const nowhere = await add(rival, {
      productId: npk,
      ...terms,
      locations: [{ location: 'Kano' }, { location: 'Atlantis' }],
    })
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(nowhere.body).toMatchObject({
      code: 'LOCATION_UNRESOLVED',
      message: 'Impossible de localiser cette adresse. Veuillez donner une adresse plus précise.',
      errors: [
        {
          field: 'locations.1.location',
          message: 'Impossible de localiser cette adresse. Veuillez donner une adresse plus précise.',
        },
      ],
    });
    const twice = await add(rival, {
      productId: npk,
      ...terms,
      locations: [{ location: 'Kano' }, { location: ' KANO ' }],
    }).expect(400);
    expect(twice.body.errors).toEqual([
      { field: 'locations.1.location', message: 'This selling location is given twice.' },
    ]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM catalog_entries WHERE dealer_id = $1`, [rival.id])).toEqual([
      { n: 0 },
    ]);
  });
});

describe('the inputs a dealer can add', () => {
  let geo: Person;
  let near: Person;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    geo = await person('ROLE_INPUT_PROVIDER', 'Geo Inputs Plc');
    near = await person('ROLE_RETAILER', 'Corner Shop');
    ids.kano = await product(geo, {
      name: 'Kano Seed',
      location: 'Kano',
      price: '9000',
      categoryId: '2',
      subCategoryId: '7',
      sizeIds: '1',
    });
    ids.lagos = await product(geo, {
      name: 'Lagos Seed',
      location: 'Lagos',
      price: '15000',
      categoryId: '2',
      subCategoryId: '7',
      sizeIds: '2',
    });
    ids.ibadan = await product(geo, {
      name: 'Ibadan Seed',
      location: 'Ibadan',
      price: '20000',
      categoryId: '2',
      subCategoryId: '8',
      sizeIds: '2',
    });
  });

  it('orders by distance from a point, with the distances in km', async () => {
    const page = await inputs(
      near,
      `inputProviderName=geo inputs&latitude=${LAGOS.latitude}&longitude=${LAGOS.longitude}`,
    );
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    expect(names(page)).toEqual(['Lagos Seed', 'Ibadan Seed', 'Kano Seed']);
    const [lagos, ibadan, kano] = page.content.map((item: any) => item.distance);
    expect(lagos).toBeLessThan(40);
    expect(ibadan).toBeGreaterThan(90);
    expect(ibadan).toBeLessThan(160);
    expect(kano).toBeGreaterThan(700);
    expect(kano).toBeLessThan(900);
    expect(page.content[1]).toEqual({
      product: expect.objectContaining({
        id: ids.ibadan,
        name: 'Ibadan Seed',
        price: '20000.00',
        currency: 'NGN',
        seller: { id: geo.id, company: 'Geo Inputs Plc' },
        isPublic: true,
      }),
      catalog_prices: [],
      catalog_locations: [],
      is_affiliated: false,
      is_pending: false,
      inMyCatalog: false,
      catalogEntryId: null,
      distance: ibadan,
    });
    // Without a point: newest first, no distance.
    const recent = await inputs(near, 'inputProviderName=GEO');
    expect(names(recent)).toEqual(['Ibadan Seed', 'Lagos Seed', 'Kano Seed']);
    expect(recent.content[0].distance).toBeNull();
  });

  it('pages nearest first as the whole list orders them, products at the same distance included at a page’s edge', async () => {
    const ties = await person('ROLE_INPUT_PROVIDER', 'Tied Places Ltd');
    // A, B and C lie within a few metres of one another, about 52.88 km from Lagos: the same distance as the list
    // shows it (to 0.01 km), though A is the nearest of them and C the farthest, and C the newest.
    const places: [string, Record<string, string>][] = [
      ['Tie Kano', { location: 'Kano' }],
      ['Tie A', { location: 'Ibadan', latitude: '6.99999', longitude: String(LAGOS.longitude) }],
      ['Tie B', { location: 'Ibadan', latitude: '7.0', longitude: String(LAGOS.longitude) }],
      ['Tie Lagos', { location: 'Lagos' }],
      ['Tie C', { location: 'Ibadan', latitude: '7.000005', longitude: String(LAGOS.longitude) }],
    ];
    for (const [name, place] of places) await product(ties, { name, ...place });
    const at = `inputProviderName=tied places&latitude=${LAGOS.latitude}&longitude=${LAGOS.longitude}`;
    const whole = await inputs(near, at);
    // Equally far as shown: the newest first.
    expect(names(whole)).toEqual(['Tie Lagos', 'Tie C', 'Tie B', 'Tie A', 'Tie Kano']);
    expect(whole.content.slice(1, 4).map((item: any) => item.distance)).toEqual([52.88, 52.88, 52.88]);
    for (const size of [1, 2, 3]) {
      const paged: string[] = [];
      for (let page = 0; page * size < 5; page++) {
        const answer = await inputs(near, `${at}&page=${page}&size=${size}`);
        expect(answer).toMatchObject({ totalElements: 5, page, size });
        paged.push(...names(answer));
      }
      expect(paged).toEqual(names(whole));
    }
  });

  it('measures my catalogue entries from the nearest of my selling locations', async () => {
    const entry = await add(near, {
      productId: ids.kano,
      price: '9500',
      quantity: 3,
      locations: [{ location: 'Kano' }, { location: 'Ikeja, Lagos', price: '9900' }],
    }).expect(201);
    const page = await inputs(near, `inputProviderName=geo&latitude=${LAGOS.latitude}&longitude=${LAGOS.longitude}`);
    // Kano Seed now sells in Ikeja too: it comes before Ibadan Seed, Lagos Seed and it sharing the first places.
    expect(names(page).slice(0, 2).sort()).toEqual(['Kano Seed', 'Lagos Seed']);
    expect(names(page)[2]).toBe('Ibadan Seed');
    const kano = page.content.find((item: any) => item.product.name === 'Kano Seed');
    expect(kano.distance).toBeLessThan(40);
    expect(kano).toMatchObject({
      inMyCatalog: true,
      catalogEntryId: entry.body.data.id,
      catalog_prices: [
        {
          id: entry.body.data.id,
          seller: { id: near.id, company: 'Corner Shop', role: 'ROLE_RETAILER' },
          price: '9500.00',
          quantity: 3,
        },
      ],
      catalog_locations: [
        {
          entryId: entry.body.data.id,
          location: 'Kano',
          price: '9500.00',
          seller: { id: near.id, role: 'ROLE_RETAILER' },
        },
        { entryId: entry.body.data.id, location: 'Ikeja, Lagos', price: '9900.00' },
      ],
    });
    expect(names(await inputs(near, 'isMyCatalog=true'))).toEqual(['Kano Seed']);
    expect(names(await inputs(near, 'isMyCatalog=false&inputProviderName=geo'))).toHaveLength(3);
    // Another dealer sees none of it as theirs.
    const theirs = await inputs(rival, 'inputProviderName=geo');
    expect(theirs.content.every((item: any) => !item.inMyCatalog && item.catalog_prices.length === 0)).toBe(true);
  });

  it('filters by price, provider, category, subcategory, size and affiliation', async () => {
    expect(names(await inputs(near, 'inputProviderName=geo&minPrice=10000'))).toEqual(['Ibadan Seed', 'Lagos Seed']);
    expect(names(await inputs(near, 'inputProviderName=geo&maxPrice=15000'))).toEqual(['Lagos Seed', 'Kano Seed']);
    expect(names(await inputs(near, 'inputProviderName=geo&minPrice=10000&maxPrice=15000.00'))).toEqual(['Lagos Seed']);
    expect(names(await inputs(near, 'inputProviderName=green farms'))).toEqual(
      expect.arrayContaining(['Golden NPK', 'Urea Prime']),
    );
    expect(names(await inputs(near, 'inputProviderName=green farms'))).not.toContain('Pending Seed');
    expect(names(await inputs(near, 'inputProviderName=nobody'))).toEqual([]);
    expect(names(await inputs(near, 'category=2&subCategory=7&inputProviderName=geo'))).toEqual([
      'Lagos Seed',
      'Kano Seed',
    ]);
    expect(names(await inputs(near, 'packagingSize=2&inputProviderName=geo'))).toEqual(['Ibadan Seed', 'Lagos Seed']);
    // Nobody is affiliated until affiliations exist.
    expect(names(await inputs(near, 'isAffiliated=true'))).toEqual([]);
    expect(names(await inputs(near, 'isAffiliated=false&inputProviderName=geo'))).toHaveLength(3);
    // Products of another country are not offered.
    expect(names(await inputs(near, 'inputProviderName=accra'))).toEqual([]);
    expect((await inputs(near, 'inputProviderName=geo&page=1&size=2')).content).toHaveLength(1);
  });

  it('refuses bad coordinates and filters with translated messages', async () => {
    const far = await t
      .as(near.token)
      .get('catalog/products/filter?latitude=91&longitude=3')
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(far.body.errors).toEqual([{ field: 'latitude', message: 'Doit être une latitude entre -90 et 90.' }]);
    const alone = await t.as(near.token).get('catalog/products/filter?latitude=6.5').expect(400);
    expect(alone.body.errors).toEqual([
      { field: 'longitude', message: 'Give both latitude and longitude, or neither.' },
    ]);
    const aloneFr = await t
      .as(near.token)
      .get('catalog/products/filter?longitude=3.3')
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(aloneFr.body.errors).toEqual([
      { field: 'latitude', message: "Indiquez la latitude et la longitude ensemble, ou ni l'une ni l'autre." },
    ]);
    const word = await t
      .as(near.token)
      .get('catalog/products/filter?minPrice=cheap&isMyCatalog=maybe&status=SOLD')
      .expect(400);
    expect(word.body.errors.map((e: any) => e.field).sort()).toEqual(['isMyCatalog', 'minPrice', 'status']);
  });
});

describe("dealers' prices, locations and the map of a product", () => {
  let product1: string;
  let seller: Person;
  let shop: Person;
  let wholesaler: Person;
  let shopEntry: string;

  beforeAll(async () => {
    seller = await person('ROLE_INPUT_PROVIDER', 'Map Inputs');
    shop = await person('ROLE_AGRODEALER', 'Village Agro');
    wholesaler = await person('ROLE_WHOLESALER', 'Bulk Wholesale');
    product1 = await product(seller, { name: 'Map Seed', location: 'Kano', price: '5000' });
    shopEntry = (
      await add(shop, { productId: product1, price: '5600', quantity: 8, locations: [{ location: 'Ibadan' }] }).expect(
        201,
      )
    ).body.data.id;
    await add(wholesaler, {
      productId: product1,
      price: '5200',
      quantity: 500,
      locations: [{ location: 'Ikeja, Lagos', price: '5300' }, { location: 'Kano' }],
    }).expect(201);
  });

  it('lists the dealers’ prices, cheapest first, and their selling locations', async () => {
    const prices = (await t.as(shop.token).get(`catalog/${product1}/products`).expect(200)).body;
    expect(prices).toEqual([
      // In stock by the quantity each entry offers: neither dealer records stock movements of it.
      {
        id: expect.any(String),
        seller: { id: wholesaler.id, company: 'Bulk Wholesale', role: 'ROLE_WHOLESALER' },
        price: '5200.00',
        quantity: 500,
        inStock: true,
      },
      {
        id: shopEntry,
        seller: { id: shop.id, company: 'Village Agro', role: 'ROLE_AGRODEALER' },
        price: '5600.00',
        quantity: 8,
        inStock: true,
      },
    ]);
    const places = (await t.as(shop.token).get(`catalog/${product1}/products/location`).expect(200)).body;
    expect(places.map((p: any) => [p.location, p.price, p.seller.company])).toEqual([
      ['Ibadan', '5600.00', 'Village Agro'],
      ['Ikeja, Lagos', '5300.00', 'Bulk Wholesale'],
      ['Kano', '5200.00', 'Bulk Wholesale'],
    ]);
    expect(Object.keys(places[0]).sort()).toEqual([
      'entryId',
      'id',
      'inStock',
      'latitude',
      'location',
      'longitude',
      'price',
      'seller',
    ]);
    await t.as(shop.token).get(`catalog/${randomUUID()}/products`).expect(404);
    await t
      .http()
      .get(api(`catalog/${product1}/products`))
      .expect(401);
  });

  it('shows anyone where to buy it: the input provider, then each selling location', async () => {
    const points = (
      await t
        .http()
        .get(api(`retailers/${product1}`))
        .expect(200)
    ).body;
    expect(points).toHaveLength(4);
    // The input provider holds none in a warehouse or shop; each dealer's entry offers some.
    expect(points[0]).toEqual({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      price: '5000.00',
      role: 'ROLE_INPUT_PROVIDER',
      company: 'Map Inputs',
      location: 'Kano',
      inStock: false,
    });
    expect(points.slice(1).map((p: any) => [p.role, p.company, p.location, p.price, p.inStock])).toEqual([
      ['ROLE_AGRODEALER', 'Village Agro', 'Ibadan', '5600.00', true],
      ['ROLE_WHOLESALER', 'Bulk Wholesale', 'Ikeja, Lagos', '5300.00', true],
      ['ROLE_WHOLESALER', 'Bulk Wholesale', 'Kano', '5200.00', true],
    ]);
    expect(points[1].latitude).toBeCloseTo(7.4, 0);
    const missing = await t
      .http()
      .get(api(`retailers/${randomUUID()}`))
      .set('Accept-Language', 'fr')
      .expect(404);
    expect(missing.body.message).toBe('Aucun produit trouvé');
  });

  it('hides a deactivated dealer’s entries', async () => {
    await t.as(admin).get(`users/deactivate/${wholesaler.id}`).expect(200);
    const prices = (await t.as(shop.token).get(`catalog/${product1}/products`).expect(200)).body;
    expect(prices.map((p: any) => p.seller.id)).toEqual([shop.id]);
    expect((await t.as(shop.token).get(`catalog/${product1}/products/location`).expect(200)).body).toHaveLength(1);
    expect(
      (
        await t
          .http()
          .get(api(`retailers/${product1}`))
          .expect(200)
      ).body.map((p: any) => p.role),
    ).toEqual(['ROLE_INPUT_PROVIDER', 'ROLE_AGRODEALER']);
    await t.as(admin).get(`users/reactivate/${wholesaler.id}`).expect(200);
    expect(
      (
        await t
          .http()
          .get(api(`retailers/${product1}`))
          .expect(200)
      ).body,
    ).toHaveLength(4);
  });

  it('hides every entry of a product that is no longer on sale, which its dealers still see as theirs', async () => {
    await t.as(seller.token).put(`me/products/${product1}/status`).send({ status: 'UNPUBLISHED' }).expect(200);
    await t.as(shop.token).get(`catalog/${product1}/products`).expect(404);
    await t.as(shop.token).get(`catalog/${product1}/products/location`).expect(404);
    await t
      .http()
      .get(api(`retailers/${product1}`))
      .expect(404);
    expect(names(await inputs(shop, 'inputProviderName=map'))).toEqual([]);
    const withdrawn = await inputs(shop, 'inputProviderName=map&status=UNPUBLISHED');
    expect(withdrawn.content.map((item: any) => [item.product.name, item.product.isPublic, item.inMyCatalog])).toEqual([
      ['Map Seed', false, true],
    ]);
    expect(names(await inputs(shop, 'inputProviderName=map&status=ALL'))).toEqual(['Map Seed']);
    const own = (await t.as(shop.token).get(`catalog/products/${shopEntry}`).expect(200)).body;
    expect(own.product.isPublic).toBe(false);
    await t.as(seller.token).put(`me/products/${product1}/status`).send({ status: 'PUBLISHED' }).expect(200);
    expect(
      (
        await t
          .http()
          .get(api(`retailers/${product1}`))
          .expect(200)
      ).body,
    ).toHaveLength(4);
  });
});

describe('staff of a dealer', () => {
  it('keep their employer’s catalogue once granted catalog:manage', async () => {
    const owner = await person('ROLE_DISTRIBUTOR', 'Staffed Distribution');
    const clerk = await person('ROLE_DISTRIBUTOR_STAFF', null, { employerId: owner.id });
    const body = { productId: npk, price: '13100', quantity: 2, locations: [{ location: 'Kano' }] };
    await add(clerk, body).expect(403);
    await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: clerk.id, permissions: ['catalog:manage'] })
      .expect(200);
    const added = await add(clerk, body).expect(201);
    const mine = (await t.as(owner.token).get('catalog/products').expect(200)).body;
    expect(mine.content.map((e: any) => e.id)).toEqual([added.body.data.id]);
    const prices = (await t.as(owner.token).get(`catalog/${npk}/products`).expect(200)).body;
    expect(prices.find((p: any) => p.id === added.body.data.id).seller).toEqual({
      id: owner.id,
      company: 'Staffed Distribution',
      role: 'ROLE_DISTRIBUTOR',
    });
  });
});

describe('affiliations on the inputs screen', () => {
  it('follow the partnership requests: pending, then affiliated; the filter and the flags agree, and the counts too', async () => {
    const partner = await person('ROLE_INPUT_PROVIDER', 'Partner Seeds Ltd');
    const shop = await person('ROLE_RETAILER', 'Partner Shop');
    await product(partner, { name: 'Partner Maize', location: 'Lagos' });
    const mine = (page: any) => page.content.filter((i: any) => i.product.seller.id === partner.id);
    const query = `inputProviderName=partner seeds&latitude=${LAGOS.latitude}&longitude=${LAGOS.longitude}`;
    expect(await inputs(shop, `${query}&isAffiliated=true`)).toMatchObject({ totalElements: 0, content: [] });

    const asked = await t.as(shop.token).post('partners').send({ inputProviderId: partner.id }).expect(201);
    expect(mine(await inputs(shop, query))).toEqual([
      expect.objectContaining({ is_affiliated: false, is_pending: true }),
    ]);
    expect(await inputs(shop, `${query}&isAffiliated=true`)).toMatchObject({ totalElements: 0 });

    await t.as(partner.token).post(`partners/${asked.body.data.id}/APPROVED`).expect(200);
    const affiliated = await inputs(shop, `${query}&isAffiliated=true`);
    expect(affiliated.totalElements).toBe(1);
    expect(mine(affiliated)).toEqual([expect.objectContaining({ is_affiliated: true, is_pending: false })]);
    expect(await inputs(shop, `${query}&isAffiliated=false`)).toMatchObject({ totalElements: 0 });
    // Another dealer is not affiliated with them.
    expect(mine(await inputs(rival, `${query}&isAffiliated=false`))).toEqual([
      expect.objectContaining({ is_affiliated: false, is_pending: false }),
    ]);
  });
});

describe('projections:rebuild', () => {
  it('replays the catalogue entries into the same tables', async () => {
    const snapshot = async () => [
      await t.sql(`SELECT * FROM catalog_entries ORDER BY id`),
      await t.sql(`SELECT * FROM catalog_locations ORDER BY id`),
      await t.sql(`SELECT * FROM catalogue_affiliations ORDER BY dealer_id, input_provider_id`),
    ];
    const before = await snapshot();
    expect(before[0].length).toBeGreaterThan(3);
    expect(before[2]).toEqual([expect.objectContaining({ affiliated: true, pending: false })]);
    await t.sql(`UPDATE catalog_entries SET price = 1`);
    await t.sql(`UPDATE catalogue_affiliations SET affiliated = false`);
    await t.app.get(EventStore).rebuildProjections();
    expect(await snapshot()).toEqual(before);
  });
});

describe('input providers for the filter', () => {
  it('lists the active input providers of the country to a dealer', async () => {
    const list = (await t.as(distributor.token).get('users/input-providers').expect(200)).body;
    expect(list).toEqual(expect.arrayContaining([{ id: provider.id, company: 'Green Farms Ltd' }]));
    expect(list.map((p: any) => p.company)).not.toContain('Accra Agro');
  });
});
