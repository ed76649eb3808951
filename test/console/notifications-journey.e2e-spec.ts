/// <reference lib="dom" />
import { Page } from 'playwright-core';
import { audit, byTestId, chromiumForThisFile, notification, signIn, step } from '../support/browser';
import { api, bearer, DEFAULT_PASSWORD, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Push notifications and app versions in the console. An administrator records version 1.4.0 as mandatory (after a
 * refused 1.3.9, lower than the 1.3.10 already recorded: versions are ordered by their parts as numbers), sends a push
 * notification to the farmers of Nigeria, sees both listed, and opens the operations page with the queues.
 * Without FIREBASE_CREDENTIALS the sender only logs: the notification is listed as sent to the one registered device.
 */
let t: TestApp;
let admin: Person;
let farmer: Person;
let page: Page;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = await person(t, 'ROLE_ADMIN', { firstname: 'Amina', lastname: 'Bello' });
  farmer = await person(t, 'ROLE_FARMER');
  await t
    .http()
    .post(api('notifications/devices'))
    .set(bearer(farmer.token))
    .send({ token: 'farmer-phone:APA91bxxxxxxxxxxxx' })
    .expect(201);
  await t
    .http()
    .post(api('version'))
    .set(bearer(admin.token))
    .send({ version: '1.3.10', isMandatory: false })
    .expect(201);
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'notifications-journey', language: 'en', collectProblems: false },
});

afterAll(async () => {
  await t?.close();
});

describe('push notifications and app versions', () => {
  beforeAll(() => {
    page = chromium.firstPage();
  });

  it('records an app version, refusing one lower than the latest', async () => {
    await step(page, 'versions', async () => {
      await signIn(t, page, admin.email, DEFAULT_PASSWORD, '/admin/admindashboard');
      await byTestId(page, 'menu-app-versions').click();
      await page.waitForURL(/\/admin\/app-versions$/);
      await byTestId(page, 'version-row').first().waitFor();
      await expect(byTestId(page, 'version-row').allInnerTexts()).resolves.toEqual([expect.stringContaining('1.3.10')]);
    });
    await step(page, 'version-create', async () => {
      await byTestId(page, 'version-create').click();
      await page.waitForURL(/\/admin\/app-versions\/create$/);
      await byTestId(page, 'version-input').fill('1.3.9');
      await byTestId(page, 'version-save').click();
      await notification(page, 'Version 1.3.9 is not higher than the latest version, 1.3.10.').waitFor();
      await audit(page, 'the version form after a refusal');
      await byTestId(page, 'version-input').fill('1.4.0');
      await byTestId(page, 'version-mandatory').check();
      await byTestId(page, 'version-save').click();
      await notification(page, 'Version 1.4.0 recorded.').waitFor();
      await page.waitForURL(/\/admin\/app-versions$/);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="version-row"]').length === 2);
      const rows = await byTestId(page, 'version-row').allInnerTexts();
      expect(rows[0]).toMatch(/1\.4\.0\s+Mandatory/);
      expect(rows[1]).toMatch(/1\.3\.10\s+Optional/);
    });
    expect((await t.http().get(api('version?installed=1.3.10')).expect(200)).body).toMatchObject({
      updateAvailable: true,
      updateMandatory: true,
    });
  });

  it('sends a push notification to the farmers of a country and lists it with its counts', async () => {
    await step(page, 'push-list', async () => {
      await byTestId(page, 'menu-push-notifications').click();
      await page.waitForURL(/\/admin\/push-notifications$/);
      await page.getByText('No push notification yet.').waitFor();
    });
    await step(page, 'push-create', async () => {
      await byTestId(page, 'push-create').click();
      await page.waitForURL(/\/admin\/push-notifications\/create$/);
      await byTestId(page, 'push-send').click();
      await page.getByText('This field is required').first().waitFor();
      await audit(page, 'the push form with its errors');
      await byTestId(page, 'push-title').fill('Rain tomorrow');
      await byTestId(page, 'push-message').fill('Delay the urea top-dressing until the rain has passed.');
      await byTestId(page, 'push-country').click();
      await page.getByRole('option', { name: 'Nigeria', exact: true }).click();
      await byTestId(page, 'push-role').click();
      await page.getByRole('option', { name: 'Farmer', exact: true }).click();
      await byTestId(page, 'push-send').click();
      await notification(page, 'Push notification "Rain tomorrow" queued for sending.').waitFor();
      await page.waitForURL(/\/admin\/push-notifications$/);
      await byTestId(page, 'push-row').first().waitFor();
    });
    await t.settled();
    await step(page, 'push-sent', async () => {
      await page.reload();
      await byTestId(page, 'push-status').getByText('Sent').waitFor();
      const row = (await byTestId(page, 'push-row').first().innerText()).split('\t').map((cell) => cell.trim());
      expect(row.slice(0, 9)).toEqual([
        'Rain tomorrow',
        'Delay the urea top-dressing until the rain has passed.',
        'Nigeria',
        'Farmer',
        'Sent',
        '1',
        '1',
        '0',
        '0',
      ]);
    });
  });

  it('shows the queues and the push counts beside the link to the queue dashboard', async () => {
    await step(page, 'ops', async () => {
      await byTestId(page, 'menu-ops').click();
      await page.waitForURL(/\/admin\/ops$/);
      await byTestId(page, 'ops-queue').first().waitFor();
      await expect(byTestId(page, 'ops-push-sent').innerText()).resolves.toBe('1');
      await expect(byTestId(page, 'ops-queue').filter({ hasText: 'push-notifications' }).count()).resolves.toBe(1);
      await expect(byTestId(page, 'ops-dashboard-link').getAttribute('href')).resolves.toBe('/admin/queues');
      await expect(byTestId(page, 'menu-admin-queues').count()).resolves.toBe(1);
    });
  });
});
