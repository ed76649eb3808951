/**
 * react-admin's DataProvider over the Kasuwa API (through ../shared/http.ts).
 *
 * - getList  -> GET    /{path}?page=<0-based>&size=<perPage>&sort=<field>,<asc|desc>&<filter fields>
 *   The API answers either a page envelope `{ content, page, size, totalElements, totalPages }`
 *   or a plain array (reference lists such as countries); a plain array is sorted, filtered
 *   (`q` searches every string field, other filters match by equality) and paginated here.
 * - getOne   -> GET    /{path}/{id}
 * - create   -> POST   /{path}            answers `{ success, message, data }`
 * - update   -> PUT    /{path}/{id}       answers `{ success, message, data }`
 * - delete   -> DELETE /{path}/{id}       answers `{ success, message, data }`
 */
import { HttpError as RaHttpError, type DataProvider, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import { http, HttpError, type Query, type QueryValue } from '../shared/http';

/**
 * Where each resource lives in the API when it is not `/{resource}`,
 * e.g. `products: '/catalog/products'`.
 */
export const resourcePaths: Record<string, string> = {
  countries: '/countries',
};

/**
 * The field that identifies a record when the API sends no `id`, per resource
 * (react-admin needs an `id` on every record).
 */
export const resourceIds: Record<string, string> = {};

const FALLBACK_ID_FIELDS = ['id', 'code', 'uuid', 'name'];

export function pathOf(resource: string): string {
  return resourcePaths[resource] ?? `/${resource}`;
}

function itemPath(resource: string, id: Identifier): string {
  return `${pathOf(resource)}/${encodeURIComponent(String(id))}`;
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
  return { ...item, id: field ? item[field] : undefined } as T;
}

function unwrap<T>(body: unknown): T {
  return (isMutation<T>(body) ? body.data : body) as T;
}

/** Turns the API's error into react-admin's, with `body.errors` as `{ field: message }` for forms. */
function toRaError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    if (field) fieldErrors[field] = message;
  }
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as ApiRecord) : {};
  return new RaHttpError(error.message, error.status, {
    ...body,
    code: error.code,
    errors: Object.keys(fieldErrors).length ? { ...fieldErrors, root: { serverError: error.message } } : undefined,
  });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toRaError(error);
  }
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
  const { filter, sort, pagination, signal } = params;
  const query: Query = { ...filterQuery(filter) };
  if (pagination) {
    query.page = Math.max(pagination.page - 1, 0);
    query.size = pagination.perPage;
  }
  if (sort?.field) query.sort = `${sort.field},${sort.order === 'DESC' ? 'desc' : 'asc'}`;

  const body = await http<unknown>(pathOf(resource), { query, signal });

  if (isPage<unknown>(body)) {
    return {
      data: body.content.map((record) => withId<T>(resource, record)),
      total: typeof body.totalElements === 'number' ? body.totalElements : body.content.length,
    };
  }
  if (Array.isArray(body)) {
    return listLocally(
      body.map((record) => withId<T>(resource, record)),
      params,
    );
  }
  throw new HttpError('The server sent an unexpected list response.', 500, { body });
}

export const dataProvider: DataProvider = {
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
      const body = await http<unknown>(pathOf(resource), { method: 'POST', body: params.data });
      return { data: withId(resource, { ...params.data, ...(unwrap<ApiRecord>(body) ?? {}) }) };
    }),

  update: (resource, params) =>
    call(async () => {
      const body = await http<unknown>(itemPath(resource, params.id), { method: 'PUT', body: params.data });
      const data = unwrap<ApiRecord>(body) ?? {};
      return { data: withId(resource, { ...params.previousData, ...params.data, ...data, id: data.id ?? params.id }) };
    }),

  updateMany: (resource, params) =>
    call(async () => {
      await Promise.all(
        params.ids.map((id) => http<unknown>(itemPath(resource, id), { method: 'PUT', body: params.data })),
      );
      return { data: params.ids };
    }),

  delete: (resource, params) =>
    call(async () => {
      const body = await http<unknown>(itemPath(resource, params.id), { method: 'DELETE' });
      const data = unwrap<ApiRecord | undefined>(body);
      return { data: withId(resource, { ...(params.previousData ?? {}), ...(data ?? {}), id: params.id }) };
    }),

  deleteMany: (resource, params) =>
    call(async () => {
      await Promise.all(params.ids.map((id) => http<unknown>(itemPath(resource, id), { method: 'DELETE' })));
      return { data: params.ids };
    }),
};
