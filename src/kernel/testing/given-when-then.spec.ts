import { DomainError } from '../errors/domain-error';
import { defineEvent } from '../events/event-registry';
import type { NewEvent } from '../events/event.types';
import { decider } from './given-when-then';

const Counted = defineEvent<{ by: number }>('SpecCounted');
const evolve = (total: number, event: NewEvent) => (Counted.is(event) ? total + Counted.dataOf(event).by : total);
const decideCount = (total: number, by: number): NewEvent[] => {
  if (total + by > 10) throw new DomainError('SPEC_TOO_MANY', { max: 10 });
  return by === 0 ? [] : [Counted.create({ by })];
};
const counter = decider(evolve, 0);

describe('decider given/when/then', () => {
  it('folds the given events, runs the decision and compares what it appends', () => {
    expect(counter.given(Counted.create({ by: 2 }), [Counted.create({ by: 3 })]).state).toBe(5);
    counter
      .given(Counted.create({ by: 2 }))
      .when((s) => decideCount(s, 4))
      .then(Counted.create({ by: 4 }));
    counter
      .given()
      .when((s) => decideCount(s, 0))
      .thenNothing();
    counter
      .given(Counted.create({ by: 8 }))
      .when((s) => decideCount(s, 3))
      .thenFails('SPEC_TOO_MANY', { max: 10 });
  });

  it('fails when the decision does something else', () => {
    expect(() =>
      counter
        .given()
        .when((s) => decideCount(s, 4))
        .then(Counted.create({ by: 5 })),
    ).toThrow();
    expect(() =>
      counter
        .given()
        .when((s) => decideCount(s, 4))
        .thenFails('SPEC_TOO_MANY'),
    ).toThrow(/Expected SPEC_TOO_MANY, but the decision answered \["SpecCounted"\]/);
    expect(() =>
      counter
        .given()
        .when((s) => decideCount(s, 11))
        .then(Counted.create({ by: 11 })),
    ).toThrow(/failed with SPEC_TOO_MANY/);
    expect(() =>
      counter
        .given()
        .when((s) => decideCount(s, 11))
        .thenFails('SPEC_OTHER'),
    ).toThrow();
  });
});
