// Runs a TypeScript entry point of the repository (src/main.ts, workers/main.ts) as a process of its own, the way the
// tests run the code (transpiled file by file, as ts-jest does with isolatedModules), without a build:
// `node ts-process.mjs <entry.ts> [args...]`. Each file's output is kept in a cache under the system's temporary
// directory, keyed by its path, its text and the compiler's version, so only the first process of a run (or of a
// change) pays for the transpiling; it says `{ loaded }` on its IPC channel once the entry's imports are loaded. Started with an IPC channel (test/support/app-processes.ts does), the process
// exits when its parent goes away, so a test run that dies leaves nothing running.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const TS_VERSION = require('typescript/package.json').version;
const CACHE = join(tmpdir(), 'kasuwa-ts-process-cache', TS_VERSION);
let ts = null;
let options = null;

function transpile(source, filename) {
  if (!ts) {
    ts = require('typescript');
    options = {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      useDefineForClassFields: false,
      resolveJsonModule: true,
      inlineSourceMap: true,
    };
  }
  return ts.transpileModule(source, { compilerOptions: options, fileName: filename }).outputText;
}

mkdirSync(CACHE, { recursive: true });
require.extensions['.ts'] = (module, filename) => {
  const source = readFileSync(filename, 'utf8');
  const cached = join(CACHE, `${createHash('sha256').update(filename).update('\0').update(source).digest('hex')}.js`);
  let output;
  try {
    output = readFileSync(cached, 'utf8');
  } catch {
    output = transpile(source, filename);
    // Written aside and renamed: processes starting side by side never read half a file.
    const aside = `${cached}.${process.pid}`;
    writeFileSync(aside, output);
    renameSync(aside, cached);
  }
  module._compile(output, filename);
};

// A launcher run this way (src/launcher.ts) starts the application's entry the same way.
process.env.KASUWA_TS_RUNNER ??= new URL(import.meta.url).pathname;

if (process.send) {
  process.once('disconnect', () => process.exit(1));
  process.channel.unref();
}
process.setSourceMapsEnabled(true);

const [entry, ...args] = process.argv.slice(2);
const main = resolve(entry);
process.argv = [process.argv[0], main, ...args];
require(main);
// Every module the entry imports is loaded (and cached): a process started now finds them transpiled.
process.send?.({ loaded: main });
