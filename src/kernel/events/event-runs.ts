import { StoredEvent } from './event.types';

/**
 * The events in order, cut into runs of consecutive events of one type: what a projection or a consumer that writes a
 * run of one kind in one statement (a batched import's enrolments, then its farms, then its records) goes through.
 */
export function* runsOfOneType(events: readonly StoredEvent[]): Generator<StoredEvent[]> {
  for (let start = 0; start < events.length;) {
    let end = start + 1;
    while (end < events.length && events[end].type === events[start].type) end++;
    yield events.slice(start, end);
    start = end;
  }
}

/**
 * As `runsOfOneType`, but a stretch of consecutive events whose types are all in `gathered` gives one run per type, in
 * the order of `gathered` (each run in the events' order): a stretch of an import where each farmer's enrolment, farm
 * and record follow one another becomes three long runs. Correct only when an event of a gathered type depends on no
 * event of a type listed after its own (a farm on its farmer's enrolment, a record on its farm, never the reverse):
 * the run of each type then finds what its events need already written.
 */
export function* gatheredRuns(events: readonly StoredEvent[], gathered: readonly string[]): Generator<StoredEvent[]> {
  for (let start = 0; start < events.length;) {
    let end = start;
    while (end < events.length && gathered.includes(events[end].type)) end++;
    if (end > start) {
      const stretch = events.slice(start, end);
      for (const type of gathered) {
        const run = stretch.filter((event) => event.type === type);
        if (run.length) yield run;
      }
      start = end;
    } else {
      while (end < events.length && !gathered.includes(events[end].type)) end++;
      yield* runsOfOneType(events.slice(start, end));
      start = end;
    }
  }
}
