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
