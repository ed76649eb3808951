import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// The index check of `npm run lint` (scripts/check-module-exports.mjs), run on a scratch checkout: a module whose
// index exports a name no file outside it imports fails, whatever way the others import it.
const repo = join(__dirname, '..', '..');

describe('scripts/check-module-exports.mjs', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const check = () =>
    spawnSync(process.execPath, [join(repo, 'scripts', 'check-module-exports.mjs'), '--root', root], {
      cwd: repo,
      encoding: 'utf8',
    });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'kasuwa-module-exports-'));
    write('src/kernel/clock.ts', 'export class Clock {}\n');
    write(
      'src/soil-tests/index.ts',
      [
        "export { SoilTestsModule } from './soil-tests.module';",
        "export { SampleTaken, SampleEvents } from './domain/sample';",
        "export type { SampleFacts } from './domain/sample';",
        '',
      ].join('\n'),
    );
    write('src/soil-tests/soil-tests.module.ts', 'export class SoilTestsModule {}\n');
    write(
      'src/soil-tests/domain/sample.ts',
      'export const SampleTaken = 1;\nexport const SampleEvents = [SampleTaken];\nexport type SampleFacts = { ph: number };\n',
    );
    write(
      'src/app.module.ts',
      "import { SoilTestsModule } from './soil-tests';\nexport const modules = [SoilTestsModule];\n",
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names every exported name that no file outside the module imports', () => {
    // The module's own files do not count, even through its index.
    write('src/soil-tests/commands/take.ts', "import { SampleTaken } from '..';\nexport const taken = SampleTaken;\n");
    const run = check();
    expect(run.status).toBe(1);
    const unused = run.stderr.trim().split('\n');
    expect(unused).toEqual([
      'src/soil-tests/index.ts exports SampleTaken, which no file outside the module imports: take it out of the index',
      'src/soil-tests/index.ts exports SampleEvents, which no file outside the module imports: take it out of the index',
      'src/soil-tests/index.ts exports SampleFacts, which no file outside the module imports: take it out of the index',
    ]);
  });

  it('counts imports of another module or a test, however they are written', () => {
    write(
      'src/fields/consumers/samples.consumer.ts',
      "import {\n  SampleTaken as Taken,\n  type SampleFacts,\n} from '../../soil-tests/index';\nexport const f = (x: SampleFacts) => [Taken, x];\n",
    );
    write('test/soil-tests/samples.e2e-spec.ts', "import type { SampleEvents } from '../../src/soil-tests';\n");
    expect(check()).toMatchObject({ status: 0, stderr: '' });
  });

  it('counts a namespace import as using every name', () => {
    write('bench/soil.ts', "import * as soil from '../src/soil-tests';\nexport const all = soil;\n");
    expect(check()).toMatchObject({ status: 0, stderr: '' });
  });

  it('refuses an index that declares or re-exports everything instead of naming what it exports', () => {
    write('bench/soil.ts', "import * as soil from '../src/soil-tests';\nexport const all = soil;\n");
    write('src/soil-tests/index.ts', "export * from './domain/sample';\nexport const DEPTH = 30;\n");
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("src/soil-tests/index.ts: export names with `export { ... } from './file'` only");
  });
});
