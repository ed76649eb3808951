import { StoredEvent } from './event.types';
import { gatheredRuns, runsOfOneType } from './event-runs';

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

describe('gatheredRuns', () => {
  const names = (runs: Iterable<StoredEvent[]>) =>
    [...runs].map((run) => run.map((e) => `${e.type}${e.globalPosition}`));

  it('gives a stretch of gathered types one run per type, in the order the types are listed', () => {
    const events = [event('F', 1), event('M', 2), event('R', 3), event('F', 4), event('M', 5), event('R', 6)];
    expect(names(gatheredRuns(events, ['F', 'M', 'R']))).toEqual([
      ['F1', 'F4'],
      ['M2', 'M5'],
      ['R3', 'R6'],
    ]);
  });

  it('never moves an event across one of a type not gathered, which keeps its place', () => {
    const events = [event('F', 1), event('M', 2), event('D', 3), event('D', 4), event('M', 5), event('F', 6)];
    expect(names(gatheredRuns(events, ['F', 'M']))).toEqual([['F1'], ['M2'], ['D3', 'D4'], ['F6'], ['M5']]);
  });

  it('cuts what is not gathered as runsOfOneType does', () => {
    const events = [event('A', 1), event('B', 2), event('B', 3)];
    expect(names(gatheredRuns(events, ['F']))).toEqual([['A1'], ['B2', 'B3']]);
  });
});
