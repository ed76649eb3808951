import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm run new:module NAME` (scripts/new-module.mjs) and the layout check of `npm run lint`
// (scripts/check-module-layout.mjs), both run on a scratch checkout: its src/ holds the real kernel (a link) and
// what the generator writes, and its node_modules is the project's.
const repo = join(__dirname, '..', '..');
const node = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(repo, 'scripts', script), ...args], { cwd: repo, encoding: 'utf8' });

describe('npm run new:module', () => {
  let root: string;
  const generate = (name: string) => node('new-module.mjs', '--root', root, name);
  const checkLayout = () => node('check-module-layout.mjs', '--root', root);
  const moduleFile = (path: string) => join(root, 'src', 'soil-tests', path);

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'kasuwa-new-module-'));
    mkdirSync(join(root, 'src'));
    symlinkSync(join(repo, 'src', 'kernel'), join(root, 'src', 'kernel'));
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lays out the template and says what to do next', () => {
    const run = generate('soil-tests');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Register SoilTestsModule in src/app.module.ts');
    for (const file of [
      'soil-tests.module.ts',
      'index.ts',
      'soil-tests.errors.ts',
      'soil-tests.messages.ts',
      'README.md',
    ])
      expect(existsSync(moduleFile(file))).toBe(true);
    for (const folder of ['http', 'commands', 'queries', 'domain', 'consumers', 'read-models', 'jobs', 'mail'])
      expect(existsSync(moduleFile(`${folder}/.gitkeep`))).toBe(true);
    expect(readFileSync(moduleFile('index.ts'), 'utf8')).toContain(
      "export { SoilTestsModule } from './soil-tests.module';",
    );
    expect(readFileSync(moduleFile('soil-tests.errors.ts'), 'utf8')).toContain(
      "export const SoilTestsErrors = defineErrors('soil-tests', {",
    );
    expect(readFileSync(moduleFile('soil-tests.messages.ts'), 'utf8')).toContain(
      'registerMessages(soilTestsMessages);',
    );
  });

  it('writes files that type-check with the project settings', () => {
    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({
        extends: join(repo, 'tsconfig.json'),
        compilerOptions: { rootDir: '/' },
        include: ['src/soil-tests'],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', join(root, 'tsconfig.json')],
      { encoding: 'utf8' },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('refuses a module that exists and a name that is not kebab-case', () => {
    const again = generate('soil-tests');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('src/soil-tests exists already');
    for (const name of ['SoilTests', 'soil_tests', 'soil--tests', '-soil', '2fa']) {
      const run = generate(name);
      expect({ name, status: run.status, stderr: run.stderr }).toEqual({
        name,
        status: 1,
        stderr: expect.stringContaining('is not a kebab-case name'),
      });
      expect(existsSync(join(root, 'src', name))).toBe(false);
    }
  });

  it('passes the layout check, which then refuses a loose file, an unknown folder and a missing README', () => {
    expect(checkLayout()).toMatchObject({ status: 0, stderr: '' });

    writeFileSync(moduleFile('soil-sampler.ts'), 'export const sampler = 1;\n');
    expect(checkLayout()).toMatchObject({
      status: 1,
      stderr: expect.stringContaining(
        'src/soil-tests/soil-sampler.ts: a loose file at the root of module src/soil-tests/',
      ),
    });
    rmSync(moduleFile('soil-sampler.ts'));

    mkdirSync(moduleFile('helpers'));
    writeFileSync(moduleFile('helpers/sampler.ts'), 'export const sampler = 1;\n');
    expect(checkLayout()).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('src/soil-tests/helpers/: neither one of the template'),
    });
    rmSync(moduleFile('helpers'), { recursive: true });

    // A sub-feature: a folder holding the template's folders, and nothing loose.
    mkdirSync(moduleFile('samples/commands'), { recursive: true });
    writeFileSync(moduleFile('samples/commands/take-sample.command.ts'), 'export const take = 1;\n');
    expect(checkLayout()).toMatchObject({ status: 0, stderr: '' });
    writeFileSync(moduleFile('samples/samples.parts.ts'), 'export const parts = [];\n');
    expect(checkLayout()).toMatchObject({
      status: 1,
      stderr: expect.stringContaining(
        'src/soil-tests/samples/samples.parts.ts: a loose file at the root of the sub-feature',
      ),
    });
    rmSync(moduleFile('samples'), { recursive: true });

    // The classes the kernel finds by their decorator lie in their folder: consumers in consumers/, projections in read-models/.
    writeFileSync(
      moduleFile('read-models/sample-counts.consumer.ts'),
      '@EventConsumer()\nexport class SampleCounts {}\n',
    );
    expect(checkLayout()).toMatchObject({
      status: 1,
      stderr: expect.stringContaining(
        'src/soil-tests/read-models/sample-counts.consumer.ts: an async event consumer (@EventConsumer()) outside a consumers/ folder',
      ),
    });
    rmSync(moduleFile('read-models/sample-counts.consumer.ts'));
    writeFileSync(moduleFile('consumers/sample.projection.ts'), '@Projection()\nexport class Samples {}\n');
    expect(checkLayout()).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('src/soil-tests/consumers/sample.projection.ts: an inline projection'),
    });
    rmSync(moduleFile('consumers/sample.projection.ts'));
    writeFileSync(
      moduleFile('consumers/sample-counts.consumer.ts'),
      '@EventConsumer()\nexport class SampleCounts {}\n',
    );
    expect(checkLayout()).toMatchObject({ status: 0, stderr: '' });
    rmSync(moduleFile('consumers/sample-counts.consumer.ts'));

    rmSync(moduleFile('README.md'));
    expect(checkLayout()).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('src/soil-tests/: no README.md'),
    });
  });
});
