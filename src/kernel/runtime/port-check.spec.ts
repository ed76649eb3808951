import { createServer, Server } from 'node:net';
import { assertPortFree } from './port-check';

describe('an embedded server whose port is taken', () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('stops the boot naming the port, the setting to change and the data directory', async () => {
    await expect(assertPortFree(port, 'The embedded PostgreSQL', 'postgres', 'EMBEDDED_POSTGRES_PORT')).rejects.toThrow(
      `The embedded PostgreSQL cannot start: port ${port} is already in use, probably by another Kasuwa checkout or a leftover postgres process. ` +
        'Stop that process, or set EMBEDDED_POSTGRES_PORT to a free port (and DATA_DIR to a directory of its own when two checkouts run side by side).',
    );
  });

  it('lets the boot go on when the port is free', async () => {
    await new Promise<void>((resolve) => taken.close(() => resolve()));
    await expect(
      assertPortFree(port, 'The embedded redis-server', 'redis-server', 'EMBEDDED_REDIS_PORT'),
    ).resolves.toBeUndefined();
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  });
});
