import { describeFailure, runShutdownSteps } from './process-lifecycle';

describe('a failed start', () => {
  it('says what failed, whatever was thrown', () => {
    expect(describeFailure(new Error('port 54329 is already in use'))).toBe('port 54329 is already in use');
    expect(describeFailure(undefined)).toBe(
      "an unknown error (nothing was reported); run with LOG_LEVEL=debug to see the services' own logs",
    );
    expect(describeFailure('postgres exited')).toBe('postgres exited');
    expect(describeFailure({ code: 1 })).toBe('{"code":1}');
  });
});

describe('shutting down', () => {
  it('goes on past a step that hangs (a dependency already dead) and one that fails', async () => {
    const done: string[] = [];
    const logged: string[] = [];
    const logger = { error: (line: string) => logged.push(line) } as never;
    const started = Date.now();
    await runShutdownSteps(
      [
        { name: 'the application', close: () => new Promise(() => undefined) },
        {
          name: 'Redis',
          close: async () => {
            throw new Error('already gone');
          },
        },
        { name: 'PostgreSQL', close: async () => void done.push('PostgreSQL') },
      ],
      logger,
      100,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(done).toEqual(['PostgreSQL']);
    expect(logged).toEqual([
      'Stopping the application took more than 100 ms; going on without it',
      'Could not stop Redis: already gone',
    ]);
  });

  it("waits out a step's own longer limit (PostgreSQL's checkpoint on a busy machine)", async () => {
    const logged: string[] = [];
    const logger = { error: (line: string) => logged.push(line) } as never;
    let stopped = false;
    const slowStop = () => new Promise<void>((resolve) => setTimeout(() => resolve(void (stopped = true)), 150));
    await runShutdownSteps([{ name: 'PostgreSQL', close: slowStop, limitMs: 1_000 }], logger, 50);
    expect(stopped).toBe(true);
    expect(logged).toEqual([]);
  });
});
