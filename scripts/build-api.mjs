// Builds the API (dist/) with the TypeScript compiler's incremental build (`tsc -b`), saying what it does and how long
// it took: the first build of a fresh clone takes minutes on a small machine, later ones seconds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const root = join(import.meta.dirname, '..');
const first = !existsSync(join(root, 'dist', 'src', 'main.js'));
process.stdout.write(first ? 'api: compiling the API into dist/ (the first build takes a few minutes)…\n' : 'api: compiling what changed…\n');
const started = Date.now();
const result = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
process.stdout.write(`api: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
