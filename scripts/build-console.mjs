// Builds the console (admin-ui/dist) with vite, unless what it is built from is unchanged since the last build:
// admin-ui's sources and settings and the lockfile, hashed into admin-ui/dist/.build-stamp.
// `--always` builds whatever the stamp says (npm run build).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';

const root = join(import.meta.dirname, '..');
const consoleDir = join(root, 'admin-ui');
const stampFile = join(consoleDir, 'dist', '.build-stamp');
const SKIPPED = new Set(['dist', 'node_modules']);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(consoleDir), join(root, 'package-lock.json')].sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stamp = sourcesHash();
const built = existsSync(join(consoleDir, 'dist', 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp;
if (built && !process.argv.includes('--always')) {
  process.stdout.write('console: admin-ui/dist is up to date\n');
} else {
  process.stdout.write('console: building admin-ui/dist with vite (a few minutes the first time)…\n');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', 'admin-ui'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${stamp}\n`);
  process.stdout.write(`console: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
