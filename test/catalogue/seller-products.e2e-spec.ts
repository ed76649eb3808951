import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { EventStore } from '../../src/kernel/events/event-store';
import { PNG, PRODUCT_FIELDS } from '../support/catalogue';
import { api, person as registered } from '../support/people';
import { startSignedInApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startSignedInApp()));
afterAll(() => t.close());

const person = (role: string, company: string | null = null) => registered(t, role, { company });

const FIELDS = PRODUCT_FIELDS;

/** A multipart product form: `fields` over the defaults, and `photos` as files. */
function form(req: request.Test, fields: Record<string, string | string[] | undefined> = {}, photos: Buffer[] = [PNG]) {
  for (const [key, value] of Object.entries({ ...FIELDS, ...fields })) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) req.field(key, v);
  }
  photos.forEach((p, i) => req.attach('photos', p, { filename: `photo${i}.png`, contentType: 'image/png' }));
  return req;
}

describe('reference lists', () => {
  it('answers the lists to anyone, with the French names', async () => {
    const categories = (await t.http().get(api('category')).expect(200)).body;
    const fertilizer = categories.find((c: any) => c.id === 1);
    expect(fertilizer).toMatchObject({ name: 'Fertilizer', nameFr: 'Engrais' });
    expect(fertilizer.subCategories.map((s: any) => s.id)).toEqual(expect.arrayContaining([5, 6, 10]));
    expect(categories.map((c: any) => c.name)).toEqual(
      expect.arrayContaining(['Seed', 'Crop protection', 'Equipment']),
    );
    const subs = (await t.http().get(api('sub-category')).set('Accept-Language', 'fr').expect(200)).body;
    expect(subs.find((s: any) => s.id === 6)).toEqual({ id: 6, name: 'Urea', nameFr: 'Urée', categoryId: 1 });
    expect((await t.http().get(api('sub-category/10/category')).expect(200)).body).toMatchObject({
      id: 1,
      name: 'Fertilizer',
    });
    const missing = await t.http().get(api('sub-category/9999/category')).set('Accept-Language', 'fr').expect(404);
    expect(missing.body.message).toBe('Aucune sous-catégorie trouvée.');
    expect((await t.http().get(api('size')).expect(200)).body).toEqual(
      expect.arrayContaining([{ id: 5, name: '50 kg', nameFr: '50 kg' }]),
    );
    for (const path of ['usage', 'delivery-method', 'products/form', 'products/type']) {
      const list = (await t.http().get(api(path)).expect(200)).body;
      expect(list.length).toBeGreaterThan(2);
      expect(Object.keys(list[0]).sort()).toEqual(['id', 'name', 'nameFr']);
    }
    expect((await t.http().get(api('products/form')).expect(200)).body[1]).toEqual({
      id: 2,
      name: 'Liquid',
      nameFr: 'Liquide',
    });
  });
});

describe('categories', () => {
  it('creates, reads, renames and deletes a category; names are unique whatever the case', async () => {
    const created = await t
      .as(admin)
      .post('category')
      .send({
        name: 'Animal feed',
        nameFr: 'Aliments pour animaux',
        subCategories: [{ name: 'Poultry feed', nameFr: 'Aliment volaille' }],
      })
      .expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Category created.',
      data: { name: 'Animal feed', nameFr: 'Aliments pour animaux' },
    });
    const id = created.body.data.id;
    expect(id).toBeGreaterThanOrEqual(1000);
    expect(created.body.data.subCategories).toEqual([
      expect.objectContaining({ name: 'Poultry feed', nameFr: 'Aliment volaille' }),
    ]);
    expect(
      (
        await t
          .http()
          .get(api(`category/${id}`))
          .expect(200)
      ).body.name,
    ).toBe('Animal feed');

    const taken = await t
      .as(admin)
      .post('category')
      .set('Accept-Language', 'fr')
      .send({ name: 'ANIMAL FEED' })
      .expect(409);
    expect(taken.body).toMatchObject({ code: 'CATEGORY_NAME_TAKEN', message: 'Une catégorie porte déjà ce nom.' });

    const renamed = await t
      .as(admin)
      .put(`category/${id}`)
      .send({ name: 'Livestock feed', nameFr: 'Aliments du bétail' })
      .expect(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Livestock feed', nameFr: 'Aliments du bétail' });
    await t.as(admin).put(`category/${id}`).send({ name: 'seed' }).expect(409);
    // A seeded category can be renamed too (its stream starts with the change).
    await t.as(admin).put('category/4').send({ name: 'Farm equipment', nameFr: 'Équipement agricole' }).expect(200);

    await t.as(admin).delete(`category/${id}`).expect(200);
    await t
      .http()
      .get(api(`category/${id}`))
      .expect(404);
    await t.as(admin).delete(`category/${id}`).expect(404);
    expect(await t.sql(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [`category-${id}`])).toEqual([
      { type: 'CategoryCreated' },
      { type: 'CategoryRenamed' },
      { type: 'CategoryDeleted' },
    ]);
  });
});

describe('seller products', () => {
  let seller: { id: string; token: string; email: string };
  let other: { id: string; token: string; email: string };
  let productId: string;

  beforeAll(async () => {
    seller = await person('ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
    other = await person('ROLE_INPUT_PROVIDER', 'Savanna Inputs');
  });

  it('creates a product with its photos, PENDING approval, coordinates from the place', async () => {
    const created = await form(t.as(seller.token).post('me/products'), { location: 'kano' }, [PNG, PNG]).expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Product created. It will be visible once approved.',
      data: {
        name: 'Golden NPK',
        category: { id: 1, name: 'Fertilizer', nameFr: 'Engrais' },
        subCategory: { id: 5, name: 'NPK' },
        subCategoryId: 5,
        sizes: [
          { id: 4, name: '25 kg' },
          { id: 5, name: '50 kg' },
        ],
        price: '12500.50',
        quantity: 100,
        status: 'PUBLISHED',
        approvalStatus: 'PENDING',
        ownerId: seller.id,
      },
    });
    expect(typeof created.body.data.latitude).toBe('number');
    expect(created.body.data.photos).toHaveLength(2);
    expect(created.body.data.photos[0].main).toBe(true);
    productId = created.body.data.id;

    const image = await t
      .as(seller.token)
      .get(`products/${productId}/photos/${created.body.data.photos[0].id}`)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.body)).toEqual(PNG);
    // Not public yet: anyone else is told it does not exist.
    await t
      .http()
      .get(api(`products/${productId}/photos`))
      .expect(404);
    expect((await t.as(admin).get(`products/${productId}/photos`).expect(200)).body).toHaveLength(2);
  });

  it('accepts repeated list fields and an accented, comma-separated location', async () => {
    const created = await form(t.as(seller.token).post('me/products'), {
      name: 'Maize Seed',
      categoryId: '2',
      subCategoryId: '7',
      sizeIds: ['1', '2'],
      usageIds: ['1', '6'],
      location: 'Somewhere, LÁGOS',
      latitude: '6.5',
      longitude: '3.3',
    }).expect(201);
    expect(created.body.data).toMatchObject({
      sizes: [{ id: 1 }, { id: 2 }],
      usages: [{ id: 1 }, { id: 6 }],
      latitude: 6.5,
      longitude: 3.3,
    });
  });

  it('refuses invalid forms with translated messages', async () => {
    const short = await form(t.as(seller.token).post('me/products'), { name: 'Ab' }).expect(400);
    expect(short.body.errors).toEqual([{ field: 'name', message: 'From 3 to 25 letters (spaces allowed).' }]);
    const digits = await form(t.as(seller.token).post('me/products'), {
      name: 'NPK 15 15 15',
    }).expect(400);
    expect(digits.body.errors[0].field).toBe('name');

    const nowhere = await form(t.as(seller.token).post('me/products'), {
      location: 'Atlantis',
    }).expect(400);
    expect(nowhere.body.errors).toEqual([
      { field: 'location', message: 'Unable to resolve location. Please, use a more detailed address.' },
    ]);
    const nowhereFr = await form(t.as(seller.token).post('me/products').set('Accept-Language', 'fr'), {
      location: 'Atlantis',
    }).expect(400);
    expect(nowhereFr.body.errors[0].message).toBe(
      'Impossible de localiser cette adresse. Veuillez donner une adresse plus précise.',
    );

    const noPhoto = await form(t.as(seller.token).post('me/products'), {}, []).expect(400);
    expect(noPhoto.body.errors).toEqual([{ field: 'photos', message: 'The main image is required.' }]);

    const wrongSub = await form(t.as(seller.token).post('me/products'), {
      subCategoryId: '7',
      sizeIds: '4,999',
    }).expect(400);
    expect(wrongSub.body.errors.map((e: any) => e.field).sort()).toEqual(['sizeIds', 'subCategoryId']);

    const script = await form(t.as(seller.token).post('me/products'), {}, [
      Buffer.from('<script>alert(1)</script>'),
    ]).expect(415);
    expect(script.body.code).toBe('UPLOAD_TYPE_REJECTED');
    await t.as(seller.token).post('me/products').send(FIELDS).expect(415);

    const [{ count }] = await t.sql(`SELECT count(*)::int AS count FROM products WHERE owner_id = $1`, [seller.id]);
    expect(count).toBe(2);
  });

  it('reads the product form as every other form: the same codes for a form it cannot read, too many photos, a stray file', async () => {
    const post = () => t.as(seller.token).post('me/products');
    const noBoundary = await post()
      .set('Content-Type', 'multipart/form-data')
      .set('Accept-Language', 'fr')
      .send('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nGolden NPK\r\n--x--\r\n')
      .expect(400);
    expect(noBoundary.body).toMatchObject({
      success: false,
      status: 400,
      code: 'MULTIPART_UNREADABLE',
      message: "Le formulaire n'a pas pu être lu : renvoyez-le en multipart/form-data.",
    });
    const truncated = await post()
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\n\r\n\x89PNG')
      .expect(400);
    expect(truncated.body).toMatchObject({ success: false, status: 400, code: 'MULTIPART_UNREADABLE' });

    const eleven = await form(
      post(),
      {},
      Array.from({ length: 11 }, () => PNG),
    ).expect(400);
    expect(eleven.body).toMatchObject({ code: 'PRODUCT_TOO_MANY_PHOTOS' });
    const stray = await form(post(), {}, [PNG]).attach('leaflet', PNG, 'leaflet.png').expect(400);
    expect(stray.body.errors).toEqual([{ field: 'leaflet', message: expect.any(String) }]);
    const tooLarge = await form(post(), {}, [Buffer.concat([PNG, Buffer.alloc(t.config.uploadMaxBytes)])]).expect(413);
    expect(tooLarge.body.code).toBe('UPLOAD_TOO_LARGE');

    const [{ count }] = await t.sql(`SELECT count(*)::int AS count FROM products WHERE owner_id = $1`, [seller.id]);
    expect(count).toBe(2);
  });

  it('updates a product, adding photos, and sends it back to approval', async () => {
    await t.sql(`UPDATE products SET approval_status = 'APPROVED' WHERE id = $1`, [productId]);
    const updated = await form(
      t.as(seller.token).put(`me/products/${productId}`),
      { name: 'Golden NPK Plus', price: '13000' },
      [PNG],
    ).expect(200);
    expect(updated.body).toMatchObject({
      message: 'Product updated. It will be visible again once approved.',
      data: { name: 'Golden NPK Plus', price: '13000.00', approvalStatus: 'PENDING' },
    });
    expect(updated.body.data.photos).toHaveLength(3);
    const withoutPhotos = await form(t.as(seller.token).put(`me/products/${productId}`), { quantity: '80' }, []).expect(
      200,
    );
    expect(withoutPhotos.body.data).toMatchObject({ quantity: 80, name: 'Golden NPK' });
    expect(withoutPhotos.body.data.photos).toHaveLength(3);
  });

  it('publishes and unpublishes, and filters the list', async () => {
    const unpublished = await t
      .as(seller.token)
      .put(`me/products/${productId}/status`)
      .send({ status: 'UNPUBLISHED' })
      .expect(200);
    expect(unpublished.body.data.status).toBe('UNPUBLISHED');
    await t.as(seller.token).put(`me/products/${productId}/status`).send({ status: 'HIDDEN' }).expect(400);

    const all = (await t.as(seller.token).get('me/products').expect(200)).body;
    expect(all).toMatchObject({ page: 0, size: 20, totalElements: 2, totalPages: 1 });
    const names = (query: string) =>
      t
        .as(seller.token)
        .get(`me/products?${query}`)
        .expect(200)
        .then((r) => r.body.content.map((p: any) => p.name));
    expect(await names('status=UNPUBLISHED')).toEqual(['Golden NPK']);
    expect(await names('status=PUBLISHED')).toEqual(['Maize Seed']);
    expect(await names('category=2')).toEqual(['Maize Seed']);
    expect(await names('subCategoryId=5')).toEqual(['Golden NPK']);
    expect((await t.as(seller.token).get('me/products?page=1&size=1').expect(200)).body).toMatchObject({
      page: 1,
      size: 1,
      totalElements: 2,
      totalPages: 2,
    });
    expect((await t.as(other.token).get('me/products').expect(200)).body.totalElements).toBe(0);
    expect((await t.as(seller.token).get(`me/products/${productId}`).expect(200)).body.id).toBe(productId);
    await t.as(seller.token).put(`me/products/${productId}/status`).send({ status: 'PUBLISHED' }).expect(200);
  });

  it('removes photos but never the last one', async () => {
    const photos = (await t.as(seller.token).get(`me/products/${productId}`).expect(200)).body.photos.map(
      (p: any) => p.id,
    );
    const removed = await t
      .as(seller.token)
      .delete(`me/products/${productId}/photos`)
      .send({ photoIds: [photos[0], photos[1]] })
      .expect(200);
    expect(removed.body.data.photos.map((p: any) => p.id)).toEqual([photos[2]]);
    expect(removed.body.data.photos[0].main).toBe(true);
    const last = await t
      .as(seller.token)
      .delete(`me/products/${productId}/photos`)
      .send({ photoIds: [photos[2]] })
      .expect(400);
    expect(last.body).toMatchObject({ code: 'PRODUCT_LAST_PHOTO', message: 'A product keeps at least one photo.' });
    await t
      .as(seller.token)
      .delete(`me/products/${productId}/photos`)
      .send({ photoIds: [randomUUID()] })
      .expect(404);
  });

  it('answers 404 to another seller and changes nothing', async () => {
    const before = await t.sql(`SELECT * FROM products WHERE id = $1`, [productId]);
    const events = await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`product-${productId}`]);
    const photoId = (await t.sql(`SELECT id FROM product_photos WHERE product_id = $1`, [productId]))[0].id;
    await t.as(other.token).get(`me/products/${productId}`).expect(404);
    await form(t.as(other.token).put(`me/products/${productId}`), { name: 'Stolen' }).expect(404);
    await t.as(other.token).put(`me/products/${productId}/status`).send({ status: 'UNPUBLISHED' }).expect(404);
    await t
      .as(other.token)
      .delete(`me/products/${productId}/photos`)
      .send({ photoIds: [photoId] })
      .expect(404);
    const refused = await t.as(other.token).delete(`me/products/${productId}`).expect(404);
    expect(refused.body.message).toBe('No product found');
    expect(await t.sql(`SELECT * FROM products WHERE id = $1`, [productId])).toEqual(before);
    expect(await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`product-${productId}`])).toEqual(
      events,
    );
  });

  it('refuses to delete a category a product uses', async () => {
    const refused = await t.as(admin).delete('category/1').expect(409);
    expect(refused.body).toMatchObject({
      code: 'CATEGORY_IN_USE',
      message: 'This category cannot be deleted: products use it.',
    });
    const fr = await t.as(admin).delete('category/1').set('Accept-Language', 'fr').expect(409);
    expect(fr.body.message).toBe('Cette catégorie ne peut pas être supprimée : des produits l’utilisent.');
    expect((await t.http().get(api('category/1')).expect(200)).body.name).toBe('Fertilizer');
  });

  it('lets an administrator approve and reject, mailing the seller the decision', async () => {
    const pending = (await t.as(admin).get('products/admin?status=PENDING&search=golden').expect(200)).body;
    expect(pending.content.map((p: any) => p.id)).toEqual([productId]);

    const rejectedWithoutReason = await t
      .as(admin)
      .put(`products/admin/approve/${productId}/REJECTED`)
      .send({})
      .expect(400);
    expect(rejectedWithoutReason.body.errors).toEqual([
      { field: 'reason', message: 'Give the reason of the rejection.' },
    ]);
    await t.as(admin).put(`products/admin/approve/${productId}/MAYBE`).send({}).expect(400);

    const rejected = await t
      .as(admin)
      .put(`products/admin/approve/${productId}/REJECTED`)
      .send({ reason: 'The label photo is missing.' })
      .expect(200);
    expect(rejected.body.data).toMatchObject({
      approvalStatus: 'REJECTED',
      rejectionReason: 'The label photo is missing.',
    });
    const rejectionMail = await t.inbox!.waitFor(
      (m) => m.to.includes(seller.email) && /was not approved/.test(m.subject),
    );
    expect(rejectionMail.subject).toBe('Your product Golden NPK was not approved');
    expect(rejectionMail.text).toContain('Reason: The label photo is missing.');

    const approved = await t.as(admin).put(`products/admin/approve/${productId}/APPROVED`).expect(200);
    expect(approved.body.data).toMatchObject({ approvalStatus: 'APPROVED', rejectionReason: null });
    const approvalMail = await t.inbox!.waitFor((m) => m.to.includes(seller.email) && /is approved/.test(m.subject));
    expect(approvalMail.text).toContain('"Golden NPK" has been approved');

    expect((await t.as(admin).get('products/admin?status=APPROVED').expect(200)).body.totalElements).toBe(1);
    // Public now: anyone sees its photos.
    const photos = (
      await t
        .http()
        .get(api(`products/${productId}/photos`))
        .expect(200)
    ).body;
    expect(photos).toHaveLength(1);
    await t
      .http()
      .get(api(`products/${productId}/photos/${photos[0].id}`))
      .expect(200);
  });

  it('deletes a product', async () => {
    await t.as(seller.token).delete(`me/products/${productId}`).expect(200);
    await t.as(seller.token).get(`me/products/${productId}`).expect(404);
    await t
      .http()
      .get(api(`products/${productId}/photos`))
      .expect(404);
    expect(await t.sql(`SELECT id FROM product_photos WHERE product_id = $1`, [productId])).toEqual([]);
  });

  it('keeps seller routes to signed-in input providers', async () => {
    const farmer = await person('ROLE_FARMER');
    await t.http().get(api('me/products')).expect(401);
    await form(t.http().post(api('me/products'))).expect(401);
    await t.as(farmer.token).get('me/products').expect(403);
    await form(t.as(farmer.token).post('me/products')).expect(403);
    await t.as(seller.token).get('products/admin').expect(403);
    await t.as(seller.token).post('category').send({ name: 'Nope' }).expect(403);
  });
});

describe('projections:rebuild', () => {
  it('replays products and category changes without losing the seeded categories', async () => {
    const categories = await t.sql(`SELECT * FROM categories ORDER BY id`);
    const subCategories = await t.sql(`SELECT * FROM sub_categories ORDER BY id`);
    const products = await t.sql(`SELECT * FROM products ORDER BY id`);
    const photos = await t.sql(`SELECT * FROM product_photos ORDER BY id`);
    expect(products.length).toBeGreaterThan(0);
    await t.app.get(EventStore).rebuildProjections();
    expect(await t.sql(`SELECT * FROM categories ORDER BY id`)).toEqual(categories);
    expect(await t.sql(`SELECT * FROM sub_categories ORDER BY id`)).toEqual(subCategories);
    expect(await t.sql(`SELECT * FROM products ORDER BY id`)).toEqual(products);
    expect(await t.sql(`SELECT * FROM product_photos ORDER BY id`)).toEqual(photos);
  });
});
