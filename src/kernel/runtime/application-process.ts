import { ChildProcess, spawn } from 'node:child_process';
import { SupervisedProcess } from './supervisor';

/** Messages between the launcher (`npm start`) and the application process it runs, over the IPC channel. */
export type LauncherMessage = { kasuwa: 'restarts'; counts: Record<string, number> };
export type ApplicationMessage = { kasuwa: 'ready' };

/** How long the application may take to close before the launcher kills it. */
export const APPLICATION_STOP_LIMIT_MS = 20_000;

export interface ApplicationProcess extends SupervisedProcess {
  /** Settles once the application listens (`ready` message); rejects if it exits before. */
  ready: Promise<void>;
  send(message: LauncherMessage): void;
}

/**
 * Starts the application (`main.js`) as a child of the launcher. It runs in a process group of its own, so a terminal's
 * Ctrl-C reaches only the launcher, which stops it in order; if the launcher itself dies, the IPC channel closes and
 * the application shuts down rather than being left behind holding the port.
 */
export function startApplicationProcess(
  entry: string[],
  nodeFlags: string[],
  env: NodeJS.ProcessEnv,
): ApplicationProcess {
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...entry], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message: ApplicationMessage) => message?.kasuwa === 'ready' && resolve());
    void exited.then(() => reject(new Error(`the application exited before it was ready (${describeExit(child)})`)));
  });
  ready.catch(() => undefined);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid,
    exited,
    ready,
    send(message) {
      if (running() && child.connected) child.send(message);
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), APPLICATION_STOP_LIMIT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

function describeExit(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`;
}

/** In the application: tells the launcher it listens, takes its restart counts, and closes when it goes away. */
export function answerToLauncher(
  onRestarts: (counts: Record<string, number>) => void,
  onLauncherGone: () => void,
): { ready(): void } {
  if (!process.send) return { ready: () => undefined };
  process.on('message', (message: LauncherMessage) => message?.kasuwa === 'restarts' && onRestarts(message.counts));
  process.once('disconnect', onLauncherGone);
  return { ready: () => process.send?.({ kasuwa: 'ready' } satisfies ApplicationMessage) };
}
