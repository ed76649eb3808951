/**
 * The console's API types come from the repository's openapi.json (which `npm run openapi` writes from the server's code):
 *   node scripts/api-types.mjs          writes src/shared/api-types.ts
 *   node scripts/api-types.mjs --check  fails when the committed file is not what openapi.json gives today
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const SPEC = new URL('../../openapi.json', import.meta.url);
const TARGET = new URL('../src/shared/api-types.ts', import.meta.url);
const BANNER = [
  '/**',
  ' * Generated from openapi.json by `npm run api-types -w admin-ui`: do not edit.',
  ' * Screens name these shapes with `Schema<...>` of ./schemas.ts.',
  ' */',
  '',
].join('\n');

// A property with a default is one a client may leave out (every default of the document is on a request's field).
const generated = BANNER + astToString(await openapiTS(SPEC, { defaultNonNullable: false }));

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(TARGET, 'utf8');
  } catch {
    // missing: reported below
  }
  if (committed !== generated) {
    console.error(`${fileURLToPath(TARGET)} is not what openapi.json gives: run \`npm run api-types -w admin-ui\` and commit it.`);
    process.exit(1);
  }
} else {
  writeFileSync(TARGET, generated);
}
