/// <reference lib="dom" />
import { Locator, Page } from 'playwright-core';
import { chromiumForThisFile, signIn, step as shotStep } from '../support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TestApp } from '../support/test-app';

/**
 * The super administrator runs the people of the working country (Nigeria) from the console:
 * salesmen (create, edit, delete) and input providers (invite, edit, deactivate).
 * Needs the built console (npm run build -w admin-ui) and Debian's chromium (.ci/run installs it).
 */
let t: TestApp;
let page: Page;

beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
}, 120_000);

// Once the app runs: Chromium opens the console, then waits for the run's browser slot (test/support/browser-slot.ts).
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'people-admin', country: 'Nigeria', language: 'en' },
});

afterAll(async () => {
  await t?.close();
});

beforeAll(() => {
  page = chromium.firstPage();
});

/** Keeps a picture of the page when a step fails, and audits the screens it ends on (test/support/browser.ts). */
const step = <T>(name: string, run: () => Promise<T>): Promise<T> => shotStep(page, name, run);

const byTestId = (id: string, within: Page | Locator = page) => within.locator(`[data-testid="${id}"]`);
const input = (id: string) => page.locator(`[data-testid="${id}"] input`);
const notification = (text: string | RegExp) => page.locator('.MuiSnackbar-root', { hasText: text });
const row = (text: string) => page.locator('tbody tr', { hasText: text });
const save = () => page.getByRole('button', { name: 'Save' }).click();

describe('salesmen in the console', () => {
  let place: { stateName: string; cityName: string; stateId: number; cityId: number };

  beforeAll(async () => {
    [place] = await t.sql(
      `SELECT s.id AS "stateId", s.name AS "stateName", c.id AS "cityId", c.name AS "cityName"
         FROM cities c JOIN states s ON s.id = c.state_id WHERE s.country_id = 1 AND c.listed ORDER BY s.name, c.name LIMIT 1`,
    );
  });

  it('the super administrator signs in and opens the salesmen from the menu', async () => {
    await step('sign-in', () => signIn(t, page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/countries'));
    await step('menu', async () => {
      await byTestId('menu-salesmen').click();
      await page.waitForURL(/\/admin\/salesmen$/);
    });
  }, 60_000);

  it('creates a salesman, after the server has refused a phone number of the wrong length', async () => {
    await step('create', async () => {
      await byTestId('salesman-create').click();
      await page.waitForURL(/\/admin\/salesmen\/create$/);
      await input('salesman-firstname').fill('Musa');
      await input('salesman-lastname').fill('Abdullahi');
      await input('salesman-phone').fill('123');
      await input('salesman-email').fill('musa.sales@example.com');
      await input('salesman-company').fill('Green Farms Ltd');
      await byTestId('salesman-state').locator('select').selectOption({ label: place.stateName });
      await byTestId('salesman-city').locator('select').selectOption({ label: place.cityName });
      await save();
      await byTestId('salesman-create-form').getByText('The phone number must have 10 digits.').waitFor();
      expect(page.url()).toMatch(/\/admin\/salesmen\/create$/);

      await input('salesman-phone').fill('08035550001');
      await save();
      await notification('Salesman created.').waitFor();
      await page.waitForURL(/\/admin\/salesmen$/);
      await row('Musa Abdullahi').waitFor();
      expect(await byTestId('salesman-active-status', row('Musa Abdullahi')).getAttribute('data-active')).toBe('true');
    });
    const [stored] = await t.sql(
      `SELECT phone, email, company, state_id AS "stateId", city_id AS "cityId", active FROM salesmen`,
    );
    expect(stored).toEqual({
      phone: '8035550001',
      email: 'musa.sales@example.com',
      company: 'Green Farms Ltd',
      stateId: place.stateId,
      cityId: place.cityId,
      active: true,
    });
  }, 60_000);

  it('edits the salesman: a new last name, no e-mail address, inactive', async () => {
    await step('edit', async () => {
      await byTestId('salesman-edit', row('Musa Abdullahi')).click();
      await page.waitForURL(/\/admin\/salesmen\/edit\/[0-9a-f-]{36}$/);
      await expect(input('salesman-lastname').inputValue()).resolves.toBe('Abdullahi');
      await expect(byTestId('salesman-city').locator('select').inputValue()).resolves.toBe(String(place.cityId));
      await input('salesman-lastname').fill('Abdullahi-Bello');
      await input('salesman-email').fill('');
      await byTestId('salesman-active').locator('input').uncheck();
      await save();
      await notification('Salesman record updated.').waitFor();
      await page.waitForURL(/\/admin\/salesmen$/);
      await row('Musa Abdullahi-Bello').waitFor();
      await expect(byTestId('salesman-active-status', row('Musa Abdullahi-Bello')).textContent()).resolves.toBe(
        'Inactive',
      );
    });
    const [stored] = await t.sql(`SELECT lastname, email, active, city_id AS "cityId" FROM salesmen`);
    expect(stored).toEqual({ lastname: 'Abdullahi-Bello', email: null, active: false, cityId: place.cityId });
  }, 60_000);

  it('deletes the salesman after confirming on the delete page', async () => {
    await step('delete', async () => {
      await byTestId('salesman-delete-button', row('Musa Abdullahi-Bello')).click();
      await page.waitForURL(/\/admin\/salesmen\/delete\/[0-9a-f-]{36}$/);
      await byTestId('salesman-delete').getByText('Delete Musa Abdullahi-Bello?').waitFor();
      await byTestId('salesman-delete-confirm').click();
      await notification('Salesman deleted.').waitFor();
      await page.waitForURL(/\/admin\/salesmen$/);
      await row('Musa Abdullahi-Bello').waitFor({ state: 'detached' });
    });
    expect(await t.sql(`SELECT id FROM salesmen`)).toEqual([]);
  }, 60_000);
});

describe('input providers in the console', () => {
  it('invites an input provider, who is mailed and listed', async () => {
    await step('invite', async () => {
      await byTestId('menu-users-inputproviders').click();
      await page.waitForURL(/\/admin\/users\/inputproviders$/);
      await byTestId('ip-invite').click();
      await page.waitForURL(/\/admin\/users\/inputproviders\/invite$/);
      await input('ip-firstname').fill('Amina');
      await input('ip-lastname').fill('Sani');
      await input('ip-email').fill('amina.ip@example.com');
      await input('ip-phone').fill('8031110000');
      await input('ip-company').fill('Sahel Seeds');
      await save();
      await notification('Input provider created. They will receive an e-mail to choose their password.').waitFor();
      await page.waitForURL(/\/admin\/users\/inputproviders$/);
      await row('Sahel Seeds').waitFor();
      expect(await byTestId('user-status', row('Sahel Seeds')).getAttribute('data-status')).toBe('ACTIVE');
    });
    const mail = await t.inbox!.waitFor((m) => m.to.includes('amina.ip@example.com'));
    expect(mail.text).toMatch(/Sahel Seeds/);
  }, 60_000);

  it("opens the input provider's page and edits the address", async () => {
    await step('edit', async () => {
      await row('Sahel Seeds').getByText('Amina Sani').click();
      await page.waitForURL(/\/admin\/users\/inputproviders\/[0-9a-f-]{36}$/);
      await byTestId('ip-name').getByText('Amina Sani').waitFor();
      await byTestId('ip-edit').click();
      await page.waitForURL(/\/admin\/users\/inputproviders\/edit\/[0-9a-f-]{36}$/);
      await expect(input('ip-email').isDisabled()).resolves.toBe(true);
      await byTestId('ip-address').locator('textarea').first().fill('4 Zaria Road, Kano');
      await save();
      await notification('Input provider updated.').waitFor();
      await page.waitForURL(/\/admin\/users\/inputproviders\/[0-9a-f-]{36}$/);
      await byTestId('ip-details').getByText('4 Zaria Road, Kano').waitFor();
    });
  }, 60_000);

  it('deactivates the input provider, who then shows as deactivated in the list', async () => {
    await step('deactivate', async () => {
      await byTestId('menu-users-inputproviders').click();
      await page.waitForURL(/\/admin\/users\/inputproviders$/);
      await byTestId('ip-deactivate', row('Sahel Seeds')).click();
      await page.getByRole('dialog').getByText('Deactivate Amina Sani?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await notification('Input provider deactivated.').waitFor();
      await byTestId('user-status', row('Sahel Seeds')).and(page.locator('[data-status="DEACTIVATED"]')).waitFor();
      await byTestId('ip-activate', row('Sahel Seeds')).waitFor();
      await expect(byTestId('user-status', row('Sahel Seeds')).textContent()).resolves.toBe('Deactivated');
    });
    const [provider] = await t.sql(`SELECT status FROM users WHERE email = 'amina.ip@example.com'`);
    expect(provider.status).toBe('DEACTIVATED');
  }, 60_000);
});
