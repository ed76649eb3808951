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
 * Calls that are not CRUD (approve, deactivate, export, toggles, counts...) are its custom methods: the ones at the
 * end, and each area's `<area>Calls(request)` (./<area>/api.ts). Screens reach them all with `useConsoleApi()`
 * (./api/useConsoleApi.ts) and react-query's useQuery/useMutation. Every call, standard or custom, fails with an
 * ApiError (./api/errors.ts). This file and ./authProvider.ts are the only admin code that uses ../shared/http.ts.
 */
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'react-admin';
import { http, httpWithStatus, HttpError, type Query, type QueryValue } from '../shared/http';
import { getSessionUser, workingRole } from '../shared/session';
import { accountCalls } from './account/api';
import { toApiError } from './api/errors';
import { referenceCalls } from './api/reference';
import { countOf, rowsOf, seg, type ApiRequest } from './api/request';
import { catalogueCalls } from './catalogue/api';
import { CATALOGUE_ITEM_PATHS, CATALOGUE_LIST_ROUTES, CATALOGUE_RECORD_IDS, CATALOGUE_RESOURCE_PATHS, CATALOGUE_UPDATE_PATHS } from './catalogue/resources';
import { partnersCalls } from './partners/api';
import { partnersListLoaders, PARTNERS_LIST_ROUTES, PARTNERS_RECORD_IDS } from './partners/resources';
import { tradeCalls } from './trade/api';
import { extensionAgentCalls } from './extensionAgents/api';
import { farmersCalls } from './farmers/api';
import { advisoryCalls } from './advisory/api';
import { weatherCalls } from './weather/api';
import { marketsCalls } from './markets/api';
import { dashboardsCalls } from './dashboards/api';
import { siteCalls } from './site/api';
import { FARMERS_LIST_ROUTES } from './farmers/resources';
import { contentCalls } from './content/api';
import { CONTENT_DELETE_PATHS, CONTENT_ITEM_PATHS, CONTENT_LIST_ROUTES } from './content/resources';
import { inventoryCalls } from './inventory/api';
import { INVENTORY_ITEM_PATHS, INVENTORY_RESOURCE_PATHS } from './inventory/resources';
import { messagingCalls } from './messaging/api';
import { notificationsCalls } from './notifications/api';
import { NOTIFICATIONS_RECORD_IDS, NOTIFICATIONS_RESOURCE_PATHS } from './notifications/resources';

type PathSource = string | (() => string);

/** The staff list of the caller's organisation. */
export function staffPath(): string {
  const role = workingRole(getSessionUser());
  if (role.startsWith('ROLE_DISTRIBUTOR')) return '/distributor/staff';
  if (role.startsWith('ROLE_WHOLESALER')) return '/wholesaler/staff';
  return '/admin/ipstaff';
}

/** The role each "users by type" resource lists (GET users/role-type/{role}). */
export const ROLE_TYPE_RESOURCES: Record<string, string> = {
  'users/distributors': 'ROLE_DISTRIBUTOR',
  'users/wholesalers': 'ROLE_WHOLESALER',
  'users/retailers': 'ROLE_RETAILER',
  'users/inputproviders': 'ROLE_INPUT_PROVIDER',
};

export const EXTENSION_AGENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type ExtensionAgentStatus = (typeof EXTENSION_AGENT_STATUSES)[number];

const extensionAgentsPath = (status: string) =>
  `/users/ghana/role-type/ROLE_EXTENSION_AGENT/status/${encodeURIComponent(status)}`;

/**
 * Where each resource lives in the API when it is not `/{resource}`,
 * e.g. `products: '/catalog/products'`.
 */
export const resourcePaths: Record<string, PathSource> = {
  countries: '/authorizations/countries',
  'platform-managers': '/users/platform-managers',
  staff: staffPath,
  // A distributor's or wholesaler's staff (the spec's dealers/staff): the same role-chosen path.
  'dealers/staff': staffPath,
  ...Object.fromEntries(Object.entries(ROLE_TYPE_RESOURCES).map(([resource, role]) => [resource, `/users/role-type/${role}`])),
  // Administrators run input providers through their own API (input-providers:list / manage).
  'users/inputproviders': '/admin/ip',
  ...CATALOGUE_RESOURCE_PATHS,
  ...INVENTORY_RESOURCE_PATHS,
  ...NOTIFICATIONS_RESOURCE_PATHS,
};

/**
 * Lists whose path depends on a filter: the filter is taken out of the query and put in the path.
 */
export const listRoutes: Record<string, (filter: Record<string, unknown>) => { path: string; filter: Record<string, unknown> }> = {
  'users/extensionagents': ({ status, ...rest }) => ({
    path: extensionAgentsPath(typeof status === 'string' && status ? status : 'PENDING'),
    filter: rest,
  }),
  ...CATALOGUE_LIST_ROUTES,
  ...PARTNERS_LIST_ROUTES,
  ...FARMERS_LIST_ROUTES,
  ...CONTENT_LIST_ROUTES,
};

/**
 * Lists the API cannot page as the screen needs (e.g. a kind of partner out of the whole directory): every record
 * is read here, and the data provider sorts and pages them. The loader applies the filter.
 */
export const listLoaders: Record<string, (filter: Record<string, unknown>, signal?: AbortSignal) => Promise<unknown[]>> = {
  ...partnersListLoaders((path, options) => request(path, options)),
};

const USER_RESOURCES = ['users', 'users/extensionagents', 'platform-managers', 'staff', 'dealers/staff', ...Object.keys(ROLE_TYPE_RESOURCES)];

/** Where one record is read, when not at `{path}/{id}`. */
export const itemPaths: Record<string, (id: Identifier) => string> = {
  ...Object.fromEntries(USER_RESOURCES.map((resource) => [resource, (id: Identifier) => `/users/profile/${encodeURIComponent(String(id))}`])),
  'users/inputproviders': (id: Identifier) => `/admin/ip/${encodeURIComponent(String(id))}`,
  // A staff member is read on the organisation's staff path (staff:list), as it is changed.
  staff: (id: Identifier) => `${staffPath()}/${encodeURIComponent(String(id))}`,
  'dealers/staff': (id: Identifier) => `${staffPath()}/${encodeURIComponent(String(id))}`,
  ...CATALOGUE_ITEM_PATHS,
  ...CONTENT_ITEM_PATHS,
  ...INVENTORY_ITEM_PATHS,
};

/** Where one record is changed, when not at `{path}/{id}`. */
export const updatePaths: Record<string, (id: Identifier) => string> = { ...CATALOGUE_UPDATE_PATHS, ...INVENTORY_ITEM_PATHS };

/** Where one record is deleted, when not at `{path}/{id}`. */
export const deletePaths: Record<string, (id: Identifier) => string> = {
  ...Object.fromEntries(USER_RESOURCES.map((resource) => [resource, (id: Identifier) => `/users/delete/user/${encodeURIComponent(String(id))}`])),
  ...CONTENT_DELETE_PATHS,
};

/**
 * The field that identifies a record when the API sends no `id`, per resource
 * (react-admin needs an `id` on every record); a dotted path reaches into the record.
 */
export const resourceIds: Record<string, string> = { ...CATALOGUE_RECORD_IDS, ...PARTNERS_RECORD_IDS, ...NOTIFICATIONS_RECORD_IDS };

const FALLBACK_ID_FIELDS = ['id', 'code', 'uuid', 'name'];

export function pathOf(resource: string): string {
  const source = resourcePaths[resource];
  if (typeof source === 'function') return source();
  return source ?? `/${resource}`;
}

function itemPath(resource: string, id: Identifier): string {
  return itemPaths[resource]?.(id) ?? `${pathOf(resource)}/${encodeURIComponent(String(id))}`;
}

function updatePath(resource: string, id: Identifier): string {
  return updatePaths[resource]?.(id) ?? `${pathOf(resource)}/${encodeURIComponent(String(id))}`;
}

function deletePath(resource: string, id: Identifier): string {
  return deletePaths[resource]?.(id) ?? `${pathOf(resource)}/${encodeURIComponent(String(id))}`;
}

interface PageEnvelope<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

interface MutationEnvelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

function isPage<T>(body: unknown): body is PageEnvelope<T> {
  return typeof body === 'object' && body !== null && Array.isArray((body as PageEnvelope<T>).content);
}

function isMutation<T>(body: unknown): body is MutationEnvelope<T> {
  return typeof body === 'object' && body !== null && 'success' in body && 'data' in body;
}

type ApiRecord = Record<string, unknown>;

/** Gives a record its `id` when the API names it otherwise. */
function withId<T extends RaRecord = RaRecord>(resource: string, record: unknown): T {
  const item = (record ?? {}) as ApiRecord;
  if (item.id !== undefined && item.id !== null) return item as T;
  const field = resourceIds[resource] ?? FALLBACK_ID_FIELDS.find((name) => item[name] !== undefined && item[name] !== null);
  return { ...item, id: field ? get(item, field) : undefined } as T;
}

function unwrap<T>(body: unknown): T {
  return (isMutation<T>(body) ? body.data : body) as T;
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}

/** What every custom call is written with: the transport, its failures as ApiError. */
const request: ApiRequest = (path, options) => call(() => http(path, options));

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
  if (typeof value === 'object' && value !== null) return Object.values(value).some((item) => matchesSearch(item, needle));
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
    rows = [...rows].sort((a, b) => direction * compare(get(a as ApiRecord, sort.field), get(b as ApiRecord, sort.field)));
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
  const route = listRoutes[resource]?.(params.filter ?? {});
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
      const body = await http<unknown>(itemPath(resource, params.id), { signal: params.signal });
      return { data: withId(resource, unwrap(body)) };
    }),

  // One request per id until the API offers a batch endpoint; reference lists are small.
  getMany: (resource, params) =>
    call(async () => {
      const ids = [...new Set(params.ids)];
      const data = await Promise.all(
        ids.map(async (id) => withId<any>(resource, unwrap(await http<unknown>(itemPath(resource, id), { signal: params.signal })))),
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
      const { status, body } = await httpWithStatus<unknown>(pathOf(resource), { method: 'POST', body: params.data });
      if (status === 208 || (typeof body === 'object' && body !== null && (body as ApiRecord).success === false)) {
        // 208 Already Reported: the person exists (staff creation); the message says why.
        const message = String((body as ApiRecord | undefined)?.message ?? 'Already exists');
        throw new HttpError(message, status, { body });
      }
      return { data: withId(resource, { ...params.data, ...(unwrap<ApiRecord>(body) ?? {}) }) };
    }),

  update: (resource, params) =>
    call(async () => {
      const body = await http<unknown>(updatePath(resource, params.id), { method: 'PUT', body: params.data });
      const data = unwrap<ApiRecord>(body) ?? {};
      return { data: withId(resource, { ...params.previousData, ...params.data, ...data, id: data.id ?? params.id }) };
    }),

  updateMany: (resource, params) =>
    call(async () => {
      await Promise.all(
        params.ids.map((id) => http<unknown>(updatePath(resource, id), { method: 'PUT', body: params.data })),
      );
      return { data: params.ids };
    }),

  delete: (resource, params) =>
    call(async () => {
      const body = await http<unknown>(deletePath(resource, params.id), { method: 'DELETE' });
      const data = unwrap<ApiRecord | undefined>(body);
      return { data: withId(resource, { ...(params.previousData ?? {}), ...(data ?? {}), id: params.id }) };
    }),

  deleteMany: (resource, params) =>
    call(async () => {
      await Promise.all(params.ids.map((id) => http<unknown>(deletePath(resource, id), { method: 'DELETE' })));
      return { data: params.ids };
    }),
};

// ---- Calls that are not CRUD ----

/** One entry of a person's change history (newest first): a `summary`, or the event's `details`. */
export interface HistoryEntry {
  at: string;
  actor: { id: Identifier; name: string } | null;
  type: string;
  summary?: string;
  details?: Record<string, unknown>;
}

export interface ApiMessage {
  success?: boolean;
  message?: string;
}

export interface Endpoint {
  name: string;
  description?: string;
}

/** `[1, 2]`, `[{ id: 1 }]`, `{ countryIds: [...] }` or `{ countries: [...] }` -> `[1, 2]`. */
function countryIdsOf(body: unknown): number[] {
  const source = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? ((body as ApiRecord).countryIds ?? (body as ApiRecord).countries ?? (body as ApiRecord).data ?? [])
      : [];
  if (!Array.isArray(source)) return [];
  return source
    .map((item) => (typeof item === 'object' && item !== null ? (item as ApiRecord).id : item))
    .map(Number)
    .filter((id) => Number.isFinite(id));
}

/** The people and authorization screens' calls. */
const usersCalls = (request: ApiRequest) => ({
  /** GET users/{id}/history */
  getUserHistory: async (id: Identifier, signal?: AbortSignal) => rowsOf<HistoryEntry>(await request(`/users/${seg(id)}/history`, { signal })),

  /**
   * GET users/deactivate/{id} or users/reactivate/{id}; platform managers have their own
   * (GET users/platform-managers/deactivate/{id}, platform-managers:manage).
   */
  setUserActive: (id: Identifier, active: boolean, resource = 'users') =>
    request<ApiMessage>(
      `${resource === 'platform-managers' ? '/users/platform-managers' : '/users'}/${active ? 'reactivate' : 'deactivate'}/${seg(id)}`,
    ),

  /** POST admin/ip/activate/{id} or admin/ip/deactivate/{id} */
  setInputProviderActive: (id: Identifier, active: boolean) =>
    request<ApiMessage>(`/admin/ip/${active ? 'activate' : 'deactivate'}/${seg(id)}`, { method: 'POST' }),

  /** GET users/extension-agent/{id}/account-approval/{APPROVED|DECLINED} */
  decideExtensionAgent: (id: Identifier, decision: 'APPROVED' | 'DECLINED') =>
    request<ApiMessage>(`/users/extension-agent/${seg(id)}/account-approval/${decision}`),

  /** GET users/ghana/role-type/ROLE_EXTENSION_AGENT/status/{status}/count */
  countExtensionAgents: async (status: string, signal?: AbortSignal) => countOf(await request(`${extensionAgentsPath(status)}/count`, { signal })),

  /** GET users/export/{type}: the list is e-mailed. */
  exportUsers: (type: string) => request<ApiMessage>(`/users/export/${seg(type)}`),

  /** PUT authorizations/countries/{id}/activate */
  setCountryActive: (id: Identifier, active: boolean) => request(`/authorizations/countries/${seg(id)}/activate`, { method: 'PUT', body: { active } }),

  /** PUT authorizations/profiles/{id}/enable */
  setProfileEnabled: (id: Identifier, enabled: boolean) => request(`/authorizations/profiles/${seg(id)}/enable`, { method: 'PUT', body: { enabled } }),

  /** PUT authorizations/features/{id}/enable */
  setFeatureEnabled: (id: Identifier, enabled: boolean) => request(`/authorizations/features/${seg(id)}/enable`, { method: 'PUT', body: { enabled } }),

  /** GET users/{id}/monitored-countries -> country ids */
  getMonitoredCountries: async (userId: Identifier, signal?: AbortSignal) =>
    countryIdsOf(await request(`/users/${seg(userId)}/monitored-countries`, { signal })),

  /** POST users/{id}/monitored-countries { countryIds } */
  setMonitoredCountries: (userId: Identifier, countryIds: number[]) =>
    request<ApiMessage>(`/users/${seg(userId)}/monitored-countries`, { method: 'POST', body: { countryIds } }),

  /** GET endpoints: what can be granted to staff. */
  getEndpoints: async (signal?: AbortSignal) => rowsOf<Endpoint>(await request('/endpoints', { signal })),

  /** GET permissions/user/{id} */
  getUserPermissions: async (userId: Identifier, signal?: AbortSignal) =>
    rowsOf<unknown>(await request(`/permissions/user/${seg(userId)}`, { signal })).map(String),

  /** POST permissions { userId, permissions } */
  grantPermissions: (userId: Identifier, permissions: string[]) =>
    request<ApiMessage>('/permissions', { method: 'POST', body: { userId, permissions } }),

  /** DELETE permissions { userId, permissions } */
  revokePermissions: (userId: Identifier, permissions: string[]) =>
    request<ApiMessage>('/permissions', { method: 'DELETE', body: { userId, permissions } }),
});

/** react-admin's data provider with every area's custom calls; screens reach it with `useConsoleApi()`. */
export const dataProvider = {
  ...crud,
  ...usersCalls(request),
  ...referenceCalls(request),
  ...accountCalls(request),
  ...catalogueCalls(request),
  ...partnersCalls(request),
  ...tradeCalls(request),
  ...extensionAgentCalls(request),
  ...farmersCalls(request),
  ...advisoryCalls(request),
  ...weatherCalls(request),
  ...contentCalls(request),
  ...marketsCalls(request),
  ...siteCalls(request),
  ...inventoryCalls(request),
  ...dashboardsCalls(request),
  ...notificationsCalls(request),
  ...messagingCalls(request),
};

export type KasuwaDataProvider = typeof dataProvider;
