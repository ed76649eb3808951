import { escapedConnectionLossCount, surviveConnectionLoss } from './escaped-errors';

describe('an error that escapes every handler', () => {
  const logged: string[] = [];
  const exits: number[] = [];
  const logger = {
    warn: (line: string) => logged.push(line),
    fatal: (_: unknown, line: string) => logged.push(line),
  } as never;
  let handle: (error: unknown, origin: string) => void;

  beforeAll(() => (handle = surviveConnectionLoss(logger, (code) => exits.push(code))));
  afterAll(() => process.removeListener('uncaughtException', handle));

  it('is counted and survived when it says PostgreSQL or Redis went away', () => {
    const before = escapedConnectionLossCount();
    handle(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }), 'uncaughtException');
    handle(new Error('terminating connection due to unexpected postmaster exit'), 'uncaughtException');
    expect(escapedConnectionLossCount()).toBe(before + 2);
    expect(exits).toEqual([]);
    expect(logged[0]).toMatch(/lost PostgreSQL connection escaped its handler \(uncaughtException\): write EPIPE/);
  });

  it('ends the process for any other error, as Node would', () => {
    handle(new TypeError("Cannot read properties of undefined (reading 'id')"), 'unhandledRejection');
    expect(exits).toEqual([1]);
    expect(logged.at(-1)).toBe('Unexpected error (unhandledRejection); exiting');
  });
});
