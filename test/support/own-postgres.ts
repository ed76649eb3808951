import { Logger } from '@nestjs/common';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { migrateDatabase } from '../../src/kernel/runtime/infrastructure';
import { SupervisedProcess, Supervisor, SupervisorOptions } from '../../src/kernel/runtime/supervisor';
import { freePort } from '../setup/test-infrastructure';

/**
 * A PostgreSQL of a test file's own, in a process of its own, supervised as `npm start` supervises the embedded one:
 * for the tests that kill or freeze the server under a running application.
 */
export interface OwnPostgres {
  supervisor: Supervisor<SupervisedProcess>;
  /** A migrated database on it. */
  databaseUrl: string;
  /** Kills the postmaster at once (as the kernel's OOM killer or `kill -9` would) and waits for its exit. */
  kill(): Promise<SupervisedProcess>;
  /** Stops every process of the server (SIGSTOP) until the returned function resumes them (SIGCONT). */
  freeze(): () => void;
  stop(): Promise<void>;
}

/** Starts PostgreSQL on `directory` (made the first time) in a process of its own; `pid` is the postmaster's. */
function startPostgres(directory: string, port: number): Promise<SupervisedProcess> {
  const child = spawn(process.execPath, [join(__dirname, 'postgres-process.mjs'), directory, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('\n')) return;
      const { pid } = JSON.parse(output.split('\n')[0]) as { pid: number };
      resolve({
        pid,
        exited,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    void exited.then(() => reject(new Error('PostgreSQL did not start')));
  });
}

/** The process and its descendants, read from /proc (Linux). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name, in parentheses, may hold spaces: the fields that follow it start after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

export async function startOwnPostgres(options: SupervisorOptions = {}): Promise<OwnPostgres> {
  const directory = mkdtempSync(join(tmpdir(), 'kasuwa-own-postgres-'));
  chmodSync(directory, 0o755); // the embedded PostgreSQL runs as the postgres user when the tests run as root
  const port = await freePort();
  const start = () => startPostgres(join(directory, 'postgres'), port);
  const supervisor = new Supervisor('PostgreSQL', await start(), start, new Logger('own-postgres'), options);
  const admin = new Client({ connectionString: `postgres://kasuwa:kasuwa@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE kasuwa');
  await admin.end();
  const databaseUrl = `postgres://kasuwa:kasuwa@127.0.0.1:${port}/kasuwa`;
  await migrateDatabase(databaseUrl, { log: () => undefined } as never);
  return {
    supervisor,
    databaseUrl,
    async kill() {
      const killed = supervisor.process;
      process.kill(killed.pid!, 'SIGKILL');
      await killed.exited;
      return killed;
    },
    freeze() {
      const frozen = processTree(supervisor.process.pid!);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      return () => {
        for (const pid of frozen) {
          try {
            process.kill(pid, 'SIGCONT');
          } catch {
            // exited meanwhile
          }
        }
      };
    },
    async stop() {
      await supervisor.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
