/**
 * The partners' client (npm run client, docs/partner-client.md): generated from openapi.json into a folder of its own,
 * and the docs' example type-checked against it, so that the example cannot drift from the document.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const TIME = 300_000;

/** The TypeScript blocks of the partners' page, as one file. */
function docsExample(): string {
  const page = readFileSync(join(ROOT, 'docs/partner-client.md'), 'utf8');
  const blocks = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.join('\n');
}

/** tsc --noEmit over the client and `example` (the package name resolved to the generated source). */
async function typeCheck(client: string, example: string): Promise<{ ok: boolean; output: string }> {
  writeFileSync(join(client, 'src/example.ts'), example);
  writeFileSync(
    join(client, 'tsconfig.check.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { noEmit: true, paths: { '@kasuwa/api-client': ['./src/index.ts'] } },
    }),
  );
  try {
    await run(process.execPath, [TSC, '-p', 'tsconfig.check.json'], { cwd: client, maxBuffer: 16 * 1024 * 1024 });
    return { ok: true, output: '' };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('the partners’ typed client', () => {
  let client: string;

  beforeAll(async () => {
    client = mkdtempSync(join(tmpdir(), 'kasuwa-client-'));
    await run('npm', ['run', 'client', '--', '--out', client], { cwd: ROOT });
    // openapi-fetch as a partner's npm install would give it.
    symlinkSync(join(ROOT, 'node_modules'), join(client, 'node_modules'), 'dir');
  }, TIME);

  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it('is a package of the document’s version, on openapi-fetch, with every path of the document', () => {
    const document = JSON.parse(readFileSync(join(ROOT, 'openapi.json'), 'utf8')) as {
      info: { version: string };
      paths: Record<string, unknown>;
    };
    const pkg = JSON.parse(readFileSync(join(client, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({
      name: '@kasuwa/api-client',
      types: 'dist/index.d.ts',
      scripts: { build: expect.stringContaining('tsc') },
    });
    expect(pkg.version.startsWith(document.info.version)).toBe(true);
    expect(Object.keys(pkg.dependencies)).toEqual(['openapi-fetch']);

    const schema = readFileSync(join(client, 'src/schema.ts'), 'utf8');
    const missing = Object.keys(document.paths).filter((path) => !schema.includes(`"${path}": {`));
    expect(missing).toEqual([]);
  });

  it(
    'type-checks the example of docs/partner-client.md',
    async () => {
      const { ok, output } = await typeCheck(client, docsExample());
      expect(output).toBe('');
      expect(ok).toBe(true);
    },
    TIME,
  );

  it(
    'refuses the example with a path the document does not have',
    async () => {
      const { ok, output } = await typeCheck(client, docsExample().replace("'/api/v1/quotes'", "'/api/v1/quotations'"));
      expect(ok).toBe(false);
      expect(output).toContain('"/api/v1/quotations"');
    },
    TIME,
  );

  it(
    'refuses the example when a required field of a body is named otherwise',
    async () => {
      const { ok, output } = await typeCheck(client, docsExample().replace('quantity: 10', 'qty: 10'));
      expect(ok).toBe(false);
      expect(output).toMatch(/quantity/);
    },
    TIME,
  );
});
