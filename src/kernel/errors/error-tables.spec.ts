import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { translate } from '../i18n/translator';
import { defineErrors, placeholdersOf, problemsOf, registeredErrors } from './error-table';

const SRC = join(__dirname, '..', '..');

/** Every `<area>.errors.ts` under src/, so that a table nobody imports yet is checked too. */
function errorTableFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return errorTableFiles(path);
    return entry.name.endsWith('.errors.ts') ? [path] : [];
  });
}

describe('error tables', () => {
  beforeAll(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every table file, found at run time
    for (const file of errorTableFiles()) require(file);
  });

  it('are found under src/ and register their codes', () => {
    const tables = new Set(registeredErrors().map(([, d]) => d.table));
    expect(errorTableFiles().map((f) => relative(SRC, f))).toContain('kernel/errors/kernel.errors.ts');
    expect(tables).toContain('kernel');
  });

  it('give every code an error status and a non-empty English and French text with the same {params}', () => {
    const problems = registeredErrors().flatMap(([code, definition]) => problemsOf(code, definition));
    expect(problems).toEqual([]);
    for (const [code, definition] of registeredErrors()) {
      expect({ code, fr: placeholdersOf(definition.fr) }).toEqual({ code, fr: placeholdersOf(definition.en) });
    }
  });

  it('feed the translator', () => {
    expect(translate('UPLOAD_TOO_LARGE', 'fr', { max: 2 })).toBe('Le fichier est trop volumineux (2 Ko au maximum).');
  });

  it('refuse a code defined twice, a missing French text and placeholders that differ', () => {
    defineErrors('first', { SPEC_ONLY_CODE: { status: 404, en: 'Gone.', fr: 'Parti.' } });
    expect(() => defineErrors('second', { SPEC_ONLY_CODE: { status: 404, en: 'Gone.', fr: 'Parti.' } })).toThrow(
      /SPEC_ONLY_CODE is defined twice: in first and in second/,
    );
    expect(() => defineErrors('third', { SPEC_NO_FRENCH: { status: 400, en: 'No.', fr: ' ' } })).toThrow(
      /SPEC_NO_FRENCH: no fr text/,
    );
    expect(() => defineErrors('fourth', { SPEC_PARAMS: { status: 400, en: 'No {id}.', fr: 'Non {ident}.' } })).toThrow(
      /SPEC_PARAMS: en has \{id\} but fr has \{ident\}/,
    );
    expect(() => defineErrors('fifth', { SPEC_STATUS: { status: 200, en: 'Ok.', fr: 'Ok.' } })).toThrow(
      /not an error status/,
    );
  });
});
