// What the module checks share: the modules of src/ (each folder but the shared kernel and the command-line entry
// points), their source files, and the relative imports a file makes. `--root <dir>` reads another checkout (the
// tests use it).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const at = process.argv.indexOf('--root');
export const ROOT = path.resolve(at >= 0 ? process.argv[at + 1] : '.');
export const SRC = path.join(ROOT, 'src');
const SHARED = new Set(['kernel', 'cli']);
export const modules = readdirSync(SRC).filter((name) => statSync(path.join(SRC, name)).isDirectory() && !SHARED.has(name));

/** The .ts files under `dir`, tests (x.spec.ts) too when `withTests`. */
export function* sourceFiles(dir, { withTests = false } = {}) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full, { withTests });
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && (withTests || !entry.name.endsWith('.spec.ts'))) yield full;
  }
}

/** Every relative import or re-export of a file's text (static or dynamic): the path as written, in match[1] or match[2]. */
export const IMPORTS = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
