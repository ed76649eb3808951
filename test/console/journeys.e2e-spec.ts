/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { Browser, chromium, Page } from 'playwright-core';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A person signs up in the console, activates from the mail the SMTP server received, signs in and lands
 * on their screen: a farmer in Nigeria in English, a distributor in Senegal in French.
 * Chromium comes from Debian's package (.ci/run installs it).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (as .ci/run does)`);
  t = await startTestApp({ listen: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function freshPage(country: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((c) => {
    if (!localStorage.getItem('kasuwa.country')) localStorage.setItem('kasuwa.country', c);
  }, country);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

interface Journey {
  name: string;
  country: string;
  role: string;
  company?: string;
  phone: string;
  email: string;
  waitingText: RegExp;
  landsOn: RegExp;
}

const journeys: Journey[] = [
  {
    name: 'a farmer in Nigeria, in English',
    country: 'Nigeria',
    role: 'ROLE_FARMER',
    company: 'Adaeze Farm',
    phone: '8031112222',
    email: 'adaeze@example.com',
    waitingText: /Check your e-mail/,
    landsOn: /\/$/,
  },
  {
    name: 'a distributor in Senegal, in French',
    country: 'Senegal',
    role: 'ROLE_DISTRIBUTOR',
    company: 'Intrants du Sine',
    phone: '771234567',
    email: 'moussa@example.com',
    waitingText: /Consultez votre e-mail/,
    landsOn: /\/admin\/mydashboard$/,
  },
];

describe.each(journeys)('console journey: $name', (journey) => {
  it('signs up, activates from the mail, signs in and lands on the right screen', async () => {
    const page = await freshPage(journey.country);
    await page.goto(`${t.baseUrl}/auth/register`);
    await byTestId(page, 'register-country').selectOption(journey.country);
    await byTestId(page, 'register-role').selectOption(journey.role);
    if (journey.company) await byTestId(page, 'register-company').fill(journey.company);
    await byTestId(page, 'register-firstname').fill('Awa');
    await byTestId(page, 'register-lastname').fill('Diallo');
    await byTestId(page, 'register-phone').fill(journey.phone);
    await byTestId(page, 'register-email').fill(journey.email);
    await byTestId(page, 'register-password').fill('harvest-2026');
    await byTestId(page, 'register-confirm-password').fill('harvest-2026');
    await byTestId(page, 'register-terms').check();
    await byTestId(page, 'register-submit').click();
    await byTestId(page, 'register-done').waitFor().catch(async (error) => {
      await page.screenshot({ path: `/tmp/journey-${journey.role}.png`, fullPage: true });
      throw error;
    });
    await page.getByText(journey.waitingText).first().waitFor();

    const mail = await t.inbox!.waitFor((m) => m.to.includes(journey.email));
    const link = /https?:\/\/\S+\/auth\/activate\?key=[\w-]+/.exec(mail.text)![0];
    expect(link.startsWith(t.baseUrl!)).toBe(true);
    await page.goto(link);
    await page.waitForURL(journey.landsOn);

    await page.evaluate(() => localStorage.removeItem('kasuwa.token'));
    await page.goto(`${t.baseUrl}/auth/login`);
    await byTestId(page, 'login-username').fill(journey.email);
    await byTestId(page, 'login-password').fill('harvest-2026');
    const terms = byTestId(page, 'login-terms');
    if (await terms.count()) await terms.check();
    await byTestId(page, 'login-submit').click();
    await page.waitForURL(journey.landsOn);
    expect(await page.evaluate(() => localStorage.getItem('kasuwa.token'))).toBeTruthy();
    await page.context().close();
  }, 90_000);
});
