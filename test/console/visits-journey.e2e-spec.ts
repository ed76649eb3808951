/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { Locator, Page } from 'playwright-core';
import { api, bearer, PDF, person, Person } from '../affiliation/support';
import { byTestId, chromiumForThisFile, notification, signIn, step } from '../support/browser';
import { DEFAULT_PASSWORD } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Shared calendars and minutes in the console, in Nigeria (the browser in Lagos time). An input provider and a
 * distributor are partners; the input provider plans a field visit on the visits page, shares it with the distributor
 * and uploads its minutes (a PDF). A text file named .pdf and a file over the upload limit are refused with the
 * server's message, in the person's language, and change nothing. The distributor finds the visit under "Shared with me", the minutes under
 * "Shared minutes", and downloads the very bytes uploaded. Each step checks what the person sees and what the
 * database holds. Needs the built console (npm run build -w admin-ui) and Debian's chromium (.ci/run installs it).
 */
const PASSWORD = DEFAULT_PASSWORD;
/** The upload limit of this app: 64 KB. */
const UPLOAD_MAX_BYTES = 64 * 1024;

const VISIT = {
  title: 'Maize demo plot visit',
  /** 9:00 in Lagos (UTC+1), as typed in the date field. */
  startsAt: '2026-03-10T09:00',
  place: 'Dawakin Tofa demo plot, Kano',
  participants: 'Musa Ali\nNgozi Okafor, Bola Ade',
  agenda: '1. Plot walk\n2. Fertilizer rates',
};
const MINUTES_FILE = 'minutes-2026-03-10.pdf';

let t: TestApp;
let provider: Person;
let distributor: Person;

beforeAll(async () => {
  t = await startTestApp({
    listen: true,
    smtp: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) },
  });
  provider = await person(t, 'ROLE_INPUT_PROVIDER', {
    firstname: 'Emeka',
    lastname: 'Nwosu',
    company: 'Green Farms Ltd',
  });
  distributor = await person(t, 'ROLE_DISTRIBUTOR', {
    firstname: 'Bola',
    lastname: 'Ade',
    company: 'Delta Distribution',
  });
  // Partners: the distributor asks for an affiliation, the input provider approves it.
  const asked = await t
    .http()
    .post(api('partners'))
    .set(bearer(distributor.token))
    .send({ inputProviderId: provider.id })
    .expect(201);
  await t
    .http()
    .post(api(`partners/${asked.body.data.id}/APPROVED`))
    .set(bearer(provider.token))
    .expect(200);
}, 120_000);

// ---- Pages ----

/** A person's own browser in Lagos time, on the console in Nigeria, in English; what goes wrong in it is added to a failing step's error. */
const PAGE = {
  screenshotPrefix: 'visits-journey',
  language: 'en',
  timezoneId: 'Africa/Lagos',
  acceptDownloads: true,
  collectProblems: true,
} as const;

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console in
// the input provider's and the distributor's browsers.
const chromium = chromiumForThisFile({ app: () => t, page: PAGE, morePages: [PAGE] });

afterAll(async () => {
  await t?.close();
});

/** The text field (or text area) `name` of the plan dialog. */
const field = (dialog: Locator, name: string) => dialog.locator(`[name="${name}"]:not([aria-hidden="true"])`);

async function openVisits(page: Page) {
  const entry = byTestId(page, 'menu-visits');
  await expect(entry.innerText()).resolves.toContain('Shared calendars');
  await entry.click();
  await page.waitForURL(/\/admin\/visits$/);
  await page.locator('[data-testid="page-title"]', { hasText: /^Shared calendars and minutes$/ }).waitFor();
}

// ---- Database ----

const visitsInDb = async () =>
  (await t.sql(
    `SELECT id, planner_id AS "plannerId", planned_by AS "plannedBy", country_id AS "countryId", title, place, participants, agenda,
            starts_at AS "startsAt", ends_at AS "endsAt", minutes_key AS "minutesKey", minutes_type AS "minutesType",
            minutes_size AS "minutesSize", minutes_at AS "minutesAt"
       FROM visits ORDER BY created_at`,
  )) as any[];
const sharesInDb = () =>
  t.sql(`SELECT visit_id AS "visitId", user_id AS "userId" FROM visit_shares ORDER BY shared_at`);
const eventsOf = async (visitId: string) =>
  (await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`visit-${visitId}`]))[0].n as number;

// ---- The journey ----

let providerPage: Page;
let distributorPage: Page;
let visitId: string;

describe('a field visit shared with a partner, with its minutes', () => {
  beforeAll(() => {
    [providerPage, distributorPage] = chromium.pagesOpenedAhead();
  });

  it('the input provider plans a visit on the visits page', async () => {
    const page = providerPage;
    await step(page, 'visits-empty', async () => {
      await signIn(t, page, provider.email, PASSWORD, '/admin/dashboard');
      await openVisits(page);
      await byTestId(page, 'visits-mine-empty').getByText('No visits planned yet.').waitFor();
    });
    await step(page, 'plan-required', async () => {
      await byTestId(page, 'visit-plan').click();
      const dialog = byTestId(page, 'visit-plan-dialog');
      await dialog.getByText('Plan a field visit').waitFor();
      // Nothing filled: the page says what is missing and sends nothing.
      await byTestId(dialog, 'visit-plan-save').click();
      for (const name of ['title', 'startsAt', 'place', 'agenda'])
        await byTestId(dialog, `visit-${name}`).locator('.MuiFormHelperText-root.Mui-error').waitFor();
      await expect(dialog.locator('.MuiFormHelperText-root.Mui-error').allInnerTexts()).resolves.toEqual([
        'Required',
        'Required',
        'Required',
        'Required',
      ]);
    });
    expect(await visitsInDb()).toEqual([]);
    await step(page, 'plan', async () => {
      const dialog = byTestId(page, 'visit-plan-dialog');
      await field(dialog, 'title').fill(VISIT.title);
      await field(dialog, 'startsAt').fill(VISIT.startsAt);
      await field(dialog, 'place').fill(VISIT.place);
      await field(dialog, 'participants').fill(VISIT.participants);
      await field(dialog, 'agenda').fill(VISIT.agenda);
      // The partner is offered in the dialog; sharing is left for the row's Share button.
      await dialog.getByLabel('Delta Distribution').waitFor();
      await byTestId(dialog, 'visit-plan-save').click();
      await notification(page, 'Visit planned.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The list read again from the server shows the saved visit.
      const row = byTestId(page, 'visit-row');
      await row.waitFor();
      await expect(row.count()).resolves.toBe(1);
      await expect(byTestId(row, 'visit-title').innerText()).resolves.toBe(VISIT.title);
      const cells = await row.locator('td').allInnerTexts();
      expect(cells[0]).toContain('1. Plot walk\n2. Fertilizer rates');
      expect(cells.slice(1, 4)).toEqual(['10 Mar 2026, 09:00', VISIT.place, 'Musa Ali, Ngozi Okafor, Bola Ade']);
      await byTestId(row, 'visit-shared-with').getByText('Not shared').waitFor();
      await expect(byTestId(row, 'visit-minutes-upload').innerText()).resolves.toBe('Upload minutes');
      await expect(byTestId(row, 'visit-minutes-download').count()).resolves.toBe(0);
      visitId = (await row.getAttribute('data-id'))!;
    });
    expect(await visitsInDb()).toEqual([
      {
        id: visitId,
        plannerId: provider.id,
        plannedBy: provider.id,
        countryId: 1,
        title: VISIT.title,
        place: VISIT.place,
        participants: ['Musa Ali', 'Ngozi Okafor', 'Bola Ade'],
        agenda: VISIT.agenda,
        startsAt: new Date('2026-03-10T08:00:00Z'),
        endsAt: null,
        minutesKey: null,
        minutesType: null,
        minutesSize: null,
        minutesAt: null,
      },
    ]);
    expect(await sharesInDb()).toEqual([]);
  }, 90_000);

  it('shares it with the distributor', async () => {
    const page = providerPage;
    await step(page, 'share', async () => {
      const row = byTestId(page, 'visit-row');
      await byTestId(row, 'visit-share').click();
      const dialog = byTestId(page, 'visit-share-dialog');
      await dialog.getByText(`Share "${VISIT.title}"`).waitFor();
      const save = byTestId(dialog, 'visit-share-save');
      expect(await save.isDisabled()).toBe(true);
      await dialog.getByLabel('Delta Distribution').check();
      await save.click();
      await notification(page, 'Visit shared.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const partner = byTestId(row, 'visit-shared-partner');
      await partner.waitFor();
      await expect(partner.getAttribute('data-id')).resolves.toBe(distributor.id);
      await expect(partner.innerText()).resolves.toBe('Delta Distribution');
      await expect(byTestId(row, 'visit-shared-with').getByText('Not shared').count()).resolves.toBe(0);
    });
    expect(await sharesInDb()).toEqual([{ visitId, userId: distributor.id }]);
  }, 60_000);

  it('uploads the minutes, a PDF', async () => {
    const page = providerPage;
    await step(page, 'minutes', async () => {
      const row = byTestId(page, 'visit-row');
      await byTestId(row, 'visit-minutes-input').setInputFiles({
        name: 'Minutes of the plot walk.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await notification(page, 'Minutes attached.').waitFor();
      const download = byTestId(row, 'visit-minutes-download');
      await download.waitFor();
      await expect(download.getAttribute('title')).resolves.toBe(MINUTES_FILE);
      await expect(byTestId(row, 'visit-minutes-upload').innerText()).resolves.toBe('Replace');
    });
    const [visit] = await visitsInDb();
    expect(visit).toMatchObject({
      minutesKey: expect.any(String),
      minutesType: 'application/pdf',
      minutesSize: PDF.length,
      minutesAt: expect.any(Date),
    });
  }, 60_000);

  it('a file that is no PDF, or too big, is refused with the server message and changes nothing', async () => {
    const page = providerPage;
    const before = { visits: await visitsInDb(), shares: await sharesInDb(), events: await eventsOf(visitId) };
    const refused = async (name: string, file: { name: string; buffer: Buffer }, message: string, replace: string) =>
      step(page, name, async () => {
        const row = byTestId(page, 'visit-row');
        await byTestId(row, 'visit-minutes-input').setInputFiles({ ...file, mimeType: 'application/pdf' });
        await notification(page, message).waitFor();
        // Once the answer is in, the row still offers the minutes saved before.
        const upload = row.locator('[data-testid="visit-minutes-upload"]:enabled');
        await upload.waitFor();
        await expect(upload.innerText()).resolves.toBe(replace);
        await expect(byTestId(row, 'visit-minutes-download').getAttribute('title')).resolves.toBe(MINUTES_FILE);
      });

    await refused(
      'minutes-text',
      { name: 'notes.pdf', buffer: Buffer.from('Plot walk went well; rates agreed.\n') },
      'This type of file is not supported. Accepted: pdf, jpg, png, webp, docx, xlsx, pptx.',
      'Replace',
    );
    expect({ visits: await visitsInDb(), shares: await sharesInDb(), events: await eventsOf(visitId) }).toEqual(before);

    // A real PDF, but over the limit.
    const big = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    // In French, the server's message comes in French.
    await step(page, 'french', async () => {
      await page.evaluate(() => localStorage.setItem('kasuwa.language', 'fr'));
      await page.reload();
      await page
        .locator('[data-testid="page-title"]', { hasText: /^Calendriers et comptes rendus partagés$/ })
        .waitFor();
      await byTestId(page, 'visit-row').waitFor();
    });
    await refused(
      'minutes-big',
      { name: 'scan.pdf', buffer: big },
      'Le fichier est trop volumineux (64 Ko au maximum).',
      'Remplacer',
    );
    expect({ visits: await visitsInDb(), shares: await sharesInDb(), events: await eventsOf(visitId) }).toEqual(before);
  }, 60_000);

  it('the distributor finds the visit shared with them and downloads its minutes', async () => {
    const page = distributorPage;
    const events = await eventsOf(visitId);
    await step(page, 'shared-with-me', async () => {
      await signIn(t, page, distributor.email, PASSWORD, '/admin/mydashboard');
      await openVisits(page);
      // Their own visits come first: none.
      await byTestId(page, 'visits-mine-empty').waitFor();
      await expect(byTestId(page, 'visits-tab-received').textContent()).resolves.toBe('Shared with me');
      await byTestId(page, 'visits-tab-received').click();
      const row = byTestId(page, 'received-visit-row');
      await row.waitFor();
      await expect(row.count()).resolves.toBe(1);
      await expect(row.getAttribute('data-id')).resolves.toBe(visitId);
      await expect(byTestId(row, 'visit-title').innerText()).resolves.toBe(VISIT.title);
      const cells = await row.locator('td').allInnerTexts();
      expect(cells.slice(1, 5)).toEqual([
        '10 Mar 2026, 09:00',
        VISIT.place,
        'Musa Ali, Ngozi Okafor, Bola Ade',
        'Green Farms Ltd',
      ]);
      await expect(byTestId(row, 'received-minutes-download').getAttribute('title')).resolves.toBe(MINUTES_FILE);
      // A partner neither shares nor uploads.
      await expect(byTestId(row, 'visit-share').count()).resolves.toBe(0);
      await expect(byTestId(row, 'visit-minutes-upload').count()).resolves.toBe(0);
    });
    await step(page, 'shared-minutes', async () => {
      await expect(byTestId(page, 'visits-tab-minutes').textContent()).resolves.toBe('Shared minutes');
      await byTestId(page, 'visits-tab-minutes').click();
      const row = byTestId(page, 'shared-minutes-row');
      await row.waitFor();
      await expect(row.count()).resolves.toBe(1);
      await expect(row.getAttribute('data-id')).resolves.toBe(visitId);
      const cells = await row.locator('td').allInnerTexts();
      expect(cells.slice(0, 4)).toEqual([VISIT.title, '10 Mar 2026, 09:00', VISIT.place, 'Green Farms Ltd']);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        byTestId(row, 'shared-minutes-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe(MINUTES_FILE);
      expect(await download.failure()).toBeNull();
      expect(Buffer.compare(await readFile((await download.path())!), PDF)).toBe(0);
    });
    // What the distributor sees is what the database shares with them; reading it changed nothing.
    expect(
      await t.sql(
        `SELECT v.id, v.title, v.minutes_type AS "minutesType", v.minutes_size AS "minutesSize"
           FROM visit_shares s JOIN visits v ON v.id = s.visit_id WHERE s.user_id = $1`,
        [distributor.id],
      ),
    ).toEqual([{ id: visitId, title: VISIT.title, minutesType: 'application/pdf', minutesSize: PDF.length }]);
    expect(await eventsOf(visitId)).toBe(events);
  }, 90_000);
});
