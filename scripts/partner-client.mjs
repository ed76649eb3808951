/**
 * The typed TypeScript client partners use (npm run client): generated from openapi.json into clients/typescript
 * (ignored by git; publish it from CI), or into the folder given with --out.
 *
 *   src/schema.ts  the document's paths, operations and schemas (openapi-typescript)
 *   src/index.ts   createKasuwaClient: openapi-fetch over those paths, sending the token, language and country
 *   package.json   @kasuwa/api-client at the document's version, built with `npm run build` (tsc)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// openapi-typescript is the console's (it writes admin-ui/src/shared/api-types.ts from the same document).
const fromConsole = createRequire(resolve(ROOT, 'admin-ui/package.json'));
const generator = await import(pathToFileURL(fromConsole.resolve('openapi-typescript')).href);
const openapiTS = generator.default.default ?? generator.default;
const astToString = generator.astToString ?? generator.default.astToString;
const SPEC = resolve(ROOT, 'openapi.json');
const outAt = process.argv.indexOf('--out');
const OUT = resolve(outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1] : resolve(ROOT, 'clients/typescript'));

const document = JSON.parse(readFileSync(SPEC, 'utf8'));
const versionOf = (name) => JSON.parse(readFileSync(fromConsole.resolve(`${name}/package.json`), 'utf8')).version;
const fetchVersion = JSON.parse(readFileSync(resolve(ROOT, 'node_modules/openapi-fetch/package.json'), 'utf8')).version;
const typescriptVersion = versionOf('typescript');

const schema = [
  '/**',
  ` * ${document.info.title} ${document.info.version}: generated from its openapi.json by \`npm run client\`. Do not edit.`,
  ' */',
  '',
  // A property with a default is one a client may leave out (the document's defaults are on requests' fields).
  astToString(await openapiTS(new URL(`file://${SPEC}`), { defaultNonNullable: false })),
].join('\n');

const index = `/**
 * A typed client of the ${document.info.title}: every path, parameter, body and answer is checked against the
 * document it was generated from (./schema.ts).
 *
 *   const kasuwa = createKasuwaClient({ baseUrl: 'https://kasuwa.example', country: 'Nigeria' });
 *   const { data, error } = await kasuwa.GET('/api/v1/products', { params: { query: { size: 20 } } });
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

export interface KasuwaClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the API is served: the document's paths start with /api/v1. */
  baseUrl: string;
  /** The access token (POST /api/v1/login answers it), or a function that gives the current one. */
  token?: string | (() => string | undefined);
  /** The language of the API's messages: en (default) or fr. */
  language?: 'en' | 'fr';
  /** The country the requests are about, by name (e.g. Nigeria): the API's Country header. */
  country?: string;
}

export type KasuwaClient = Client<paths>;

export function createKasuwaClient({ token, language, country, ...options }: KasuwaClientOptions): KasuwaClient {
  const client = createClient<paths>(options);
  client.use({
    onRequest({ request }) {
      const current = typeof token === 'function' ? token() : token;
      if (current && !request.headers.has('Authorization')) request.headers.set('Authorization', \`Bearer \${current}\`);
      if (language && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', language);
      if (country && !request.headers.has('Country')) request.headers.set('Country', country);
      return request;
    },
  });
  return client;
}
`;

const packageJson = {
  name: '@kasuwa/api-client',
  version: `${String(document.info.version).split('.').concat(['0', '0']).slice(0, 3).join('.')}`,
  description: `Typed TypeScript client of the ${document.info.title}, generated from its openapi.json`,
  license: 'SEE LICENSE IN README.md',
  type: 'module',
  main: 'dist/index.js',
  types: 'dist/index.d.ts',
  exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
  files: ['dist', 'src'],
  scripts: { build: 'tsc -p tsconfig.json' },
  dependencies: { 'openapi-fetch': `^${fetchVersion}` },
  devDependencies: { typescript: `^${typescriptVersion}` },
};

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2022', 'DOM'],
    strict: true,
    declaration: true,
    outDir: 'dist',
    rootDir: 'src',
    skipLibCheck: true,
  },
  include: ['src'],
};

const readme = `# @kasuwa/api-client

Typed client of the ${document.info.title} (document version ${document.info.version}), generated by \`npm run client\`
in the Kasuwa repository. See docs/partner-client.md there for an example: signing in, listing products, asking for a
quotation.

License: ${document.info.license?.name ?? 'see the platform\'s terms'}${document.info.license?.url ? ` (${document.info.license.url})` : ''}.
`;

mkdirSync(resolve(OUT, 'src'), { recursive: true });
writeFileSync(resolve(OUT, 'src/schema.ts'), schema);
writeFileSync(resolve(OUT, 'src/index.ts'), index);
writeFileSync(resolve(OUT, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
writeFileSync(resolve(OUT, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
writeFileSync(resolve(OUT, 'README.md'), readme);
console.log(`${packageJson.name}@${packageJson.version} written to ${OUT}`);
