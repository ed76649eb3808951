import { describe, expect, it } from 'vitest';

// Every source file of the public pages, as text.
const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('the public pages call the API through the typed calls', () => {
  it('reads the public sources', () => {
    expect(Object.keys(sources)).toContain('./useApi.ts');
    expect(Object.keys(sources).length).toBeGreaterThan(30);
  });

  it('never through the untyped transport nor fetch with a path of their own', () => {
    const offenders = Object.entries(sources)
      .filter(
        ([, text]) =>
          /import \{[^}]*\b(http|httpWithStatus)\b[^}]*\} from '(\.\.\/)+shared\/http'/.test(text) ||
          /[^.\w]fetch\(/.test(text),
      )
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('names every API path the way openapi.json does', () => {
    // A path given to useApi/useRemote/api.* is a literal '/api/v1/...' key of the generated `paths`.
    const calls = Object.entries(sources).flatMap(([path, text]) =>
      [
        ...text.matchAll(
          /\b(?:useApi|useRemote|api\.(?:get|post|put|patch|delete))\(\s*(?:[^,()]*\?\s*)?(['"`])([^'"`]*)\1/g,
        ),
      ].map((m) => `${path}: ${m[2]}`),
    );
    expect(calls.length).toBeGreaterThan(20);
    expect(calls.filter((call) => !/: \/api\/v1\//.test(call))).toEqual([]);
  });
});
