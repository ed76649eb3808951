/** A count answer (`{ count: 3 }`, or a bare `3`) as a number. */
export const countOf = (body: unknown): number =>
  Number(typeof body === 'number' ? body : (body as { count?: unknown } | null | undefined)?.count) || 0;
