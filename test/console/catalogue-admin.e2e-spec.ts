/// <reference lib="dom" />
import { deflateSync } from 'node:zlib';
import { Page } from 'playwright-core';
import { byTestId, chromiumForThisFile, input, notification, row, signIn, step } from '../support/browser';
import { api, bearer, registerPerson, Person } from '../support/catalogue';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TestApp } from '../support/test-app';

/**
 * The catalogue in the console, in Nigeria: an input provider submits a product with a photo, the super
 * administrator rejects it, the input provider changes it, the administrator approves it, creates a category
 * and moderates a farmer's comment, a distributor adds the product to its catalogue from the inputs, and the
 * input provider finally deletes it. They take turns at one desk: each signs in after the one before signed out, in
 * the tab that already runs the console (one download of the console for the file), and reads the others' changes
 * from the server as they sign in.
 * Needs the built console (npm run build -w admin-ui) and Debian's chromium (.ci/run installs it).
 */

let t: TestApp;
let provider: Person;
let farmer: Person;
let distributor: Person;

beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  provider = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  farmer = await registerPerson(t, 'ROLE_FARMER');
  distributor = await registerPerson(t, 'ROLE_DISTRIBUTOR', 'Delta Distribution');
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'catalogue-admin', language: 'en' },
});

afterAll(async () => {
  await t?.close();
});

// ---- A real PNG (a 4×4 green square), built here so the test needs no file ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function greenSquarePng(size = 4): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [46, 125, 50]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- Pages ----

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();

const PRODUCT = 'Sunrise NPK';
const SELLER_PASSWORD = 'seller-pass-1';

/** The desk the people of the file take turns at: the console in Nigeria, in English, opened before the slot. */
let page: Page;
let productId: string;

beforeAll(() => {
  page = chromium.firstPage();
});

const providerSignsIn = () => signIn(t, page, provider.email, SELLER_PASSWORD, '/admin/products');
const adminSignsIn = (landing: string) => signIn(t, page, ADMIN_EMAIL, ADMIN_PASSWORD, landing);
const productDetail = () => `/admin/all-products-management/product-detail/${productId}`;

describe('a product from its submission to its approval', () => {
  it('the input provider creates a product with a photo, after the server refused an unknown place', async () => {
    await step(page, 'provider-sign-in', async () => {
      await signIn(t, page, provider.email, SELLER_PASSWORD, '/admin/dashboard');
      await byTestId(page, 'menu-products').click();
      await page.waitForURL(/\/admin\/products$/);
      await byTestId(page, 'products-empty').waitFor();
    });
    await step(page, 'product-form', async () => {
      await byTestId(page, 'product-create').click();
      await page.waitForURL(/\/admin\/products\/create$/);
      await input(page, 'product-name-input').fill('NP');
      await page.locator('textarea[name="description"]').fill('A balanced fertilizer for maize and sorghum.');
      await page.locator('textarea[name="storageCondition"]').fill('Cool and dry place');
      await byTestId(page, 'product-category').locator('select').selectOption({ label: 'Fertilizer' });
      await byTestId(page, 'product-subcategory').locator('select').selectOption({ label: 'NPK' });
      await byTestId(page, 'product-type').locator('select').selectOption({ index: 1 });
      await byTestId(page, 'product-form').locator('select').selectOption({ index: 1 });
      await byTestId(page, 'product-sizes').getByLabel('25 kg').check();
      await byTestId(page, 'product-sizes').getByLabel('50 kg').check();
      await byTestId(page, 'product-delivery-methods').locator('input[type="checkbox"]').first().check();
      await byTestId(page, 'product-usages').locator('input[type="checkbox"]').first().check();
      await input(page, 'product-price').fill('12500.50');
      await input(page, 'product-quantity').fill('100');
      await input(page, 'product-location').fill('Atlantis');
      await byTestId(page, 'product-photos-input').setInputFiles({
        name: 'npk.png',
        mimeType: 'image/png',
        buffer: greenSquarePng(),
      });
      await byTestId(page, 'product-new-photo').waitFor();
      expect(await byTestId(page, 'product-new-photo').getAttribute('data-main')).toBe('true');

      // The console checks the name itself; the place is checked by the server.
      await save(page);
      await byTestId(page, 'product-create-form').getByText('From 3 to 25 letters (spaces allowed).').first().waitFor();
      await input(page, 'product-name-input').fill(PRODUCT);
      await save(page);
      await byTestId(page, 'product-create-form')
        .getByText('Unable to resolve location. Please, use a more detailed address.')
        .waitFor();
      expect(page.url()).toMatch(/\/admin\/products\/create$/);
    });
    expect(await t.sql(`SELECT id FROM products`)).toEqual([]);

    await step(page, 'product-created', async () => {
      await input(page, 'product-location').fill('Kano');
      await save(page);
      await notification(page, 'Product created. It will be visible once approved.').waitFor();
      await page.waitForURL(/\/admin\/products$/);
      await row(page, PRODUCT).waitFor();
      expect(await byTestId(row(page, PRODUCT), 'product-approval').getAttribute('data-status')).toBe('PENDING');
      expect(await byTestId(row(page, PRODUCT), 'product-publish').getAttribute('data-published')).toBe('true');
    });
    const [stored] = await t.sql(
      `SELECT id, name, price::text AS price, quantity, location, approval_status AS "approvalStatus", status, owner_id AS "ownerId" FROM products`,
    );
    expect(stored).toMatchObject({
      name: PRODUCT,
      price: '12500.50',
      quantity: 100,
      location: 'Kano',
      approvalStatus: 'PENDING',
      status: 'PUBLISHED',
      ownerId: provider.id,
    });
    productId = stored.id;
    const [{ photos }] = await t.sql(`SELECT count(*)::int AS photos FROM product_photos WHERE product_id = $1`, [
      productId,
    ]);
    expect(photos).toBe(1);
  }, 90_000);

  it('the super administrator rejects it with a reason, which the input provider reads', async () => {
    await step(page, 'admin-detail', async () => {
      await adminSignsIn('/admin/all-products-management');
      await row(page, PRODUCT).click();
      await page.waitForURL(new RegExp(`${productDetail()}$`));
      await expect(byTestId(page, 'product-detail-seller').textContent()).resolves.toBe('Sold by Green Farms Ltd');
      await byTestId(page, 'product-detail-photo').waitFor();
    });
    await step(page, 'admin-reject', async () => {
      await byTestId(page, 'product-reject').click();
      await byTestId(page, 'product-reject-reason').fill('The label photo is missing.');
      await byTestId(page, 'product-reject-confirm').click();
      await notification(page, 'Approval status saved.').waitFor();
      await page
        .locator('[data-testid="product-detail"] [data-testid="product-approval"][data-status="REJECTED"]')
        .waitFor();
    });
    await step(page, 'provider-rejected', async () => {
      await providerSignsIn();
      await byTestId(row(page, PRODUCT), 'product-rejection-reason')
        .getByText('Reason: The label photo is missing.')
        .waitFor();
    });
  }, 60_000);

  it('the input provider changes the product and its photos, which sends it back to approval', async () => {
    await step(page, 'product-edit', async () => {
      await byTestId(row(page, PRODUCT), 'product-edit').click();
      await page.waitForURL(new RegExp(`/admin/products/edit/${productId}$`));
      await expect(input(page, 'product-name-input').inputValue()).resolves.toBe(PRODUCT);
      await expect(byTestId(page, 'product-subcategory').locator('select').inputValue()).resolves.toBe('5');
      expect(await byTestId(page, 'product-sizes').getByLabel('50 kg').isChecked()).toBe(true);
      await input(page, 'product-price').fill('13000');
      await byTestId(page, 'product-photos-input').setInputFiles({
        name: 'label.png',
        mimeType: 'image/png',
        buffer: greenSquarePng(6),
      });
      await save(page);
      await notification(page, 'Product updated. It will be visible again once approved.').waitFor();
      await page.waitForURL(/\/admin\/products$/);
      expect(await byTestId(row(page, PRODUCT), 'product-approval').getAttribute('data-status')).toBe('PENDING');
    });
    expect(await t.sql(`SELECT price::text AS price, approval_status AS "approvalStatus" FROM products`)).toEqual([
      { price: '13000.00', approvalStatus: 'PENDING' },
    ]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM product_photos`)).toEqual([{ n: 2 }]);

    await step(page, 'photo-delete', async () => {
      await byTestId(row(page, PRODUCT), 'product-edit').click();
      await page.waitForURL(new RegExp(`/admin/products/edit/${productId}$`));
      await byTestId(page, 'product-photo').nth(1).waitFor();
      await byTestId(page, 'product-photo-delete').first().click();
      await notification(page, 'Photos removed.').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-photo"]').length === 1);
      expect(await byTestId(page, 'product-photo-delete').isDisabled()).toBe(true);
      await byTestId(page, 'menu-products').click();
      await page.waitForURL(/\/admin\/products$/);
    });
    expect(await t.sql(`SELECT count(*)::int AS n FROM product_photos`)).toEqual([{ n: 1 }]);
  }, 60_000);

  it('approves and recommends it; the input provider sees it approved, and unpublishes then publishes it', async () => {
    await step(page, 'admin-approve', async () => {
      await adminSignsIn(productDetail());
      await page
        .locator('[data-testid="product-detail"] [data-testid="product-approval"][data-status="PENDING"]')
        .waitFor();
      await byTestId(page, 'product-approve').click();
      await notification(page, 'Approval status saved.').waitFor();
      await page
        .locator('[data-testid="product-detail"] [data-testid="product-approval"][data-status="APPROVED"]')
        .waitFor();
      // Clicked rather than checked: once saved, the switch shows the product as it was until the product is read
      // again, so that Playwright's check may find it unchanged right after its click.
      await byTestId(page, 'product-recommended').click();
      await notification(page, 'Product recommended.').waitFor();
      await page.locator('[data-testid="product-recommended"]:checked:not([disabled])').waitFor();
    });
    expect(
      await t.sql(`SELECT approval_status AS "approvalStatus", rejection_reason AS reason, recommended FROM products`),
    ).toEqual([{ approvalStatus: 'APPROVED', reason: null, recommended: true }]);
    await step(page, 'provider-approved', async () => {
      await providerSignsIn();
      await row(page, PRODUCT).waitFor();
      expect(await byTestId(row(page, PRODUCT), 'product-approval').getAttribute('data-status')).toBe('APPROVED');
      await byTestId(row(page, PRODUCT), 'product-publish').uncheck();
      await notification(page, 'Product status changed.').waitFor();
      // Saved and the list reloaded: the switch is enabled again (while the change is pending it is disabled).
      await page.locator('[data-testid="product-publish"][data-published="false"]:not([disabled])').waitFor();
    });
    expect(await t.sql(`SELECT status FROM products`)).toEqual([{ status: 'UNPUBLISHED' }]);
    await step(page, 'provider-publish', async () => {
      await byTestId(row(page, PRODUCT), 'product-publish').check();
      // The switch shows the asked state while the change is on its way, disabled; enabled again once it is saved.
      await page.locator('[data-testid="product-publish"][data-published="true"]:not([disabled])').waitFor();
    });
    expect(await t.sql(`SELECT status FROM products`)).toEqual([{ status: 'PUBLISHED' }]);
  }, 60_000);
});

describe('categories', () => {
  it('the super administrator creates a category with a subcategory', async () => {
    await step(page, 'category-create', async () => {
      await adminSignsIn('/admin/all-products-management');
      await byTestId(page, 'menu-categories').click();
      await page.waitForURL(/\/admin\/categories$/);
      await byTestId(page, 'category-create').click();
      await page.waitForURL(/\/admin\/categories\/create$/);
      await input(page, 'category-name').fill('Animal feed');
      await input(page, 'category-name-fr').fill('Aliments pour animaux');
      await page.locator('.button-add-subCategories').click();
      await page.locator('input[name="subCategories.0.name"]').fill('Poultry feed');
      await page.locator('input[name="subCategories.0.nameFr"]').fill('Aliment volaille');
      await save(page);
      await notification(page, 'Category created.').waitFor();
      await page.waitForURL(/\/admin\/categories$/);
      await byTestId(row(page, 'Animal feed'), 'category-subcategory').getByText('Poultry feed').waitFor();
    });
    const [category] = await t.sql(`SELECT id, name, name_fr AS "nameFr" FROM categories WHERE name = 'Animal feed'`);
    expect(category).toMatchObject({ nameFr: 'Aliments pour animaux' });
    expect(
      await t.sql(`SELECT name, name_fr AS "nameFr" FROM sub_categories WHERE category_id = $1`, [category.id]),
    ).toEqual([{ name: 'Poultry feed', nameFr: 'Aliment volaille' }]);
  }, 60_000);

  it('keeps a category that products use, showing why', async () => {
    await step(page, 'category-in-use', async () => {
      await byTestId(row(page, 'Fertilizer'), 'category-delete-button').click();
      await page.waitForURL(/\/admin\/categories\/delete\/1$/);
      await byTestId(page, 'category-delete-confirm').click();
      await byTestId(page, 'category-delete-error')
        .getByText('This category cannot be deleted: products use it.')
        .waitFor();
    });
    expect(await t.sql(`SELECT name FROM categories WHERE id = 1`)).toEqual([{ name: 'Fertilizer' }]);
  }, 60_000);
});

describe('comment moderation', () => {
  it("approves a farmer's comment from the pending tab, counted in the menu", async () => {
    await t
      .http()
      .post(api(`product/${productId}/ratings`))
      .set(bearer(farmer.token))
      .send({ rating: 4, comment: 'Good yield on my maize farm.' })
      .expect(201);
    await step(page, 'reviews', async () => {
      // The count in the menu is read again when the administrator refreshes the screen (the app bar's button).
      await page.getByRole('button', { name: 'Refresh' }).click();
      await byTestId(page, 'menu-reviews-count').waitFor();
      await expect(byTestId(page, 'menu-reviews-count').textContent()).resolves.toBe('1');
      await byTestId(page, 'menu-reviews').click();
      await page.waitForURL(/\/admin\/reviews$/);
      const pending = row(page, 'Good yield on my maize farm.');
      await pending.waitFor();
      await expect(pending.textContent()).resolves.toContain(PRODUCT);
      await byTestId(pending, 'review-approve').click();
      await notification(page, 'Comment approved.').waitFor();
      await pending.waitFor({ state: 'detached' });
      await byTestId(page, 'menu-reviews-count').waitFor({ state: 'detached' });
      await byTestId(page, 'reviews-tab-APPROVED').click();
      await row(page, 'Good yield on my maize farm.').waitFor();
    });
    expect(await t.sql(`SELECT comment_status AS status FROM product_reviews`)).toEqual([{ status: 'APPROVED' }]);
  }, 60_000);
});

describe("a distributor's catalogue", () => {
  it('adds the product from the inputs and finds it in its catalogue', async () => {
    await step(page, 'inputs', async () => {
      await signIn(t, page, distributor.email, SELLER_PASSWORD, '/admin/mydashboard');
      await byTestId(page, 'menu-inputs').click();
      await page.waitForURL(/\/admin\/inputs$/);
      await row(page, PRODUCT).click();
      await page.waitForURL(new RegExp(`/admin/inputs/${productId}$`));
      await expect(byTestId(page, 'input-detail-name').textContent()).resolves.toBe(PRODUCT);
      // No request yet: the distributor may ask the input provider for an affiliation.
      await page.locator('[data-testid="input-request-affiliation"][data-status="NONE"]:not([disabled])').waitFor();
    });
    await step(page, 'add-to-catalogue', async () => {
      const form = byTestId(page, 'input-add-form');
      await input(page, 'entry-price').fill('13000');
      await input(page, 'entry-quantity').fill('40');
      await form.locator('input[name="locations.0.location"]').fill('Ikeja, Lagos');
      await byTestId(page, 'input-add-submit').click();
      await notification(page, 'Product added to your catalogue.').waitFor();
      await page.waitForURL(/\/admin\/myproducts$/);
      const entry = row(page, PRODUCT);
      await entry.waitFor();
      await byTestId(entry, 'entry-location')
        .getByText(/Ikeja, Lagos/)
        .waitFor();
    });
    expect(await t.sql(`SELECT price::text AS price, quantity FROM catalog_entries`)).toEqual([
      { price: '13000.00', quantity: 40 },
    ]);
    const mine = await t.http().get(api('catalog/products')).set(bearer(distributor.token)).expect(200);
    expect(mine.body.content).toEqual([
      expect.objectContaining({ price: '13000.00', quantity: 40, product: expect.objectContaining({ id: productId }) }),
    ]);
  }, 90_000);
});

describe('deleting a product', () => {
  it('the input provider deletes the product after confirming', async () => {
    await step(page, 'product-delete', async () => {
      await providerSignsIn();
      await byTestId(row(page, PRODUCT), 'product-delete-button').click();
      await page.waitForURL(new RegExp(`/admin/products/delete/${productId}$`));
      await byTestId(page, 'product-delete').getByText(`Delete ${PRODUCT}?`).first().waitFor();
      await byTestId(page, 'product-delete-confirm').click();
      await notification(page, 'Product deleted.').waitFor();
      await page.waitForURL(/\/admin\/products$/);
      await byTestId(page, 'products-empty').waitFor();
    });
    expect(await t.sql(`SELECT id FROM products`)).toEqual([]);
  }, 60_000);
});
