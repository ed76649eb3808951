import { describe, expect, it } from 'vitest';

// Every source file of the console's admin area, as text.
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/**
 * The files that may use the transport (../../shared/http.ts): the data provider, this folder's errors, and the
 * farmers' offline queue (it sends later what the data provider's farmers calls queued).
 */
const TRANSPORT_USERS = ['../dataProvider.ts', './errors.ts', '../farmers/offline/farmersQueue.ts'];

/** The files that hold typed calls of ../../shared/api.ts themselves; the areas are handed the data provider's. */
const TYPED_API_HOLDERS = ['../dataProvider.ts', '../authProvider.ts'];

describe('one way for admin screens to call the API', () => {
  it('reads the admin sources', () => {
    expect(Object.keys(sources)).toContain('../orders/api.ts');
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('leaves the fetch wrapper and fetch itself to the data provider and the auth provider', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !TRANSPORT_USERS.includes(path))
      .filter(([, text]) => /from '(\.\.\/)+shared\/http'/.test(text) || /[^.\w]fetch\(/.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('leaves the typed calls’ own instances to the data provider and the auth provider', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !TYPED_API_HOLDERS.includes(path))
      .filter(([, text]) => /import \{[^}]*\b(api|typedApi)\b[^}]*\} from '(\.\.\/)+shared\/api'/.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
