/**
 * The one fetch wrapper that talks to the API (base `/api/v1`): the transport of the console's data provider
 * (admin/dataProvider.ts) and of the public pages (public/useApi.ts). Admin screens do not import it: they call
 * the data provider (docs/architecture.md, "Console: calling the API").
 * It sends the visitor's language, country and (when signed in) the bearer token, parses JSON (or answers a Blob),
 * and turns the API's error envelope into an `HttpError`.
 */
import { getCountry, getLanguage, getToken } from './preferences';

export const API_BASE = '/api/v1';

export interface FieldError {
  field: string;
  message: string;
}

/** The API's error envelope. */
export interface ErrorEnvelope {
  success: false;
  status: number;
  code?: string;
  message?: string;
  errors?: FieldError[];
}

/** True when the server answered with its own (translated) message, not just an HTTP status. */
export function hasServerMessage(error: unknown): error is HttpError {
  const body = (error as { body?: unknown } | null)?.body;
  return (
    error instanceof HttpError &&
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string' &&
    !!(body as { message: string }).message
  );
}

export class HttpError extends Error {
  readonly status: number;
  /** The API's error code (e.g. 'VALIDATION_FAILED'), when it sent one. */
  readonly code?: string;
  /** Per-field messages of a validation error. */
  readonly errors: FieldError[];
  /** The parsed response body (or its text when it was not JSON). */
  readonly body: unknown;

  constructor(message: string, status: number, options: { code?: string; errors?: FieldError[]; body?: unknown } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code;
    this.errors = options.errors ?? [];
    this.body = options.body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null, undefined and '' are left out, arrays are repeated. */
  query?: Query;
  /** A plain value is sent as JSON; FormData/Blob/URLSearchParams as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for a file (a download): the answer is a Blob instead of parsed JSON. */
  as?: 'json' | 'blob';
  /** A 401 is final: no silent refresh and second try (the session calls themselves). */
  noRefresh?: boolean;
}

/**
 * Renews the access token after a 401 (see ./session.ts, which registers it): true when a fresh token is stored.
 * The wrapper then sends the request once more; a second 401 is the caller's.
 */
let refreshAfter401: (() => Promise<boolean>) | null = null;

export function setSessionRefresher(refresher: (() => Promise<boolean>) | null): void {
  refreshAfter401 = refresher;
}

/** `/countries` + `{ q: 'ni' }` -> `/api/v1/countries?q=ni`. Absolute URLs and URLs the API gave (`/api/v1/...`) are kept. */
export function apiUrl(path: string, query?: Query): string {
  const kept = /^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`);
  const base = kept ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined || item === '') continue;
      params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return typeof body === 'object' && body !== null && ('message' in body || 'errors' in body || 'code' in body);
}

/** A successful answer with its status (e.g. 208 "already reported" on staff creation). */
export interface HttpResponse<T> {
  status: number;
  body: T;
}

export async function http<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await httpWithStatus<T>(path, options)).body;
}

/** Like `http`, but also gives the status of a successful answer. */
export async function httpWithStatus<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
  const sentToken = getToken();
  try {
    return await send<T>(path, options);
  } catch (error) {
    // An access token that ended (expired, or its session was ended): renew it once, silently, and try again.
    const renewable =
      error instanceof HttpError && error.status === 401 && !!sentToken && !options.noRefresh && !!refreshAfter401;
    if (!renewable || options.signal?.aborted || !(await refreshAfter401!())) throw error;
    return send<T>(path, options);
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<HttpResponse<T>> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = {
    Accept: options.as === 'blob' ? '*/*' : 'application/json',
    'Accept-Language': getLanguage(),
    Country: getCountry(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      payload = body;
    } else {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
  }
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError('The server cannot be reached. Check your connection and try again.', 0, { body: error });
  }

  if (response.ok && options.as === 'blob') return { status: response.status, body: (await response.blob()) as T };

  const parsed = await readBody(response);

  if (!response.ok) {
    const envelope = isErrorEnvelope(parsed) ? parsed : undefined;
    const message =
      (envelope?.message && String(envelope.message)) ||
      response.statusText ||
      `Request failed with status ${response.status}`;
    throw new HttpError(message, envelope?.status ?? response.status, {
      code: envelope?.code,
      errors: Array.isArray(envelope?.errors) ? envelope.errors : [],
      body: parsed,
    });
  }

  // A 200 that is not JSON (e.g. the SPA's index.html) means the path is not an API route.
  if (typeof parsed === 'string') {
    throw new HttpError('The server sent an unexpected response.', response.status, { body: parsed });
  }
  return { status: response.status, body: parsed as T };
}
