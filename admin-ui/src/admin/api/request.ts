/**
 * What an area's custom calls are written with (see ../dataProvider.ts and docs/architecture.md, "Console: calling
 * the API"): the data provider hands each area's `<area>Calls(request)` one `request` function.
 */
import type { Identifier } from 'react-admin';
import type { Page } from '../../shared/schemas';
import type { RequestOptions } from '../../shared/http';

/** One call to the API (a path under /api/v1); its failure is an ApiError (./errors.ts). */
export type ApiRequest = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

/** A path segment: `/quotes/${seg(id)}`. */
export const seg = (value: Identifier | string) => encodeURIComponent(String(value));

/** A count answer (`3` or `{ count: 3 }`) as a number. */
export const countOf = (body: unknown): number =>
  Number(typeof body === 'number' ? body : (body as { count?: unknown } | null | undefined)?.count) || 0;

function isPage<T>(body: unknown): body is Page<T> {
  return typeof body === 'object' && body !== null && Array.isArray((body as Page<T>).content);
}

/** The rows of a list answer: a plain array or a page's `content`; anything else is no rows. */
export function rowsOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  return isPage<T>(body) ? body.content : [];
}
