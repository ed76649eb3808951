import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The production shape for the fault tests: the API (`src/main.ts --role=api`) and the worker (`workers/main.ts`) as
 * operating-system processes of their own, run from the sources by test/support/ts-process.mjs (no build needed).
 * They take every setting from `env` (nothing of the test's own environment but PATH, HOME and TMPDIR), so a test
 * points them at its database, Redis, queue prefix, data directory and SMTP server.
 */
const ROOT = join(__dirname, '..', '..');
const LAUNCHER = join(__dirname, 'ts-process.mjs');
const KEPT_LINES = 300;

export interface AppProcess {
  readonly name: string;
  readonly pid: number;
  /** Settles when the process has exited, however it ended. */
  readonly exited: Promise<void>;
  /** Its last lines of output (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends `signal` and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (the process closes itself), then SIGKILL when it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface Launched extends AppProcess {
  child: ChildProcess;
  /** Settles once the entry point's imports are loaded (transpiled and cached), or the process has exited. */
  loaded: Promise<void>;
  /** How many lines it has written so far (a mark for `linesSince`). */
  lineCount(): number;
  /** The lines written since `mark` (those still kept). */
  linesSince(mark: number): string[];
  /** Resolves at the first line of output matching `pattern`; rejects when the process exits first or after `timeoutMs`. */
  line(pattern: RegExp, timeoutMs: number): Promise<void>;
}

function launch(
  name: string,
  entry: string,
  args: string[],
  env: Record<string, string>,
  compiled = false,
  nodeFlags: string[] = [],
  detached = false,
): Launched {
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR'].filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]!]),
  );
  // Compiled: the build's JavaScript (dist/), run by node as production runs it; else the sources through the launcher.
  const command = compiled ? [join(ROOT, 'dist', entry.replace(/\.ts$/, '.js'))] : [LAUNCHER, join(ROOT, entry)];
  const child = spawn(process.execPath, [...nodeFlags, ...command, ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    // The IPC channel ends the process when the test process goes away (see ts-process.mjs).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached,
  });
  const lines: string[] = [];
  let written = 0;
  const watchers = new Set<(line: string) => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const loaded = Promise.race([new Promise<void>((resolve) => child.once('message', () => resolve())), exited]);
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const complete = text.split('\n');
      partial = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        written++;
        if (lines.length > KEPT_LINES) lines.shift();
        for (const watch of watchers) watch(line);
      }
    });
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  const output = () => lines.join('\n');
  return {
    name,
    child,
    pid: child.pid!,
    exited,
    loaded,
    output,
    lineCount: () => written,
    linesSince: (mark) => lines.slice(Math.max(0, lines.length - (written - mark))),
    async kill(signal) {
      if (running()) child.kill(signal);
      await exited;
    },
    async stop(graceMs = 10_000) {
      if (!running()) return;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    line(pattern, timeoutMs) {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          watchers.delete(watch);
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        const watch = (line: string) => {
          if (pattern.test(line)) done();
        };
        if (lines.some((line) => pattern.test(line))) return resolve();
        watchers.add(watch);
        const timer = setTimeout(
          () =>
            done(new Error(`${name}: no line matching ${pattern} within ${timeoutMs} ms; its output:\n${output()}`)),
          timeoutMs,
        );
        void exited.then(() =>
          done(
            new Error(
              `${name} exited (${child.exitCode ?? child.signalCode}) before a line matching ${pattern}; its output:\n${output()}`,
            ),
          ),
        );
      });
    },
  };
}

/** How long a process may take to start: the first one of a run transpiles the sources, on a machine busy with other files. */
export const START_LIMIT_MS = 240_000;

/**
 * `src/main.ts --role=api` listening on `port`; resolves once `/api/health/live` answers. `loaded` settles once its
 * imports are loaded: a process started then finds the sources transpiled.
 */
export function startApiProcess(
  env: Record<string, string>,
  port: number,
): { loaded: Promise<void>; ready: Promise<AppProcess> } {
  const api = launch('the API process', 'src/main.ts', ['--role=api'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const ready = (async () => {
    const deadline = Date.now() + START_LIMIT_MS;
    for (;;) {
      const alive = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
        (r) => r.ok,
        () => false,
      );
      if (alive) return api;
      if (api.child.exitCode !== null || api.child.signalCode !== null)
        throw new Error(`${api.name} exited while starting; its output:\n${api.output()}`);
      if (Date.now() > deadline) {
        await api.stop();
        throw new Error(`${api.name} did not answer within ${START_LIMIT_MS} ms; its output:\n${api.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  ready.catch(() => undefined); // the caller may await `loaded` first: a failed start is reported when it awaits `ready`
  return { loaded: api.loaded, ready };
}

/**
 * `workers/main.ts`; resolves once it logs that it runs (its consumers and BullMQ workers started). `compiled`: the
 * build's `dist/workers/main.js` instead (`npm run build:api` first), as `npm run start:worker` runs it. `nodeFlags`:
 * Node options before the entry (such as those of `start:worker`, which NODE_OPTIONS may not all carry).
 */
export async function startWorkerProcess(
  env: Record<string, string>,
  options: { compiled?: boolean; nodeFlags?: string[] } = {},
): Promise<AppProcess> {
  const worker = launch('the worker process', 'workers/main.ts', [], env, options.compiled, options.nodeFlags);
  try {
    await worker.line(/Worker running/, START_LIMIT_MS);
  } catch (error) {
    await worker.stop();
    throw error;
  }
  return worker;
}

/**
 * `src/launcher.ts` (what `npm start` runs), in a process group of its own as a terminal's foreground job is, so that
 * the test can send the group a terminal's Ctrl-C; resolves once `/api/health` answers 200.
 */
export async function startLauncherProcess(env: Record<string, string>, port: number): Promise<Launched> {
  const launcher = launch(
    'the launcher',
    'src/launcher.ts',
    [],
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    false,
    [],
    true,
  );
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return launcher;
    if (launcher.child.exitCode !== null || launcher.child.signalCode !== null)
      throw new Error(`${launcher.name} exited while starting; its output:\n${launcher.output()}`);
    if (Date.now() > deadline) {
      await launcher.stop();
      throw new Error(
        `${launcher.name} was not healthy within ${START_LIMIT_MS} ms; its output:\n${launcher.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
