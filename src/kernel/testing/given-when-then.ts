import { DomainError } from '../errors/domain-error';
import type { NewEvent } from '../events/event.types';

type Evolve<S> = (state: S, event: NewEvent) => S;
type Decide<S> = (state: S) => NewEvent[];

export interface Then {
  /** The decision appends exactly these events (type and data), in this order. */
  then(...expected: NewEvent[]): void;
  /** The decision appends nothing. */
  thenNothing(): void;
  /** The decision is refused with this error code (and these params, when given). */
  thenFails(code: string, params?: Record<string, unknown>): void;
}

export interface Given<S> {
  /** The state the given events fold into, for tests that look at it. */
  readonly state: S;
  when(decide: Decide<S>): Then;
}

/**
 * given/when/then for a module's pure decider, for its unit tests:
 *
 *   const user = decider(evolve, initialUserState);
 *   user.given(UserRegistered.create({...})).when((s) => decideActivate(s, 'u1', NOW)).then(UserActivated.create({...}));
 *   user.given().when((s) => decideActivate(s, 'u1', NOW)).thenFails('USER_NOT_FOUND');
 */
export function decider<S>(evolve: Evolve<S>, initial: S) {
  return {
    given(...events: (NewEvent | NewEvent[])[]): Given<S> {
      const state = events.flat().reduce(evolve, initial);
      return { state, when: (decide) => outcome(() => decide(state)) };
    },
  };
}

function outcome(run: () => NewEvent[]): Then {
  const attempt = (): { events: NewEvent[] } | { error: unknown } => {
    try {
      return { events: run() };
    } catch (error) {
      return { error };
    }
  };
  const events = (): NewEvent[] => {
    const result = attempt();
    if ('error' in result)
      throw new Error(`Expected events, but the decision failed with ${explain(result.error)}`, {
        cause: result.error,
      });
    return result.events.map((e) => ({ type: e.type, data: e.data }));
  };
  return {
    then: (...expected) => expect(events()).toEqual(expected.map((e) => ({ type: e.type, data: e.data }))),
    thenNothing: () => expect(events()).toEqual([]),
    thenFails: (code, params) => {
      const result = attempt();
      if (!('error' in result))
        throw new Error(
          `Expected ${code}, but the decision answered ${JSON.stringify(result.events.map((e) => e.type))}`,
        );
      if (!(result.error instanceof DomainError)) throw result.error;
      expect(result.error.code).toBe(code);
      if (params) expect(result.error.params).toMatchObject(params);
    },
  };
}

function explain(error: unknown): string {
  return error instanceof DomainError ? `${error.code} ${JSON.stringify(error.params)}` : String(error);
}

/** The field errors `fn` is refused with (a DomainError's `errors`), or 'no error' when it is not refused. */
export function fieldErrorsOf(fn: () => unknown): DomainError['errors'] | 'no error' {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).errors;
  }
  return 'no error';
}
