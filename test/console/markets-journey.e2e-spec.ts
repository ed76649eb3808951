/// <reference lib="dom" />
import ExcelJS from 'exceljs';
import { Page } from 'playwright-core';
import { audit, byTestId, chromiumForThisFile, notification, openByRouter, signIn, step } from '../support/browser';
import { PNG } from '../support/catalogue';
import { DEFAULT_PASSWORD, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Market prices in the console, in Kenya. An administrator uploads a price sheet in the WFP layout with the prices of
 * a 90 kg bag of dry maize published by Soko Directory on 14 April 2020 [KE-SOKO-2020, shared/data/units-and-prices.md]:
 * KES 4,000 in Kakamega, 3,600 in Bungoma, 4,300 in Nairobi. A first sheet with a unit of unknown weight is refused with
 * its row and field named, and keeps nothing. The list then shows the prices; choosing Kakamega and Bungoma and the
 * product opens the comparison across states: a chart and the table, per kg (4,000 / 90 = 44.44; 3,600 / 90 = 40). Then its
 * price history and an alert on it, a partner organisation on the home page, and the FAQ and terms pages.
 */
const KENYA = 5;

let t: TestApp;
let admin: Person;
let page: Page;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = await person(t, 'ROLE_ADMIN', { countryId: KENYA, firstname: 'Wanjiru', lastname: 'Kamau' });
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'markets-journey', country: 'Kenya', language: 'en', collectProblems: false },
});

afterAll(async () => {
  await t?.close();
});

async function sheet(unit: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Prices');
  ws.addRow(['date', 'admin1', 'market', 'commodity', 'unit', 'currency', 'price']);
  ws.addRow(['2020-04-14', 'Kakamega', 'Kakamega', 'Maize (dry)', unit, 'KES', 4000]);
  ws.addRow(['2020-04-14', 'Bungoma', 'Bungoma', 'Maize (dry)', unit, 'KES', 3600]);
  ws.addRow(['2020-04-14', 'Nairobi City', 'Nairobi', 'Maize (dry)', unit, 'KES', 4300]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const pricesInDb = async () => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM market_prices`))[0].n;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function choose(p: Page, testId: string, option: string) {
  await byTestId(p, testId).click();
  await byTestId(p, testId).fill(option.slice(0, 4));
  await p.getByRole('option', { name: option, exact: true }).click();
}

describe('market prices: upload a sheet, compare two states', () => {
  beforeAll(() => {
    page = chromium.firstPage();
  });

  it('refuses a sheet with a unit of unknown weight, naming the row and field, then uploads the prices', async () => {
    await step(page, 'open-upload', async () => {
      await signIn(t, page, admin.email, DEFAULT_PASSWORD, '/admin/admindashboard');
      await byTestId(page, 'menu-market-updates-files').click();
      await page.waitForURL(/\/admin\/market-updates-files$/);
      await page.locator('h1', { hasText: 'Upload a price sheet' }).waitFor();
    });
    await step(page, 'bad-sheet', async () => {
      await byTestId(page, 'market-sheet-input').setInputFiles({
        name: 'kenya-bad.xlsx',
        mimeType: XLSX_TYPE,
        buffer: await sheet('debe'),
      });
      await byTestId(page, 'market-sheet-upload').click();
      const errors = byTestId(page, 'market-upload-errors');
      await errors.getByText('Some rows of the price sheet are not valid: nothing was uploaded.').waitFor();
      await expect(errors.locator('tbody tr').first().locator('td').allInnerTexts()).resolves.toEqual([
        'row 2: unit',
        'The weight of one "debe" is not known: give it in the "Kg per unit" column.',
      ]);
    });
    expect(await pricesInDb()).toBe(0);
    await step(page, 'good-sheet', async () => {
      await byTestId(page, 'market-sheet-input').setInputFiles({
        name: 'kenya-2020-04.xlsx',
        mimeType: XLSX_TYPE,
        buffer: await sheet('90 KG'),
      });
      await byTestId(page, 'market-sheet-upload').click();
      await notification(page, '3 prices uploaded.').waitFor();
      // The list follows after a second.
      await page.waitForURL(/\/admin\/market-updates\/list$/);
      await byTestId(page, 'market-price-table').locator('tbody tr').nth(2).waitFor();
    });
    expect(await pricesInDb()).toBe(3);
  });

  it('compares the product across two states, per unit and per kg', async () => {
    await step(page, 'filters', async () => {
      await choose(page, 'market-states', 'Kakamega');
      await choose(page, 'market-states', 'Bungoma');
      await choose(page, 'market-products', 'Maize (dry)');
      // The list is read again after each filter: wait for the filtered answer (the two states' maize prices).
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="market-price-table"] tbody tr').length === 2,
      );
      await expect(byTestId(page, 'market-price-table').locator('tbody tr').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/Bungoma|Kakamega/),
        expect.stringMatching(/Bungoma|Kakamega/),
      ]);
    });
    await step(page, 'compare', async () => {
      await byTestId(page, 'market-compare-states').click();
      await page.waitForURL(/\/admin\/market-updates\/list\/compare-across-states\/all\/\d+,\d+\/Maize%20\(dry\)$/);
      await byTestId(page, 'market-compare-title').getByText('Maize (dry) across states').waitFor();
      await byTestId(page, 'market-compare-chart').locator('.recharts-bar-rectangle').first().waitFor();
      const rows = byTestId(page, 'market-price-table').locator('tbody tr');
      await expect(rows.count()).resolves.toBe(2);
      const perKg = (await rows.allInnerTexts()).map((r) => r.split('\t').slice(0, 6).join('|')).sort();
      expect(perKg).toEqual([
        'Bungoma|Bungoma|Maize (dry)|KES / kg|Apr 2020|40',
        'Kakamega|Kakamega|Maize (dry)|KES / kg|Apr 2020|44.44',
      ]);
      await byTestId(page, 'market-per-kg').locator('input').click();
      const perBag = (await rows.allInnerTexts()).map((r) => r.split('\t').slice(0, 6).join('|')).sort();
      expect(perBag).toEqual([
        'Bungoma|Bungoma|Maize (dry)|KES / 90 KG|Apr 2020|3,600',
        'Kakamega|Kakamega|Maize (dry)|KES / 90 KG|Apr 2020|4,000',
      ]);
    });
  });
  it('shows the price history of the product and sets a price alert on it', async () => {
    await step(page, 'history', async () => {
      await byTestId(page, 'menu-market-updates-history').click();
      await page.waitForURL(/\/admin\/market-updates\/history$/);
      await choose(page, 'history-product', 'Maize (dry)');
      // One month so far: a point per state, in the chart and in its table.
      await byTestId(page, 'history-table').waitFor();
      await byTestId(page, 'history-chart').locator('.recharts-line').first().waitFor({ state: 'attached' });
      await expect(byTestId(page, 'history-table').locator('thead th').allInnerTexts()).resolves.toEqual(
        expect.arrayContaining(['Kakamega', 'Bungoma']),
      );
      await expect(byTestId(page, 'history-table').locator('tbody tr').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/^Apr 2020\t/),
      ]);
    });
    await step(page, 'alerts', async () => {
      await byTestId(page, 'menu-market-updates-alerts').click();
      await page.waitForURL(/\/admin\/market-updates\/alerts$/);
      await byTestId(page, 'alert-product').fill('Maize (dry)');
      await byTestId(page, 'alert-state').click();
      await page.getByRole('option', { name: 'Kakamega', exact: true }).click();
      await byTestId(page, 'alert-threshold').fill('45');
      await byTestId(page, 'alert-create').click();
      // 44.44 KES a kg in Kakamega: below the threshold of 45.
      await byTestId(page, 'alert-row').filter({ hasText: 'Kakamega' }).filter({ hasText: 'Below' }).waitFor();
    });
  });

  // The public pages open by the app's router, as its links open them (the public pages and the console are one app).
  it("adds a partner to the country's home page, shown to visitors beside the FAQ and the terms", async () => {
    await step(page, 'partners', async () => {
      await byTestId(page, 'menu-trust-us').click();
      await page.waitForURL(/\/admin\/trust-us$/);
      await byTestId(page, 'partner-add').click();
      await byTestId(page, 'partner-name').fill('Kakamega Farmers Union');
      await byTestId(page, 'partner-website').fill('https://kakamega-farmers.example.org');
      await byTestId(page, 'partner-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await audit(page, 'the partner dialog');
      await byTestId(page, 'partner-save').click();
      await byTestId(page, 'partner-row').filter({ hasText: 'Kakamega Farmers Union' }).waitFor();
    });
    await step(page, 'home', async () => {
      await openByRouter(page, '/');
      await byTestId(page, 'home-partners')
        .getByRole('link', { name: /Kakamega Farmers Union/ })
        .waitFor();
    });
    await step(page, 'faq', async () => {
      await openByRouter(page, '/faq/');
      await page.getByRole('button', { name: 'How do I delete my account?' }).click();
      await page.getByText('Sign in, open Account settings').waitFor();
      await expect(page.title()).resolves.toBe('Frequently asked questions · Kasuwa');
    });
    await step(page, 'terms', async () => {
      await openByRouter(page, '/privacy-and-terms');
      await page.locator('h1', { hasText: 'Privacy and terms' }).waitFor();
      await expect(page.title()).resolves.toBe('Privacy and terms · Kasuwa');
    });
  });
});
