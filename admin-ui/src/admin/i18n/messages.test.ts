import { describe, expect, it } from 'vitest';
import { catalogueOf, CONSOLE_TEXTS, FOLDER_TEXTS } from '../i18nProvider';

/** Every messages.ts of the console's folders, by path. */
const files = import.meta.glob<{ default: unknown }>('../**/messages.ts', { eager: true });

/** Files of texts in another shape: en.ts, fr.ts, an i18n folder inside a module's. */
const otherShapes = Object.keys(import.meta.glob(['../**/{en,fr}.{ts,tsx}', '../*/**/i18n/**/*.{ts,tsx}']));

/** The console's sources, as text, for the keys they read. */
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Names the console stores in the browser under kasuwa.* (not texts). */
const STORAGE_KEYS = ['kasuwa.token', 'kasuwa.user', 'kasuwa.language'];

type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every key path of `tree` ("texts.menu.section"), and the paths whose value is not a text. */
function keyPaths(tree: Tree, prefix = ''): { paths: string[]; notText: string[] } {
  const paths: string[] = [];
  const notText: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') paths.push(path);
    else if (isTree(value)) {
      const inner = keyPaths(value, path);
      paths.push(...inner.paths);
      notText.push(...inner.notText);
    } else notText.push(path);
  }
  return { paths, notText };
}

describe("the console's texts: one messages.ts per folder, { en, fr } of { resources?, texts }", () => {
  it('finds the folders’ files, and no texts in another shape', () => {
    expect(Object.keys(files).length).toBeGreaterThan(20);
    expect(otherShapes).toEqual([]);
  });

  it.each(Object.entries(files))(
    '%s exports { en, fr }, each only resources and texts, all of them texts',
    (_, file) => {
      const messages = file.default;
      expect(isTree(messages) && Object.keys(messages).sort()).toEqual(['en', 'fr']);
      for (const language of ['en', 'fr'] as const) {
        const texts = (messages as Tree)[language];
        expect(isTree(texts)).toBe(true);
        expect(Object.keys(texts as Tree).filter((key) => key !== 'resources' && key !== 'texts')).toEqual([]);
        expect(isTree((texts as Tree).texts)).toBe(true);
        expect(keyPaths(texts as Tree).notText).toEqual([]);
      }
    },
  );

  it.each(Object.entries(files))('%s has the same keys in English and French', (_, file) => {
    const { en, fr } = file.default as { en: Tree; fr: Tree };
    expect(keyPaths(fr).paths.sort()).toEqual(keyPaths(en).paths.sort());
  });

  it('gathers every file, each once', () => {
    const gathered = [CONSOLE_TEXTS, ...Object.values(FOLDER_TEXTS)];
    const found = Object.values(files).map((file) => file.default);
    expect(new Set(gathered).size).toBe(gathered.length);
    expect(found.filter((messages) => !gathered.includes(messages as never))).toEqual([]);
    expect(gathered.filter((messages) => !found.includes(messages))).toEqual([]);
  });

  it('names each resource in one folder only', () => {
    const named = Object.entries(files).flatMap(([path, file]) =>
      Object.keys((file.default as { en: { resources?: Tree } }).en.resources ?? {}).map((resource) => ({
        resource,
        path,
      })),
    );
    const twice = named.filter(({ resource }, i) => named.findIndex((n) => n.resource === resource) !== i);
    expect(twice).toEqual([]);
  });

  it("puts each folder's texts under its key and the console's own at kasuwa's root, in both languages", () => {
    for (const language of ['en', 'fr'] as const) {
      const catalogue = catalogueOf(language) as unknown as { kasuwa: Tree; resources: Tree; ra: Tree };
      expect(catalogue.ra).toBeDefined();
      expect(catalogue.kasuwa.trade).toBe(FOLDER_TEXTS.trade[language].texts);
      expect(catalogue.kasuwa.menu).toBe((CONSOLE_TEXTS[language].texts as Tree).menu);
      const ownKeys = Object.keys(CONSOLE_TEXTS[language].texts);
      expect(ownKeys.filter((key) => key in FOLDER_TEXTS)).toEqual([]);
    }
    expect(keyPaths(catalogueOf('fr') as unknown as Tree).paths.sort()).toEqual(
      keyPaths(catalogueOf('en') as unknown as Tree).paths.sort(),
    );
    expect((catalogueOf('fr') as unknown as { resources: Tree }).resources.salesmen).toEqual({
      name: 'Commercial |||| Commerciaux',
    });
  });

  it('has, in both languages, every text a screen names in full (a text, or a group it picks from)', () => {
    const missing = (['en', 'fr'] as const).flatMap((language) => {
      const catalogue = catalogueOf(language) as unknown as Tree;
      return Object.entries(sources).flatMap(([path, text]) =>
        [...text.matchAll(/(['"`])(kasuwa\.[\w.]+)\1/g)]
          .map((match) => match[2])
          .filter((key) => !STORAGE_KEYS.includes(key))
          .filter(
            (key) =>
              key.split('.').reduce<unknown>((at, part) => (isTree(at) ? at[part] : undefined), catalogue) ===
              undefined,
          )
          .map((key) => `${language} ${path}: ${key}`),
      );
    });
    expect(missing).toEqual([]);
  });
});
