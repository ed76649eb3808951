/// <reference lib="dom" />
import { byTestId, chromiumForThisFile, openByRouter, signIn, step, submitLoginForm } from '../support/browser';
import { BROWSER_SLOT_WAIT_MS } from '../support/browser-slot';
import { DEFAULT_PASSWORD, person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A dealer works all morning with access tokens that last one minute: the console renews them silently, so work
 * goes on past their end. Then the dealer ends that session from another browser: the first one shows the
 * sign-in page at once, with the way back to where they were.
 * While both browsers sit idle past the token's end, the file gives its browser slot to another journey.
 */

let t: TestApp;
let dealer: { email: string };

beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', JWT_TTL_SECONDS: '60' } });
  dealer = await person(t, 'ROLE_DISTRIBUTOR', { email: 'dealer-sessions@example.com', company: 'Morning Inputs' });
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console in the
// office and on the phone.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'session-office', collectProblems: false },
  morePages: [{ screenshotPrefix: 'session-phone', viewport: { width: 412, height: 860 } }],
});

afterAll(async () => {
  await t?.close();
});

const storedToken = (page: import('playwright-core').Page) => page.evaluate(() => localStorage.getItem('kasuwa.token'));

/** When an access token ends, in ms since the epoch (its exp claim). */
const expiryOf = (token: string | null) => {
  if (!token) throw new Error('no access token stored after the sign-in');
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp * 1000;
};

it(
  'keeps working past the access token’s end, and signs out at once when the session is ended elsewhere',
  async () => {
    const [office, phone] = chromium.pagesOpenedAhead();
    await step(office, 'sign-in', async () => {
      // A dealer lands on their dashboard, then opens their account settings.
      await signIn(t, office, dealer.email, DEFAULT_PASSWORD, '/admin/mydashboard');
      await openByRouter(office, '/admin/account-settings');
      await byTestId(office, 'account-tab-sessions').waitFor();
    });
    const first = await storedToken(office);

    // The dealer picks up their phone while the office tab sits idle.
    await step(phone, 'phone-sign-in', async () => {
      await signIn(t, phone, dealer.email, DEFAULT_PASSWORD, '/admin/mydashboard');
      await openByRouter(phone, '/admin/account-settings?tab=sessions');
      await byTestId(phone, 'session-row').nth(1).waitFor();
    });

    await step(office, 'past-expiry', async () => {
      // Past the one-minute token's end (its own exp, a second after, or later when another journey had the slot): the
      // tab renewed it on its own, and the console still answers.
      await chromium.whileIdle(() => office.waitForTimeout(Math.max(0, expiryOf(first) - Date.now() + 1_000)));
      const renewed = await storedToken(office);
      expect(renewed).toBeTruthy();
      expect(renewed).not.toBe(first);
      await byTestId(office, 'account-tab-sessions').click();
      await byTestId(office, 'session-row').first().waitFor();
      expect(office.url()).toContain('/admin/account-settings');
    });

    await step(phone, 'end-other-session', async () => {
      // The office's session is the one that is not this browser's (person() signed in once too, without a browser).
      const rows = byTestId(phone, 'session-row').filter({ hasText: 'Chrome' });
      const others = rows.and(phone.locator('[data-current="false"]'));
      await others.first().getByTestId('session-end').click();
      await byTestId(phone, 'session-row')
        .filter({ hasText: 'Chrome' })
        .and(phone.locator('[data-current="false"]'))
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
    });

    await step(office, 'signed-out', async () => {
      // The next thing the office does meets the ended session: signed out at once, with the way back kept.
      // The office may have noticed on its own already (a silent refresh), and be on its way to the sign-in page.
      await byTestId(office, 'account-tab-profile')
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await office.waitForURL(/\/auth\/login\?redirect=%2Fadmin%2Faccount-settings/, { timeout: 20_000 });
      expect(await storedToken(office)).toBeNull();
    });

    await step(office, 'signed-in-again', async () => {
      // Signing in again leads back to the page the dealer was on, not to their dashboard.
      await submitLoginForm(office, dealer.email, DEFAULT_PASSWORD);
      await office.waitForURL(/\/admin\/account-settings/, { timeout: 20_000 });
      await byTestId(office, 'account-tab-sessions').waitFor();
    });
  },
  BROWSER_SLOT_WAIT_MS + 240_000,
);
