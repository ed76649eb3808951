/**
 * How the data provider's tables name the API (../dataProvider.ts and each area's resources.ts): every address is a
 * path of openapi.json (../../shared/api-types.ts) for the method it is used with, so that a path the document no
 * longer has, or no longer has for that method, fails `tsc -p admin-ui` (and `npm run lint`).
 *
 *   list: GET.path('/api/v1/salesmen')               the list, GET, no path parameter
 *   one: GET.byId('/api/v1/salesmen/{id}')           one record, its id in the path's one parameter
 *   create: POST.path('/api/v1/salesmen')
 */
import type { Identifier } from 'react-admin';
import type { Method, PathsOf } from '../../shared/api';

type NoParamPath<M extends Method> = { [P in PathsOf<M>]: P extends `${string}{${string}` ? never : P }[PathsOf<M>];
type OneParamPath<M extends Method> = {
  [P in PathsOf<M>]: P extends `${string}{${string}}${string}{${string}`
    ? never
    : P extends `${string}{${string}}${string}`
      ? P
      : never;
}[PathsOf<M>];

const seg = (value: Identifier) => encodeURIComponent(String(value));

function pathsFor<M extends Method>() {
  return {
    /** A path with no parameter. */
    path: <P extends NoParamPath<M>>(path: P): string => path,
    /** A path with one parameter, the record's id. */
    byId:
      <P extends OneParamPath<M>>(path: P) =>
      (id: Identifier): string =>
        path.replace(/\{[^}]+\}/, seg(id)),
  };
}

export const GET = pathsFor<'get'>();
export const POST = pathsFor<'post'>();
export const PUT = pathsFor<'put'>();
export const DELETE = pathsFor<'delete'>();

/** A list whose path holds some of its filter (a status, a recipient): the filter comes back without them. */
export type ListRoute = (filter: Record<string, unknown>) => { path: string; filter: Record<string, unknown> };

/** Where one resource's records are listed, read, created, changed and deleted; a missing entry is a call the API has not. */
export interface ResourceRoutes {
  /** GET: a path, or the path of the signed-in person's role. */
  list?: string | (() => string);
  /** GET, when part of the filter is in the path. */
  listRoute?: ListRoute;
  one?: (id: Identifier) => string;
  create?: string | (() => string);
  update?: (id: Identifier) => string;
  delete?: (id: Identifier) => string;
}
