/// <reference lib="dom" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContextOptions, chromium, Locator, Page } from 'playwright-core';
import { CONSOLE_DIR } from '../../src/http-app';
import { BROWSER_SLOT_WAIT_MS, takeBrowserSlot } from './browser-slot';
import { ConsoleAnswers } from './console-answers';
import { TestApp } from './test-app';
import { touredAlike } from './tour-screens';

/**
 * What the console's browser tests share: Debian's chromium (.ci/run installs it; CHROMIUM_PATH says where
 * else), pages set up the way a person in a country finds the console, steps that keep a picture of a failure,
 * the locators of the console's own markup, signing in through the login form, and the accessibility audit
 * (axe-core, WCAG 2.1 A and AA) of every screen a journey visits.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** For a container without a GPU, and without Chromium's own traffic in the background. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium, or a message that says how to install it when it is missing. */
async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (as .ci/run does)`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface ConsoleBrowser {
  /** A page in a fresh browser profile (its own context), 1440×900 unless told otherwise. */
  newPage(options: ConsolePageOptions): Promise<Page>;
  /** The page opened on the sign-in form before the file took its slot (see `chromiumForThisFile`'s `openAhead`). */
  firstPage(): Page;
  /** Every page opened before the file took its slot, the first page first. */
  pagesOpenedAhead(): Page[];
  /**
   * Gives the browser slot back while `idle` runs (the pages wait on a clock with nothing to draw) and takes it again
   * after: another journey has the machine meanwhile. The time `idle` takes then includes that wait.
   */
  whileIdle<T>(idle: () => Promise<T>): Promise<T>;
  /**
   * The API answers the pages received since the test began (or since the last call) that differ from
   * openapi.json, taken: the end of the test then reports only those that came after.
   */
  takeContractDifferences(): Promise<string[]>;
}

/**
 * One Chromium for the tests of the calling file: launched before the file waits for one of the run's browser slots
 * (one browser journey at a time on two cores, see browser-slot.ts) and idle until it has it, closed after its tests,
 * once the slot is given back. Call it after the file's own top-level beforeAll (the app, the people and products it
 * seeds): those then run while another file's journey holds the slot, and only the browser's part of the file waits
 * its turn. Declare the file's afterAll (closing its app) after it, so that the slot is given back first.
 *
 * Where the file's answers are checked against openapi.json (contract.ts), so are the console's own calls: each
 * test fails at its end with every API answer its pages received that differs from the document.
 */
export function chromiumForThisFile(openAhead?: OpenAhead): ConsoleBrowser {
  let browser: Browser | undefined;
  const ahead: Page[] = [];
  let release: (() => void) | undefined;
  const answers = new ConsoleAnswers();
  beforeAll(async () => {
    browser = await launchChromium();
    if (openAhead) {
      const { baseUrl } = openAhead.app();
      if (!baseUrl) throw new Error('A page opened ahead needs the app listening: startTestApp({ listen: true })');
      for (const options of [openAhead.page, ...(openAhead.morePages ?? [])]) {
        const page = await newConsolePage(browser, options);
        answers.watch(page);
        await openConsoleAhead(page, baseUrl);
        ahead.push(page);
      }
    }
    release = await takeBrowserSlot(expect.getState().testPath);
  }, BROWSER_SLOT_WAIT_MS);
  afterEach(async () => {
    const differences = await answers.takeDifferences();
    if (differences.length)
      throw new Error(`The console received answers that differ from openapi.json:\n${differences.join('\n')}`);
  });
  afterAll(async () => {
    release?.();
    await browser?.close();
  });
  return {
    async newPage(options) {
      if (!browser)
        throw new Error('Chromium is not running: pages are for the tests, after chromiumForThisFile launched it');
      const page = await newConsolePage(browser, options);
      answers.watch(page);
      return page;
    },
    firstPage() {
      if (!ahead.length) throw new Error('No page was opened ahead: chromiumForThisFile({ app, page }) opens one');
      return ahead[0];
    },
    pagesOpenedAhead: () => [...ahead],
    async whileIdle(idle) {
      release?.();
      release = undefined;
      try {
        return await idle();
      } finally {
        release = await takeBrowserSlot(expect.getState().testPath);
      }
    },
    takeContractDifferences: () => answers.takeDifferences(),
  };
}

/**
 * The file's first page, opened before the file waits for its browser slot: a journey's first download of the console
 * then happens while another journey holds the slot, and the journey itself starts at a sign-in form that is ready.
 */
export interface OpenAhead {
  /** The file's app (started by the file's beforeAll, before the page opens). */
  app: () => Pick<TestApp, 'baseUrl'>;
  page: ConsolePageOptions;
  /** Other people's browsers (each its own profile), opened the same way. */
  morePages?: ConsolePageOptions[];
}

/** The console's scripts as built (admin-ui/dist/assets), as the browser asks for them. */
const consoleScripts = () =>
  readdirSync(join(CONSOLE_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`);

/**
 * Opens the sign-in form, and loads the console's other scripts (the console itself, behind the sign-in, and its map)
 * the way the app would load them on its first screen after the sign-in: the app's own import then finds them loaded.
 * The page then waits with the pointer resting on the sign-in form's slides, which pauses them: three pages waiting
 * on the form with their slides turning took 6 s of Chromium's CPU in 20 s, and none with them paused, while the
 * journey holding the slot needs the cores. The sign-in form is audited there (once a file, as `signIn` would), and
 * axe-core is loaded in the page for the audits of the screens after it, which the app opens without a reload.
 */
async function openConsoleAhead(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth/login`);
  await byTestId(page, 'login-submit').waitFor();
  await page.evaluate(async (scripts) => {
    for (const script of scripts) await import(script);
  }, consoleScripts());
  const slides = byTestId(page, 'auth-carousel');
  if (await slides.isVisible()) await slides.hover();
  await loadAxe(page);
  await auditSignInForm(page);
}

export interface ConsolePageOptions extends BrowserContextOptions {
  /** Failing steps keep their picture in /tmp/<screenshotPrefix>-<step>.png. */
  screenshotPrefix: string;
  /** The country the console opens in, unless the page picked another (default Nigeria). */
  country?: string;
  /** The console's language, unless the page picked another; without it the console chooses from the country. */
  language?: 'en' | 'fr';
  /** Aborts the OpenStreetMap tiles, so that a map does not depend on the internet. */
  blockMapTiles?: boolean;
  /** Collects page errors, console errors and failed requests, which a failing step adds to its error. */
  collectProblems?: boolean;
  /**
   * Whether `step` and `signIn` audit each screen the page shows (default true). False for a page whose screens the
   * screen tour audits already, as the same person, at the same width and in the same language: the page's explicit
   * `audit` calls still run.
   */
  auditScreens?: boolean;
}

/**
 * What `step` needs to know of a page: where its pictures go, what went wrong inside it (when collected), and the
 * screens already audited in it.
 */
const pageNotes = new WeakMap<
  Page,
  { screenshotPrefix: string; problems: string[] | null; auditScreens: boolean; audited: Set<string> }
>();

const MAP_TILES = /tile\.openstreetmap\.org/;

async function newConsolePage(browser: Browser, options: ConsolePageOptions): Promise<Page> {
  const {
    screenshotPrefix,
    country = 'Nigeria',
    language,
    blockMapTiles,
    collectProblems,
    auditScreens = true,
    ...contextOptions
  } = options;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...contextOptions });
  await context.addInitScript(
    ([c, l]) => {
      if (!localStorage.getItem('kasuwa.country')) localStorage.setItem('kasuwa.country', c);
      if (l && !localStorage.getItem('kasuwa.language')) localStorage.setItem('kasuwa.language', l);
    },
    [country, language ?? ''] as const,
  );
  if (blockMapTiles) await context.route(MAP_TILES, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  pageNotes.set(page, {
    screenshotPrefix,
    problems: collectProblems ? problemsOf(page) : null,
    auditScreens,
    audited: new Set(),
  });
  return page;
}

/** The page's errors, console errors and failed requests (except the map tiles, aborted on purpose), as they come. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (!/openstreetmap/.test(request.url()))
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return problems;
}

/**
 * Keeps a picture of the page when a step fails, to see what the person saw, and says what went wrong inside it.
 * When the step ends on a screen the page has not shown before, the screen is audited (see `auditScreen`).
 */
export async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    await auditScreen(page, name);
    return result;
  } catch (error) {
    const notes = pageNotes.get(page);
    await page
      .screenshot({ path: `/tmp/${notes?.screenshotPrefix ?? 'console'}-${name}.png`, fullPage: true })
      .catch(() => undefined);
    const problems = notes?.problems ?? [];
    if (problems.length && error instanceof Error) error.message += `\nIn the browser:\n${problems.join('\n')}`;
    throw error;
  }
}

export const byTestId = (within: Page | Locator, id: string) => within.locator(`[data-testid="${id}"]`);
/** The input inside the `id` field (the console's text fields wrap theirs). */
export const input = (page: Page, id: string) => page.locator(`[data-testid="${id}"] input`);
export const notification = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root', { hasText: text });
export const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** Fills and sends the login form the page shows, ticking the terms when the form asks for them. */
export async function submitLoginForm(page: Page, email: string, password: string) {
  await byTestId(page, 'login-username').fill(email);
  await byTestId(page, 'login-password').fill(password);
  const terms = byTestId(page, 'login-terms');
  if (await terms.count()) await terms.check();
  await byTestId(page, 'login-submit').click();
}

/**
 * Opens `url` by the app's router, as a link inside the app does (no reload), and answers once the router has drawn
 * the new screen: until then the screen left behind may still show the test id a caller waits for.
 */
export async function openByRouter(page: Page, url: string) {
  await page.evaluate(async (to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  }, url);
}

/**
 * The sign-in forms this file's pages audited, by language and width: each person of a journey meets the same form
 * in a fresh browser profile, so one audit per file covers them (the module is loaded once per test file).
 */
const signInFormsAudited = new Set<string>();

async function auditSignInForm(page: Page) {
  if (!pageNotes.get(page)?.auditScreens) return;
  const form = `${await page.evaluate(() => document.documentElement.lang)} ${page.viewportSize()?.width ?? 0}`;
  if (signInFormsAudited.has(form)) return;
  signInFormsAudited.add(form);
  await auditScreen(page, 'sign-in');
}

/**
 * Signs in from the login page and waits to land on `landing`, where the login sends the person back; in a tab that
 * already runs the app, after signing out whoever used it. The sign-in form is audited the first time the file's
 * pages show it in their language and width; the landing screen is audited in every page.
 */
export async function signIn(t: TestApp, page: Page, email: string, password: string, landing: string) {
  const login = `/auth/login?redirect=${encodeURIComponent(landing)}`;
  if (page.url().startsWith(`${t.baseUrl}/`)) {
    // The app already runs in this tab: whoever used it signs out, and the person signs in, by the app's router
    // (no reload, no second download of the console).
    if (await page.evaluate(() => localStorage.getItem('kasuwa.token') !== null)) {
      await openByRouter(page, '/auth/logout');
      await page.waitForFunction(() => location.pathname === '/' && !localStorage.getItem('kasuwa.token'));
    }
    await openByRouter(page, login);
  } else await page.goto(`${t.baseUrl}${login}`);
  await byTestId(page, 'login-submit').waitFor();
  await auditSignInForm(page);
  await submitLoginForm(page, email, password);
  await page.waitForURL(new RegExp(`${landing}$`));
  if (landing.startsWith('/admin')) await page.locator('#main-content').waitFor();
  await auditScreen(page, `landing on ${landing}`);
}

// ---- Accessibility ----

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 levels A and AA (2.0's rules and 2.1's additions). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** The same screen with another record: ids in the path do not make a new screen. */
const screenOf = (url: string) =>
  new URL(url).pathname
    .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/:id')
    .replace(/\/\d+(?=\/|$)/g, '/:n');

/**
 * Audits the screen the page shows unless the page already audited it (the path, with ids taken out, names the
 * screen, in the page's language and at its width), or the screen tour audits it alike (tour-screens.ts
 * `touredAlike`: the same route as the same working role, in the same language and country, at a width of the same
 * layout): `step` and `signIn` call it, so every screen a journey visits is audited, by the journey or by the tour.
 * States a path does not name (an open dialog, a tab, a form showing its errors) take an explicit `audit`.
 */
export async function auditScreen(page: Page, label: string): Promise<void> {
  if (page.isClosed()) return;
  const notes = pageNotes.get(page);
  if (!notes?.auditScreens) return;
  const screen = screenOf(page.url());
  const shown = await page.evaluate(() => {
    let role: string | null = null;
    if (localStorage.getItem('kasuwa.token')) {
      try {
        role = JSON.parse(localStorage.getItem('kasuwa.user') ?? 'null')?.roleType ?? 'unknown';
      } catch {
        role = 'unknown';
      }
    }
    return {
      role,
      language: document.documentElement.lang,
      country: localStorage.getItem('kasuwa.country') || 'Nigeria',
      width: window.innerWidth,
    };
  });
  // The same screen in another language or at another width is another layout (a page may switch either).
  const seen = `${shown.language} ${page.viewportSize()?.width ?? 0} ${screen}`;
  if (notes.audited.has(seen)) return;
  notes.audited.add(seen);
  if (touredAlike(new URL(page.url()).pathname, shown)) return;
  await audit(page, `${label} (${screen})`);
}

/** The console's side menu (react-admin's, open or collapsed to its icons). */
const SIDE_MENU = '.RaMenu-open, .RaMenu-closed';

/**
 * The side menus this file's pages audited: each audit takes the whole page the first time the page shows a menu
 * (its entries and badges as they read, whether one of them is the current screen's, open or collapsed, in the
 * page's language and at its width), and leaves that menu out after, when every screen shows it unchanged: it held
 * the most text of a screen whose contrast axe measured again and again.
 */
const sideMenusAudited = new Set<string>();

/** The page's side menu as `sideMenusAudited` tells one from another, or null when the page shows none. */
const sideMenuOf = (page: Page) =>
  page.evaluate((selector) => {
    const menu = document.querySelector<HTMLElement>(selector);
    if (!menu) return null;
    const state = menu.classList.contains('RaMenu-open') ? 'open' : 'collapsed';
    const current = menu.querySelector('[aria-current="page"]') ? 'a current entry' : 'no current entry';
    return `${document.documentElement.lang} ${window.innerWidth} ${state} ${current} ${menu.innerText}`;
  }, SIDE_MENU);

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on what the page shows now, once its transitions have ended, and fails
 * with each serious or critical violation: the rule, its impact and the elements at fault. A side menu already
 * audited as it is now (see `sideMenusAudited`) is left out.
 */
export async function audit(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  await loadAxe(page);
  const menu = await sideMenuOf(page);
  const leaveOut = menu !== null && sideMenusAudited.has(menu) ? SIDE_MENU : null;
  let violations = await axeViolations(page, leaveOut);
  // Something that began to move while axe ran (a notification fading in) is measured half-drawn: look again once
  // it has settled, and report only what is still there.
  if (violations.length) {
    await page.waitForTimeout(500);
    await settleAnimations(page);
    violations = await axeViolations(page, leaveOut);
  }
  if (!violations.length) {
    if (menu !== null) sideMenusAudited.add(menu);
    return;
  }
  const lines = violations.flatMap((v) => [
    `- ${v.id} [${v.impact}] ${v.help}`,
    ...v.nodes.slice(0, 8).map((n) => `    ${n.target}: ${n.summary}`),
    ...(v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : []),
  ]);
  throw new Error(`Accessibility (WCAG 2.1 A/AA) on ${label}, ${page.url()}:\n${lines.join('\n')}`);
}

/** Loads axe-core in the page's document, unless it is there already. */
async function loadAxe(page: Page): Promise<void> {
  // Evaluated rather than added as a <script> element: the site's Content-Security-Policy allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now, but in `leaveOut`. */
async function axeViolations(page: Page, leaveOut: string | null): Promise<Violation[]> {
  return page.evaluate(
    async ({ tags, leaveOut }) => {
      const axe = (
        window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: any[] }> } }
      ).axe;
      const context = leaveOut ? { exclude: [...document.querySelectorAll(leaveOut)] } : document;
      const { violations } = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n: { target: unknown[]; failureSummary?: string }) => ({
            target: n.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' '),
            summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          })),
        }));
    },
    { tags: WCAG_21_AA, leaveOut },
  );
}

/**
 * Waits (a little) for the console's loading indicator to go and for the page's finite transitions and animations
 * to end, so that the screen is judged as it settles, not half faded in.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .locator('.app-loader')
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => undefined);
  await page
    .evaluate(async () => {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().endTime ?? Infinity) < 5_000);
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 1_500)),
      ]);
    })
    .catch(() => undefined);
}
