import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join, relative } from 'node:path';

/**
 * A few browser journeys at a time across the Jest workers: Chromium, the console and the app under test are
 * more than two cores carry twice without the pages' timeouts running out. The other workers meanwhile
 * run the API files, and the journeys waiting their turn set up their app and data. Each slot is a lock file in
 * the run's directory holding its owner's pid, so a worker that died holding it does not block the run.
 */

/**
 * How many journeys hold a browser at once: KASUWA_BROWSER_SLOTS, else one on a machine of two cores or fewer and
 * half the cores above, so that a larger machine runs journeys side by side.
 */
export function browserSlotCount(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = typeof availableParallelism === 'function' ? availableParallelism() : cpus().length,
): number {
  const told = env.KASUWA_BROWSER_SLOTS?.trim();
  if (told) {
    const slots = Number(told);
    if (!Number.isInteger(slots) || slots < 1)
      throw new Error(`KASUWA_BROWSER_SLOTS must be a whole number of at least 1, not "${told}"`);
    return slots;
  }
  return cores <= 2 ? 1 : Math.floor(cores / 2);
}

function runDirectory(): string {
  const dir = process.env.KASUWA_TEST_RUN_DIR;
  if (!dir) throw new Error('The test infrastructure is not running (see test/setup/global-setup.ts)');
  return dir;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryTake(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let owner = 0;
  try {
    owner = Number(readFileSync(file, 'utf8').trim() || '0');
  } catch {
    return false; // Given back between the two calls: the next round takes it.
  }
  if (owner && !alive(owner)) {
    try {
      unlinkSync(file);
    } catch {
      // Another waiter cleared it first.
    }
  }
  return false;
}

/** How long a file may wait for a slot: as long as the journeys ahead of it take. */
export const BROWSER_SLOT_WAIT_MS = 30 * 60_000;

/**
 * Waits for a browser slot and answers the function that gives it back. Giving it back prints how long the file
 * held it (`browser slot: <file> held N s`), the figure that adds up to the run's length.
 */
export async function takeBrowserSlot(testFile?: string): Promise<() => void> {
  const dir = runDirectory();
  const files = Array.from({ length: browserSlotCount() }, (_, i) =>
    join(dir, i === 0 ? 'browser.lock' : `browser-${i}.lock`),
  );
  let taken: string | undefined;
  while (!(taken = files.find(tryTake))) await new Promise((resolve) => setTimeout(resolve, 250));
  const file = taken;
  const since = Date.now();
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
    const name = testFile ? relative(process.cwd(), testFile) : 'a journey';
    process.stderr.write(`browser slot: ${name} held ${((Date.now() - since) / 1000).toFixed(1)} s\n`);
  };
}
