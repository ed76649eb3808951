/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { chromiumForThisFile } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The console's own calls are checked against openapi.json like the tests' requests: an answer Chromium receives
 * with a status, a content type or a body the document does not describe is reported at the end of the test, with
 * the console's call it answered; the API's real answers are not.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, workers: false });
}, 120_000);

// After the app has started, before this file waits for the browser slot: a page for each test, open on the sign-in
// form.
const PAGE = { screenshotPrefix: 'console-contract', language: 'en' } as const;
const chromium = chromiumForThisFile({ app: () => t, page: PAGE, morePages: [PAGE] });

afterAll(async () => {
  await t?.close();
});

/** What the console's code does for a screen: a fetch from the page, answered whole. */
const fetchFromPage = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  }, path);

describe("the console's calls checked against openapi.json", () => {
  it("finds nothing in the API's own answers", async () => {
    const page = chromium.pagesOpenedAhead()[0];
    const countries = await fetchFromPage(page, '/api/v1/countries');
    expect(countries.status).toBe(200);
    expect(JSON.parse(countries.text).map((country: { name: string }) => country.name)).toContain('Nigeria');
    expect((await fetchFromPage(page, '/api/v1/users/me')).status).toBe(401);

    expect(await chromium.takeContractDifferences()).toEqual([]);
  });

  it('names each answer that differs: an unknown field, a status the document does not list, another content type', async () => {
    const page = chromium.pagesOpenedAhead()[1];
    // Answers as a changed API would send them, in place of the real ones.
    await page.route('**/api/v1/countries', async (route) => {
      // The real list, each country with a field the document does not name.
      const real = await route.fetch();
      const countries = (await real.json()) as object[];
      await route.fulfill({ response: real, json: countries.map((country) => ({ ...country, flag: '🏳' })) });
    });
    await page.route('**/api/v1/users/me', (route) =>
      route.fulfill({ status: 418, contentType: 'application/json', headers: { 'x-request-id': 'r2' }, body: '{}' }),
    );
    await page.route('**/api/v1/authorizations/features', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        headers: { 'x-request-id': 'r3' },
        body: '<p>maintenance</p>',
      }),
    );
    await fetchFromPage(page, '/api/v1/countries');
    await fetchFromPage(page, '/api/v1/countries');
    await fetchFromPage(page, '/api/v1/users/me');
    await fetchFromPage(page, '/api/v1/authorizations/features');

    const differences = await chromium.takeContractDifferences();
    const about = (operation: string) => differences.filter((difference) => difference.startsWith(operation));
    expect(differences).toHaveLength(3);
    expect(about('GET /api/v1/countries answered 200 with a body that differs from the document:')).toEqual([
      expect.stringMatching(/must NOT have additional properties \(flag\)[\s\S]*\(2 times\)$/),
    ]);
    expect(about('GET /api/v1/users/me answered 418, a status the document does not list')).toEqual([
      expect.stringContaining('it lists 200, 400, 401'),
    ]);
    expect(
      about('GET /api/v1/authorizations/features answered 200 as text/html, where the document says application/json'),
    ).toHaveLength(1);
  });
});
