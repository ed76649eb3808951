/// <reference lib="dom" />
import ExcelJS from 'exceljs';
import { Page } from 'playwright-core';
import { listsOf, Lists, NIGERIA, PDF, person, Person, placeIn, Place } from '../farmers/support';
import { byTestId, chromiumForThisFile, notification, signIn, step } from '../support/browser';
import { DEFAULT_PASSWORD } from '../support/people';
import { untilConsumersCaughtUp } from '../support/settle';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * An extension agent in Nigeria captures farmers in the console. Online: they enrol a farmer on the farmer's behalf
 * (the consent step asks for the first name, the ID number, the signed form and the three agreements; a phone number
 * the country refuses is shown on its field), map a farm, keep a planting record with a fertilizer entry, and find the
 * farmer under "Created by me". Then the network is cut in the browser: another farmer, a farm and a record are kept on
 * the device, shown as pending, and nothing reaches the server; back online, each is sent and saved exactly once.
 * Needs the built console (node scripts/build-console.mjs) and Debian's chromium (.ci/run installs it).
 */
const PASSWORD = DEFAULT_PASSWORD;

let t: TestApp;
let agent: Person;
let place: Place;
let lists: Lists;
let stateName: string;
let cityName: string;
let projectName: string;
let partnerName: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  const admin = await person(t, 'ROLE_ADMIN');
  agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Halima', lastname: 'Sani' });
  place = await placeIn(t, NIGERIA);
  lists = await listsOf(t, admin.token, NIGERIA);
  stateName = (await t.sql<{ name: string }>(`SELECT name FROM states WHERE id = $1`, [place.stateId]))[0].name;
  cityName = (await t.sql<{ name: string }>(`SELECT name FROM cities WHERE id = $1`, [place.cityId]))[0].name;
  projectName = (
    await t.sql<{ name: string }>(`SELECT name FROM farmer_reference_items WHERE id = $1`, [lists.projectId])
  )[0].name;
  partnerName = (
    await t.sql<{ name: string }>(`SELECT name FROM farmer_reference_items WHERE id = $1`, [lists.aggregationPartnerId])
  )[0].name;
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'farmers-journey', language: 'en', timezoneId: 'Africa/Lagos', collectProblems: true },
});

afterAll(async () => {
  await t?.close();
});

// ---- Database ----

const farmersOf = async (userId: string) => {
  await untilConsumersCaughtUp(t.app);
  return t.sql<{ id: string; fullName: string; consentForm: boolean; agreements: boolean }>(
    `SELECT id, full_name AS "fullName", consent_form_key IS NOT NULL AS "consentForm",
            consent_authorisation AND consent_data_transfer AND consent_account_creation AS agreements
       FROM farmers WHERE created_by = $1 ORDER BY created_at`,
    [userId],
  );
};
const farmsOf = async (farmerId: string) => {
  await untilConsumersCaughtUp(t.app);
  return t.sql<{ id: string; name: string; sizeHa: string }>(
    `SELECT id, name, size_ha::text AS "sizeHa" FROM farms WHERE farmer_id = $1 ORDER BY created_at`,
    [farmerId],
  );
};
const recordsOf = async (farmerId: string) => {
  await untilConsumersCaughtUp(t.app);
  return t.sql<{ id: string; farmId: string }>(
    `SELECT id, farm_id AS "farmId" FROM planting_records WHERE farmer_id = $1 ORDER BY created_at`,
    [farmerId],
  );
};
/** The events of a stream: one creation event means one object. */
const eventsOf = async (streamId: string) =>
  (await t.sql<{ type: string }>(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [streamId])).map(
    (event) => event.type,
  );

// ---- Page helpers ----

/** Chooses `option` in the react-admin select `testId`. */
async function choose(page: Page, testId: string, option: string) {
  await byTestId(page, testId).locator('[role="combobox"]').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the farmer form with a farmer of the agent's state and LGA. */
async function fillFarmer(page: Page, fullName: string, phone: string) {
  await byTestId(page, 'farmer-fullName').locator('input').fill(fullName);
  await page.getByLabel('Female').check();
  await byTestId(page, 'farmer-phone').locator('input').fill(phone);
  await byTestId(page, 'farmer-address').locator('input').fill('Near the primary school');
  await choose(page, 'farmer-state', stateName);
  await choose(page, 'farmer-city', cityName);
  await byTestId(page, 'farmer-community').locator('input').fill('Dawakin Tofa');
  await choose(page, 'farmer-project', projectName);
  await choose(page, 'farmer-aggregationPartner', partnerName);
  await byTestId(page, 'farmer-age').locator('input').fill('34');
}

/** The consent step, filled: first name, ID number, the signed form (a PDF) and the three agreements. */
async function fillConsent(page: Page, firstName: string) {
  await byTestId(page, 'farmer-consentFirstName').locator('input').fill(firstName);
  await byTestId(page, 'farmer-consentIdNumber').locator('input').fill('A12345678');
  await byTestId(page, 'farmer-consentForm')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'consent.pdf', mimeType: 'application/pdf', buffer: PDF });
  for (const label of [
    'The farmer authorises their enrolment',
    'The farmer agrees to the transfer of their personal data',
    'The farmer agrees to an account being created on their behalf',
  ]) {
    await page.getByLabel(label).check();
  }
}

async function addFarm(page: Page, name: string) {
  await byTestId(page, 'farm-add').click();
  const dialog = byTestId(page, 'farm-dialog');
  await byTestId(dialog, 'farm-name').fill(name);
  await byTestId(dialog, 'farm-size').fill('2.5');
  await byTestId(dialog, 'farm-community').fill('Dawakin Tofa');
  await byTestId(dialog, 'farm-latitude').fill('12.0022');
  await byTestId(dialog, 'farm-longitude').fill('8.592');
  await byTestId(dialog, 'farm-save').click();
  await dialog.waitFor({ state: 'detached' });
}

/** A maize record with one fertilizer entry (2 bags of NPK) and its actual yield, on the farm card `farmName`. */
async function addRecord(page: Page, farmName: string, year: string) {
  const card = byTestId(page, 'farm-card').filter({ has: page.getByText(farmName, { exact: true }) });
  await byTestId(card, 'record-add').click();
  const dialog = byTestId(page, 'record-dialog');
  await byTestId(dialog, 'record-year').fill(year);
  await byTestId(dialog, 'record-cropTypeId').selectOption({ label: 'Maize' });
  await byTestId(dialog, 'record-crop-family').waitFor();
  await byTestId(dialog, 'record-add-fertilizers').click();
  await byTestId(dialog, 'record-fertilizers.0.fertilizerTypeId').selectOption({ label: 'NPK' });
  await byTestId(dialog, 'record-fertilizers.0.composition').fill('15-15-15');
  await byTestId(dialog, 'record-fertilizers.0.quantity').fill('2');
  await byTestId(dialog, 'record-fertilizers.0.unitTypeId').selectOption({ label: '50 kg bag' });
  await byTestId(dialog, 'record-actualYield').fill('1200');
  await byTestId(dialog, 'record-yieldUnitTypeId').selectOption({ label: 'Kilogram(s)' });
  await byTestId(dialog, 'record-save').click();
  await dialog.waitFor({ state: 'detached' });
}

const farmerRows = (page: Page) => byTestId(page, 'farmer-row');

// ---- The journey ----

describe('an extension agent captures farmers, farms and records, online and offline', () => {
  let page: Page;
  let firstId: string;

  beforeAll(() => {
    page = chromium.firstPage();
  });

  it('online: enrols a farmer with consent, maps a farm, keeps a record, and finds the farmer under "Created by me"', async () => {
    await step(page, 'list-empty', async () => {
      await signIn(t, page, agent.email, PASSWORD, '/admin/extensionagentdashboard');
      await byTestId(page, 'menu-farmers').click();
      await page.waitForURL(/\/admin\/farmers/);
      await expect(byTestId(page, 'farmers-tab-MINE').getAttribute('aria-selected')).resolves.toBe('true');
      await byTestId(page, 'farmers-empty').getByText('No farmers yet.').waitFor();
    });

    await step(page, 'form-required', async () => {
      await byTestId(page, 'farmer-add').click();
      await page.waitForURL(/\/admin\/farmers\/create$/);
      await byTestId(page, 'farmer-save').click();
      await byTestId(page, 'farmer-fullName').getByText('Required').waitFor();
      await byTestId(page, 'farmer-project').getByText('Required').waitFor();
    });

    await step(page, 'consent-required', async () => {
      await fillFarmer(page, 'Amina Yusuf', '12345');
      await page.getByLabel('Enrolled on the farmer’s behalf').check();
      await byTestId(page, 'farmer-consent').getByText('Farmer consent').waitFor();
      await byTestId(page, 'farmer-save').click();
      await byTestId(page, 'farmer-consentFirstName').getByText('Required').waitFor();
      await byTestId(page, 'farmer-consentForm').getByText('Required').waitFor();
      await expect(page.getByText('The farmer must agree to this.').count()).resolves.toBe(3);
    });
    expect(await farmersOf(agent.id)).toEqual([]);

    await step(page, 'server-field-error', async () => {
      // Five digits pass the form's own check; Nigeria's rule (10 digits after +234) is the server's: said on the field.
      await fillConsent(page, 'Amina');
      await byTestId(page, 'farmer-save').click();
      await byTestId(page, 'farmer-phone')
        .locator('.Mui-error', { hasText: /10 digits after \+?234/ })
        .waitFor();
    });
    expect(await farmersOf(agent.id)).toEqual([]);

    await step(page, 'enrol', async () => {
      await byTestId(page, 'farmer-phone').locator('input').fill('08031234567');
      await byTestId(page, 'farmer-save').click();
      await notification(page, 'Farmer enrolled.').waitFor();
      await page.waitForURL(/\/admin\/farmers\/[0-9a-f-]{36}$/);
      await expect(byTestId(page, 'farmer-name').innerText()).resolves.toBe('Amina Yusuf');
      await expect(byTestId(page, 'farmer-place').innerText()).resolves.toBe(`${cityName}, ${stateName}`);
      firstId = page.url().split('/').pop()!;
    });
    expect(await farmersOf(agent.id)).toEqual([
      { id: firstId, fullName: 'Amina Yusuf', consentForm: true, agreements: true },
    ]);

    await step(page, 'farm', async () => {
      await byTestId(page, 'farmer-tab-farms').click();
      await byTestId(page, 'farms-empty').getByText('No farm associated with farmer.').waitFor();
      await addFarm(page, 'North plot');
      await notification(page, 'Farm created.').waitFor();
      const card = byTestId(page, 'farm-card');
      await expect(byTestId(card, 'farm-name').innerText()).resolves.toBe('North plot');
      await expect(byTestId(card, 'farm-size').innerText()).resolves.toBe('2.5 ha');
    });
    const [farm] = await farmsOf(firstId);
    expect(farm).toMatchObject({ name: 'North plot', sizeHa: '2.5' });

    await step(page, 'record', async () => {
      await addRecord(page, 'North plot', '2025');
      await notification(page, 'Planting record created.').waitFor();
      const row = byTestId(page, 'record-row');
      await row.waitFor();
      await expect(row.count()).resolves.toBe(1);
      await expect(byTestId(row, 'record-crop').innerText()).resolves.toBe('Maize');
      await expect(row.innerText()).resolves.toContain('NPK 2 50 kg bag');
    });
    expect(await recordsOf(firstId)).toEqual([{ id: expect.any(String), farmId: farm.id }]);

    await step(page, 'seasons', async () => {
      await byTestId(page, 'farmer-tab-seasons').click();
      await expect(byTestId(page, 'season-title').innerText()).resolves.toBe('Rainy season 2025');
      await expect(byTestId(page, 'season-totals').innerText()).resolves.toContain('Fertilizers: 100 kg');
    });

    await step(page, 'created-by-me', async () => {
      await byTestId(page, 'menu-farmers').click();
      await farmerRows(page).first().waitFor();
      await expect(farmerRows(page).count()).resolves.toBe(1);
      await expect(farmerRows(page).first().getAttribute('data-id')).resolves.toBe(firstId);
      await expect(farmerRows(page).first().innerText()).resolves.toContain('Amina Yusuf');
    });
  });

  it('offline: a farmer, a farm and a record are kept on the device, shown pending, and saved once when the connection returns', async () => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/v1\/(farmers|farm\/create|farmer-record\/create)$/.test(request.url()))
        posts.push(new URL(request.url()).pathname);
    });
    const context = page.context();

    await step(page, 'offline-farmer', async () => {
      await byTestId(page, 'farmer-add').click();
      await page.waitForURL(/\/admin\/farmers\/create$/);
      await choose(page, 'farmer-state', stateName);
      await byTestId(page, 'farmer-city').locator('[role="combobox"]').click();
      await page.getByRole('option', { name: cityName, exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await context.setOffline(true);
      await byTestId(page, 'farmers-offline').waitFor();
      await fillFarmer(page, 'Musa Bello', '08039876543');
      await page.getByLabel('Enrolled on the farmer’s behalf').check();
      await fillConsent(page, 'Musa');
      await byTestId(page, 'farmer-save').click();
      await notification(page, 'Saved on this device: it will be sent when the connection returns.').waitFor();
      await page.waitForURL(/\/admin\/farmers(\?.*)?$/);
      await expect(byTestId(page, 'farmers-pending').innerText()).resolves.toBe('1 pending');
    });

    await step(page, 'offline-farm-and-record', async () => {
      // The first farmer's page, from the list read before (the browser keeps what it read).
      await byTestId(farmerRows(page).first(), 'farmer-view').click();
      await page.waitForURL(new RegExp(`/admin/farmers/${firstId}$`));
      await byTestId(page, 'farmer-tab-farms').click();
      await addFarm(page, 'South plot');
      await addRecord(page, 'North plot', '2026');
      await expect(byTestId(page, 'farmers-pending').innerText()).resolves.toBe('2 pending');
      await byTestId(page, 'farms-pending').getByText('Farm: South plot').waitFor();
      await byTestId(page, 'farms-pending').getByText('Planting record: Maize · Rainy season 2026').waitFor();
    });

    await step(page, 'pending-list', async () => {
      await byTestId(page, 'menu-farmers').click();
      await page.waitForURL(/\/admin\/farmers(\?.*)?$/);
      // The list counts every waiting submission; the farmer's page counted only that farmer's two.
      await byTestId(page, 'farmers-pending').filter({ hasText: '3 pending' }).click();
      const items = byTestId(page, 'farmers-pending-list').locator('[data-testid="pending-item"]');
      await expect(items.count()).resolves.toBe(3);
      await expect(items.allInnerTexts()).resolves.toEqual([
        expect.stringContaining('Farmer: Musa Bello'),
        expect.stringContaining('Farm: South plot'),
        expect.stringContaining('Planting record: Maize · Rainy season 2026'),
      ]);
      await page.keyboard.press('Escape');
    });
    // Nothing reached the server.
    expect(posts).toEqual([]);
    expect((await farmersOf(agent.id)).map((farmer) => farmer.fullName)).toEqual(['Amina Yusuf']);
    expect(await farmsOf(firstId)).toHaveLength(1);

    await step(page, 'back-online', async () => {
      await context.setOffline(false);
      await byTestId(page, 'farmers-pending').waitFor({ state: 'detached' });
      await expect(byTestId(page, 'farmers-offline').count()).resolves.toBe(0);
      await farmerRows(page).nth(1).waitFor();
      await expect(farmerRows(page).allInnerTexts()).resolves.toEqual([
        expect.stringContaining('Musa Bello'),
        expect.stringContaining('Amina Yusuf'),
      ]);
    });

    // Each sent once, each saved once.
    expect(posts).toEqual(['/api/v1/farmers', '/api/v1/farm/create', '/api/v1/farmer-record/create']);
    const farmers = await farmersOf(agent.id);
    expect(farmers.map((farmer) => [farmer.fullName, farmer.consentForm, farmer.agreements])).toEqual([
      ['Amina Yusuf', true, true],
      ['Musa Bello', true, true],
    ]);
    const farms = await farmsOf(firstId);
    expect(farms.map((farm) => farm.name)).toEqual(['North plot', 'South plot']);
    const records = await recordsOf(firstId);
    expect(records).toHaveLength(2);
    expect(await eventsOf(`farmer-${farmers[1].id}`)).toEqual(['FarmerEnrolled']);
    expect(await eventsOf(`farm-${farms[1].id}`)).toEqual(['FarmMapped']);
    expect(await eventsOf(`planting-record-${records[1].id}`)).toEqual(['PlantingRecordCreated']);

    // A reload finds nothing left on the device.
    await step(page, 'reload', async () => {
      await page.reload();
      await farmerRows(page).nth(1).waitFor();
      await expect(byTestId(page, 'farmers-pending').count()).resolves.toBe(0);
    });
  });
  it('imports a spreadsheet: the columns matched and one corrected, a missing column given a value for the whole file, the file checked first, the refused row named, then the good rows imported once', async () => {
    // "Tel" is no header the import knows: the user maps it to the phone. The sheet has no address column: the user
    // gives one address for the whole file.
    const headers = [
      'State',
      'LGA',
      'Full name',
      'Gender',
      'Tel',
      'Age',
      'Community',
      'Project',
      'Aggregation partner',
      'Farm size',
      'Farm size unit',
      'Planting season',
      'Planting year',
      'Crop',
    ];
    const row = (name: string, phone: string, age: number) => [
      stateName,
      cityName,
      name,
      'Male',
      phone,
      age,
      'Gwale',
      projectName,
      partnerName,
      1.5,
      'HA',
      'RAINY',
      2025,
      'Maize',
    ];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Farmers');
    sheet.addRows([
      headers,
      row('Ibrahim Lawal', '08035550101', 45),
      row('Too Young', '08035550102', 12),
      row('Grace Okafor', '08035550103', 38),
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const before = (await farmersOf(agent.id)).length;

    await step(page, 'import-check', async () => {
      await byTestId(page, 'menu-farmers').click();
      await byTestId(page, 'farmer-import').click();
      await page.waitForURL(/\/admin\/farmers\/import$/);
      await byTestId(page, 'import-file').setInputFiles({
        name: 'farmers.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a workbook'),
      });
      await expect(byTestId(page, 'import-problem').innerText()).resolves.toBe('You can only upload Excel file!');
      await byTestId(page, 'import-file').setInputFiles({
        name: 'farmers.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: bytes,
      });
      await byTestId(page, 'import-mapping-Tel').waitFor();
      await expect(byTestId(page, 'import-mapping-row').count()).resolves.toBe(headers.length);
      await expect(byTestId(page, 'import-mapping-Tel').innerText()).resolves.toBe('Leave out');
      await byTestId(page, 'import-mapping-Tel').click();
      await page.getByRole('option', { name: 'Phone', exact: true }).click();
      await expect(byTestId(page, 'import-mapping-Tel').innerText()).resolves.toBe('Phone');
      await expect(byTestId(page, 'import-mapping-missing').innerText()).resolves.toBe(
        'No column for: Address. Choose the column that holds each, or give a value for the whole file below.',
      );
      await expect(byTestId(page, 'import-check').isDisabled()).resolves.toBe(true);
      await byTestId(page, 'import-value-address').fill('By the river');
      await byTestId(page, 'import-mapping-missing').waitFor({ state: 'detached' });
      await byTestId(page, 'import-check').click();
      await expect(byTestId(page, 'import-summary').innerText()).resolves.toBe(
        'Would create 2 farmers, would refuse 1 rows; 0 are on the list already. Nothing was written.',
      );
      await expect(byTestId(page, 'import-preview-row').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/^2\s+New\s+Ibrahim Lawal\s+Male\s+08035550101/),
        expect.stringMatching(/^3\s+Refused\s+Too Young/),
        expect.stringMatching(/^4\s+New\s+Grace Okafor\s+Male\s+08035550103/),
      ]);
      await expect(byTestId(page, 'import-error-row').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/^3\s+age\s+.*18 to 120/),
      ]);
    });
    expect((await farmersOf(agent.id)).length).toBe(before);

    await step(page, 'import-send', async () => {
      await byTestId(page, 'import-send').click();
      await expect(byTestId(page, 'import-summary').innerText()).resolves.toBe(
        '2 farmers imported, 0 already imported, 1 rows refused.',
      );
      await untilConsumersCaughtUp(t.app);
      await byTestId(page, 'import-to-list').click();
      await farmerRows(page).getByText('Grace Okafor').waitFor();
    });
    const names = (await farmersOf(agent.id)).map((farmer) => farmer.fullName);
    expect(names.filter((name) => ['Ibrahim Lawal', 'Grace Okafor', 'Too Young'].includes(name)).sort()).toEqual([
      'Grace Okafor',
      'Ibrahim Lawal',
    ]);
  });
});
