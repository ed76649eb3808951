/// <reference lib="dom" />
import { Page } from 'playwright-core';
import { audit, byTestId, chromiumForThisFile, openByRouter, submitLoginForm } from '../support/browser';
import { api, bearer, decideProduct, PERSON_PASSWORD, PNG, registerPerson, submitProduct } from '../support/catalogue';
import { farmerBody, listsOf, NIGERIA, placeIn } from '../farmers/support';
import { Role, SCREENS, Seeded, TOUR_PAGE } from '../support/tour-screens';
import { screenRoutes } from '../support/route-table';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TestApp } from '../support/test-app';

/**
 * Every screen of the console and of the public pages, opened as the person it is for and audited with axe-core
 * (WCAG 2.1 A and AA; a serious or critical violation fails, naming the rule and the element), plus a dialog, a tab
 * and a form showing its errors. Each console screen must also be named once: "<screen> · Kasuwa" in the browser tab,
 * its name in the app bar, exactly one h1; and each role's side menu shows every section once, no label cut short. The tour is complete by construction: the routes are read from the apps' source
 * (test/support/route-table.ts), and a route the tour neither visits (SCREENS) nor excludes (NOT_VISITED, with the
 * reason) fails the test. A new screen is one line in SCREENS (test/support/tour-screens.ts): its route, who opens it, the URL (with the seeded
 * records' ids) and what shows once it is ready.
 * Needs the built console (node scripts/build-console.mjs) and Debian's chromium (.ci/run installs it).
 */

/** Opens a console address by the router, as `open` does, for the states below (which may show a refusal). */
async function go(page: Page, url: string, ready: string) {
  await navigate(page, url);
  await locate(page, ready).waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.app-loader, [role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'),
    undefined,
    { timeout: 15_000 },
  );
}

/** Waits for `testId` to read `pattern`: a screen left by the router may still show the same test id for a moment. */
async function expectText(page: Page, testId: string, pattern: RegExp) {
  try {
    await byTestId(page, testId).filter({ hasText: pattern }).first().waitFor({ timeout: 10_000 });
  } catch {
    const text = await byTestId(page, testId)
      .first()
      .innerText()
      .catch(() => '(absent)');
    throw new Error(`${testId} reads "${text}", not ${pattern}`);
  }
}

/**
 * A console screen names itself as a user sees it: the browser tab reads "<screen> · Kasuwa", the app bar shows the
 * screen's name, and the page has exactly one h1 (waited for a moment: a record's name arrives with the record).
 */
async function expectNamed(page: Page) {
  const named = await page
    .waitForFunction(
      () => {
        const bar = (document.getElementById('react-admin-title')?.textContent ?? '').trim();
        return bar !== '' && /^\S.* · Kasuwa$/.test(document.title) && document.querySelectorAll('h1').length === 1;
      },
      undefined,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (named) return;
  const shown = await page.evaluate(() => ({
    tab: document.title,
    appBar: (document.getElementById('react-admin-title')?.textContent ?? '').trim(),
    h1: [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').trim()),
  }));
  throw new Error(
    `the screen is not named once: tab "${shown.tab}", app bar "${shown.appBar}", h1 ${JSON.stringify(shown.h1)}`,
  );
}

/** The side menu as the role sees it: each section once, and every label whole (not cut short by an ellipsis). */
async function expectMenuReadable(page: Page) {
  // The sections come with the person's permissions, a moment after the console lands.
  await page
    .locator('.RaMenu-open [role="group"], .RaMenu-root [role="group"]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  const menu = await page.evaluate(() => {
    const nav = document.querySelector('.RaMenu-open, .RaMenu-root');
    const sections = [...(nav?.querySelectorAll('[role="group"]') ?? [])].map(
      (group) => group.getAttribute('aria-label') ?? '',
    );
    const cut = [...(nav?.querySelectorAll('a [class*="MuiTypography"]') ?? [])]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => (label.textContent ?? '').trim());
    return { sections, cut };
  });
  const twice = menu.sections.filter((name, i) => menu.sections.indexOf(name) !== i);
  if (!menu.sections.length) throw new Error('the side menu shows no section');
  if (twice.length || menu.cut.length)
    throw new Error(
      `the side menu: sections shown twice ${JSON.stringify(twice)}, labels cut short ${JSON.stringify(menu.cut)}`,
    );
}

const GONE_ID = '00000000-0000-4000-8000-000000000000';

/** States that users met where the console said the wrong thing: a refusal, a missing record, an unknown address. */
const REFUSALS_AND_ABSENCES: Record<string, { label: string; act: (page: Page) => Promise<void> }[]> = {
  '/admin/admindashboard': [
    {
      label: 'an address the console has no screen for',
      act: async (page) => {
        await go(page, '/admin/no-such-screen', 'console-not-found');
        await expectText(page, 'console-not-found-address', /\/admin\/no-such-screen/);
      },
    },
    {
      label: "a dealer's catalogue, not offered and refused saying who it is for",
      act: async (page) => {
        for (const entry of ['menu-myproducts', 'menu-affiliations'])
          if (await byTestId(page, entry).count()) throw new Error(`the menu offers ${entry} to an administrator`);
        await go(page, '/admin/myproducts', 'access-denied');
        await expectText(page, 'access-denied-text', /Distributor, Wholesaler, Retailer, Agro-dealer/);
        if (await page.getByText(/Something went wrong/i).count())
          throw new Error('myproducts says "Something went wrong"');
      },
    },
    {
      label: 'the affiliations, refused saying who they are for',
      act: async (page) => {
        await go(page, '/admin/affiliations', 'access-denied');
        await expectText(page, 'access-denied-text', /Input provider, .*Distributor.*WAFA administrator/);
      },
    },
    {
      label: 'the extension agent dashboard, for someone who is not an agent',
      act: async (page) => {
        await go(page, '/admin/extensionagentdashboard', 'ea-not-an-agent-list');
        await expectText(page, 'ea-not-an-agent', /not an extension agent/);
      },
    },
  ],
  '/admin/users/extensionagents/ea-profile/:userId': [
    {
      label: 'the profile of a person who is not an extension agent',
      act: async (page) => {
        await go(page, `/admin/users/extensionagents/ea-profile/${seeded.providerId}`, 'ea-not-an-agent');
        await expectText(page, 'ea-not-an-agent', /not an extension agent/);
      },
    },
  ],
  '/admin/products/delete/:id': [
    {
      label: 'a product that is gone, with nothing to delete',
      act: async (page) => {
        await go(page, `/admin/products/delete/${GONE_ID}`, 'product-delete-gone');
        if (await byTestId(page, 'product-delete-confirm').count())
          throw new Error('a gone product is still offered for deletion');
      },
    },
  ],
};

/**
 * States of a screen its path does not name, audited right after the screen: a tab, a dialog, a form showing its
 * errors (and /auth/activate, above, is a dialog).
 */
const STATES: Record<string, { label: string; act: (page: Page) => Promise<void> }[]> = {
  ...REFUSALS_AND_ABSENCES,
  '/admin/users/extensionagents': [
    {
      label: 'the approved tab',
      act: async (page) => {
        await page.getByRole('tab', { name: /approved/i }).click();
        await page.getByRole('tab', { name: /approved/i, selected: true }).waitFor();
        await page.waitForFunction(() => !document.querySelector('[role="progressbar"]:not([aria-valuenow])'));
      },
    },
  ],
  '/admin/users': [
    {
      label: 'searched by company and filtered to distributors, the table as wide as its card',
      act: async (page) => {
        const fits = () =>
          page.evaluate(() => {
            const card = document.querySelector('.RaList-content') as HTMLElement | null;
            return card ? { table: card.scrollWidth, card: card.clientWidth } : null;
          });
        const before = await fits();
        if (!before || before.table > before.card)
          throw new Error(`the users table overflows its card at 1280 px: ${JSON.stringify(before)}`);
        await page.getByPlaceholder('Name, company or e-mail').fill('savanna');
        await page.getByRole('combobox', { name: 'Role' }).click();
        await page.getByRole('option', { name: 'Distributor', exact: true }).click();
        await page.waitForFunction(
          () => /role/.test(decodeURIComponent(location.search)) && /savanna/.test(decodeURIComponent(location.search)),
        );
        await page.waitForFunction(
          () => {
            const rows = [...document.querySelectorAll('tbody tr')];
            return rows.length === 1 && /Savanna Distribution/.test(rows[0].textContent ?? '');
          },
          undefined,
          { timeout: 10_000 },
        );
      },
    },
  ],
  '/admin/account-settings': [
    {
      label: 'the password tab',
      act: async (page) => {
        await byTestId(page, 'account-tab-password').click();
        await page.locator('input[type="password"]').first().waitFor();
      },
    },
  ],
  '/admin/warehouses/:id/stock': [
    {
      label: 'the new movement dialog',
      act: async (page) => {
        await byTestId(page, 'movement-new').click();
        await byTestId(page, 'movement-dialog').waitFor();
      },
    },
  ],
  '/admin/salesmen/create': [
    {
      label: 'the form showing its errors',
      act: async (page) => {
        await page.locator('[data-testid="salesman-firstname"] input').fill('Musa');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.locator('.MuiFormHelperText-root.Mui-error').first().waitFor();
      },
    },
  ],
};

/**
 * The console routes of the spec (/work/shared/spec/ui-routes.tsv, its `admin` rows, as written there): each must be a
 * screen of the tour, so that it is opened as the role it is for and shown to open what it names.
 */
const SPEC_CONSOLE_ROUTES = [
  'mydashboard',
  'dashboard',
  'admindashboard',
  'extensionagentdashboard',
  'products',
  'products/create',
  'products/edit/{productId}',
  'products/delete/{productId}',
  'all-products-management',
  'all-products-management/product-detail/{productId}',
  'categories',
  'categories/create',
  'categories/edit/{categoryId}',
  'categories/delete/{categoryId}',
  'salesmen',
  'salesmen/create',
  'salesmen/edit/{id}',
  'salesmen/delete/{id}',
  'myproducts',
  'myproducts/edit/{catalogId}',
  'inputs',
  'inputs/{productId}',
  'quotations',
  'myorders',
  'allorders',
  'reviews',
  'retailers',
  'retailers/invite',
  'agrodealers',
  'agrodealers/invite',
  'input_providers',
  'users',
  'users/inputproviders',
  'users/inputproviders/invite',
  'users/inputproviders/edit/{id}',
  'users/inputproviders/{id}',
  'users/distributors',
  'users/distributors/{id}',
  'users/wholesalers',
  'users/wholesalers/{id}',
  'users/retailers',
  'users/extensionagents',
  'users/extensionagents/ea-profile/{userId}',
  'extensionagents',
  'extensionagents/edit/{id}/{countryId}',
  'platform-managers',
  'account-settings',
  'countries',
  'farmers',
  'farmers/import',
  'farmers/create',
  'farmers/edit/{id}',
  'farmers/{farmerId}',
  'users/farmers',
  'users/farmers/{farmerId}',
  'farmers/{farmerId}/{recordId}/create-record',
  'farmers/{farmerId}/{recordId}/edit-record',
  'farmers/{farmerId}/edit/{id}',
  'advisory/fertilizer-recommendattions',
  'advisory/fertilizer-recommendattions/create',
  'advisory/weather',
  'advisory/weather/my-locations',
  'warehouses',
  'warehouses/create',
  'warehouses/edit/{id}',
  'inventory',
  'inventory/create',
  'agroinventory',
  'agroinventory/create',
  'inventory/export/pdf',
  'staff',
  'staff/create',
  'staff/edit/{staffId}',
  'dealers/staff',
  'dealers/staff/create',
  'dealers/staff/edit/{id}',
  'agronomy',
  'agronomy/create',
  'agronomy/edit/{id}',
  'market-updates-files',
  'market-updates/list',
  'market-updates/list/compare-across-states/{region}/{state}/{productName}',
  'market-updates/list/compare-with-products/{state}/{productName}',
  'app-versions',
  'farm-fortune-hubs',
  'push-notifications',
  'wafa/affiliations',
];

/** A route with its parameters' names left out: `farmers/{farmerId}` and `/admin/farmers/:id` are the same. */
const shapeOf = (route: string) => route.replace(/^\/admin\//, '').replace(/\{[^}]+\}|:[^/]+/g, ':');

/** Routes the tour does not open, and why. */
const NOT_VISITED: Record<string, string> = {
  // Redirects, not screens: /auth and any unknown /auth/... send to /auth/login.
  '/auth': 'redirects to /auth/login',
  '/auth/*': 'redirects to /auth/login',
};

let t: TestApp;
let seeded: Seeded;
let routes: string[];

beforeAll(async () => {
  routes = screenRoutes();
  t = await startTestApp({ listen: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  const admin = await t.login();
  const provider = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  const distributor = await registerPerson(t, 'ROLE_DISTRIBUTOR', 'Savanna Distribution');
  const agent = await registerPerson(t, 'ROLE_EXTENSION_AGENT');
  const created = async (response: Promise<any>, what: string) => {
    const answer = await response;
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`${what} not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data ?? answer.body;
  };
  const post = (token: string, path: string, body: object) => t.http().post(api(path)).set(bearer(token)).send(body);

  const product = await submitProduct(t, provider, { name: 'Golden NPK', price: '12500.50' });
  await decideProduct(t, admin, product.id, 'APPROVED');
  const quotation = await created(
    post(distributor.token, 'quotes', { productId: product.id, quantity: 10, comment: 'Price for 10 bags?' }),
    'quotation',
  );
  const entry = await created(
    post(distributor.token, 'catalog/product/add', {
      productId: product.id,
      price: '13000',
      quantity: 5,
      locations: [{ location: 'Ikeja, Lagos' }],
    }),
    'catalogue entry',
  );
  const place = await placeIn(t, NIGERIA);
  const warehouse = await created(
    post(provider.token, 'warehouse', {
      name: 'Kano central store',
      code: 'KN-01',
      manager: 'Musa Bello',
      stateId: place.stateId,
      cityId: place.cityId,
      address: '12 Zaria Road',
    }),
    'warehouse',
  );
  await created(
    t
      .http()
      .post(api('warehouse/movement'))
      .set(bearer(provider.token))
      .field({
        warehouseId: warehouse.id,
        productId: product.id,
        size: '50kg',
        quantity: '10',
        direction: 'IN',
        waybillNumber: 'WB-1',
        movementDate: '2026-03-10',
        comment: 'In',
      })
      .attach('document', PNG, { filename: 'waybill.png', contentType: 'image/png' }),
    'warehouse movement',
  );
  const farmer = await created(
    post(
      agent.token,
      'farmers',
      farmerBody(place, await listsOf(t, admin, NIGERIA), { email: 'tour.farmer@example.com', phone: null }),
    ),
    'farmer',
  );
  const providerStaff = await registerPerson(t, 'ROLE_INPUT_PROVIDER_STAFF', null, 'Nigeria', {
    firstname: 'Staffer',
    employerId: provider.id,
  });
  const distributorStaff = await registerPerson(t, 'ROLE_DISTRIBUTOR_STAFF', null, 'Nigeria', {
    firstname: 'Dealerstaff',
    employerId: distributor.id,
  });
  const wafa = await registerPerson(t, 'ROLE_WAFA_ADMIN');
  const farm = await created(
    post(agent.token, 'farm/create', {
      farmerId: farmer.id,
      name: 'Tour plot',
      size: 2,
      sizeUnit: 'HA',
      community: 'Dawakin Tofa',
    }),
    'farm',
  );
  const [crop] = (await t.http().get(api('farmer-record/crop-types')).set(bearer(agent.token)).expect(200)).body;
  const record = await created(
    post(agent.token, 'farmer-record/create', {
      farmerId: farmer.id,
      farmId: farm.id,
      season: 'RAINY',
      year: 2025,
      cropTypeId: crop.id,
    }),
    'planting record',
  );
  const salesman = await created(
    post(admin, 'salesmen', { firstname: 'Musa', lastname: 'Bello', phone: '08035550001', company: 'Green Farms Ltd' }),
    'salesman',
  );
  const content = await created(
    t.http().post(api('agronomy-contents/create')).set(bearer(admin)).field({
      title: 'Early maize sowing',
      category: 'Crop management',
      fileType: 'DOCUMENT',
      content: '<p>Sow with the first rains.</p>',
      crops: 'Maize',
      tags: 'sowing',
    }),
    'agronomy content',
  );
  await t.http().post(api('forgot-my-password')).send({ email: provider.email }).expect(200);
  const mail = await t.inbox!.waitFor((m) => m.to.includes(provider.email) && /reset-password\?_key=/.test(m.text));
  seeded = {
    providerId: provider.id,
    distributorId: distributor.id,
    agentId: agent.id,
    productId: product.id,
    productUrl: `golden-npk-${product.id}`,
    quotationId: quotation.id,
    entryId: entry.id,
    warehouseId: warehouse.id,
    farmerId: farmer.id,
    farmId: farm.id,
    recordId: record.id,
    contentId: content.id,
    salesmanId: salesman.id,
    providerStaffId: providerStaff.id,
    distributorStaffId: distributorStaff.id,
    resetKey: /reset-password\?_key=([\w-]+)/.exec(mail.text)![1],
  };
  people = {
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    provider: { email: provider.email, password: PERSON_PASSWORD },
    distributor: { email: distributor.email, password: PERSON_PASSWORD },
    agent: { email: agent.email, password: PERSON_PASSWORD },
    wafa: { email: wafa.email, password: PERSON_PASSWORD },
  };
}, 180_000);

let people: Record<Exclude<Role, 'visitor'>, { email: string; password: string }>;

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console.
const chromium = chromiumForThisFile({
  app: () => t,
  page: {
    screenshotPrefix: 'screen-tour',
    language: TOUR_PAGE.language,
    country: TOUR_PAGE.country,
    blockMapTiles: true,
    collectProblems: false,
    viewport: TOUR_PAGE.viewport,
    // The tour audits each screen and state itself (`audit`).
    auditScreens: false,
  },
});

afterAll(async () => {
  await t?.close();
});

const locate = (page: Page, ready: string) =>
  /^[[.#]|^[a-z]+(\s|$|\[)/.test(ready) ? page.locator(ready).first() : byTestId(page, ready).first();

/**
 * Opens `url` by the app's router, as a link inside the app does, once the app runs in the page (the public pages and
 * the console are one app: no reload, no second download of the console); the first screen is loaded.
 */
async function navigate(page: Page, url: string) {
  if (!page.url().startsWith(`${t.baseUrl}/`)) {
    await page.goto(`${t.baseUrl}${url}`);
    return;
  }
  await openByRouter(page, url);
}

/** Opens `url`, then waits for what the screen shows when ready and for its loading indicators to go. */
async function open(page: Page, url: string, ready: string | undefined) {
  await navigate(page, url);
  await locate(page, ready ?? 'body').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.app-loader, [role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'),
    undefined,
    { timeout: 15_000 },
  );
  if (await byTestId(page, 'access-denied').count()) throw new Error(`${url} shows access denied`);
}

/**
 * Signs the previous person out (/auth/logout) and `role` in through the login form, in the same tab, and waits for
 * the console to land on `landing`. The login form and each landing screen are audited as screens of the tour.
 */
async function signInAs(page: Page, role: Exclude<Role, 'visitor'>, landing: string) {
  try {
    if (await page.evaluate(() => localStorage.getItem('kasuwa.token'))) {
      await navigate(page, '/auth/logout');
      await page.waitForFunction(() => location.pathname === '/' && !localStorage.getItem('kasuwa.token'));
    }
    await navigate(page, `/auth/login?redirect=${encodeURIComponent(landing)}`);
    await submitLoginForm(page, people[role].email, people[role].password);
    await page.waitForURL(new RegExp(`${landing}$`));
    await page.locator('#main-content').waitFor();
  } catch (error) {
    await page.screenshot({ path: `/tmp/screen-tour-sign-in-${role}.png`, fullPage: true }).catch(() => undefined);
    throw error;
  }
}

describe('screen tour', () => {
  it('the tour opens every route of the console and of the public pages, or says why not', () => {
    const toured = new Set(SCREENS.map((s) => s.route));
    const missing = routes.filter((route) => !toured.has(route) && !(route in NOT_VISITED));
    const stale = [...toured, ...Object.keys(NOT_VISITED), ...Object.keys(STATES)].filter(
      (route) => !routes.includes(route) || (route in STATES && !toured.has(route)),
    );
    expect({
      'routes neither toured nor excluded (add them to SCREENS)': missing,
      'toured routes the apps (or the tour) no longer have': stale,
    }).toEqual({
      'routes neither toured nor excluded (add them to SCREENS)': [],
      'toured routes the apps (or the tour) no longer have': [],
    });
  });

  it("the tour opens every console route of the spec's route table", () => {
    const toured = new Set(SCREENS.map((s) => shapeOf(s.route)));
    expect(SPEC_CONSOLE_ROUTES.filter((route) => !toured.has(shapeOf(route)))).toEqual([]);
  });

  it('every screen passes the WCAG 2.1 A and AA rules and every console screen is named once (tab, app bar, one h1), as the person it is for sees it', async () => {
    const failures: string[] = [];
    const timings: string[] = [];
    const roles = [...new Set(SCREENS.map((s) => s.as))];
    // One tab for the whole tour, as one person at a desk: the visitor's pages, then each role signs in after the
    // one before signed out.
    const page = chromium.firstPage();
    for (const role of roles) {
      if (role !== 'visitor') {
        const first = SCREENS.find((s) => s.as === role)!;
        await signInAs(page, role, first.url?.(seeded) ?? first.route);
        try {
          await expectMenuReadable(page);
        } catch (error) {
          failures.push(`the menu as ${role}: ${(error as Error).message}`);
        }
      }
      for (const s of SCREENS.filter((x) => x.as === role)) {
        // /auth/logout signs out: the visitor opens it last.
        const url = s.url?.(seeded) ?? s.route;
        const started = Date.now();
        try {
          await open(page, url, s.ready);
          await audit(page, `${s.route} as ${role}`);
          const inConsole = url.startsWith('/admin');
          if (inConsole) await expectNamed(page);
          for (const state of STATES[s.route] ?? []) {
            await state.act(page);
            await audit(page, `${s.route} as ${role}, ${state.label}`);
            if (inConsole) await expectNamed(page);
          }
        } catch (error) {
          await page
            .screenshot({ path: `/tmp/screen-tour-${s.route.replace(/[/:*]+/g, '_')}.png`, fullPage: true })
            .catch(() => undefined);
          // What the screen showed instead, to tell a slow screen from a wrong one when the tour fails on CI.
          const shown = (
            await page
              .locator('#main-content, main, body')
              .first()
              .innerText({ timeout: 2_000 })
              .catch(() => '')
          )
            .replace(/\s+/g, ' ')
            .slice(0, 300);
          failures.push(
            `${s.route} as ${role}: ${(error as Error).message.split('\n').slice(0, 12).join('\n')}\n  the screen showed: ${shown}`,
          );
        }
        timings.push(`${Date.now() - started} ms ${s.route}`);
      }
    }
    await page.context().close();
    // The slowest screens, to see where the tour's time goes when it fails.
    if (failures.length)
      failures.push(
        `slowest: ${timings
          .sort((a, b) => parseInt(b) - parseInt(a))
          .slice(0, 5)
          .join(', ')}`,
      );
    expect(failures).toEqual([]);
  }, 600_000);
});
