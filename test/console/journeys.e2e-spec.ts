/// <reference lib="dom" />
import { byTestId, chromiumForThisFile, openByRouter, step, submitLoginForm } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A person signs up in the console, activates from the mail the SMTP server received, signs in and lands
 * on their screen: a farmer in Nigeria in English, a distributor in Senegal in French.
 * Chromium comes from Debian's package (.ci/run installs it).
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
}, 120_000);

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

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console in
// a fresh browser profile for each journey's country, with no language chosen yet: the console picks the country's own.
const profile = (country: string) => ({ screenshotPrefix: 'journey', country, viewport: { width: 1280, height: 800 } });
const chromium = chromiumForThisFile({
  app: () => t,
  page: profile(journeys[0].country),
  morePages: journeys.slice(1).map((journey) => profile(journey.country)),
});

afterAll(async () => {
  await t?.close();
});

describe.each(journeys)('console journey: $name', (journey) => {
  it('signs up, activates from the mail, signs in and lands on the right screen', async () => {
    const page = chromium.pagesOpenedAhead()[journeys.indexOf(journey)];
    await openByRouter(page, '/auth/register');
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
    await step(page, journey.role, () => byTestId(page, 'register-done').waitFor());
    await page.getByText(journey.waitingText).first().waitFor();

    const mail = await t.inbox!.waitFor((m) => m.to.includes(journey.email));
    const link = /https?:\/\/\S+\/auth\/activate\?key=[\w-]+/.exec(mail.text)![0];
    expect(link.startsWith(t.baseUrl!)).toBe(true);
    await page.goto(link);
    await page.waitForURL(journey.landsOn);

    await page.evaluate(() => localStorage.removeItem('kasuwa.token'));
    await page.goto(`${t.baseUrl}/auth/login`);
    await submitLoginForm(page, journey.email, 'harvest-2026');
    await page.waitForURL(journey.landsOn);
    expect(await page.evaluate(() => localStorage.getItem('kasuwa.token'))).toBeTruthy();
    await page.context().close();
  }, 90_000);
});
