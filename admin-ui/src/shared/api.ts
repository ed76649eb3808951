/**
 * The API as openapi.json describes it (./api-types.ts, generated), over the one transport (./http.ts):
 *
 *   api.get('/api/v1/products/{id}', { params: { path: { id } } })          -> the operation's 2xx JSON
 *   api.put('/api/v1/quotes/update/{id}', { params: { path: { id } }, body: answer })
 *
 * The path is a key of the document's `paths`, its parameters and body are checked against the operation, and the
 * answer is typed as the operation's success answer. A path, parameter or field the document no longer has fails
 * `tsc -p admin-ui` (run by `npm run lint`), so a change of the document that breaks a screen is found before it
 * ships. The transport still sends the token, language and country, renews a session after a 401 and turns the
 * error envelope into an HttpError.
 */
import type { paths } from './api-types';
import { httpWithStatus, type HttpResponse, type Query, type RequestOptions } from './http';

export type ApiPath = keyof paths;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that have an operation for `method`. */
export type PathsOf<M extends Method> = { [P in ApiPath]: paths[P][M] extends undefined ? never : P }[ApiPath];

/** The operation of `path` for `method`. */
export type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The path and query parameters of an operation (the transport sends the headers). */
type ParamsOf<Op> = Op extends { parameters: infer X } ? Pick<X, Extract<keyof X, 'path' | 'query'>> : never;

type ContentBody<C> = C extends { 'application/json': infer J }
  ? J
  : C extends { 'multipart/form-data': unknown }
    ? FormData
    : C extends { 'application/x-www-form-urlencoded': unknown }
      ? URLSearchParams
      : never;

/** What the operation takes as its body: its JSON, or a FormData for a file upload. */
export type BodyOf<Op> = Op extends { requestBody?: infer B }
  ? B extends { content: infer C }
    ? ContentBody<C>
    : never
  : never;

type ParamsInit<Op> = [RequiredKeys<ParamsOf<Op>>] extends [never]
  ? { params?: ParamsOf<Op> }
  : { params: ParamsOf<Op> };
type BodyInit<Op> = [BodyOf<Op>] extends [never]
  ? { body?: never }
  : Op extends { requestBody: unknown }
    ? { body: BodyOf<Op> }
    : { body?: BodyOf<Op> };

/** What a call of `Op` takes besides its path. */
export type Init<Op> = ParamsInit<Op> &
  BodyInit<Op> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** A 401 is final: no silent refresh (the session calls themselves). */
    noRefresh?: boolean;
  };

/** The init is required when the operation has a required parameter or body. */
type InitArgs<Op> = [RequiredKeys<Init<Op>>] extends [never] ? [init?: Init<Op>] : [init: Init<Op>];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207 | 208;

type JsonOf<R> = R extends { content: { 'application/json': infer J } }
  ? J
  : R extends { content: object }
    ? unknown
    : undefined;

/** The JSON of the operation's success answers (`undefined` for one with no body). */
export type Answer<Op> = Op extends { responses: infer R } ? JsonOf<R[Extract<keyof R, SuccessStatus>]> : never;

/** The answer of `method` on `path`: `ApiAnswer<'/api/v1/quotes/{id}'>`. */
export type ApiAnswer<P extends ApiPath, M extends Method = 'get'> = Answer<Operation<P, M>>;

/** The JSON body `method` on `path` takes: `ApiBody<'/api/v1/quotes/{id}/counter', 'post'>`. */
export type ApiBody<P extends ApiPath, M extends Method> = BodyOf<Operation<P, M>>;

/** The query parameters `method` on `path` takes. */
export type ApiQuery<P extends ApiPath, M extends Method = 'get'> = NonNullable<
  ParamsOf<Operation<P, M>> extends { query?: infer Q } ? Q : never
>;

/** The path parameters `method` on `path` takes. */
export type ApiPathParams<P extends ApiPath, M extends Method = 'get'> = NonNullable<
  ParamsOf<Operation<P, M>> extends { path?: infer X } ? X : never
>;

type PathParamsOf<P extends ApiPath> = ParamsOf<Operation<P, PathMethod<P>>> extends { path?: infer X } ? X : never;
type PathMethod<P extends ApiPath> = { [M in Method]: paths[P][M] extends undefined ? never : M }[Method];

/**
 * The address of `path` with its parameters in place: `apiPath('/api/v1/warehouse/{id}', { id: 3 })` ->
 * `/api/v1/warehouse/3`. For the tables that say where a resource lives (the data provider's).
 */
export function apiPath<P extends ApiPath>(
  path: P,
  ...[values]: [RequiredKeys<PathParamsOf<P>>] extends [never] ? [values?: PathParamsOf<P>] : [values: PathParamsOf<P>]
): string {
  return fillPath(path, values as Record<string, unknown> | undefined);
}

function fillPath(path: string, values: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** One call of the transport: the data provider's throws an ApiError, the public pages' an HttpError. */
export type Transport = <T>(path: string, options: RequestOptions) => Promise<HttpResponse<T>>;

interface AnyInit {
  params?: { path?: object; query?: object };
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  noRefresh?: boolean;
}

function optionsOf(method: RequestOptions['method'], init: AnyInit | undefined, as?: 'blob'): RequestOptions {
  return {
    method,
    query: init?.params?.query as Query | undefined,
    body: init?.body,
    signal: init?.signal,
    headers: init?.headers,
    noRefresh: init?.noRefresh,
    as,
  };
}

/** The typed calls over `transport`. */
export function typedApi(transport: Transport) {
  const send = async (method: RequestOptions['method'], path: string, init: AnyInit | undefined) =>
    transport<unknown>(
      fillPath(path, init?.params?.path as Record<string, unknown> | undefined),
      optionsOf(method, init),
    );

  const call =
    <M extends Method>(method: M) =>
    <P extends PathsOf<M>>(path: P, ...[init]: InitArgs<Operation<P, M>>): Promise<Answer<Operation<P, M>>> =>
      send(method.toUpperCase() as RequestOptions['method'], path, init as AnyInit | undefined).then(
        (response) => response.body as Answer<Operation<P, M>>,
      );

  const withStatus =
    <M extends Method>(method: M) =>
    <P extends PathsOf<M>>(
      path: P,
      ...[init]: InitArgs<Operation<P, M>>
    ): Promise<HttpResponse<Answer<Operation<P, M>>>> =>
      send(method.toUpperCase() as RequestOptions['method'], path, init as AnyInit | undefined) as Promise<
        HttpResponse<Answer<Operation<P, M>>>
      >;

  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    /** The same calls, answering the success status too (e.g. 208: already reported). */
    withStatus: { post: withStatus('post'), put: withStatus('put') },
    /** A file the operation answers (a download): a Blob. */
    download: async <P extends PathsOf<'get'>>(path: P, ...[init]: InitArgs<Operation<P, 'get'>>): Promise<Blob> =>
      (
        await transport<Blob>(
          fillPath(path, (init as AnyInit | undefined)?.params?.path as Record<string, unknown> | undefined),
          optionsOf('GET', init as AnyInit | undefined, 'blob'),
        )
      ).body,
    /**
     * A file at an address an answer gave (a document's `url`: it needs the bearer token, so a plain link cannot):
     * the address is the API's, not one the console builds.
     */
    linkedFile: async (url: string, signal?: AbortSignal): Promise<Blob> =>
      (await transport<Blob>(url, { signal, as: 'blob' })).body,
  };
}

export type TypedApi = ReturnType<typeof typedApi>;

/** The typed API over the plain transport (its failures are HttpErrors): the public pages' and the session's. */
export const api = typedApi((path, options) => httpWithStatus(path, options));
