import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One browser journey at a time across the Jest workers: Chromium, the console and the app under test are
 * more than two cores carry twice without the pages' timeouts running out. The other workers meanwhile
 * run the API files, and the journeys waiting their turn set up their app and data. The slot is a lock file in
 * the run's directory holding its owner's pid, so a worker that died holding it does not block the run.
 */
function lockFile(): string {
  const dir = process.env.KASUWA_TEST_RUN_DIR;
  if (!dir) throw new Error('The test infrastructure is not running (see test/setup/global-setup.ts)');
  return join(dir, 'browser.lock');
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
  const owner = Number(readFileSync(file, 'utf8').trim() || '0');
  if (owner && !alive(owner)) unlinkSync(file);
  return false;
}

/** How long a file may wait for the slot: as long as the journeys ahead of it take. */
export const BROWSER_SLOT_WAIT_MS = 30 * 60_000;

/** Waits for the browser slot and answers the function that gives it back. */
export async function takeBrowserSlot(): Promise<() => void> {
  const file = lockFile();
  while (!tryTake(file)) await new Promise((resolve) => setTimeout(resolve, 250));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}
