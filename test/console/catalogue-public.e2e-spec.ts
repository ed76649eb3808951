/// <reference lib="dom" />
import { Page } from 'playwright-core';
import {
  byTestId,
  chromiumForThisFile,
  ConsolePageOptions,
  openByRouter,
  row,
  signIn,
  step,
  submitLoginForm,
} from '../support/browser';
import { api, bearer, decideProduct, Person, registerPerson, submitProduct } from '../support/catalogue';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The public product pages in a browser: a visitor searches from the header, filters by category, opens a
 * product; a farmer signs in and reviews it; once a moderator approves the review, visitors read it.
 * The people in Nigeria who read it in English take turns at one browser (the visitor, the farmer, the dealer, then a
 * visitor on a phone, and one in Ghana); those who read it in French share another.
 * Chromium comes from Debian's package (.ci/run installs it); the console must be built (npm run build -w admin-ui).
 */
const FARMER_PASSWORD = 'seller-pass-1';

let t: TestApp;
let admin: string;
let provider: Person;
let farmer: Person;
let npk: { id: string; name: string };
let maize: { id: string; name: string };

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  admin = await t.login();
  provider = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Savanna Inputs');
  farmer = await registerPerson(t, 'ROLE_FARMER');
  npk = await submitProduct(t, provider, {
    name: 'Golden NPK',
    categoryId: '1',
    subCategoryId: '5',
    sizeIds: '4,5',
    price: '12500.50',
    location: 'Kano',
    description: 'Compound fertilizer NPK 15-15-15 for cereals.',
  });
  maize = await submitProduct(t, provider, {
    name: 'Sunrise Maize',
    categoryId: '2',
    subCategoryId: '7',
    sizeIds: '1,2',
    price: '4000',
    location: 'Kano',
    description: 'Hybrid maize seed, early maturing.',
  });
  for (const product of [npk, maize]) await decideProduct(t, admin, product.id, 'APPROVED');
}, 120_000);

/** A fresh browser profile in Nigeria, in `language` when given; map tiles are never fetched, and what goes wrong in the page is shown when a step fails. */
const profile = (options: Omit<ConsolePageOptions, 'screenshotPrefix'> = {}): ConsolePageOptions => ({
  screenshotPrefix: 'catalogue-public',
  country: 'Nigeria',
  viewport: { width: 1280, height: 900 },
  blockMapTiles: true,
  collectProblems: true,
  ...options,
});

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the first page.
// Kaduna: the distances to the places selling the product are worked out from here.
const chromium = chromiumForThisFile({
  app: () => t,
  page: profile({ geolocation: { latitude: 10.5105, longitude: 7.4165 }, permissions: ['geolocation'] }),
});

afterAll(async () => {
  await t?.close();
});

/** The browser the English readers in Nigeria take turns at. */
let desk: Page;
/** The browser of the French readers, opened by the first of them. */
let french: Page | undefined;
const frenchPage = async () => (french ??= await chromium.newPage(profile({ language: 'fr' })));

beforeAll(() => {
  desk = chromium.firstPage();
});

/** Whoever is signed in at the desk signs out (the app's own sign-out), leaving it to a visitor. */
async function signOut(page: Page) {
  await openByRouter(page, '/auth/logout');
  await page.waitForFunction(() => location.pathname === '/' && !localStorage.getItem('kasuwa.token'));
}

/** The text of the `id` element, with the no-break spaces of formatted numbers as plain spaces. */
const textOf = async (page: Page, id: string) => (await byTestId(page, id).first().innerText()).replace(/\s/g, ' ');

/** The names on the product cards once the list has settled. */
async function cardNames(page: Page): Promise<string[]> {
  await page.locator('[data-testid="products-results"][data-state="ready"]').waitFor();
  return byTestId(page, 'product-card-name').allInnerTexts();
}

async function expectCards(page: Page, names: string[]) {
  await expectEventually(async () => (await cardNames(page)).sort(), [...names].sort());
}

/** Polls `read` until it gives `expected` (the list re-renders after each request). */
async function expectEventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toEqual(expected);
}

describe('public product pages', () => {
  it('a visitor searches, filters and opens a product; a farmer reviews it; once approved, the review shows', async () => {
    const visitor = desk;
    await step(visitor, 'visitor', async () => {
      await openByRouter(visitor, '/');
      await byTestId(visitor, 'header-search-input').fill('NPK');
      await visitor.waitForURL(/\/products\?query=npk$/);
      await expectCards(visitor, ['Golden NPK']);
      await expect(byTestId(visitor, 'header-search-input').inputValue()).resolves.toBe('npk');

      await byTestId(visitor, 'header-search-clear').click();
      await visitor.waitForURL(/\/products$/);
      await expectCards(visitor, ['Golden NPK', 'Sunrise Maize']);

      await byTestId(visitor, 'filter-group-category-2-toggle').click();
      const seedsToggle = byTestId(visitor, 'filter-group-category-2-all');
      await expect(seedsToggle.innerText()).resolves.toBe('Select all');
      await seedsToggle.click();
      await expectCards(visitor, ['Sunrise Maize']);
      await expect(seedsToggle.innerText()).resolves.toBe('Unselect all');
      expect(await byTestId(visitor, 'filter-category-2-7').isChecked()).toBe(true);

      await byTestId(visitor, 'filters-clear').click();
      await expectCards(visitor, ['Golden NPK', 'Sunrise Maize']);
      await byTestId(visitor, 'product-card').filter({ hasText: 'Golden NPK' }).click();
      await visitor.waitForURL(new RegExp(`/products/golden-npk-${npk.id}$`));
      await expect(byTestId(visitor, 'product-name').innerText()).resolves.toBe('Golden NPK');
      expect(await textOf(visitor, 'product-price')).toBe('NGN 12,500.50');
      await expect(byTestId(visitor, 'product-seller').innerText()).resolves.toBe('Sold by Savanna Inputs');
      await expect(byTestId(visitor, 'product-category').innerText()).resolves.toMatch(/Fertilizer · NPK/i);

      // Where to buy: the input provider's place in Kano, with its distance from the visitor.
      expect(await textOf(visitor, 'place-item')).toMatch(/Savanna Inputs · NGN 12,500\.50/);
      await expect(byTestId(visitor, 'place-distance').first().innerText()).resolves.toMatch(/^\d+ km away$/);
      await byTestId(visitor, 'places-map').waitFor();

      await byTestId(visitor, 'reviews-empty').waitFor();
      await byTestId(visitor, 'product-like').click();
      await byTestId(visitor, 'product-like-signin').waitFor();
    });

    // The farmer, at the same browser, signs in from the product page and comes back to it.
    const farmerPage = desk;
    const comment = 'Good yield on my field this season.';
    await step(farmerPage, 'farmer', async () => {
      await openByRouter(farmerPage, `/products/golden-npk-${npk.id}`);
      await byTestId(farmerPage, 'review-signin').getByRole('link').click();
      await farmerPage.waitForURL(/\/auth\/login\?redirect=/);
      await submitLoginForm(farmerPage, farmer.email, FARMER_PASSWORD);
      await farmerPage.waitForURL(new RegExp(`/products/golden-npk-${npk.id}$`));

      await byTestId(farmerPage, 'product-like').click();
      await expectEventually(() => byTestId(farmerPage, 'product-likes').innerText(), '1');
      await expect(byTestId(farmerPage, 'product-like').getAttribute('data-liked')).resolves.toBe('true');

      // The stars are labels of visually hidden radio buttons: a person clicks the fourth star.
      await byTestId(farmerPage, 'review-rating').locator('label', { hasText: '4 out of 5 stars' }).click();
      expect(await farmerPage.getByLabel('4 out of 5 stars', { exact: true }).isChecked()).toBe(true);
      await byTestId(farmerPage, 'review-comment-input').fill(comment);
      await byTestId(farmerPage, 'review-submit').click();
      await expect(byTestId(farmerPage, 'review-result').innerText()).resolves.toBe(
        'Review added successfully. Awaiting moderation.',
      );
      await expect(byTestId(farmerPage, 'product-rating').innerText()).resolves.toMatch(/4 · 1 review$/);
    });

    // Not shown, to a visitor once the farmer has signed out, before a moderator approves it.
    await signOut(farmerPage);
    await visitor.goto(`${t.baseUrl}/products/golden-npk-${npk.id}`);
    await byTestId(visitor, 'reviews-empty').waitFor();

    const pending = await t
      .http()
      .get(api('product/comments/PENDING'))
      .set(bearer(admin))
      .set('Country', 'Nigeria')
      .expect(200);
    const review = pending.body.content.find((c: { comment: string }) => c.comment === comment);
    expect(review).toBeDefined();
    await t
      .http()
      .post(api(`product/comment/approval/${review.id}/APPROVED`))
      .set(bearer(admin))
      .set('Country', 'Nigeria')
      .expect(200);

    await step(visitor, 'approved', async () => {
      await visitor.reload();
      const item = byTestId(visitor, 'review-item');
      await item.waitFor();
      await expect(byTestId(visitor, 'review-comment').allInnerTexts()).resolves.toEqual([comment]);
      await expect(byTestId(visitor, 'review-rating-value').getAttribute('data-value')).resolves.toBe('4');
      await expect(byTestId(visitor, 'product-likes').innerText()).resolves.toBe('1');
    });
  }, 120_000);

  it("shows each seller's own stock: the places of the product page, the dealers' prices and the dealer's own catalogue", async () => {
    // An agro-dealer sells Golden NPK from Ibadan and keeps 5 in their shop; the input provider records none.
    const dealer = await registerPerson(t, 'ROLE_AGRODEALER', 'Ibadan Stock Agro');
    await t
      .http()
      .post(api('catalog/product/add'))
      .set(bearer(dealer.token))
      .send({ productId: npk.id, price: '13000', quantity: 2, locations: [{ location: 'Ibadan' }] })
      .expect(201);
    const received = t.http().post(api('inventory-movement')).set(bearer(dealer.token));
    for (const [field, value] of Object.entries({
      productId: npk.id,
      direction: 'IN',
      quantity: '5',
      size: '50kg',
      waybillNumber: 'WB-STOCK-1',
      movementDate: '2026-03-10',
      comment: 'Received from the depot',
    }))
      received.field(field, value);
    await received.expect(201);
    await t.drainConsumers();

    const placeStock = async (page: Page) => {
      await byTestId(page, 'place-item').nth(1).waitFor();
      const items = await byTestId(page, 'place-item').all();
      return Promise.all(
        items.map(
          async (item) =>
            `${await byTestId(item, 'place-company').innerText()}: ${await byTestId(item, 'place-stock').innerText()}`,
        ),
      );
    };
    const visitor = desk;
    await step(visitor, 'places-stock', async () => {
      await visitor.goto(`${t.baseUrl}/products/golden-npk-${npk.id}`);
      expect(await placeStock(visitor)).toEqual(['Savanna Inputs: Out of stock', 'Ibadan Stock Agro: In stock']);
      await expect(byTestId(visitor, 'product-stock').innerText()).resolves.toBe('No stock recorded at the seller');
    });
    const french = await frenchPage();
    await step(french, 'places-stock-fr', async () => {
      await french.goto(`${t.baseUrl}/products/golden-npk-${npk.id}`);
      expect(await placeStock(french)).toEqual(['Savanna Inputs: En rupture de stock', 'Ibadan Stock Agro: En stock']);
    });

    // The dealer reads their own figure, counted from their inventory, and their stock beside their price.
    const own = desk;
    await step(own, 'own-stock', async () => {
      await signIn(t, own, dealer.email, FARMER_PASSWORD, '/admin/myproducts');
      const entry = row(own, 'Golden NPK');
      await entry.waitFor();
      await expect(byTestId(entry, 'entry-stock').innerText()).resolves.toMatch(/^In stock\s+5 in my inventory$/);
      await openByRouter(own, `/admin/inputs/${npk.id}`);
      const price = byTestId(own, 'input-dealer-prices').locator('tbody tr', { hasText: 'Ibadan Stock Agro' });
      await expect(byTestId(price, 'dealer-stock').innerText()).resolves.toBe('In stock');
    });
  }, 180_000);

  it('shows the list in French, with the French category names, prices and texts', async () => {
    const page = await frenchPage();
    await step(page, 'french', async () => {
      await openByRouter(page, '/products');
      await expectCards(page, ['Golden NPK', 'Sunrise Maize']);
      await expect(byTestId(page, 'products-title').innerText()).resolves.toBe('Produits');
      await expect(byTestId(page, 'filter-group-category-1-toggle').innerText()).resolves.toMatch(/Engrais/);
      await expect(byTestId(page, 'filter-group-category-2-toggle').innerText()).resolves.toMatch(/Semence/);
      await expect(byTestId(page, 'filter-group-packaging-toggle').innerText()).resolves.toMatch(/Type d'emballage/);

      await byTestId(page, 'filter-group-category-2-toggle').click();
      await expect(byTestId(page, 'filter-group-category-2').innerText()).resolves.toMatch(/Maïs/);
      const toggle = byTestId(page, 'filter-group-category-2-all');
      await expect(toggle.innerText()).resolves.toBe('Tout sélectionner');
      await toggle.click();
      await expectCards(page, ['Sunrise Maize']);
      await expect(toggle.innerText()).resolves.toBe('Tout désélectionner');
      await expect(byTestId(page, 'products-count').innerText()).resolves.toBe('1 produit');
      // French grouping uses a narrow no-break space.
      expect(await textOf(page, 'product-card-price')).toBe('4 000,00 NGN');
    });
  }, 60_000);

  it('filters in a drawer on a phone, and closes it on a change', async () => {
    // A visitor on a phone, once the dealer has signed out.
    const page = desk;
    await signOut(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await step(page, 'mobile', async () => {
      await openByRouter(page, '/products');
      await expectCards(page, ['Golden NPK', 'Sunrise Maize']);
      expect(await byTestId(page, 'filter-panel').count()).toBe(0);
      await byTestId(page, 'filters-open').click();
      await byTestId(page, 'filters-drawer').waitFor();
      await byTestId(page, 'filter-packaging-4').click();
      await byTestId(page, 'filters-drawer').waitFor({ state: 'detached' });
      await expectCards(page, ['Golden NPK']);
    });
  }, 60_000);

  it('answers "Page not found" for unknown products and pages, and has no header search in Ghana', async () => {
    // A visitor in Ghana, on a computer: the country the site opens in is the one the browser keeps.
    const page = desk;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => localStorage.setItem('kasuwa.country', 'Ghana'));
    await page.goto(`${t.baseUrl}/products/no-such-product-00000000-0000-4000-8000-000000000000`);
    await byTestId(page, 'not-found').getByText('Page not found').waitFor();
    await page.goto(`${t.baseUrl}/nowhere`);
    await byTestId(page, 'not-found').waitFor();
    expect(await byTestId(page, 'header-search').count()).toBe(0);
  }, 60_000);
});
