/// <reference lib="dom" />
import { Page } from 'playwright-core';
import { byTestId, chromiumForThisFile, input, notification, row, signIn, step } from '../support/browser';
import { decideProduct, submitProduct } from '../support/catalogue';
import { Person, person, placeInNigeria } from '../affiliation/support';
import { DEFAULT_PASSWORD } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Partners in the console, in Nigeria: a distributor asks an input provider for an affiliation from the inputs page,
 * the input provider finds it pending (counted in the menu) and approves it, and the distributor sees it approved.
 * The distributor then invites a retailer from retailers/invite, is told a second invitation of the same person is
 * still running, and, inviting someone already registered, gets the warning whose button asks them for an affiliation.
 * Needs the built console (npm run build -w admin-ui) and Debian's chromium (.ci/run installs it).
 */
const PASSWORD = DEFAULT_PASSWORD;
const PRODUCT = 'Golden NPK';

let t: TestApp;

let provider: Person;
let distributor: Person;
let productId: string;
let place: { stateId: number; stateName: string; cityId: number; cityName: string };

beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  // The people, the approved product and the place of the invitations, set up through the API before the browser
  // slot is taken (see chromiumForThisFile).
  provider = await person(t, 'ROLE_INPUT_PROVIDER', { company: 'Green Farms Ltd' });
  distributor = await person(t, 'ROLE_DISTRIBUTOR', {
    firstname: 'Bola',
    lastname: 'Ade',
    company: 'Delta Distribution',
  });
  const product = await submitProduct(t, { ...provider, country: 'Nigeria' }, { name: PRODUCT });
  productId = product.id;
  await decideProduct(t, await t.login(), productId, 'APPROVED');
  place = await placeInNigeria(t);
}, 120_000);

/** A person's own browser, on the console in Nigeria, in English. */
const PAGE = { screenshotPrefix: 'partners-journey', language: 'en' } as const;

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console in
// the distributor's and the input provider's browsers.
const chromium = chromiumForThisFile({ app: () => t, page: PAGE, morePages: [PAGE] });

afterAll(async () => {
  await t?.close();
});

const requests = () =>
  t.sql(
    `SELECT dealer_id AS "dealerId", input_provider_id AS "providerId", status, decided_at IS NOT NULL AS decided FROM affiliation_requests ORDER BY requested_at`,
  );

let providerPage: Page;
let distributorPage: Page;

describe('an affiliation asked from the inputs page', () => {
  beforeAll(() => {
    [distributorPage, providerPage] = chromium.pagesOpenedAhead();
  });

  it('the distributor asks the input provider of a product for an affiliation', async () => {
    const page = distributorPage;
    await step(page, 'inputs', async () => {
      await signIn(t, page, distributor.email, PASSWORD, '/admin/mydashboard');
      await byTestId(page, 'menu-inputs').click();
      await page.waitForURL(/\/admin\/inputs$/);
      await row(page, PRODUCT).click();
      await page.waitForURL(new RegExp(`/admin/inputs/${productId}$`));
      await page.locator('[data-testid="input-request-affiliation"][data-status="NONE"]').waitFor();
    });
    await step(page, 'request', async () => {
      await byTestId(page, 'input-request-affiliation').click();
      await notification(page, 'Affiliation request sent to Green Farms Ltd.').waitFor();
      // Read again from the server once saved: pending, so it cannot be asked twice.
      const button = page.locator('[data-testid="input-request-affiliation"][data-status="PENDING"]');
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      await expect(button.textContent()).resolves.toBe('Affiliation request pending');
    });
    expect(await requests()).toEqual([
      { dealerId: distributor.id, providerId: provider.id, status: 'PENDING', decided: false },
    ]);
  }, 90_000);

  it('the input provider finds it pending, counted in the menu, and approves it after confirming', async () => {
    const page = providerPage;
    await step(page, 'pending', async () => {
      await signIn(t, page, provider.email, PASSWORD, '/admin/dashboard');
      await expect(byTestId(page, 'menu-affiliations-count').textContent()).resolves.toBe('1');
      await byTestId(page, 'menu-affiliations').click();
      await page.waitForURL(/\/admin\/affiliations$/);
      const pending = row(page, 'Delta Distribution');
      await pending.waitFor();
      await expect(pending.textContent()).resolves.toContain('Bola Ade');
      expect(await byTestId(pending, 'affiliation-status').getAttribute('data-status')).toBe('PENDING');
    });
    await step(page, 'cancel', async () => {
      await byTestId(row(page, 'Delta Distribution'), 'affiliation-approve').click();
      await expect(byTestId(page, 'affiliation-confirm-text').textContent()).resolves.toContain(
        'Delta Distribution will become your business partner',
      );
      await byTestId(page, 'affiliation-confirm-cancel').click();
      await byTestId(page, 'affiliation-confirm-dialog').waitFor({ state: 'detached' });
    });
    expect((await requests())[0].status).toBe('PENDING');
    await step(page, 'approve', async () => {
      await byTestId(row(page, 'Delta Distribution'), 'affiliation-approve').click();
      await byTestId(page, 'affiliation-confirm').click();
      await notification(page, /You approved the affiliation request of (Delta Distribution|Bola Ade)/).waitFor();
      await row(page, 'Delta Distribution').waitFor({ state: 'detached' });
      await byTestId(page, 'affiliations-list-empty').waitFor();
      await byTestId(page, 'menu-affiliations-count').waitFor({ state: 'detached' });
      await byTestId(page, 'affiliations-tab-APPROVED').click();
      const approved = row(page, 'Delta Distribution');
      await approved.waitFor();
      expect(await byTestId(approved, 'affiliation-status').getAttribute('data-status')).toBe('APPROVED');
    });
    expect(await requests()).toEqual([
      { dealerId: distributor.id, providerId: provider.id, status: 'APPROVED', decided: true },
    ]);
  }, 90_000);

  it('the distributor sees it approved', async () => {
    const page = distributorPage;
    await step(page, 'approved', async () => {
      await page.reload();
      const button = page.locator('[data-testid="input-request-affiliation"][data-status="APPROVED"]');
      await button.waitFor();
      await expect(button.textContent()).resolves.toBe('Affiliated');
      await byTestId(page, 'menu-affiliations').click();
      await page.waitForURL(/\/admin\/affiliations$/);
      await byTestId(page, 'affiliations-list-empty').waitFor();
      await byTestId(page, 'affiliations-tab-APPROVED').click();
      const approved = row(page, 'Green Farms Ltd');
      await approved.waitFor();
      expect(await byTestId(approved, 'affiliation-status').getAttribute('data-status')).toBe('APPROVED');
    });
  }, 60_000);
});

describe('invitations', () => {
  async function fillInvitation(page: Page, values: { fullName: string; email: string }) {
    await input(page, 'invite-full-name').fill(values.fullName);
    await input(page, 'invite-email').fill(values.email);
    await input(page, 'invite-address').fill('12 Market Road, Ikeja');
    await byTestId(page, 'invite-state').locator('select').selectOption(String(place.stateId));
    await byTestId(page, 'invite-city').locator(`option[value="${place.cityId}"]`).waitFor({ state: 'attached' });
    await byTestId(page, 'invite-city').locator('select').selectOption(String(place.cityId));
  }

  const invitations = () =>
    t.sql(
      `SELECT organisation_id AS "organisationId", full_name AS "fullName", email, type, status FROM invitations ORDER BY sent_at`,
    );

  it('the distributor invites a retailer and finds the invitation on the retailers list', async () => {
    const page = distributorPage;
    await step(page, 'invite-form', async () => {
      await byTestId(page, 'menu-retailers').click();
      await page.waitForURL(/\/admin\/retailers$/);
      await byTestId(page, 'partners-list-empty').waitFor();
      await byTestId(page, 'retailers-invite').click();
      await page.waitForURL(/\/admin\/retailers\/invite$/);
      await expect(byTestId(page, 'invite-type').locator('select').inputValue()).resolves.toBe('RETAILER');
      // The console checks the name's length and asks for an e-mail address or a phone number.
      await input(page, 'invite-full-name').fill('Chi');
      await byTestId(page, 'invite-submit').click();
      await byTestId(page, 'invite-form').getByText('At least 5 characters, spaces included.').waitFor();
      await byTestId(page, 'invite-form').getByText('Give an e-mail address or a phone number.').waitFor();
    });
    expect(await invitations()).toEqual([]);
    await step(page, 'invite-sent', async () => {
      await fillInvitation(page, { fullName: 'Chika Eze', email: 'chika@example.com' });
      await byTestId(page, 'invite-submit').click();
      await notification(page, 'Invitation sent to chika@example.com.').waitFor();
      await page.waitForURL(/\/admin\/retailers\?tab=invitations$/);
      const sent = row(page, 'Chika Eze');
      await sent.waitFor();
      expect(await byTestId(sent, 'invitation-status').getAttribute('data-status')).toBe('PENDING');
      await expect(sent.textContent()).resolves.toContain(place.cityName);
    });
    expect(await invitations()).toEqual([
      {
        organisationId: distributor.id,
        fullName: 'Chika Eze',
        email: 'chika@example.com',
        type: 'RETAILER',
        status: 'PENDING',
      },
    ]);
    await t.inbox!.waitFor((mail) => mail.to.includes('chika@example.com'));
  }, 90_000);

  it('is told an invitation of the same person is still running', async () => {
    const page = distributorPage;
    await step(page, 'invite-pending', async () => {
      await byTestId(page, 'retailers-invite').click();
      await page.waitForURL(/\/admin\/retailers\/invite$/);
      await fillInvitation(page, { fullName: 'Chika Eze', email: 'Chika@Example.com' });
      await byTestId(page, 'invite-submit').click();
      await byTestId(page, 'invite-already-pending')
        .getByText(/An invitation to this person is already pending \(until \d{4}-\d{2}-\d{2}\)\./)
        .waitFor();
      expect(page.url()).toMatch(/\/admin\/retailers\/invite$/);
    });
    expect(await invitations()).toHaveLength(1);
  }, 60_000);

  it('inviting someone already registered shows the warning, whose button asks them for an affiliation', async () => {
    const registered = await person(t, 'ROLE_INPUT_PROVIDER', {
      firstname: 'Musa',
      lastname: 'Ali',
      company: 'Sahel Seeds',
    });
    const page = distributorPage;
    await step(page, 'invite-registered', async () => {
      await fillInvitation(page, { fullName: 'Musa Ali', email: registered.email });
      await byTestId(page, 'invite-submit').click();
      const warning = byTestId(page, 'invite-already-registered');
      await warning
        .getByText(
          `The agrodealer with this email (${registered.email}) or phone number (-) is already registered on the platform, you can request a business affiliation`,
        )
        .waitFor();
      expect(await warning.getAttribute('data-standing')).toBe('NONE');
      expect(page.url()).toMatch(/\/admin\/retailers\/invite$/);
    });
    expect(await invitations()).toHaveLength(1);
    expect(await requests()).toHaveLength(1);
    await step(page, 'invite-affiliation', async () => {
      await byTestId(page, 'invite-request-affiliation').click();
      await notification(page, 'Affiliation request sent to Sahel Seeds.').waitFor();
      await byTestId(page, 'invite-affiliation-sent').waitFor();
      await byTestId(page, 'invite-request-affiliation').waitFor({ state: 'detached' });
    });
    expect(await requests()).toEqual([
      { dealerId: distributor.id, providerId: provider.id, status: 'APPROVED', decided: true },
      { dealerId: distributor.id, providerId: registered.id, status: 'PENDING', decided: false },
    ]);
    await step(page, 'sent-requests', async () => {
      await byTestId(page, 'menu-affiliations').click();
      await page.waitForURL(/\/admin\/affiliations$/);
      const pending = row(page, 'Sahel Seeds');
      await pending.waitFor();
      expect(await byTestId(pending, 'affiliation-status').getAttribute('data-status')).toBe('PENDING');
    });
  }, 90_000);
});
