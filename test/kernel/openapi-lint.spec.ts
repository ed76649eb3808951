import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * openapi.json is what client generators read: Redocly's recommended rules (redocly.yaml) pass without an error or
 * a warning, and the only paths a generator could confuse are the pairs redocly.yaml lists (the spec's own routes).
 */

const document = JSON.parse(readFileSync('openapi.json', 'utf8'));

/**
 * Two templates of the same length that one URL could match with neither more specific than the other: each has a
 * parameter where the other has a literal segment (`/products/public/{id}` and `/products/{id}/related`), and their
 * literal segments agree elsewhere. `/users/me` beside `/users/{id}` is not ambiguous: the literal wins.
 */
function ambiguous(a: string, b: string): boolean {
  const left = a.split('/');
  const right = b.split('/');
  if (left.length !== right.length) return false;
  const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);
  let leftMoreGeneral = false;
  let rightMoreGeneral = false;
  for (let i = 0; i < left.length; i++) {
    const [l, r] = [isParameter(left[i]), isParameter(right[i])];
    if (l && r) continue;
    if (l) leftMoreGeneral = true;
    else if (r) rightMoreGeneral = true;
    else if (left[i] !== right[i]) return false;
  }
  return leftMoreGeneral && rightMoreGeneral;
}

const pairKey = (a: string, b: string) => [a, b].sort().join('  ');

describe('openapi.json for client generators', () => {
  it("passes Redocly's recommended rules with no error and no warning", () => {
    const redocly = join('node_modules', '.bin', 'redocly');
    let output = '';
    try {
      output = execFileSync(redocly, ['lint', 'openapi.json', '--format=stylish'], {
        encoding: 'utf8',
        stdio: 'pipe',
        timeout: 120_000,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      throw new Error(`redocly lint failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
    }
    expect(output).not.toMatch(/\bwarning\b/);
  }, 120_000);

  it('has ambiguous paths only where redocly.yaml lists them', () => {
    const paths = Object.keys(document.paths);
    const found = new Set<string>();
    for (let i = 0; i < paths.length; i++) {
      for (let j = i + 1; j < paths.length; j++)
        if (ambiguous(paths[i], paths[j])) found.add(pairKey(paths[i], paths[j]));
    }
    const listed = new Set(
      [...readFileSync('redocly.yaml', 'utf8').matchAll(/^# {3}(\S+) {2}(\S+)$/gm)].map((m) => pairKey(m[1], m[2])),
    );
    expect([...found].filter((pair) => !listed.has(pair)).sort()).toEqual([]);
    expect([...listed].filter((pair) => !found.has(pair)).sort()).toEqual([]);
  });
});
