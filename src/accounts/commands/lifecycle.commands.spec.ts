import { FixedClock } from '../../kernel/clock/clock';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { decideRegister, initialUserState } from '../domain/user';
import { UserDeactivated } from '../domain/user.events';
import { DataSource } from 'typeorm';
import { SessionStore } from './session-store';
import { DeactivateUserCommand, DeactivateUserHandler } from './lifecycle.commands';

/** A log of one registered user, in memory. */
function storeWithUser(): EventStore & { appended: NewEvent[] } {
  const personal = { sealed: 1 as const, subject: 'u1', iv: '', tag: '', data: '' };
  const [registered] = decideRegister(initialUserState, {
    userId: 'u1',
    roles: ['ROLE_USER'],
    countryId: 1,
    status: 'ACTIVE',
    termsAccepted: true,
    personal,
    now: '2025-01-01T00:00:00.000Z',
  });
  const appended: NewEvent[] = [];
  return {
    appended,
    readStream: async () => [{ ...registered, version: 1 } as StoredEvent],
    append: async (_stream: string, _type: string, _expected: unknown, events: NewEvent[]) => {
      appended.push(...events);
      return { nextExpectedVersion: 2, events: [] };
    },
  } as unknown as EventStore & { appended: NewEvent[] };
}

describe('lifecycle commands', () => {
  it('take the time of the event from the injected clock', async () => {
    const store = storeWithUser();
    const clock = new FixedClock('2026-05-04T03:02:01.000Z');
    const manager = {};
    const dataSource = {
      transaction: (work: (m: unknown) => Promise<unknown>) => work(manager),
    } as unknown as DataSource;
    const ended: unknown[][] = [];
    const sessions = { endAll: async (...args: unknown[]) => ended.push(args) } as unknown as SessionStore;
    await new DeactivateUserHandler(store, clock, dataSource, sessions).execute(new DeactivateUserCommand('u1'));
    expect(store.appended).toEqual([UserDeactivated.create({ userId: 'u1', at: '2026-05-04T03:02:01.000Z' })]);
    // Every session of the account ends with the deactivation, in its transaction.
    expect(ended).toEqual([['u1', 'deactivated', manager]]);
  });
});
