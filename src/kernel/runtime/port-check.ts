import { createServer } from 'node:net';

/** True when nothing listens on `port` of 127.0.0.1 (so an embedded server can take it). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Stops the boot with what to do when an embedded server's port is taken (another checkout, a leftover process). */
export async function assertPortFree(
  port: number,
  service: string,
  processName: string,
  setting: string,
): Promise<void> {
  if (await isPortFree(port)) return;
  throw new Error(
    `${service} cannot start: port ${port} is already in use, probably by another Kasuwa checkout or a leftover ${processName} process. ` +
      `Stop that process, or set ${setting} to a free port (and DATA_DIR to a directory of its own when two checkouts run side by side).`,
  );
}
