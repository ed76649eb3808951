import { NIGERIA } from './people';

/**
 * The screens of the screen tour (test/console/screen-tour.e2e-spec.ts): every screen route of the console and of the
 * public pages, who opens it and what shows once it is ready. The tour audits each with axe-core as the person it is
 * for, in English, in Nigeria, 1280 px wide (`TOUR_PAGE`); the journeys' pages leave the screens it audits to it
 * (`touredAlike`, used by test/support/browser.ts).
 */

export type Role = 'visitor' | 'admin' | 'provider' | 'distributor' | 'agent' | 'wafa';

/** The records the screens show, seeded through the API. */
export interface Seeded {
  providerId: string;
  distributorId: string;
  agentId: string;
  productId: string;
  productUrl: string;
  quotationId: string;
  entryId: string;
  warehouseId: string;
  farmerId: string;
  farmId: string;
  recordId: string;
  contentId: string;
  salesmanId: string;
  providerStaffId: string;
  distributorStaffId: string;
  resetKey: string;
}

export interface Screen {
  /** The route as the app declares it. */
  route: string;
  as: Role;
  /** The URL to open, when the route has parameters. */
  url?: (s: Seeded) => string;
  /** What shows once the screen is ready: a test id, or a CSS selector (starting with `[`, `.` or `#`, or a tag name: `form`, `tbody tr`). */
  ready?: string;
}

const screen = (route: string, as: Role, ready?: string, url?: (s: Seeded) => string): Screen => ({
  route,
  as,
  ready,
  url,
});

/** Every screen route, in the order the tour opens them (grouped by who opens them, one page each). */
export const SCREENS: Screen[] = [
  // Public pages, as a visitor.
  screen('/', 'visitor', 'header-search-input'),
  screen('/products', 'visitor', '[data-testid="products-results"][data-state="ready"]'),
  // With its reviews loaded (none yet).
  screen('/products/:url', 'visitor', 'reviews-empty', (s) => `/products/${s.productUrl}`),
  screen('/contents', 'visitor', 'contents-page'),
  screen('/contents/:url', 'visitor', 'main h1', () => '/contents/no-such-article'),
  screen('/contact', 'visitor', 'contact-send'),
  screen('/faq', 'visitor', 'faq-page'),
  screen('/privacy-and-terms', 'visitor', 'terms-page'),
  screen('/*', 'visitor', 'not-found', () => '/no-such-page'),
  screen('/today-summary-widget', 'visitor', 'body'),
  screen('/upcoming-days-widget', 'visitor', 'body'),
  screen('/tomorrow', 'visitor', 'body'),
  screen('/auth/login', 'visitor', 'login-submit'),
  screen('/auth/register', 'visitor', 'register-submit'),
  screen('/auth/forgot-password', 'visitor', 'forgot-submit'),
  // With the real one-time key mailed by forgot-my-password.
  screen('/auth/reset-password', 'visitor', 'reset-submit', (s) => `/auth/reset-password?_key=${s.resetKey}`),
  screen('/auth/deleted', 'visitor', 'account-deleted'),
  // Without a key it shows the resend-link dialog.
  screen('/auth/activate', 'visitor', 'activation-dialog'),
  // Signs out and goes home.
  screen('/auth/logout', 'visitor', 'header-search-input'),

  // The super administrator.
  screen('/admin/admindashboard', 'admin', '#main-content h1'),
  screen('/admin/account-settings', 'admin', 'account-tab-password'),
  screen('/admin/users', 'admin', 'tbody tr'),
  screen('/admin/users/:id', 'admin', '#main-content h1', (s) => `/admin/users/${s.providerId}`),
  screen('/admin/users/:id/show', 'admin', '#main-content h1', (s) => `/admin/users/${s.providerId}/show`),
  screen('/admin/users/distributors', 'admin', 'tbody tr'),
  screen(
    '/admin/users/distributors/:id',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/distributors/${s.distributorId}`,
  ),
  screen(
    '/admin/users/distributors/:id/show',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/distributors/${s.distributorId}/show`,
  ),
  screen('/admin/users/wholesalers', 'admin', '#main-content'),
  screen(
    '/admin/users/wholesalers/:id',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/wholesalers/${s.distributorId}`,
  ),
  screen(
    '/admin/users/wholesalers/:id/show',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/wholesalers/${s.distributorId}/show`,
  ),
  screen('/admin/users/retailers', 'admin', '#main-content'),
  screen('/admin/users/retailers/:id', 'admin', '#main-content h1', (s) => `/admin/users/retailers/${s.distributorId}`),
  screen(
    '/admin/users/retailers/:id/show',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/retailers/${s.distributorId}/show`,
  ),
  screen('/admin/users/inputproviders', 'admin', 'tbody tr'),
  // The spec's input_providers is the input providers' list.
  screen('/admin/input_providers', 'admin', '[data-testid="page-title"], tbody tr'),
  screen('/admin/users/inputproviders/invite', 'admin', 'form'),
  screen(
    '/admin/users/inputproviders/edit/:id',
    'admin',
    'form',
    (s) => `/admin/users/inputproviders/edit/${s.providerId}`,
  ),
  screen(
    '/admin/users/inputproviders/:id',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/inputproviders/${s.providerId}`,
  ),
  screen('/admin/users/extensionagents', 'admin', '[role="tab"]'),
  // The spec's extensionagents is the agents' list (pending, approved and declined tabs); its edit is the update form.
  screen('/admin/extensionagents', 'admin', '[role="tab"]'),
  screen(
    '/admin/extensionagents/edit/:id/:countryId',
    'admin',
    '[data-testid="profile-firstname"][value="Ada"]',
    (s) => `/admin/extensionagents/edit/${s.agentId}/${NIGERIA}`,
  ),
  screen(
    '/admin/users/extensionagents/:id',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/extensionagents/${s.agentId}`,
  ),
  screen(
    '/admin/users/extensionagents/:id/show',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/extensionagents/${s.agentId}/show`,
  ),
  screen(
    '/admin/users/extensionagents/ea-profile/:userId',
    'admin',
    '#main-content h1',
    (s) => `/admin/users/extensionagents/ea-profile/${s.agentId}`,
  ),
  screen('/admin/users/farmers', 'admin', '[role="tab"]'),
  screen('/admin/users/farmers/:farmerId', 'admin', '#main-content h1', (s) => `/admin/users/farmers/${s.farmerId}`),
  screen('/admin/platform-managers', 'admin', '#main-content'),
  screen('/admin/staff', 'admin', '#main-content'),
  screen('/admin/staff/create', 'admin', 'form'),
  screen('/admin/salesmen', 'admin', 'tbody tr'),
  screen('/admin/salesmen/create', 'admin', 'form'),
  screen('/admin/salesmen/edit/:id', 'admin', 'form', (s) => `/admin/salesmen/edit/${s.salesmanId}`),
  screen(
    '/admin/salesmen/delete/:id',
    'admin',
    '#main-content button',
    (s) => `/admin/salesmen/delete/${s.salesmanId}`,
  ),
  screen('/admin/countries', 'admin', 'tbody tr'),
  screen('/admin/countries/:id/show', 'admin', '#main-content h1', () => `/admin/countries/${NIGERIA}/show`),
  screen('/admin/all-products-management', 'admin', 'tbody tr'),
  screen(
    '/admin/all-products-management/product-detail/:productId',
    'admin',
    '#main-content h1',
    (s) => `/admin/all-products-management/product-detail/${s.productId}`,
  ),
  screen('/admin/categories', 'admin', 'tbody tr'),
  screen('/admin/categories/create', 'admin', 'form'),
  screen('/admin/categories/edit/:id', 'admin', 'form', () => '/admin/categories/edit/2'),
  screen('/admin/categories/delete/:id', 'admin', '#main-content button', () => '/admin/categories/delete/2'),
  screen('/admin/reviews', 'admin', '#main-content'),
  screen('/admin/inputs', 'admin', '#main-content'),
  screen('/admin/inputs/:productId', 'admin', '#main-content h1', (s) => `/admin/inputs/${s.productId}`),
  screen('/admin/allorders', 'admin', '#main-content'),
  screen('/admin/retailers', 'admin', '#main-content'),
  screen('/admin/retailers/invite', 'admin', 'form'),
  screen('/admin/agrodealers', 'admin', '#main-content'),
  screen('/admin/agrodealers/invite', 'admin', 'form'),
  screen('/admin/invitations', 'admin', '#main-content'),
  screen('/admin/farmers', 'admin', 'tbody tr'),
  screen('/admin/farmers/:farmerId', 'admin', '#main-content h1', (s) => `/admin/farmers/${s.farmerId}`),
  screen('/admin/farmers/edit/:id', 'admin', 'form', (s) => `/admin/farmers/edit/${s.farmerId}`),
  screen('/admin/farmers/import', 'admin', '#main-content'),
  screen('/admin/agronomy', 'admin', 'tbody tr'),
  screen('/admin/agronomy/create', 'admin', 'form'),
  screen('/admin/agronomy/edit/:id', 'admin', 'form', (s) => `/admin/agronomy/edit/${s.contentId}`),
  screen('/admin/advisory/fertilizer-recommendattions', 'admin', '#main-content'),
  screen('/admin/advisory/fertilizer-recommendattions/create', 'admin', '#main-content'),
  screen('/admin/farm-fortune-hubs', 'admin', '#main-content'),
  screen('/admin/advisory/weather', 'admin', '#main-content'),
  screen('/admin/advisory/weather/my-locations', 'admin', '#main-content'),
  screen('/admin/market-updates-files', 'admin', '#main-content'),
  screen('/admin/market-updates/list', 'admin', '#main-content'),
  screen(
    '/admin/market-updates/list/compare-across-states/:region/:state/:productName',
    'admin',
    '#main-content',
    () => '/admin/market-updates/list/compare-across-states/North%20West/Kano/Maize',
  ),
  screen(
    '/admin/market-updates/list/compare-with-products/:state/:productName',
    'admin',
    '#main-content',
    () => '/admin/market-updates/list/compare-with-products/Kano/Maize',
  ),
  screen('/admin/visits', 'admin', '#main-content'),
  screen('/admin/market-updates/history', 'admin', '#main-content'),
  screen('/admin/market-updates/alerts', 'admin', 'alert-create'),
  screen('/admin/trust-us', 'admin', 'partner-add'),
  screen('/admin/push-notifications', 'admin', '#main-content'),
  screen('/admin/push-notifications/create', 'admin', 'push-form'),
  screen('/admin/app-versions', 'admin', '#main-content'),
  screen('/admin/app-versions/create', 'admin', 'version-form'),
  screen('/admin/ops', 'admin', 'ops-queues'),
  screen('/admin/messaging', 'admin', 'messaging-test-form'),

  // An input provider: their dashboard, warehouses and stock, quotations asked of them.
  screen('/admin/dashboard', 'provider', '#main-content h1'),
  screen('/admin/products', 'provider', 'tbody tr'),
  screen('/admin/products/create', 'provider', 'form'),
  screen('/admin/products/edit/:id', 'provider', 'form', (s) => `/admin/products/edit/${s.productId}`),
  screen(
    '/admin/products/delete/:id',
    'provider',
    '#main-content button',
    (s) => `/admin/products/delete/${s.productId}`,
  ),
  screen('/admin/warehouses', 'provider', 'tbody tr'),
  screen('/admin/warehouses/create', 'provider', 'form'),
  screen('/admin/warehouses/:id', 'provider', 'form', (s) => `/admin/warehouses/${s.warehouseId}`),
  screen(
    '/admin/warehouses/:id/stock',
    'provider',
    'stock-total-quantity',
    (s) => `/admin/warehouses/${s.warehouseId}/stock`,
  ),
  screen(
    '/admin/warehouses/:id/thresholds',
    'provider',
    'threshold-table',
    (s) => `/admin/warehouses/${s.warehouseId}/thresholds`,
  ),
  screen('/admin/warehouses/transfer', 'provider', 'transfer-form'),
  screen('/admin/inventory', 'provider', '#main-content'),
  screen('/admin/inventory/export/pdf', 'provider', 'inventory-export-pdf'),
  screen('/admin/quotations', 'provider', '#main-content'),
  screen('/admin/quotations/:id', 'provider', '#main-content h1', (s) => `/admin/quotations/${s.quotationId}`),
  screen(
    '/admin/warehouses/edit/:id',
    'provider',
    'form input[value="Kano central store"]',
    (s) => `/admin/warehouses/edit/${s.warehouseId}`,
  ),
  screen('/admin/affiliations', 'provider', '[data-testid="page-title"]'),
  screen(
    '/admin/staff/edit/:id',
    'provider',
    'form input[value="Staffer"]',
    (s) => `/admin/staff/edit/${s.providerStaffId}`,
  ),

  // A distributor: their dashboard, catalogue, orders, the quotations they asked for, their shop's stock.
  screen('/admin/mydashboard', 'distributor', '#main-content h1'),
  screen('/admin/myproducts', 'distributor', 'tbody tr'),
  screen('/admin/myproducts/edit/:id', 'distributor', 'form', (s) => `/admin/myproducts/edit/${s.entryId}`),
  screen('/admin/myorders', 'distributor', '#main-content'),
  screen('/admin/quotations/asked', 'distributor', '#main-content'),
  screen(
    '/admin/quotations/asked/:id',
    'distributor',
    '#main-content h1',
    (s) => `/admin/quotations/asked/${s.quotationId}`,
  ),
  screen('/admin/agroinventory', 'distributor', '#main-content'),
  screen('/admin/agroinventory/create', 'distributor', 'movement-dialog'),
  screen('/admin/inventory/create', 'distributor', 'movement-dialog'),
  screen('/admin/dealers/staff', 'distributor', 'staff-edit-button'),
  screen('/admin/dealers/staff/create', 'distributor', 'form'),
  screen(
    '/admin/dealers/staff/edit/:id',
    'distributor',
    'form input[value="Dealerstaff"]',
    (s) => `/admin/dealers/staff/edit/${s.distributorStaffId}`,
  ),

  // A WAFA administrator: every affiliation request of the country, read-only.
  screen('/admin/wafa/affiliations', 'wafa', '[data-testid="page-title"]'),

  // An extension agent.
  screen('/admin/extensionagentdashboard', 'agent', '#main-content'),
  screen('/admin/farmers/create', 'agent', 'form'),
  // A farm's forms, each over the farmer's page: a new planting record on the farm, a record, the farm.
  screen(
    '/admin/farmers/:farmerId/:recordId/create-record',
    'agent',
    'record-dialog',
    (s) => `/admin/farmers/${s.farmerId}/${s.farmId}/create-record`,
  ),
  screen(
    '/admin/farmers/:farmerId/:recordId/edit-record',
    'agent',
    '[data-testid="record-year"][value="2025"]',
    (s) => `/admin/farmers/${s.farmerId}/${s.recordId}/edit-record`,
  ),
  screen(
    '/admin/farmers/:farmerId/edit/:id',
    'agent',
    '[data-testid="farm-name"][value="Tour plot"]',
    (s) => `/admin/farmers/${s.farmerId}/edit/${s.farmId}`,
  ),
];

/** How the tour's page shows the screens: its language, country and width. */
export const TOUR_PAGE = { language: 'en', country: 'Nigeria', viewport: { width: 1280, height: 800 } } as const;

/** The working role (`roleType`, as the console keeps it for the signed-in person) of each of the tour's people. */
const WORKING_ROLE: Record<Role, string | null> = {
  visitor: null,
  admin: 'ROLE_SUPER_ADMIN',
  provider: 'ROLE_INPUT_PROVIDER',
  distributor: 'ROLE_DISTRIBUTOR',
  agent: 'ROLE_EXTENSION_AGENT',
  wafa: 'ROLE_WAFA_ADMIN',
};

/**
 * Routes the tour opens in one state that does not stand for the others: an article that does not exist, the
 * activation link without its key. A journey that opens them audits them itself.
 */
const STAND_INS = new Set(['/contents/:url', '/auth/activate']);

/** The console's layouts change at Material UI's breakpoints (lg: 1200 px, xl: 1536 px): 1280 and 1440 px are one. */
const sameLayoutAsTheTour = (width: number) => width >= 1200 && width < 1536;

const matcherOf = (route: string) =>
  new RegExp(
    `^${route
      .split('/')
      .map((part) =>
        part === '*' ? '.+' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

const TOURED = [...new Set(SCREENS.map((s) => s.route))].map((route) => ({
  route,
  matches: matcherOf(route),
  // The router picks the route with the most fixed parts: /admin/users/distributors before /admin/users/:id.
  fixedParts: route.split('/').filter((part) => part && !part.startsWith(':') && part !== '*').length,
  roles: new Set(SCREENS.filter((s) => s.route === route).map((s) => WORKING_ROLE[s.as])),
}));

/** The route the app shows at `path` (without its query), as the tour names it. */
function routeOf(path: string) {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return TOURED.filter((r) => r.matches.test(bare)).sort((a, b) => b.fixedParts - a.fixedParts)[0];
}

/**
 * Whether the tour audits the screen a page shows as it shows it: the same route, opened as the same working role
 * (null: signed out), in the same language and country, at a width of the same layout.
 */
export function touredAlike(
  path: string,
  shown: { role: string | null; language: string; country: string; width: number },
): boolean {
  if (shown.language !== TOUR_PAGE.language || shown.country !== TOUR_PAGE.country) return false;
  if (!sameLayoutAsTheTour(shown.width)) return false;
  const route = routeOf(path);
  return !!route && !STAND_INS.has(route.route) && route.roles.has(shown.role);
}
