/// <reference lib="dom" />
import { Locator, Page } from 'playwright-core';
import {
  byTestId,
  chromiumForThisFile,
  notification,
  openByRouter,
  row,
  signIn,
  step,
  submitLoginForm,
} from '../support/browser';
import { api, bearer, decideProduct, registerPerson, submitProduct, Person } from '../support/catalogue';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Trade in the console, in Nigeria. A farmer orders an input provider's product from its public page (signing in on
 * the way); the input provider approves then ships it from the orders received; the farmer confirms its delivery in
 * their orders (the order machine lets the buyer mark a shipped order delivered). Then a quotation: the farmer asks
 * a price, the input provider answers with one, the farmer accepts it and it becomes an order.
 * Each step checks what the person sees and what the database holds. The farmer and the input provider take turns at one
 * browser, each signing in after the other signed out, and read the other's moves from the server as they sign in.
 * Needs the built console (npm run build -w admin-ui) and Debian's chromium (.ci/run installs it).
 */
const PASSWORD = 'seller-pass-1';
const PRODUCT = 'Golden NPK';

let t: TestApp;
let provider: Person;
let farmer: Person;
let productId: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = await t.login();
  provider = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  farmer = await registerPerson(t, 'ROLE_FARMER');
  // Delivery methods 1 and 2 (home delivery), at 12,500.50 each.
  const product = await submitProduct(t, provider, { name: PRODUCT, deliveryMethodIds: '1,2', price: '12500.50' });
  await decideProduct(t, admin, product.id, 'APPROVED');
  productId = product.id;
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console.
// The browser, on the console in Nigeria, in English; what goes wrong in it is added to a failing step's error.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'trade-journey', language: 'en', blockMapTiles: true, collectProblems: true },
});

afterAll(async () => {
  await t?.close();
});

// ---- Pages ----

/** The order row whose saved status is `status` (the list is read again after every move). */
const orderRow = (page: Page, status: string) =>
  page.locator('tbody tr', { has: page.locator(`[data-testid="order-status"][data-status="${status}"]`) });
const actionsOf = async (within: Locator) =>
  (
    await within
      .locator('[data-testid^="order-action-"]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')))
  ).map((id) => id!.replace('order-action-', ''));

/** Moves the order of `from` with the confirmed action `to`, and waits for the list to show the saved status. */
async function move(page: Page, from: string, to: string, message: string) {
  await byTestId(orderRow(page, from), `order-action-${to}`).click();
  await byTestId(page, 'order-confirm').click();
  await notification(page, message).waitFor();
  await orderRow(page, to).waitFor();
}

const orderInDb = async (id?: string) =>
  (await t.sql(
    `SELECT id, status, quantity, unit_price::text AS "unitPrice", delivery_method_id AS "deliveryMethodId", delivery_location AS "deliveryLocation",
              comment, buyer_id AS "buyerId", seller_id AS "sellerId", quotation_id AS "quotationId", history
         FROM product_requests ${id ? 'WHERE id = $1' : 'ORDER BY ordered_at'}`,
    id ? [id] : [],
  )) as any[];

let page: Page;
beforeAll(() => {
  page = chromium.firstPage();
});
const farmerSignsIn = (landing: string) => signIn(t, page, farmer.email, PASSWORD, landing);
const providerSignsIn = (landing: string) => signIn(t, page, provider.email, PASSWORD, landing);

describe('an order from the product page to its delivery', () => {
  let orderId: string;

  it('an anonymous visitor is sent to sign in, comes back as a farmer and places an order', async () => {
    await step(page, 'farmer-sign-in', async () => {
      await openByRouter(page, `/products/${productId}`);
      await byTestId(page, 'trade-signin').getByText('Sign in to request a quotation or place an order.').waitFor();
      await byTestId(page, 'trade-order').click();
      await page.waitForURL(/\/auth\/login\?redirect=/);
      await submitLoginForm(page, farmer.email, PASSWORD);
      await page.waitForURL(new RegExp(`/products/${productId}$`));
    });
    await step(page, 'farmer-order', async () => {
      await byTestId(page, 'trade-order').click();
      const dialog = byTestId(page, 'trade-order-dialog');
      // Nothing chosen: the page says what is missing and sends nothing.
      await byTestId(dialog, 'trade-quantity').fill('0');
      await byTestId(dialog, 'trade-submit').click();
      await dialog.getByText('A whole number from 1 to 1000000.').waitFor();
      await dialog.getByText('Choose a delivery method.').waitFor();
      await dialog.getByText('Say where to deliver.').waitFor();
      expect(await orderInDb()).toEqual([]);

      await byTestId(dialog, 'trade-quantity').fill('3');
      await byTestId(dialog, 'trade-delivery-method').click();
      await page.getByRole('option', { name: 'Home delivery' }).click();
      await byTestId(dialog, 'trade-delivery-location').fill('Plot 4, Zaria Road, Kano');
      await byTestId(dialog, 'trade-comment').fill('Before the rains');
      await byTestId(dialog, 'trade-submit').click();
      await expect(byTestId(page, 'trade-result').locator('.MuiAlert-message').innerText()).resolves.toBe(
        'Your product request was sent to the seller.',
      );
      await expect(dialog.count()).resolves.toBe(0);
    });
    const [order] = await orderInDb();
    expect(order).toMatchObject({
      status: 'PENDING',
      quantity: 3,
      unitPrice: '12500.50',
      deliveryMethodId: 2,
      deliveryLocation: 'Plot 4, Zaria Road, Kano',
      comment: 'Before the rains',
      buyerId: farmer.id,
      sellerId: provider.id,
      quotationId: null,
    });
    orderId = order.id;

    await step(page, 'farmer-pending', async () => {
      await byTestId(page, 'trade-result-link').click();
      await page.waitForURL(/\/admin\/myorders$/);
      const pending = orderRow(page, 'PENDING');
      await pending.waitFor();
      await expect(byTestId(pending, 'order-product').innerText()).resolves.toBe(PRODUCT);
      await expect(byTestId(pending, 'order-seller').innerText()).resolves.toBe('Green Farms Ltd');
      await expect(byTestId(pending, 'order-delivery-method').innerText()).resolves.toBe('Home delivery');
      // While pending, the buyer may only cancel it.
      await expect(actionsOf(pending)).resolves.toEqual(['CANCELED']);
      await expect(byTestId(pending, 'order-action-CANCELED').textContent()).resolves.toBe('Cancel the order');
    });
  }, 90_000);

  it('the input provider sees it among the orders received, approves it, then ships it', async () => {
    await step(page, 'provider-orders', async () => {
      // Input providers land on their dashboard; the menu counts the orders waiting for them.
      await providerSignsIn('/admin/dashboard');
      await expect(byTestId(page, 'menu-allorders-count').innerText()).resolves.toBe('1');
      await byTestId(page, 'menu-allorders').click();
      await page.waitForURL(/\/admin\/allorders$/);
      const pending = orderRow(page, 'PENDING');
      await pending.waitFor();
      await expect(byTestId(pending, 'order-product').innerText()).resolves.toBe(PRODUCT);
      await expect(byTestId(pending, 'order-buyer').innerText()).resolves.toBe('Ada Obi');
      await expect(byTestId(pending, 'order-quantity').innerText()).resolves.toBe('3');
      // The moves the order machine gives the seller from PENDING, and no other.
      await expect(actionsOf(pending)).resolves.toEqual(['APPROVED', 'DECLINED', 'REJECTED']);
    });
    await step(page, 'provider-approve', async () => {
      await byTestId(orderRow(page, 'PENDING'), 'order-action-APPROVED').click();
      // The dialog can be closed without changing anything.
      await byTestId(page, 'order-confirm-cancel').click();
      await byTestId(page, 'order-confirm-dialog').waitFor({ state: 'detached' });
      expect((await orderInDb(orderId))[0].status).toBe('PENDING');

      await move(page, 'PENDING', 'APPROVED', 'The product request is now approved.');
      await expect(actionsOf(orderRow(page, 'APPROVED'))).resolves.toEqual(['SHIPPED']);
      await byTestId(page, 'menu-allorders-count').waitFor({ state: 'detached' });
    });
    expect((await orderInDb(orderId))[0]).toMatchObject({ status: 'APPROVED' });

    await step(page, 'provider-ship', async () => {
      await move(page, 'APPROVED', 'SHIPPED', 'The product request is now shipped.');
      // Once shipped, either side may mark it delivered.
      await expect(actionsOf(orderRow(page, 'SHIPPED'))).resolves.toEqual(['DELIVERED']);
    });
    const [shipped] = await orderInDb(orderId);
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.history.map((entry: { status: string; side: string }) => [entry.status, entry.side])).toEqual([
      ['PENDING', 'BUYER'],
      ['APPROVED', 'SELLER'],
      ['SHIPPED', 'SELLER'],
    ]);
  }, 90_000);

  it('the farmer confirms the delivery in their orders', async () => {
    await step(page, 'farmer-deliver', async () => {
      await farmerSignsIn('/admin/myorders');
      const shipped = orderRow(page, 'SHIPPED');
      await shipped.waitFor();
      await expect(actionsOf(shipped)).resolves.toEqual(['DELIVERED']);
      await expect(byTestId(shipped, 'order-action-DELIVERED').textContent()).resolves.toBe('Confirm delivery');
      await move(page, 'SHIPPED', 'DELIVERED', 'The product request is now delivered.');
      await expect(actionsOf(orderRow(page, 'DELIVERED'))).resolves.toEqual([]);
    });
    const [delivered] = await orderInDb(orderId);
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.history.at(-1)).toMatchObject({ status: 'DELIVERED', side: 'BUYER' });

    await step(page, 'provider-delivered', async () => {
      await providerSignsIn('/admin/allorders');
      await orderRow(page, 'DELIVERED').waitFor();
      await expect(actionsOf(orderRow(page, 'DELIVERED'))).resolves.toEqual([]);
    });
  }, 60_000);

  it('the farmer’s review of the delivered product shows as a verified purchase', async () => {
    const written = await t
      .http()
      .post(api(`product/${productId}/ratings`))
      .set(bearer(farmer.token))
      .send({ rating: 5, comment: 'Arrived on time, good granules.' })
      .expect(201);
    await t
      .http()
      .post(api(`product/comment/approval/${written.body.data.review.id}/APPROVED`))
      .set(bearer(admin))
      .expect(200);
    await step(page, 'verified-review', async () => {
      await farmerSignsIn(`/products/${productId}`);
      const review = byTestId(page, 'review-item').filter({ hasText: 'Arrived on time, good granules.' });
      await byTestId(review, 'review-verified').waitFor();
      await expect(byTestId(review, 'review-verified').textContent()).resolves.toBe('Verified purchase');
    });
  }, 60_000);
});

const quotationInDb = async () =>
  (await t.sql(
    `SELECT id, status, is_read AS "isRead", quantity, comment, offered_price::text AS "price", request_id AS "requestId", buyer_id AS "buyerId", seller_id AS "sellerId"
         FROM quotations`,
  )) as any[];

describe('a quotation from the product page to an order', () => {
  let quotationId: string;

  it('the farmer asks for a price from the product page', async () => {
    await step(page, 'farmer-ask', async () => {
      await openByRouter(page, `/products/${productId}`);
      await byTestId(page, 'trade-quote').click();
      const dialog = byTestId(page, 'trade-quote-dialog');
      await byTestId(dialog, 'trade-quantity').fill('10');
      await byTestId(dialog, 'trade-comment').fill('What is your price for 10 bags?');
      await byTestId(dialog, 'trade-submit').click();
      await expect(byTestId(page, 'trade-result').locator('.MuiAlert-message').innerText()).resolves.toBe(
        'Your quotation request was sent to the seller.',
      );
    });
    const [quotation] = await quotationInDb();
    expect(quotation).toMatchObject({
      status: 'REQUESTED',
      isRead: false,
      quantity: 10,
      price: null,
      buyerId: farmer.id,
      sellerId: provider.id,
    });
    quotationId = quotation.id;
  }, 60_000);

  it('the input provider reads it, answers with a price, and can mark it unread and read again', async () => {
    await step(page, 'provider-quotations', async () => {
      await providerSignsIn('/admin/allorders');
      await expect(byTestId(page, 'menu-quotations-count').innerText()).resolves.toBe('1');
      await byTestId(page, 'menu-quotations').click();
      await page.waitForURL(/\/admin\/quotations$/);
      const unread = row(page, PRODUCT);
      await expect(byTestId(unread, 'quotation-read').getAttribute('data-read')).resolves.toBe('false');
      await byTestId(unread, 'quotation-status').getByText('Awaiting a price').waitFor();
      await unread.click();
      await page.waitForURL(new RegExp(`/admin/quotations/${quotationId}$`));
      await page
        .locator('[data-testid="quotation-message"][data-kind="REQUEST"]')
        .getByText('What is your price for 10 bags?')
        .waitFor();
    });
    await step(page, 'provider-answer', async () => {
      await byTestId(page, 'quotation-price-input').fill('12000');
      await byTestId(page, 'quotation-comment-input').fill('12,000 each for 10 bags.');
      await byTestId(page, 'quotation-answer-submit').click();
      await notification(page, 'Quotation updated.').waitFor();
      await page.locator('[data-testid="quotation-detail"][data-status="OFFERED"][data-read="true"]').waitFor();
      await page
        .locator('[data-testid="quotation-message"][data-kind="OFFER"]')
        .getByText('12,000 each for 10 bags.')
        .waitFor();
      await byTestId(page, 'menu-quotations-count').waitFor({ state: 'detached' });
    });
    expect((await quotationInDb())[0]).toMatchObject({ status: 'OFFERED', isRead: true, price: '12000.00' });

    await step(page, 'provider-unread', async () => {
      await byTestId(page, 'quotation-mark-unread').click();
      await page.locator('[data-testid="quotation-detail"][data-read="false"]').waitFor();
      await expect(byTestId(page, 'menu-quotations-count').innerText()).resolves.toBe('1');
    });
    expect((await quotationInDb())[0].isRead).toBe(false);
    await step(page, 'provider-read', async () => {
      await byTestId(page, 'quotation-mark-read').click();
      await page.locator('[data-testid="quotation-detail"][data-read="true"]').waitFor();
    });
    expect((await quotationInDb())[0]).toMatchObject({ status: 'OFFERED', isRead: true });
  }, 60_000);

  it('the farmer accepts the price: it becomes an order the input provider receives', async () => {
    await step(page, 'farmer-quotations', async () => {
      await farmerSignsIn('/admin/myorders');
      await byTestId(page, 'menu-quotations-asked').click();
      await page.waitForURL(/\/admin\/quotations\/asked$/);
      // A farmer sells nothing: no received quotations or orders in their menu.
      await expect(byTestId(page, 'menu-quotations').count()).resolves.toBe(0);
      await expect(byTestId(page, 'menu-allorders').count()).resolves.toBe(0);
      const offered = row(page, PRODUCT);
      await byTestId(offered, 'quotation-status').getByText('Price offered').waitFor();
      await offered.click();
      await page.waitForURL(new RegExp(`/admin/quotations/asked/${quotationId}$`));
      await expect(byTestId(page, 'quotation-price').innerText()).resolves.toMatch(/12,000\.00/);
    });
    await step(page, 'farmer-accept', async () => {
      await byTestId(page, 'quotation-accept').click();
      const dialog = byTestId(page, 'quotation-accept-dialog');
      await byTestId(dialog, 'quotation-accept-method').click();
      await page.getByRole('option', { name: 'Home delivery' }).click();
      await byTestId(dialog, 'quotation-accept-location').fill('Plot 4, Zaria Road, Kano');
      await byTestId(dialog, 'quotation-accept-confirm').click();
      await notification(page, 'Quotation accepted: your product request was sent to the seller.').waitFor();
      await page.locator('[data-testid="quotation-detail"][data-status="ACCEPTED"]').waitFor();
      await byTestId(page, 'quotation-accepted').waitFor();
    });
    const [quotation] = await quotationInDb();
    expect(quotation).toMatchObject({ status: 'ACCEPTED', requestId: expect.any(String) });
    const [order] = await orderInDb(quotation.requestId);
    expect(order).toMatchObject({
      status: 'PENDING',
      quantity: 10,
      unitPrice: '12000.00',
      quotationId,
      buyerId: farmer.id,
      sellerId: provider.id,
      deliveryMethodId: 2,
    });

    await step(page, 'farmer-orders', async () => {
      await byTestId(page, 'quotation-order-link').click();
      await page.waitForURL(/\/admin\/myorders$/);
      await orderRow(page, 'PENDING').getByText('From a quotation').waitFor();
      await orderRow(page, 'DELIVERED').waitFor();
    });
    await step(page, 'provider-new-order', async () => {
      await providerSignsIn('/admin/allorders');
      const pending = orderRow(page, 'PENDING');
      await pending.getByText('From a quotation').waitFor();
      await expect(byTestId(pending, 'order-quantity').innerText()).resolves.toBe('10');
      await expect(byTestId(page, 'menu-allorders-count').innerText()).resolves.toBe('1');
    });
  }, 90_000);
});
