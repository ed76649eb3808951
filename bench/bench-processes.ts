import { ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runs a bench process's main: its error printed and the process ended with 1 when it fails. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Node options of the API as production runs it (package.json's start scripts, the Dockerfile): a young generation
 * large enough that a busy API does not spend a fifth of its time collecting short-lived request garbage.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];

/** Node options of the worker as production runs it: those of package.json's `start:worker` (docker-compose.yml repeats them). */
export const WORKER_NODE_FLAGS: string[] = packageScript('start:worker')
  .split(' ')
  .filter((word) => word.startsWith('--'));

/** A script of package.json (one level up from bench/, two from dist/bench/). */
function packageScript(name: string): string {
  const root = __filename.endsWith('.ts') ? join(__dirname, '..') : join(__dirname, '..', '..');
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[
    name
  ];
}

/**
 * Forks the API as production runs it (catalogue-api-server.js), with `execArgv` added to its Node options.
 * BENCH_CPU_PROFILE=<dir> writes a CPU profile of it there (--cpu-prof) when it stops; BENCH_API_NODE_OPTIONS adds
 * Node options (`--trace-gc`, ...).
 */
export function startApi(env: Record<string, string>, execArgv: string[] = []): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const extra = process.env.BENCH_API_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  return startChild('catalogue-api-server.js', env, [...API_NODE_FLAGS, ...profile, ...extra, ...execArgv]);
}

/**
 * Forks a bench server (`script` beside this file) and waits until it says it is listening. `execArgv`: Node options of
 * the child (e.g. `--cpu-prof`).
 */
export async function startChild(
  script: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<ChildProcess> {
  const child = fork(join(__dirname, script), {
    env: { ...process.env, ...env },
    execArgv: [...process.execArgv, ...execArgv],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

/** Stops a forked bench server: politely, then by force after 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill();
}

/** GET `url` as JSON; anything but 2xx throws with the answer's text. */
export async function getJson(url: string, headers: Record<string, string> = {}): Promise<any> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** CPU seconds a process has used so far (user + system), from /proc. */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds a process's children that have ended have used (user + system), from /proc. */
function endedChildrenCpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** A process's parent, from /proc. */
const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);

/**
 * The CPU seconds a PostgreSQL server's processes have used so far: the children of its postmaster, found as the
 * checkpointer's parent (`query` asks the server), and those that have ended (a backend whose connection closed, as
 * its postmaster counts them). Other servers on the machine (other test runs') are left out.
 */
export async function serverCpuMeter(query: (sql: string) => Promise<{ pid: number }[]>): Promise<() => number> {
  const [{ pid }] = await query(`SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer'`);
  const postmaster = parentOf(pid);
  return () => {
    let total = cpuSecondsOf(postmaster) + endedChildrenCpuSecondsOf(postmaster);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (parentOf(Number(entry)) === postmaster) total += cpuSecondsOf(Number(entry));
      } catch {
        // The process ended while listed.
      }
    }
    return total;
  };
}
