import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../setup/test-infrastructure';
import { Launched, START_LIMIT_MS, startLauncherProcess } from '../support/app-processes';
import { ADMIN_EMAIL } from '../support/test-app';

/**
 * `npm start` as a user runs it: the launcher with the embedded PostgreSQL and redis-server in a data directory of its
 * own, the application as its child. The application is killed (as an out-of-memory kill would), then the terminal's
 * Ctrl-C reaches the launcher's process group.
 */
let dataDir: string;
let launcher: Launched | null = null;
let port: number;
let postgresPort: number;
let redisPort: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-launcher-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user when the tests run as root
  [port, postgresPort, redisPort] = [await freePort(), await freePort(), await freePort()];
  launcher = await startLauncherProcess(
    {
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      EMBEDDED_REDIS_PORT: String(redisPort),
      ADMIN_EMAIL,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PASSWORD_HASH_MEMORY_KIB: '32',
      PASSWORD_HASH_TIME_COST: '1',
    },
    port,
  );
  await launcher.line(/Shown this once/, 60_000);
}, START_LIMIT_MS + 60_000);

afterAll(async () => {
  if (launcher) {
    try {
      process.kill(-launcher.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await launcher.stop();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const base = () => `http://127.0.0.1:${port}`;

/** The process id of the application that logged it runs, the last time it did. */
function runningApplicationPid(output: string): number | undefined {
  const lines = output.split('\n').filter((line) => line.includes('Kasuwa is running'));
  return lines.length ? (JSON.parse(lines[lines.length - 1]) as { pid: number }).pid : undefined;
}

/** The first administrator's password, generated and shown in the boot's last lines. */
let adminPassword: string;

async function signIn(): Promise<number> {
  const response = await fetch(`${base()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_EMAIL, password: adminPassword }),
  });
  return response.status;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms; the launcher's output:\n${launcher?.output()}`);
}

const listening = (portNumber: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: portNumber });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('npm start', () => {
  it('boots in a dozen lines at info, without a stack trace, and ends with the first sign-in framed', () => {
    const lines = launcher!
      .output()
      .split('\n')
      .filter((line) => line.trim());
    const records = lines.map(
      (line) => JSON.parse(line) as { msg: string; level: number; stack?: unknown; err?: unknown },
    );
    expect(records.length).toBeLessThanOrEqual(15);
    expect(records.filter((r) => r.level >= 50 || r.err || r.stack || /\n\s+at /.test(r.msg))).toEqual([]);
    expect(records.at(-2)!.msg).toMatch(new RegExp(`^Kasuwa is running: http://localhost:${port}/ \\(public site\\)`));
    const frame = records.at(-1)!.msg;
    expect(frame).toContain(`Sign in to the console: http://localhost:${port}/admin`);
    expect(frame).toContain(`e-mail:   ${ADMIN_EMAIL}`);
    adminPassword = /password: (\S+)/.exec(frame)![1];
    expect(
      frame
        .split('\n')
        .filter((line) => line)
        .every((line) => /^[┌│└].*[┐│┘]$/.test(line)),
    ).toBe(true);
  });

  it(
    'starts the application again when it dies, and the data is still there',
    async () => {
      const killed = runningApplicationPid(launcher!.output());
      expect(killed).toBeGreaterThan(0);
      expect(killed).not.toBe(launcher!.pid);
      expect(await signIn()).toBe(200);

      process.kill(killed!, 'SIGKILL');
      await launcher!.line(new RegExp(`The application \\(pid ${killed}\\) exited; restarting it`), 10_000);
      await launcher!.line(/The application is running again/, START_LIMIT_MS);
      await until('healthy again', async () => (await fetch(`${base()}/api/health`)).status === 200, 60_000);
      const restarted = runningApplicationPid(launcher!.output());
      expect(restarted).not.toBe(killed);
      expect(await signIn()).toBe(200);
      const metrics = await (await fetch(`${base()}/metrics`)).text();
      expect(metrics).toMatch(/kasuwa_embedded_service_restarts\{service="application"\} 1/);
    },
    START_LIMIT_MS + 60_000,
  );

  it("stops once, cleanly, on a terminal's Ctrl-C: the application, then Redis and PostgreSQL, nothing restarted", async () => {
    const mark = launcher!.lineCount();
    process.kill(-launcher!.pid, 'SIGINT');
    await until(
      'the launcher exited',
      () => launcher!.child.exitCode !== null || launcher!.child.signalCode !== null,
      60_000,
    );
    expect(launcher!.child.exitCode).toBe(0);
    const after = launcher!.linesSince(mark);
    expect(after.some((line) => /SIGINT received/.test(line))).toBe(true);
    expect(after.filter((line) => /restart|Unhandled|ECONNREFUSED|"level":(50|60)|\bERROR\b/.test(line))).toEqual([]);
    expect(await listening(port)).toBe(false);
    expect(await listening(postgresPort)).toBe(false);
    expect(await listening(redisPort)).toBe(false);
    launcher = null;
  }, 120_000);
});
