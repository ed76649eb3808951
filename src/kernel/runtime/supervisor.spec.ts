import { Logger } from '@nestjs/common';
import { embeddedRestarts, SupervisedProcess, Supervisor } from './supervisor';

/** A process whose exit the test decides. */
function fakeProcess(pid: number): SupervisedProcess & { die(): void; stopped: boolean } {
  let die!: () => void;
  const exited = new Promise<void>((resolve) => (die = resolve));
  const process = {
    pid,
    exited,
    stopped: false,
    die,
    stop: async () => {
      process.stopped = true;
      die();
    },
  };
  return process;
}

const quiet = { error: () => undefined, warn: () => undefined, log: () => undefined } as unknown as Logger;
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `condition` holds (a busy machine may delay the supervisor's timers), failing after 10 s. */
async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 10_000; !condition(); await tick(10)) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
  }
}

describe('the supervisor of an embedded service', () => {
  it('starts a service that exited again, with a growing backoff, and counts the restarts', async () => {
    const first = fakeProcess(1);
    let attempts = 0;
    const second = fakeProcess(2);
    const supervisor = new Supervisor(
      'test-service-a',
      first,
      async () => {
        attempts++;
        if (attempts < 3) throw new Error('port still taken');
        return second;
      },
      quiet,
      { minDelayMs: 10, maxDelayMs: 40 },
    );
    first.die();
    await until(() => supervisor.process.pid === 2);
    expect(attempts).toBe(3);
    expect(supervisor.process.pid).toBe(2);
    expect(embeddedRestarts().get('test-service-a')).toBe(1);
    await supervisor.stop();
    expect(second.stopped).toBe(true);
  });

  it('leaves a service stopped on purpose stopped, and stops at once when the service is already dead and waiting', async () => {
    const first = fakeProcess(1);
    let attempts = 0;
    const supervisor = new Supervisor(
      'test-service-b',
      first,
      async () => {
        attempts++;
        return fakeProcess(2);
      },
      quiet,
      { minDelayMs: 60_000 },
    );
    first.die();
    await tick(10);
    const started = Date.now();
    await supervisor.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(attempts).toBe(0);
    expect(embeddedRestarts().get('test-service-b')).toBeUndefined();
  });
});
