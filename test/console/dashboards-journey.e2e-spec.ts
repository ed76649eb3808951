/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { Page } from 'playwright-core';
import { byTestId, chromiumForThisFile, signIn, step } from '../support/browser';
import { DEFAULT_PASSWORD, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';
import { api, bearer, farmerBody, listsOf, NIGERIA, placeIn } from '../farmers/support';

/**
 * The administration dashboard in the console. An extension agent in Nigeria enrols two farmers, Amina (female, a farm
 * of 2.5 ha) and Bello (male, a farm of 1.5 ha), both of one project and one community. The administrator's dashboard
 * then shows 2 farmers (2 today), 1 community, 4.00 ha over 2 farms (2.00 ha on average), one of each gender; the same for
 * Nigeria chosen in the country picker, and nothing for Senegal; over a date range holding today, 2 farmers enrolled (a
 * reversed range is explained, not asked for). Switched to French, the page speaks French.
 */
let t: TestApp;
let admin: Person;
let page: Page;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = await person(t, 'ROLE_ADMIN', { firstname: 'Ngozi', lastname: 'Eze' });
  const agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa' });
  const place = await placeIn(t, NIGERIA);
  const lists = await listsOf(t, await t.login(), NIGERIA);
  let phone = 3000;
  for (const [fullName, gender, size] of [
    ['Amina Yusuf', 'FEMALE', 2.5],
    ['Bello Musa', 'MALE', 1.5],
  ] as const) {
    const body = farmerBody(place, lists, {
      fullName,
      gender,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      phone: `0803123${++phone}`,
    });
    const farmerId = (await t.http().post(api('farmers')).set(bearer(agent.token)).send(body).expect(201)).body.data.id;
    await t
      .http()
      .post(api('farm/create'))
      .set(bearer(agent.token))
      .send({ farmerId, name: `${fullName} plot`, size, sizeUnit: 'HA', community: 'Dawakin Tofa' })
      .expect(201);
  }
  await t.drainConsumers();
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'dashboards-journey', country: 'Nigeria', language: 'en', collectProblems: true },
});

afterAll(async () => {
  await t?.close();
});

const value = (id: string) => byTestId(page, `dashboard-${id}-value`);

describe('the administration dashboard', () => {
  beforeAll(() => {
    page = chromium.firstPage();
  });

  it('shows the figures of the fixture, for every country and for the country chosen', async () => {
    await step(page, 'every-country', async () => {
      await signIn(t, page, admin.email, DEFAULT_PASSWORD, '/admin/admindashboard');
      await page.locator('h1', { hasText: 'Administration dashboard' }).waitFor();
      await value('farmers').getByText('2', { exact: true }).waitFor();
      await byTestId(page, 'dashboard-farmers-detail').getByText('today: 2').waitFor();
      await value('communities').getByText('1', { exact: true }).waitFor();
      await value('farmsSize')
        .getByText(/^4\.00\sha$/)
        .waitFor();
      // The figures say how fresh they are.
      await byTestId(page, 'dashboard-as-of')
        .getByText(/^As of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2}$/)
        .waitFor();
      await byTestId(page, 'dashboard-farmsSize-detail')
        .getByText(/^average 2\.00\sha over 2 farms$/)
        .waitFor();
      await byTestId(page, 'dashboard-gender-table-FEMALE').getByText('1').waitFor();
      await byTestId(page, 'dashboard-gender-table-MALE').getByText('1').waitFor();
    });
    await step(page, 'over-time', async () => {
      // Tomorrow too: in Lagos (UTC+1) the farmers may already count for the next day of the browser's calendar.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const range = page.getByRole('group', { name: 'Date range' });
      await range.getByLabel('To').fill(day(1));
      await range.getByLabel('From').fill(day(2));
      await byTestId(page, 'dashboard-range').getByText('The start date is after the end date.').waitFor();
      await range.getByLabel('From').fill(day(-6));
      await byTestId(page, 'dashboard-series-farmers-total').getByText('Total over the range: 2').waitFor();
      await byTestId(page, 'dashboard-series-orders-total').getByText('Total over the range: 0').waitFor();
    });
    await step(page, 'nigeria', async () => {
      await byTestId(page, 'dashboard-country').click();
      await page.getByRole('option', { name: 'Nigeria', exact: true }).click();
      await value('farmers').getByText('2', { exact: true }).waitFor();
      await byTestId(page, 'dashboard-country').click();
      await page.getByRole('option', { name: 'Senegal', exact: true }).click();
      await value('farmers').getByText('0', { exact: true }).waitFor();
      await value('farmsSize')
        .getByText(/^0\.00\sha$/)
        .waitFor();
    });
  });

  it('speaks French once the language is switched', async () => {
    await step(page, 'french', async () => {
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await page.locator('h1', { hasText: "Tableau de bord d'administration" }).waitFor();
      await byTestId(page, 'dashboard-farmers').getByText('Agriculteurs').waitFor();
      await byTestId(page, 'dashboard-farmsSize-detail')
        .getByText(/^moyenne 2,00\sha sur 2 exploitations$/)
        .waitFor();
      await byTestId(page, 'dashboard-as-of')
        .getByText(/^Chiffres au /)
        .waitFor();
    });
  });
});
