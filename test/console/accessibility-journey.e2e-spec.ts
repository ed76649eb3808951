/// <reference lib="dom" />
import { Locator, Page } from 'playwright-core';
import { byTestId, chromiumForThisFile, notification, openByRouter, row, signIn, step } from '../support/browser';
import { api, bearer } from '../support/catalogue';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TestApp } from '../support/test-app';

/**
 * What the screen tour (screen-tour.e2e-spec.ts, every screen of the console and of the public pages audited with
 * axe-core's WCAG 2.1 A and AA rules at 1280 px, as the person it is for) does not prove: the super administrator
 * works by keyboard alone (sign in, open the salesmen, filter them, open one, save it), and on a 360-pixel-wide phone
 * the sign-in form, the list and the form pass the same rules and need no sideways scrolling for their main actions.
 * Needs the built console (node scripts/build-console.mjs) and Debian's chromium (.ci/run installs it).
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  const admin = await t.login();
  for (const [firstname, lastname, phone] of [
    ['Musa', 'Bello', '08035550001'],
    ['Ngozi', 'Okafor', '08035550002'],
  ]) {
    await t
      .http()
      .post(api('salesmen'))
      .set(bearer(admin))
      .send({ firstname, lastname, phone, company: 'Green Farms Ltd' })
      .expect(201);
  }
}, 120_000);

/** The screen tour's width (screen-tour.e2e-spec.ts). */
const TOUR_WIDTH = 1280;

/**
 * A page `width` px wide. At the tour's width, the screens it shows are the tour's own, audited there: the page does
 * not audit them again.
 */
const profile = (width: number, height: number) => ({
  screenshotPrefix: 'accessibility',
  language: 'en' as const,
  blockMapTiles: true,
  collectProblems: true,
  viewport: { width, height },
  auditScreens: width !== TOUR_WIDTH,
});

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console in the
// desk's browser and in the phone's.
const chromium = chromiumForThisFile({ app: () => t, page: profile(TOUR_WIDTH, 800), morePages: [profile(360, 740)] });

afterAll(async () => {
  await t?.close();
});

// ---- Keyboard ----

/** Whether `target` (or what is inside it) has the focus. */
const focused = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
    .catch(() => false);

/** What the focused element is, for a failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing';
    const id = element.getAttribute('data-testid') ?? element.id;
    return `${element.tagName.toLowerCase()}${id ? ` (${id})` : ''} "${(element.innerText || element.getAttribute('aria-label') || '').slice(0, 40)}"`;
  });

/**
 * Presses Tab (or Shift+Tab) until the focus reaches `target`, as a keyboard user moves through the page, and
 * checks that the focus shows: an outline or a shadow on the element, or the focused field's own highlight.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}) {
  for (let presses = 0; !(await focused(target)); presses++) {
    if (presses === most)
      throw new Error(`${most} presses of Tab did not reach ${target}; the focus is on ${await describeFocus(page)}`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const shows = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const marked = (candidate: Element | null) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    return marked(element) || marked(element.closest('.Mui-focusVisible')) || element.closest('.Mui-focused') !== null;
  });
  if (!shows) throw new Error(`The focus on ${await describeFocus(page)} does not show`);
}

// ---- Width ----

/** Whether the page scrolls sideways, and which of `actions` lie (partly) outside the viewport's width. */
async function sidewaysTrouble(page: Page, actions: Record<string, Locator>): Promise<string[]> {
  const trouble: string[] = [];
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) trouble.push(`the page is ${scrollWidth} px wide in a ${clientWidth} px window`);
  const width = page.viewportSize()!.width;
  for (const [name, action] of Object.entries(actions)) {
    const box = await action.boundingBox();
    if (!box) trouble.push(`${name} is not shown`);
    else if (box.x < 0 || box.x + box.width > width)
      trouble.push(`${name} spans ${Math.round(box.x)}–${Math.round(box.x + box.width)} px`);
  }
  return trouble;
}

const salesmanInDb = async (lastname: string) =>
  (await t.sql(`SELECT firstname, lastname, phone, company FROM salesmen WHERE lastname = $1`, [lastname]))[0];

describe('accessibility', () => {
  it('by keyboard alone, the super administrator signs in, opens the salesmen, filters them, opens one and saves it', async () => {
    const [page] = chromium.pagesOpenedAhead();
    await step(page, 'keyboard-sign-in', async () => {
      await openByRouter(page, `/auth/login?redirect=${encodeURIComponent('/admin/countries')}`);
      await tabTo(page, byTestId(page, 'login-username'));
      await page.keyboard.type(ADMIN_EMAIL);
      await tabTo(page, byTestId(page, 'login-password'));
      await page.keyboard.type(ADMIN_PASSWORD);
      const terms = byTestId(page, 'login-terms');
      if (await terms.count()) {
        await tabTo(page, terms);
        await page.keyboard.press('Space');
        expect(await terms.isChecked()).toBe(true);
      }
      await tabTo(page, byTestId(page, 'login-submit'));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/countries$/);
      await page.locator('#main-content').waitFor();
    });

    await step(page, 'keyboard-list', async () => {
      await tabTo(page, byTestId(page, 'menu-salesmen'));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/salesmen$/);
      await row(page, 'Musa Bello').waitFor();
      await row(page, 'Ngozi Okafor').waitFor();
    });

    await step(page, 'keyboard-filter', async () => {
      await tabTo(page, page.locator('input[name="name"]'));
      await page.keyboard.type('Okafor');
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('tbody tr')];
        return rows.length === 1 && rows[0].textContent!.includes('Ngozi Okafor');
      });
    });

    await step(page, 'keyboard-record', async () => {
      await tabTo(page, byTestId(row(page, 'Ngozi Okafor'), 'salesman-edit'));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/salesmen\/edit\/[0-9a-f-]{36}$/);
      const company = page.locator('[data-testid="salesman-company"] input');
      await expect(company.inputValue()).resolves.toBe('Green Farms Ltd');
      await tabTo(page, company);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Savanna Inputs');
      await tabTo(page, page.getByRole('button', { name: 'Save' }));
      await page.keyboard.press('Enter');
      await notification(page, 'Salesman record updated.').waitFor();
      // Back on the list, which may keep the filter it had in its address.
      await page.waitForURL(/\/admin\/salesmen(\?.*)?$/);
    });
    await expect(salesmanInDb('Okafor')).resolves.toEqual({
      firstname: 'Ngozi',
      lastname: 'Okafor',
      phone: '8035550002',
      company: 'Savanna Inputs',
    });
    await page.context().close();
  }, 180_000);

  it('on a 360-pixel-wide phone, the salesmen list and the edit form need no sideways scrolling for their main actions', async () => {
    const [, page] = chromium.pagesOpenedAhead();
    await step(page, 'narrow-sign-in', () => signIn(t, page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/salesmen'));
    await step(page, 'narrow-list', async () => {
      await row(page, 'Musa Bello').waitFor();
      expect(
        await sidewaysTrouble(page, {
          'the create button': byTestId(page, 'salesman-create'),
          'the search field': page.locator('input[name="name"]'),
        }),
      ).toEqual([]);
      await row(page, 'Musa Bello').getByText('Musa Bello').click();
      await page.waitForURL(/\/admin\/salesmen\/edit\/[0-9a-f-]{36}$/);
      await page.locator('[data-testid="salesman-phone"] input').waitFor();
    });
    await step(page, 'narrow-form', async () => {
      const field = (id: string) => page.locator(`[data-testid="${id}"] input`);
      const save = page.getByRole('button', { name: 'Save' });
      expect(
        await sidewaysTrouble(page, {
          'the first name': field('salesman-firstname'),
          'the last name': field('salesman-lastname'),
          'the phone': field('salesman-phone'),
          'the company': field('salesman-company'),
          'the save button': save,
        }),
      ).toEqual([]);
      await field('salesman-phone').fill('8035550009');
      await save.click();
      await notification(page, 'Salesman record updated.').waitFor();
      // Back on the list, which may keep the filter it had in its address.
      await page.waitForURL(/\/admin\/salesmen(\?.*)?$/);
    });
    await expect(salesmanInDb('Bello')).resolves.toMatchObject({ phone: '8035550009' });
    await page.context().close();
  }, 180_000);
});
