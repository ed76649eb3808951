import { StoredEvent } from './event.types';
import { runsOfOneType } from './event-runs';

const event = (type: string, n: number) => ({ type, globalPosition: n }) as StoredEvent;

describe('runsOfOneType', () => {
  it('cuts the events into runs of one type, in order, a type met again starting a run of its own', () => {
    const events = [event('A', 1), event('A', 2), event('B', 3), event('A', 4), event('C', 5), event('C', 6)];
    expect([...runsOfOneType(events)].map((run) => run.map((e) => `${e.type}${e.globalPosition}`))).toEqual([
      ['A1', 'A2'],
      ['B3'],
      ['A4'],
      ['C5', 'C6'],
    ]);
  });

  it('has no run for no events', () => {
    expect([...runsOfOneType([])]).toEqual([]);
  });
});
