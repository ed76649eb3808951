// A module's index.ts is what other modules use of it, and only that (docs/modules.md): every name it exports must be
// imported through it by some file outside the module (in src/, workers/, test/, bench/ or migrations/). A name that only the
// module's own files use stays in the file that declares it. Prints each name no one imports and exits 1 when there is
// one; `--print` also prints how many names each index exports, `--root <dir>` checks another checkout.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SRC, modules, sourceFiles } from './module-sources.mjs';

const OUTSIDE_FOLDERS = ['src', 'workers', 'test', 'bench', 'migrations'].map((folder) => path.join(ROOT, folder)).filter(existsSync);

/** `A`, `type B`, `C as D` → the names as the exporting file spells them (A, B, C). */
const namesOf = (list) =>
  list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim())
    .filter(Boolean);

// `export { A, type B } from './x'` and `export type { C } from './x'` in an index.
const RE_EXPORTS = /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s+['"][^'"]+['"]/g;
// Any other export in an index (a declaration, `export *`): the check does not read those, so it refuses them.
const OTHER_EXPORTS = /^export\s+(?!(?:type\s+)?\{)/m;
// `import X, { A, type B as C } from '../m'`, `import type { A } from`, `export { A } from`, `import * as m from`.
const NAMED_IMPORTS =
  /(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{([^}]*)\}|\*\s+as\s+[\w$]+|\*)\s*from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const problems = [];
const exported = new Map();
for (const module of modules) {
  const index = path.join(SRC, module, 'index.ts');
  if (!existsSync(index)) continue;
  const text = readFileSync(index, 'utf8');
  if (OTHER_EXPORTS.test(text)) problems.push(`src/${module}/index.ts: export names with \`export { ... } from './file'\` only`);
  exported.set(module, new Set([...text.matchAll(RE_EXPORTS)].flatMap((match) => namesOf(match[1]))));
}

/** The module whose index a relative import from `file` names ('../orders', '../../src/orders/index'), if any. */
function indexModuleOf(file, specifier) {
  const target = path.relative(SRC, path.resolve(path.dirname(file), specifier)).replace(/(\/index)?(\.js|\.ts)?$/, '');
  return exported.has(target) ? target : undefined;
}

const imported = new Map([...exported.keys()].map((module) => [module, new Set()]));
for (const folder of OUTSIDE_FOLDERS) {
  for (const file of sourceFiles(folder, { withTests: true })) {
    const text = readFileSync(file, 'utf8');
    for (const [, list, specifier, dynamic] of text.matchAll(NAMED_IMPORTS)) {
      const module = indexModuleOf(file, specifier ?? dynamic);
      if (!module || file.startsWith(path.join(SRC, module) + path.sep)) continue;
      // A namespace, `export *` or dynamic import may use any name: they all count as used.
      const names = list === undefined ? exported.get(module) : namesOf(list);
      for (const name of names) imported.get(module).add(name);
    }
  }
}

for (const [module, names] of exported) {
  if (process.argv.includes('--print')) console.log(`${module}: ${names.size} names, ${[...names].filter((name) => imported.get(module).has(name)).length} imported by others`);
  for (const name of names) {
    if (!imported.get(module).has(name))
      problems.push(`src/${module}/index.ts exports ${name}, which no file outside the module imports: take it out of the index`);
  }
}
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
