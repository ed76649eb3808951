/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { byTestId, chromiumForThisFile, notification, openByRouter, row, signIn, step } from '../support/browser';
import { decideProduct, registerPerson, submitProduct, Person } from '../support/catalogue';
import { pdfText } from '../support/pdf';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Stock in the console, in Nigeria: an input provider opens a warehouse, receives 100 bags with a PDF waybill (seen
 * in the preview before sending), tries to issue more than there is (the server's message is shown), issues 30, sees
 * the summary (70 bags, their value) and exports the PDF, whose total is the database's.
 * Needs the built console (npm run build -w admin-ui) and Debian's chromium (.ci/run installs it).
 */
const PASSWORD = 'seller-pass-1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let provider: Person;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  const admin = await t.login();
  provider = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  const product = await submitProduct(t, provider, { name: 'Golden NPK', price: '12500.50' });
  await decideProduct(t, admin, product.id, 'APPROVED');
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console.
const chromium = chromiumForThisFile({
  app: () => t,
  page: {
    screenshotPrefix: 'inventory-journey',
    language: 'en',
    blockMapTiles: true,
    collectProblems: true,
    acceptDownloads: true,
  },
});

afterAll(async () => {
  await t?.close();
});

describe('a warehouse from its opening to the PDF of its stock', () => {
  it('is opened, receives stock with a waybill, issues part of it, shows its summary and exports it', async () => {
    const page = chromium.firstPage();
    await step(page, 'open-warehouse', async () => {
      await signIn(t, page, provider.email, PASSWORD, '/admin/dashboard');
      await byTestId(page, 'menu-warehouses').click();
      await page.waitForURL(/\/admin\/warehouses$/);
      await byTestId(page, 'warehouse-create').waitFor();
      await openByRouter(page, '/admin/warehouses/create');
      await page.locator('input[name="name"]').fill('Journey store');
      await page.locator('input[name="code"]').fill('JR-1');
      await page.locator('input[name="manager"]').fill('Musa Bello');
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('combobox', { name: 'City / LGA' }).click();
      await page.getByRole('option').first().click();
      await page.locator('input[name="address"]').fill('12 Zaria Road');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/warehouses$/);
      await row(page, 'Journey store').waitFor();
    });
    const [warehouse] = await t.sql(`SELECT id, code, owner_id FROM warehouses`);
    expect(warehouse).toMatchObject({ code: 'JR-1', owner_id: provider.id });

    const record = async (direction: 'In' | 'Out', quantity: string, waybill: string, withDocument: boolean) => {
      await byTestId(page, 'movement-new').click();
      const dialog = byTestId(page, 'movement-dialog');
      await dialog.getByRole('combobox', { name: 'Product' }).click();
      await page.getByRole('option', { name: 'Golden NPK' }).click();
      await byTestId(dialog, 'movement-size').fill('50kg');
      await byTestId(dialog, 'movement-quantity').fill(quantity);
      await dialog.getByRole('combobox', { name: 'Movement type' }).click();
      await page.getByRole('option', { name: direction }).click();
      await byTestId(dialog, 'movement-waybillNumber').fill(waybill);
      await byTestId(dialog, 'movement-comment').fill('By truck');
      if (withDocument) {
        await byTestId(dialog, 'movement-document').setInputFiles({
          name: 'waybill.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        await byTestId(dialog, 'waybill-preview').waitFor();
      }
      await byTestId(dialog, 'movement-save').click();
      return dialog;
    };

    await step(page, 'receive', async () => {
      await byTestId(row(page, 'Journey store'), 'warehouse-stock').click();
      await page.waitForURL(/\/admin\/warehouses\/[^/]+\/stock$/);
      await record('In', '100', 'WB-100', true);
      await notification(page, 'Stock movement recorded.').waitFor();
      // The figures are read again once the movement is recorded.
      await byTestId(page, 'stock-total-quantity').filter({ hasText: /^100$/ }).waitFor();
    });

    await step(page, 'issue-too-much-then-part', async () => {
      const dialog = await record('Out', '500', 'WB-OUT', false);
      await expect(byTestId(dialog, 'movement-failure').innerText()).resolves.toBe(
        'Not enough stock of Golden NPK (50kg) in Journey store: 100 available, 500 requested.',
      );
      await byTestId(dialog, 'movement-quantity').fill('30');
      await byTestId(dialog, 'movement-save').click();
      await notification(page, 'Stock movement recorded.').waitFor();
      await byTestId(page, 'movement-dialog').waitFor({ state: 'detached' });
    });

    await step(page, 'summary', async () => {
      await byTestId(page, 'stock-total-quantity').filter({ hasText: /^70$/ }).waitFor();
      await expect(byTestId(page, 'stock-total-value').innerText()).resolves.toBe('₦875,035.00');
      await expect(byTestId(page, 'movement-table').locator('tbody tr').count()).resolves.toBe(2);
    });
    expect(
      await t.sql(
        `SELECT direction, quantity, balance, waybill_key IS NOT NULL AS "hasWaybill" FROM stock_movements ORDER BY position`,
      ),
    ).toEqual([
      { direction: 'IN', quantity: 100, balance: 100, hasWaybill: true },
      { direction: 'OUT', quantity: 30, balance: 70, hasWaybill: false },
    ]);

    await step(page, 'export-pdf', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        byTestId(page, 'inventory-export-pdf').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^stock-.*\.pdf$/);
      const { text } = await pdfText(await readFile((await download.path())!));
      expect(text).toContain('Journey store Golden NPK 50kg 70 875035.00');
      expect(text).toMatch(/\nTotal 70 875035\.00\n/);
    });
  }, 180_000);
});
