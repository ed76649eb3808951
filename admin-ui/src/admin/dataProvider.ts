/**
 * react-admin's DataProvider over the Kasuwa API (through ../shared/http.ts).
 *
 * - getList  -> GET    /{path}?page=<0-based>&size=<perPage>&sort=<field>,<asc|desc>&<filter fields>
 *   The API answers either a page envelope `{ content, page, size, totalElements, totalPages }`
 *   or a plain array (reference lists such as countries); a plain array is sorted, filtered
 *   (`q` searches every string field, other filters match by equality) and paginated here.
 * - getOne   -> GET    /{path}/{id}        (or `itemPaths[resource]`)
 * - create   -> POST   /{path}            answers `{ success, message, data }` (208: duplicate, an error)
 * - update   -> PUT    /{path}/{id}       (or `updatePaths[resource]`) answers `{ success, message, data }`
 * - delete   -> DELETE /{path}/{id}       (or `deletePaths[resource]`) answers `{ success, message, data }`
 *
 * Where each resource lives is the `resources` table below: paths of openapi.json per action (./api/routes.ts), so a
 * path the document drops fails `tsc -p admin-ui`. Calls that are not CRUD (approve, deactivate, export, toggles,
 * counts...) are its custom methods: the ones at the end, and each area's `<area>Calls(api)` (./<area>/api.ts),
 * written with the typed calls of ../shared/api.ts (a path of the document, its parameters and body checked, its
 * answer typed). Screens reach them all with `useConsoleApi()` (./api/useConsoleApi.ts) and react-query's
 * useQuery/useMutation. Every call, standard or custom, fails with an ApiError (./api/errors.ts). This file is the
 * only admin code that uses the transport ../shared/http.ts itself (and the farmers' offline queue, which sends later
 * what was queued).
 */
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'react-admin';
import { http, httpWithStatus, HttpError, type Query, type QueryValue } from '../shared/http';
import { getSessionUser, workingRole } from '../shared/session';
import { accountCalls } from './accounts/account-settings/api';
import { toApiError } from './api/errors';
import { referenceCalls } from './api/reference';
import { countOf } from './api/request';
import type { Mutation, Page } from '../shared/schemas';
import { DELETE, GET, POST, PUT, type ResourceRoutes } from './api/routes';
import { apiPath, typedApi, type ApiPathParams, type TypedApi } from '../shared/api';
import { catalogueCalls } from './catalogue/api';
import { CATALOGUE_RECORD_IDS, CATALOGUE_RESOURCES } from './catalogue/resources';
import { partnersCalls } from './affiliation/api';
import { partnersListLoaders, PARTNERS_RECORD_IDS, PARTNERS_RESOURCES } from './affiliation/resources';
import { tradeCalls } from './orders/api';
import { extensionAgentCalls } from './farmers/extension-agents/api';
import { farmersCalls } from './farmers/api';
import { advisoryCalls } from './advisory/api';
import { weatherCalls } from './advisory/weather/api';
import { marketsCalls } from './markets/api';
import { dashboardsCalls } from './dashboards/api';
import { siteCalls } from './site/api';
import { FARMERS_RESOURCES } from './farmers/resources';
import { contentCalls } from './content/api';
import { CONTENT_RESOURCES } from './content/resources';
import { inventoryCalls } from './inventory/api';
import { INVENTORY_RESOURCES } from './inventory/resources';
import { messagingCalls } from './feature-phones/api';
import { notificationsCalls } from './notifications/api';
import { NOTIFICATIONS_RECORD_IDS, NOTIFICATIONS_RESOURCES } from './notifications/resources';
import { TRADE_RESOURCES } from './orders/resources';

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}

/** The typed calls (../shared/api.ts) over the same transport, failing with an ApiError. */
const api: TypedApi = typedApi((path, options) => call(() => httpWithStatus(path, options)));

/** The staff of the caller's organisation. */
export function staffPath(): string {
  const role = workingRole(getSessionUser());
  if (role.startsWith('ROLE_DISTRIBUTOR')) return GET.path('/api/v1/distributor/staff');
  if (role.startsWith('ROLE_WHOLESALER')) return GET.path('/api/v1/wholesaler/staff');
  return GET.path('/api/v1/admin/ipstaff');
}

/** The role each "users by type" resource lists (GET users/role-type/{role}). */
export const ROLE_TYPE_RESOURCES: Record<string, ApiPathParams<'/api/v1/users/role-type/{role}'>['role']> = {
  'users/distributors': 'ROLE_DISTRIBUTOR',
  'users/wholesalers': 'ROLE_WHOLESALER',
  'users/retailers': 'ROLE_RETAILER',
  'users/inputproviders': 'ROLE_INPUT_PROVIDER',
};

export const EXTENSION_AGENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type ExtensionAgentStatus = (typeof EXTENSION_AGENT_STATUSES)[number];

const EXTENSION_AGENT = 'ROLE_EXTENSION_AGENT' as const;

const extensionAgentStatusOf = (value: unknown): ExtensionAgentStatus =>
  (EXTENSION_AGENT_STATUSES as readonly unknown[]).includes(value) ? (value as ExtensionAgentStatus) : 'PENDING';

/** A person is read at users/profile/{id} and deleted at users/delete/user/{id}, whatever list shows them. */
const person = { one: GET.byId('/api/v1/users/profile/{id}'), delete: DELETE.byId('/api/v1/users/delete/user/{id}') };

const staffMember = (id: Identifier) => `${staffPath()}/${encodeURIComponent(String(id))}`;

/** The shop owners, who read their shop's movements at inventory-movement; their staff read them at .../staff. */
const SHOP_OWNERS = ['ROLE_DISTRIBUTOR', 'ROLE_WHOLESALER', 'ROLE_RETAILER', 'ROLE_AGRODEALER'];

export function shopMovementsPath(): string {
  return SHOP_OWNERS.includes(workingRole(getSessionUser()))
    ? GET.path('/api/v1/inventory-movement')
    : GET.path('/api/v1/inventory-movement/staff');
}

/** The lists of screens that show them beside other panels (hubs, SMS, price alerts, an agent's farmers...). */
const SCREEN_TABLE_RESOURCES: Record<string, ResourceRoutes> = {
  // `includeClosed` (administrators), `countryId`, `stateId` are the API's filters.
  'farm-fortune-hubs': {
    list: GET.path('/api/v1/farm-fortune-hubs'),
    create: POST.path('/api/v1/farm-fortune-hubs'),
    one: GET.byId('/api/v1/farm-fortune-hubs/{id}'),
    update: PUT.byId('/api/v1/farm-fortune-hubs/{id}'),
  },
  'sms-messages': { list: GET.path('/api/v1/sms/messages') },
  // A plain array: sorted and paged here.
  'price-alerts': { list: GET.path('/api/v1/market-updates/alerts') },
  'market-prices': { list: GET.path('/api/v1/market-updates/products') },
  'recommendation-history': { list: GET.path('/api/v1/fertilizer-recommendation/history/current-user') },
  // The agent is part of the path: `agentId` in the filter.
  'agent-farmers': {
    listRoute: ({ agentId, ...filter }) => ({
      path: apiPath('/api/v1/ea-analytics/{id}/farmers-list', { id: String(agentId ?? '') }),
      filter,
    }),
  },
  'shop-movements': { list: shopMovementsPath },
  // The caller's saved farm locations, oldest first.
  'weather-locations': { list: GET.path('/api/v1/weather/my-locations') },
  // The partner organisations of the working country's home page: a plain array in the order shown.
  'trust-partners': { list: GET.path('/api/v1/trust-us') },
  // Open sessions, most recently used first (`current`: this browser), as plain arrays: the caller's, or a person's
  // (users:manage) with `userId` in the filter.
  'my-sessions': { list: GET.path('/api/v1/users/me/sessions') },
  'user-sessions': {
    listRoute: ({ userId, ...filter }) => ({
      path: apiPath('/api/v1/users/{id}/sessions', { id: String(userId ?? '') }),
      filter,
    }),
  },
};

/**
 * Where every resource lives in the API: paths of openapi.json for the method they are used with (./api/routes.ts),
 * so that a path the document no longer has fails `tsc -p admin-ui`. A resource, or an action of one, that is not
 * here is a call the API does not offer.
 */
export const resources: Record<string, ResourceRoutes> = {
  users: { list: GET.path('/api/v1/users'), ...person },
  ...Object.fromEntries(
    Object.entries(ROLE_TYPE_RESOURCES).map(([resource, role]) => [
      resource,
      { list: apiPath('/api/v1/users/role-type/{role}', { role }), ...person },
    ]),
  ),
  // Administrators run input providers through their own API (input-providers:list / manage).
  'users/inputproviders': {
    ...person,
    list: GET.path('/api/v1/admin/ip'),
    create: POST.path('/api/v1/admin/ip'),
    one: GET.byId('/api/v1/admin/ip/{id}'),
    update: PUT.byId('/api/v1/admin/ip/{id}'),
  },
  'users/extensionagents': {
    ...person,
    listRoute: ({ status, ...rest }) => ({
      path: apiPath('/api/v1/users/ghana/role-type/{role}/status/{status}', {
        role: EXTENSION_AGENT,
        status: extensionAgentStatusOf(status),
      }),
      filter: rest,
    }),
  },
  'platform-managers': {
    ...person,
    list: GET.path('/api/v1/users/platform-managers'),
    create: POST.path('/api/v1/users/platform-managers'),
  },
  // The organisation's staff (and the spec's dealers/staff: the same role-chosen path), read and changed there.
  ...Object.fromEntries(
    ['staff', 'dealers/staff'].map((resource) => [
      resource,
      { ...person, list: staffPath, create: staffPath, one: staffMember, update: staffMember },
    ]),
  ),
  salesmen: {
    list: GET.path('/api/v1/salesmen'),
    create: POST.path('/api/v1/salesmen'),
    one: GET.byId('/api/v1/salesmen/{id}'),
    update: PUT.byId('/api/v1/salesmen/{id}'),
    delete: DELETE.byId('/api/v1/salesmen/{id}'),
  },
  countries: {
    list: GET.path('/api/v1/authorizations/countries'),
    one: GET.byId('/api/v1/authorizations/countries/{id}'),
  },
  ...SCREEN_TABLE_RESOURCES,
  ...CATALOGUE_RESOURCES,
  ...TRADE_RESOURCES,
  ...PARTNERS_RESOURCES,
  ...FARMERS_RESOURCES,
  ...CONTENT_RESOURCES,
  ...INVENTORY_RESOURCES,
  ...NOTIFICATIONS_RESOURCES,
};

/**
 * Lists the API cannot page as the screen needs (e.g. a kind of partner out of the whole directory): every record
 * is read here, and the data provider sorts and pages them. The loader applies the filter.
 */
export const listLoaders: Record<
  string,
  (filter: Record<string, unknown>, signal?: AbortSignal) => Promise<unknown[]>
> = {
  ...partnersListLoaders(api),
};

/**
 * The field that identifies a record when the API sends no `id`, per resource
 * (react-admin needs an `id` on every record); a dotted path reaches into the record.
 */
export const resourceIds: Record<string, string> = {
  ...CATALOGUE_RECORD_IDS,
  ...PARTNERS_RECORD_IDS,
  ...NOTIFICATIONS_RECORD_IDS,
};

const FALLBACK_ID_FIELDS = ['id', 'code', 'uuid', 'name'];

/** The address of `action` on `resource`, or an error saying the API has no such call. */
function routeOf<A extends 'one' | 'update' | 'delete'>(resource: string, action: A, id: Identifier): string;
function routeOf(resource: string, action: 'list' | 'create'): string;
function routeOf(resource: string, action: 'list' | 'create' | 'one' | 'update' | 'delete', id?: Identifier): string {
  const route = resources[resource]?.[action];
  if (route === undefined)
    throw new HttpError(`The console has no API call to ${action} ${resource}.`, 404, { body: { resource, action } });
  return typeof route === 'string' ? route : (route as (id?: Identifier) => string)(id);
}

export const pathOf = (resource: string) => routeOf(resource, 'list');

function isPage<T>(body: unknown): body is Page<T> {
  return typeof body === 'object' && body !== null && Array.isArray((body as Page<T>).content);
}

function isMutation<T>(body: unknown): body is Mutation<T> {
  return typeof body === 'object' && body !== null && 'success' in body && 'data' in body;
}

type ApiRecord = Record<string, unknown>;

/** Gives a record its `id` when the API names it otherwise. */
function withId<T extends RaRecord = RaRecord>(resource: string, record: unknown): T {
  const item = (record ?? {}) as ApiRecord;
  if (item.id !== undefined && item.id !== null) return item as T;
  const field =
    resourceIds[resource] ?? FALLBACK_ID_FIELDS.find((name) => item[name] !== undefined && item[name] !== null);
  return { ...item, id: field ? get(item, field) : undefined } as T;
}

function unwrap<T>(body: unknown): T {
  return (isMutation<T>(body) ? body.data : body) as T;
}

function toQueryValue(value: unknown): QueryValue | QueryValue[] {
  if (Array.isArray(value)) return value.map((item) => toQueryValue(item) as QueryValue);
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return value as QueryValue;
}

function filterQuery(filter: Record<string, unknown> | undefined): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter ?? {})) query[key] = toQueryValue(value);
  return query;
}

// ---- Client-side list handling, for endpoints that answer a plain array ----

function get(record: ApiRecord, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as ApiRecord | undefined)?.[key], record);
}

function matchesSearch(value: unknown, needle: string): boolean {
  if (typeof value === 'string') return value.toLocaleLowerCase().includes(needle);
  if (Array.isArray(value)) return value.some((item) => matchesSearch(item, needle));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((item) => matchesSearch(item, needle));
  return false;
}

function matchesFilter(record: ApiRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, expected]) => {
    if (expected === undefined || expected === null || expected === '') return true;
    if (key === 'q') {
      const needle = String(expected).trim().toLocaleLowerCase();
      return !needle || matchesSearch(record, needle);
    }
    const actual = get(record, key);
    if (Array.isArray(expected)) return expected.map(String).includes(String(actual));
    if (Array.isArray(actual)) return actual.map(String).includes(String(expected));
    return String(actual) === String(expected);
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function listLocally<T extends RaRecord>(
  records: T[],
  params: { filter?: Record<string, unknown>; sort?: SortPayload; pagination?: { page: number; perPage: number } },
): { data: T[]; total: number } {
  let rows = records.filter((record) => matchesFilter(record as ApiRecord, params.filter ?? {}));
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    rows = [...rows].sort(
      (a, b) => direction * compare(get(a as ApiRecord, sort.field), get(b as ApiRecord, sort.field)),
    );
  }
  const total = rows.length;
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    const start = (Math.max(page, 1) - 1) * perPage;
    rows = rows.slice(start, start + perPage);
  }
  return { data: rows, total };
}

async function fetchList<T extends RaRecord>(
  resource: string,
  params: {
    filter?: Record<string, unknown>;
    sort?: SortPayload;
    pagination?: { page: number; perPage: number };
    signal?: AbortSignal;
  },
): Promise<{ data: T[]; total: number }> {
  const { sort, pagination, signal } = params;
  const loader = listLoaders[resource];
  if (loader) {
    const records = await loader(params.filter ?? {}, signal);
    return listLocally(
      records.map((record) => withId<T>(resource, record)),
      { sort, pagination },
    );
  }
  const route = resources[resource]?.listRoute?.(params.filter ?? {});
  const filter = route ? route.filter : params.filter;
  const path = route ? route.path : pathOf(resource);
  const query: Query = { ...filterQuery(filter) };
  if (pagination) {
    query.page = Math.max(pagination.page - 1, 0);
    query.size = pagination.perPage;
  }
  if (sort?.field) query.sort = `${sort.field},${sort.order === 'DESC' ? 'desc' : 'asc'}`;

  const body = await http<unknown>(path, { query, signal });

  if (isPage<unknown>(body)) {
    return {
      data: body.content.map((record) => withId<T>(resource, record)),
      total: typeof body.totalElements === 'number' ? body.totalElements : body.content.length,
    };
  }
  if (Array.isArray(body)) {
    return listLocally(
      body.map((record) => withId<T>(resource, record)),
      { ...params, filter },
    );
  }
  throw new HttpError('The server sent an unexpected list response.', 500, { body });
}

const crud: DataProvider = {
  supportAbortSignal: true,

  getList: (resource, params) =>
    call(() =>
      fetchList(resource, {
        filter: params.filter,
        sort: params.sort,
        pagination: params.pagination,
        signal: params.signal,
      }),
    ),

  getOne: (resource, params) =>
    call(async () => {
      const body = await http<unknown>(routeOf(resource, 'one', params.id), { signal: params.signal });
      return { data: withId(resource, unwrap(body)) };
    }),

  // One request per id until the API offers a batch endpoint; reference lists are small.
  getMany: (resource, params) =>
    call(async () => {
      const ids = [...new Set(params.ids)];
      const data = await Promise.all(
        ids.map(async (id) =>
          withId<any>(resource, unwrap(await http<unknown>(routeOf(resource, 'one', id), { signal: params.signal }))),
        ),
      );
      return { data };
    }),

  getManyReference: (resource, params) =>
    call(() =>
      fetchList(resource, {
        filter: { ...params.filter, [params.target]: params.id },
        sort: params.sort,
        pagination: params.pagination,
        signal: params.signal,
      }),
    ),

  create: (resource, params) =>
    call(async () => {
      const { status, body } = await httpWithStatus<unknown>(routeOf(resource, 'create'), {
        method: 'POST',
        body: params.data,
      });
      if (status === 208 || (typeof body === 'object' && body !== null && (body as ApiRecord).success === false)) {
        // 208 Already Reported: the person exists (staff creation); the message says why.
        const message = String((body as ApiRecord | undefined)?.message ?? 'Already exists');
        throw new HttpError(message, status, { body });
      }
      return { data: withId(resource, { ...params.data, ...(unwrap<ApiRecord>(body) ?? {}) }) };
    }),

  update: (resource, params) =>
    call(async () => {
      const body = await http<unknown>(routeOf(resource, 'update', params.id), { method: 'PUT', body: params.data });
      const data = unwrap<ApiRecord>(body) ?? {};
      return { data: withId(resource, { ...params.previousData, ...params.data, ...data, id: data.id ?? params.id }) };
    }),

  updateMany: (resource, params) =>
    call(async () => {
      await Promise.all(
        params.ids.map((id) => http<unknown>(routeOf(resource, 'update', id), { method: 'PUT', body: params.data })),
      );
      return { data: params.ids };
    }),

  delete: (resource, params) =>
    call(async () => {
      const body = await http<unknown>(routeOf(resource, 'delete', params.id), { method: 'DELETE' });
      const data = unwrap<ApiRecord | undefined>(body);
      return { data: withId(resource, { ...(params.previousData ?? {}), ...(data ?? {}), id: params.id }) };
    }),

  deleteMany: (resource, params) =>
    call(async () => {
      await Promise.all(params.ids.map((id) => http<unknown>(routeOf(resource, 'delete', id), { method: 'DELETE' })));
      return { data: params.ids };
    }),
};

// ---- Calls that are not CRUD ----

/** The people and authorization screens' calls. */
const usersCalls = (api: TypedApi) => ({
  getUserHistory: (id: Identifier, signal?: AbortSignal) =>
    api.get('/api/v1/users/{id}/history', { params: { path: { id: String(id) } }, signal }),

  /**
   * GET users/deactivate/{id} or users/reactivate/{id}; platform managers have their own
   * (GET users/platform-managers/deactivate/{id}, platform-managers:manage).
   */
  setUserActive: (id: Identifier, active: boolean, resource = 'users') => {
    const params = { path: { id: String(id) } };
    if (resource === 'platform-managers') {
      return active
        ? api.get('/api/v1/users/platform-managers/reactivate/{id}', { params })
        : api.get('/api/v1/users/platform-managers/deactivate/{id}', { params });
    }
    return active
      ? api.get('/api/v1/users/reactivate/{id}', { params })
      : api.get('/api/v1/users/deactivate/{id}', { params });
  },

  /** POST admin/ip/activate/{id} or admin/ip/deactivate/{id} */
  setInputProviderActive: (id: Identifier, active: boolean) =>
    api.post(active ? '/api/v1/admin/ip/activate/{id}' : '/api/v1/admin/ip/deactivate/{id}', {
      params: { path: { id: String(id) } },
    }),

  /** GET users/extension-agent/{id}/account-approval/{APPROVED|DECLINED} */
  decideExtensionAgent: (id: Identifier, decision: 'APPROVED' | 'DECLINED') =>
    api.get('/api/v1/users/extension-agent/{id}/account-approval/{decision}', {
      params: { path: { id: String(id), decision } },
    }),

  /** GET users/ghana/role-type/ROLE_EXTENSION_AGENT/status/{status}/count */
  countExtensionAgents: async (status: ExtensionAgentStatus, signal?: AbortSignal) =>
    countOf(
      await api.get('/api/v1/users/ghana/role-type/{role}/status/{status}/count', {
        params: { path: { role: EXTENSION_AGENT, status } },
        signal,
      }),
    ),

  /** GET users/export/{type}: the list is e-mailed. */
  exportUsers: (type: string) => api.get('/api/v1/users/export/{type}', { params: { path: { type } } }),

  /** PUT authorizations/countries/{id}/activate */
  setCountryActive: (id: Identifier, active: boolean) =>
    api.put('/api/v1/authorizations/countries/{id}/activate', {
      params: { path: { id: Number(id) } },
      body: { active },
    }),

  /** PUT authorizations/profiles/{id}/enable */
  setProfileEnabled: (id: Identifier, enabled: boolean) =>
    api.put('/api/v1/authorizations/profiles/{id}/enable', { params: { path: { id: Number(id) } }, body: { enabled } }),

  /** PUT authorizations/features/{id}/enable */
  setFeatureEnabled: (id: Identifier, enabled: boolean) =>
    api.put('/api/v1/authorizations/features/{id}/enable', { params: { path: { id: Number(id) } }, body: { enabled } }),

  /** GET users/{id}/monitored-countries -> country ids */
  getMonitoredCountries: async (userId: Identifier, signal?: AbortSignal) =>
    (await api.get('/api/v1/users/{id}/monitored-countries', { params: { path: { id: String(userId) } }, signal })).map(
      (country) => Number(country.id),
    ),

  /** POST users/{id}/monitored-countries { countryIds } */
  setMonitoredCountries: (userId: Identifier, countryIds: number[]) =>
    api.post('/api/v1/users/{id}/monitored-countries', {
      params: { path: { id: String(userId) } },
      body: { countryIds },
    }),

  /** GET endpoints: what can be granted to staff. */
  getEndpoints: (signal?: AbortSignal) => api.get('/api/v1/endpoints', { signal }),

  /** GET permissions/user/{id} */
  getUserPermissions: (userId: Identifier, signal?: AbortSignal) =>
    api.get('/api/v1/permissions/user/{id}', { params: { path: { id: String(userId) } }, signal }),

  /** POST permissions { userId, permissions } */
  grantPermissions: (userId: Identifier, permissions: string[]) =>
    api.post('/api/v1/permissions', { body: { userId: String(userId), permissions } }),

  /** DELETE permissions { userId, permissions } */
  revokePermissions: (userId: Identifier, permissions: string[]) =>
    api.delete('/api/v1/permissions', { body: { userId: String(userId), permissions } }),
});

/** react-admin's data provider with every area's custom calls; screens reach it with `useConsoleApi()`. */
export const dataProvider = {
  ...crud,
  ...usersCalls(api),
  ...referenceCalls(api),
  ...accountCalls(api),
  ...catalogueCalls(api),
  ...partnersCalls(api),
  ...tradeCalls(api),
  ...extensionAgentCalls(api),
  ...farmersCalls(api),
  ...advisoryCalls(api),
  ...weatherCalls(api),
  ...contentCalls(api),
  ...marketsCalls(api),
  ...siteCalls(api),
  ...inventoryCalls(api),
  ...dashboardsCalls(api),
  ...notificationsCalls(api),
  ...messagingCalls(api),
};

export type KasuwaDataProvider = typeof dataProvider;
