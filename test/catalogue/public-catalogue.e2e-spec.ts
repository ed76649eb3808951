import { DataSource } from 'typeorm';
import { EventStore } from '../../src/kernel/events/event-store';
import {
  api,
  bearer,
  decideProduct,
  Person,
  PERSON_PASSWORD,
  registerPerson,
  submitProduct,
} from '../support/catalogue';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;

let green: Person;
let savanna: Person;
let closing: Person;
let teranga: Person;

/** Public products. */
let urea: { id: string; name: string };
let npk: { id: string; name: string };
let maize: { id: string; name: string };
let senegalUrea: { id: string; name: string };
/** Products that must never be public, by why. */
const hidden: Record<string, string> = {};

const ids = (body: { content?: { id: string }[] } | { id: string }[]) =>
  (Array.isArray(body) ? body : body.content!).map((p) => p.id);
const get = (path: string) => t.http().get(api(path));

beforeAll(async () => {
  t = await startTestApp({
    smtp: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://kasuwa.example' },
  });
  admin = await t.login();
  green = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  savanna = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Savanna Inputs');
  closing = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Closing Agro');
  teranga = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Teranga Intrants', 'Senegal');

  urea = await submitProduct(t, green, {
    name: 'Golden Urea',
    subCategoryId: '6',
    sizeIds: '5',
    description: 'Granular nitrogen fertilizer for top dressing.',
  });
  npk = await submitProduct(t, savanna, {
    name: 'Savanna Compound',
    subCategoryId: '5',
    sizeIds: '4',
    description: 'Compound fertilizer NPK 15-15-15 for cereals.',
  });
  maize = await submitProduct(t, green, {
    name: 'Sunrise Maize',
    categoryId: '2',
    subCategoryId: '7',
    sizeIds: '1,2',
    description: 'Hybrid maize seed, early maturing.',
  });
  senegalUrea = await submitProduct(t, teranga, {
    name: 'Urée Teranga',
    subCategoryId: '6',
    sizeIds: '5',
    location: 'Dakar',
    description: 'Engrais azoté pour le maïs.',
  });
  for (const product of [urea, npk, maize]) await decideProduct(t, admin, product.id, 'APPROVED');
  await decideProduct(t, admin, senegalUrea.id, 'APPROVED', 'Senegal');

  const urea2 = { subCategoryId: '6', sizeIds: '5', description: 'Granular urea for top dressing of maize.' };
  hidden.pending = (await submitProduct(t, green, { ...urea2, name: 'Pending Urea' })).id;
  hidden.rejected = (await submitProduct(t, green, { ...urea2, name: 'Rejected Urea' })).id;
  await decideProduct(t, admin, hidden.rejected, 'REJECTED');
  hidden.unpublished = (await submitProduct(t, green, { ...urea2, name: 'Quiet Urea' })).id;
  await decideProduct(t, admin, hidden.unpublished, 'APPROVED');
  await t
    .http()
    .put(api(`me/products/${hidden.unpublished}/status`))
    .set(bearer(green.token))
    .send({ status: 'UNPUBLISHED' })
    .expect(200);
  hidden.deactivatedSeller = (await submitProduct(t, closing, { ...urea2, name: 'Closing Urea' })).id;
  await decideProduct(t, admin, hidden.deactivatedSeller, 'APPROVED');
  await get(`users/deactivate/${closing.id}`).set(bearer(admin)).expect(200);
});
afterAll(() => t.close());

describe('who is public', () => {
  it('lists only approved, published products of active sellers, newest first', async () => {
    const page = (await get('products').expect(200)).body;
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    expect(ids(page)).toEqual([maize.id, npk.id, urea.id]);
  });

  it('answers 404 for a product that is not public, on every public route', async () => {
    for (const [why, id] of Object.entries(hidden)) {
      for (const path of [
        `products/public/${id}`,
        `products/${id}`,
        `products/${id}/short-detail`,
        `products/${id}/related`,
      ]) {
        const response = await get(path);
        expect([why, path, response.status]).toEqual([why, path, 404]);
      }
      expect((await get(`products/${id}/photos`)).status).toBe(404);
    }
    const fr = await get(`products/public/${hidden.pending}`).set('Accept-Language', 'fr').expect(404);
    expect(fr.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Aucun produit trouvé' });
    await get('products/public/not-a-product').expect(404);
  });

  it('leaves them out of search, vendors, related, recommended and the sitemap', async () => {
    for (const id of Object.values(hidden)) {
      await t
        .http()
        .put(api(`products/${id}/recommend`))
        .set(bearer(admin))
        .send({ recommended: true })
        .expect(200);
    }
    const everywhere = [
      ...ids((await get('products/search?query=urea&size=100').expect(200)).body),
      ...ids((await get(`products/${urea.id}/related`).expect(200)).body),
      ...ids((await get('products/are-recommended').expect(200)).body),
    ];
    for (const id of Object.values(hidden)) expect(everywhere).not.toContain(id);
    expect((await get('products/vendors').expect(200)).body.map((v: any) => v.id)).not.toContain(closing.id);
    const sitemap = (await get('sitemap.xml').expect(200)).text;
    for (const id of Object.values(hidden)) expect(sitemap).not.toContain(id);
  });

  it('shows a product that is not public to its seller and to administrators only', async () => {
    expect((await get(`products/${hidden.pending}`).set(bearer(green.token)).expect(200)).body).toMatchObject({
      id: hidden.pending,
      approvalStatus: 'PENDING',
    });
    expect((await get(`products/${hidden.rejected}`).set(bearer(admin)).expect(200)).body.approvalStatus).toBe(
      'REJECTED',
    );
    await get(`products/${hidden.pending}`).set(bearer(savanna.token)).expect(404);
    // Not even its seller sees it on the public page address.
    await get(`products/public/${hidden.pending}`).set(bearer(green.token)).expect(404);
  });

  it('brings a reactivated seller’s products back', async () => {
    await get(`users/reactivate/${closing.id}`).set(bearer(admin)).expect(200);
    expect(ids((await get('products').expect(200)).body)).toContain(hidden.deactivatedSeller);
    expect(ids((await get('products/search?query=closing').expect(200)).body)).toEqual([hidden.deactivatedSeller]);
    expect((await get('products/vendors').expect(200)).body.map((v: any) => v.company)).toContain('Closing Agro');
    expect((await get('sitemap.xml').expect(200)).text).toContain(hidden.deactivatedSeller);
    await get(`products/public/${hidden.deactivatedSeller}`).expect(200);

    await get(`users/deactivate/${closing.id}`).set(bearer(admin)).expect(200);
    await get(`products/public/${hidden.deactivatedSeller}`).expect(404);
  });

  it('drops a deleted seller’s products', async () => {
    const leaving = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Leaving Agro');
    const product = await submitProduct(t, leaving, { name: 'Farewell Urea', subCategoryId: '6' });
    await decideProduct(t, admin, product.id, 'APPROVED');
    await get(`products/public/${product.id}`).expect(200);
    await t
      .http()
      .delete(api(`users/delete/user/${leaving.id}`))
      .set(bearer(admin))
      .expect(200);
    await get(`products/public/${product.id}`).expect(404);
    expect((await get('products/vendors').expect(200)).body.map((v: any) => v.id)).not.toContain(leaving.id);
    expect(await t.sql(`SELECT * FROM catalogue_sellers WHERE seller_id = $1`, [leaving.id])).toEqual([]);
  });
});

describe('a public product', () => {
  it('shows the seller, the country, its currency, its slug and its counts', async () => {
    const product = (await get(`products/${urea.id}`).expect(200)).body;
    expect(product).toMatchObject({
      id: urea.id,
      slug: `golden-urea-${urea.id}`,
      name: 'Golden Urea',
      price: '12500.50',
      currency: 'NGN',
      seller: { id: green.id, company: 'Green Farms Ltd' },
      country: { id: 1, name: 'Nigeria' },
      category: { id: 1, name: 'Fertilizer', nameFr: 'Engrais' },
      subCategory: { id: 6, name: 'Urea', nameFr: 'Urée' },
      recommended: false,
      certified: false,
      likes: 0,
      rating: { average: 0, count: 0 },
      status: 'PUBLISHED',
      approvalStatus: 'APPROVED',
    });
    expect(product.mainPhoto).toBe(product.photos[0].url);
    await get(product.mainPhoto).expect(200);

    const bySlug = (await get(`products/public/${product.slug}`).expect(200)).body;
    expect(bySlug).toEqual(product);
    expect((await get(`products/public/${urea.id}`).expect(200)).body.id).toBe(urea.id);
    expect((await get(`products/public/any-words-${urea.id}`).expect(200)).body.id).toBe(urea.id);
  });

  it('is priced in XOF in Senegal and NGN in Nigeria', async () => {
    const senegal = (await get(`products/public/${senegalUrea.id}`).expect(200)).body;
    expect(senegal).toMatchObject({
      currency: 'XOF',
      country: { id: 4, name: 'Senegal' },
      slug: `uree-teranga-${senegalUrea.id}`,
      seller: { company: 'Teranga Intrants' },
    });
    expect((await get(`products/${npk.id}/short-detail`).expect(200)).body.currency).toBe('NGN');
    const list = (await get('products').set('Country', 'Senegal').expect(200)).body;
    expect(list.content.map((p: any) => [p.id, p.currency])).toEqual([[senegalUrea.id, 'XOF']]);
  });

  it('has a short detail', async () => {
    const short = (await get(`products/${npk.id}/short-detail`).expect(200)).body;
    expect(Object.keys(short).sort()).toEqual([
      'currency',
      'id',
      'likes',
      'mainPhoto',
      'name',
      'price',
      'rating',
      'seller',
      'slug',
    ]);
    expect(short).toMatchObject({
      id: npk.id,
      name: 'Savanna Compound',
      price: '12500.50',
      seller: { id: savanna.id, company: 'Savanna Inputs' },
      rating: { average: 0, count: 0 },
      likes: 0,
    });
  });

  it('reads likes and ratings from the review counts', async () => {
    await t.sql(
      `INSERT INTO product_review_stats (product_id, likes, rating_count, rating_sum) VALUES ($1, 3, 3, 13) ON CONFLICT (product_id) DO UPDATE SET likes = 3, rating_count = 3, rating_sum = 13`,
      [maize.id],
    );
    expect((await get(`products/${maize.id}/short-detail`).expect(200)).body).toMatchObject({
      likes: 3,
      rating: { average: 4.33, count: 3 },
    });
    await t.sql(`DELETE FROM product_review_stats WHERE product_id = $1`, [maize.id]);
  });

  it('has related products: the same subcategory first, then the same category', async () => {
    const more = await submitProduct(t, savanna, { name: 'Savanna Urea', subCategoryId: '6', sizeIds: '5' });
    await decideProduct(t, admin, more.id, 'APPROVED');
    expect(ids((await get(`products/${urea.id}/related`).expect(200)).body)).toEqual([more.id, npk.id]);
    expect(ids((await get(`products/${urea.id}/related?category=2`).expect(200)).body)).toEqual([more.id, maize.id]);
    expect(ids((await get(`products/${urea.id}/related?countryName=senegal`).expect(200)).body)).toEqual([
      senegalUrea.id,
    ]);
    await t
      .http()
      .delete(api(`me/products/${more.id}`))
      .set(bearer(savanna.token))
      .expect(200);
  });

  it('lists the vendors of the country by name', async () => {
    expect((await get('products/vendors').expect(200)).body).toEqual([
      { id: green.id, company: 'Green Farms Ltd' },
      { id: savanna.id, company: 'Savanna Inputs' },
    ]);
    expect((await get('products/vendors').set('Country', 'Senegal').expect(200)).body).toEqual([
      { id: teranga.id, company: 'Teranga Intrants' },
    ]);
  });
});

describe('filters', () => {
  const listed = async (query: string, country?: string) => {
    const request = get(`products?${query}`);
    if (country) request.set('Country', country);
    return ids((await request.expect(200)).body);
  };

  it('filter by category, subcategory (id or name), packaging size, vendor and country', async () => {
    expect(await listed('category=2')).toEqual([maize.id]);
    expect(await listed('category=1')).toEqual([npk.id, urea.id]);
    expect(await listed('subCategoryId=6')).toEqual([urea.id]);
    expect(await listed('subCategoryId=5,6')).toEqual([npk.id, urea.id]);
    expect(await listed('subCategoryId=5&subCategoryId=7')).toEqual([maize.id, npk.id]);
    expect(await listed(`subCategory=${encodeURIComponent('URÉE')}`)).toEqual([urea.id]);
    expect(await listed('subCategory=maize')).toEqual([maize.id]);
    expect(await listed(`subCategory=${encodeURIComponent('maïs,npk')}`)).toEqual([maize.id, npk.id]);
    expect(await listed('packagingSize=4')).toEqual([npk.id]);
    expect(await listed('packagingSize=1,4')).toEqual([maize.id, npk.id]);
    expect(await listed(`vendors=${savanna.id}`)).toEqual([npk.id]);
    expect(await listed(`vendors=${savanna.id},${green.id}&category=2`)).toEqual([maize.id]);
    expect(await listed('countryName=senegal')).toEqual([senegalUrea.id]);
    expect(await listed('countryName=nigeria', 'Senegal')).toEqual([maize.id, npk.id, urea.id]);
    expect(await listed('category=&vendors=&status=PUBLISHED')).toEqual([maize.id, npk.id, urea.id]);
  });

  it('pages', async () => {
    const second = (await get('products?page=1&size=2').expect(200)).body;
    expect(second).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(ids(second)).toEqual([urea.id]);
  });

  it('refuses bad filters with translated messages', async () => {
    const country = await get('products?countryName=atlantis').set('Accept-Language', 'fr').expect(400);
    expect(country.body).toMatchObject({ code: 'COUNTRY_UNKNOWN', errors: [{ field: 'countryName' }] });
    expect(country.body.message).toContain('Pays inconnu « atlantis »');
    const bad = await get('products?vendors=abc&packagingSize=x&size=101').expect(400);
    expect([...new Set(bad.body.errors.map((e: any) => e.field))].sort()).toEqual(['packagingSize', 'size', 'vendors']);
    await get('products?status=UNPUBLISHED').expect(400);
    await get('products?owner=me').expect(400);
  });
});

describe('search', () => {
  const found = async (query: string, extra = '') =>
    ids((await get(`products/search?query=${encodeURIComponent(query)}${extra}`).expect(200)).body);

  it('tolerates typos, accents, case, and finds category names in English and French', async () => {
    expect((await found('ureaa'))[0]).toBe(urea.id);
    expect(await found('engrais npk')).toEqual([npk.id]);
    expect(await found('Engrais de NPK')).toEqual([npk.id]);
    expect((await found('npk 15 15'))[0]).toBe(npk.id);
    const engrais = await found('engrais');
    expect(engrais).toEqual(expect.arrayContaining([urea.id, npk.id]));
    expect(engrais).not.toContain(maize.id);
    expect(await found('ENGRAIS')).toEqual(engrais);
    expect(await found('uree')).toEqual([urea.id]);
    expect(await found('Urée')).toEqual([urea.id]);
    expect(await found('semence')).toEqual([maize.id]);
    expect(await found('uree', '&countryName=senegal')).toEqual([senegalUrea.id]);
    expect(await found('mais azote', '&countryName=senegal')).toEqual([senegalUrea.id]);
    expect(await found('tractor')).toEqual([]);
  });

  it('orders by relevance and pages', async () => {
    const page = (await get('products/search?query=golden%20urea&size=1').expect(200)).body;
    expect(page).toMatchObject({ page: 0, size: 1, totalElements: 1 });
    expect(ids(page)).toEqual([urea.id]);
    const fertilizer = (await get('products/search?query=fertilizer&size=1&page=1').expect(200)).body;
    expect(fertilizer).toMatchObject({ page: 1, size: 1, totalElements: 2, totalPages: 2 });
    expect((await get('products/search?query=fertilizer&page=5').expect(200)).body).toMatchObject({
      content: [],
      totalElements: 2,
    });
  });

  it('follows a category renamed', async () => {
    await t
      .http()
      .put(api('category/2'))
      .set(bearer(admin))
      .send({ name: 'Seeds and grains', nameFr: 'Semences et graines' })
      .expect(200);
    expect(await found('graines')).toEqual([maize.id]);
    await t.http().put(api('category/2')).set(bearer(admin)).send({ name: 'Seed', nameFr: 'Semence' }).expect(200);
    expect(await found('graines')).toEqual([]);
  });

  it('asks for something to search for', async () => {
    for (const query of ['', 'query=', 'query=%20%20', 'query=%21%21']) {
      const response = await get(`products/search?${query}`).expect(400);
      expect(response.body).toMatchObject({
        code: 'SEARCH_QUERY_REQUIRED',
        message: 'Type a word or a number to search for.',
        errors: [{ field: 'query' }],
      });
    }
    const fr = await get('products/search?query=').set('Accept-Language', 'fr').expect(400);
    expect(fr.body.message).toBe('Saisissez un mot ou un nombre à rechercher.');
  });
});

describe('recommended and certified', () => {
  it('are set by administrators only', async () => {
    const refused = await t
      .http()
      .put(api(`products/${urea.id}/recommend`))
      .set(bearer(green.token))
      .expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    await t
      .http()
      .put(api(`products/${urea.id}/certify`))
      .set(bearer(green.token))
      .send({ certified: true })
      .expect(403);
    await t
      .http()
      .put(api(`products/${urea.id}/recommend`))
      .expect(401);
    expect((await get(`products/${urea.id}`).expect(200)).body).toMatchObject({ recommended: false, certified: false });
  });

  it('toggle without a body, set with one, and show on the public pages', async () => {
    const recommended = await t
      .http()
      .put(api(`products/${urea.id}/recommend`))
      .set(bearer(admin))
      .expect(200);
    expect(recommended.body).toMatchObject({
      success: true,
      message: 'Product recommended.',
      data: { id: urea.id, recommended: true, certified: false },
    });
    expect(ids((await get('products/are-recommended').expect(200)).body)).toEqual([urea.id]);
    expect(ids((await get('products/are-recommended?country=senegal').expect(200)).body)).toEqual([]);

    const again = await t
      .http()
      .put(api(`products/${urea.id}/recommend`))
      .set(bearer(admin))
      .send({ recommended: true })
      .expect(200);
    expect(again.body.data.recommended).toBe(true);
    const off = await t
      .http()
      .put(api(`products/${urea.id}/recommend`))
      .set(bearer(admin))
      .set('Accept-Language', 'fr')
      .send({ recommended: false })
      .expect(200);
    expect(off.body).toMatchObject({ message: 'Produit retiré des recommandations.', data: { recommended: false } });
    expect(ids((await get('products/are-recommended').expect(200)).body)).toEqual([]);
    await t
      .http()
      .put(api(`products/${urea.id}/recommend`))
      .set(bearer(admin))
      .send({})
      .expect(200);

    const certified = await t
      .http()
      .put(api(`products/${npk.id}/certify`))
      .set(bearer(admin))
      .send({ certified: true })
      .expect(200);
    expect(certified.body).toMatchObject({ message: 'Product certified.', data: { certified: true } });
    expect((await get(`products/public/${npk.id}`).expect(200)).body).toMatchObject({
      certified: true,
      recommended: false,
    });
    const toggled = await t
      .http()
      .put(api(`products/${npk.id}/certify`))
      .set(bearer(admin))
      .expect(200);
    expect(toggled.body).toMatchObject({ message: 'Product no longer certified.', data: { certified: false } });

    const types = await t.sql(
      `SELECT type FROM events WHERE stream_id = $1 AND type LIKE '%Changed' ORDER BY version`,
      [`product-${npk.id}`],
    );
    expect(types).toEqual([{ type: 'ProductCertificationChanged' }, { type: 'ProductCertificationChanged' }]);
  });

  it('apply to products of the working country, with a valid body', async () => {
    await t
      .http()
      .put(api(`products/${senegalUrea.id}/recommend`))
      .set(bearer(admin))
      .expect(404);
    await t
      .http()
      .put(api(`products/${senegalUrea.id}/recommend`))
      .set(bearer(admin))
      .set('Country', 'Senegal')
      .expect(200);
    expect(ids((await get('products/are-recommended?country=senegal').expect(200)).body)).toEqual([senegalUrea.id]);
    expect(ids((await get('products/are-recommended').set('Country', 'Senegal').expect(200)).body)).toEqual([
      senegalUrea.id,
    ]);
    const bad = await t
      .http()
      .put(api(`products/${urea.id}/recommend`))
      .set(bearer(admin))
      .send({ recommended: 'yes' })
      .expect(400);
    expect(bad.body.errors).toEqual([{ field: 'recommended', message: 'Must be true or false.' }]);
    await t
      .http()
      .put(api(`products/${urea.id}/certify`))
      .set(bearer(admin))
      .send({ certified: true, extra: 1 })
      .expect(400);
    await t.http().put(api('products/00000000-0000-4000-8000-000000000000/certify')).set(bearer(admin)).expect(404);
  });
});

describe('sitemap.xml', () => {
  it('lists the public products of every country, at /api/v1/sitemap.xml and at the site root', async () => {
    for (const path of ['/api/v1/sitemap.xml', '/sitemap.xml']) {
      const response = await t.http().get(path).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = response.text;
      expect(
        xml.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ),
      ).toBe(true);
      for (const [product, slug] of [
        [urea, 'golden-urea'],
        [npk, 'savanna-compound'],
        [maize, 'sunrise-maize'],
        [senegalUrea, 'uree-teranga'],
      ] as const) {
        expect(xml).toMatch(
          new RegExp(
            `<url><loc>https://kasuwa\\.example/products/${slug}-${product.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
          ),
        );
      }
      expect(xml.match(/<url>/g)).toHaveLength(4);
      for (const id of Object.values(hidden)) expect(xml).not.toContain(id);
    }
  });
});

describe('projections:rebuild', () => {
  it('reproduces the sellers and the products with their flags and search text', async () => {
    const snapshot = async () => ({
      sellers: await t.sql(`SELECT * FROM catalogue_sellers ORDER BY seller_id`),
      products: await t.sql(`SELECT * FROM products ORDER BY id`),
      photos: await t.sql(`SELECT * FROM product_photos ORDER BY id`),
      vocabulary: await t.sql(`SELECT * FROM catalogue_search_words ORDER BY word`),
    });
    const before = await snapshot();
    expect(before.sellers.find((s) => s.seller_id === closing.id)).toMatchObject({
      company: 'Closing Agro',
      active: false,
      country_id: 1,
    });
    expect(before.products.find((p) => p.id === urea.id)).toMatchObject({
      recommended: true,
      search_name: 'golden urea',
    });
    expect(before.products.find((p) => p.id === npk.id).search_document).toContain('npk 15 15 15');
    // Every word counts the products that use it, and only those.
    const used = await t.sql(
      `SELECT word, count(*)::int AS products FROM products, unnest(search_words) word GROUP BY word ORDER BY word`,
    );
    expect(before.vocabulary).toEqual(used);
    await t.sql(`UPDATE catalogue_sellers SET company = 'tampered', active = true`);
    await t.sql(`UPDATE products SET search_document = '', search_words = '{}', recommended = false`);
    await t.sql(`DELETE FROM catalogue_search_words WHERE word = 'urea'`);
    await t.app.get(EventStore).rebuildProjections();
    expect(await snapshot()).toEqual(before);
  });
});

describe('answers kept in memory', () => {
  it('follow every change at once: counts, search results and dealer inputs are never stale', async () => {
    const dealer = await registerPerson(t, 'ROLE_DISTRIBUTOR', 'Zaria Dealers');
    const total = async () => (await get('products?size=1').expect(200)).body.totalElements;
    const found = async () => ids((await get('products/search?query=zircon').expect(200)).body);
    const inputs = async () =>
      (await get('catalog/products/filter?size=1').set(bearer(dealer.token)).expect(200)).body.totalElements;
    const before = { total: await total(), inputs: await inputs() };
    expect(await found()).toEqual([]);

    const zircon = await submitProduct(t, savanna, {
      name: 'Zircon Boost',
      subCategoryId: '6',
      sizeIds: '5',
      description: 'Zinc enriched fertilizer for maize.',
    });
    expect([await total(), await found(), await inputs()]).toEqual([before.total, [], before.inputs]);
    await decideProduct(t, admin, zircon.id, 'APPROVED');
    expect([await total(), await found(), await inputs()]).toEqual([before.total + 1, [zircon.id], before.inputs + 1]);

    await get(`users/deactivate/${savanna.id}`).set(bearer(admin)).expect(200);
    const [{ n: savannaPublic }] = await t.sql(
      `SELECT count(*)::int AS n FROM products WHERE owner_id = $1 AND status = 'PUBLISHED' AND approval_status = 'APPROVED'`,
      [savanna.id],
    );
    expect([await total(), await found()]).toEqual([before.total + 1 - savannaPublic, []]);
    await get(`users/reactivate/${savanna.id}`).set(bearer(admin)).expect(200);
    expect([await total(), await found()]).toEqual([before.total + 1, [zircon.id]]);

    // Deactivation ended the seller's sessions: they sign in again.
    const again = await t.login(savanna.email, PERSON_PASSWORD);
    await t
      .http()
      .delete(api(`me/products/${zircon.id}`))
      .set(bearer(again))
      .expect(200);
    expect([await total(), await found(), await inputs()]).toEqual([before.total, [], before.inputs]);
  });

  it('show a page asked again with its products as they are now (likes move no listing)', async () => {
    const liker = await registerPerson(t, 'ROLE_FARMER', 'Liking Farmer');
    const likesOf = async (path: string) =>
      (await get(path).expect(200)).body.content.find((p: { id: string }) => p.id === npk.id)?.likes;
    const list = 'products?category=1&size=50';
    const search = 'products/search?query=compound';
    const before = [await likesOf(list), await likesOf(search)];
    expect([await likesOf(list), await likesOf(search)]).toEqual(before);
    await t.http().post(api('product/like')).set(bearer(liker.token)).send({ productId: npk.id }).expect(200);
    await t.drainConsumers();
    expect([await likesOf(list), await likesOf(search)]).toEqual([before[0] + 1, before[1] + 1]);
  });

  it('computes a missed count or search once, however many ask for it at the same moment', async () => {
    const dataSource = t.app.get(DataSource);
    const statements: string[] = [];
    const original = dataSource.query.bind(dataSource);
    const query = jest.spyOn(dataSource, 'query').mockImplementation((text: string, ...rest: any[]) => {
      statements.push(text);
      return original(text, ...rest);
    });
    try {
      // Questions not asked before: every one of the 25 askers misses the cache at the same moment.
      const [lists, searches] = await Promise.all([
        Promise.all(Array.from({ length: 25 }, () => get('products?category=1&packagingSize=4&size=2').expect(200))),
        Promise.all(Array.from({ length: 25 }, () => get('products/search?query=savanna%20compound').expect(200))),
      ]);
      expect(new Set(lists.map((r) => r.body.totalElements)).size).toBe(1);
      expect(searches.map((r) => ids(r.body))).toEqual(Array(25).fill([npk.id]));
      const counts = statements.filter((text) => /^SELECT count\(\*\)::int AS total FROM products p/.test(text));
      const rankings = statements.filter((text) => text.includes('count(*) OVER ()'));
      expect([counts.length, rankings.length]).toEqual([1, 1]);
    } finally {
      query.mockRestore();
    }
  });
});
