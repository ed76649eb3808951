import { EntityManager } from 'typeorm';
import { storedNamesOf } from './event-registry';
import { EventRow, StoredEvent } from './event.types';
import { isAfter, LogPage, LogPoint, readLogPage } from './log-page';

/** A run of the log kept in memory: every event of the followed types after `start`, up to and including `end`. */
interface KeptRun {
  start: LogPoint;
  rows: EventRow[];
  events: StoredEvent[];
  end: LogPoint;
}

/**
 * How long a consumer about to drop the run's oldest events waits for one still taking them. A consumer that does not
 * come within it is not waited for again until it reads again.
 */
const FOLLOWER_WAIT_MS = 2_000;

/** A page being read or read ahead: the one after `from` (null if its read failed). */
interface PageAhead {
  from: LogPoint;
  page: Promise<LogPage | null>;
}

/**
 * How far a consumer handed `events` after `from` has surely got: a full batch may be cut back to whole transactions
 * (ConsumerRunner), so to the event before its last transaction's.
 */
function beforeLastTransaction(events: StoredEvent[], from: LogPoint): LogPoint {
  const last = events.length ? events[events.length - 1].transactionId : null;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i].transactionId !== last)
      return { transactionId: events[i].transactionId, position: String(events[i].globalPosition) };
  return from;
}

const samePoint = (a: LogPoint, b: LogPoint) => a.transactionId === b.transactionId && a.position === b.position;
const pointOf = (row: EventRow): LogPoint => ({
  transactionId: String(row.transaction_id),
  position: String(row.global_position),
});

/**
 * The part of the log the consumers of this process that take whole batches have just read, kept so that consumers
 * going through the same stretch (two of them catching up after an import: 300,000 events each) read and parse each
 * page once between them rather than once each. Nobody waits for anybody: a consumer outside the kept run reads for
 * itself (and its page becomes the run), and the run keeps at most `keep` events, the oldest dropped first.
 *
 * Pages are read with `settled` reads: no transaction below a read's horizon can still commit, so a run stays whole
 * (every event of the followed types between its start and its end) for as long as it is kept, and serves any later
 * read of that stretch.
 *
 * Given a connection of its own (`readAhead`), the log reads the page after a full one while the consumers handle it:
 * catching up, the consumers' process parses the next page while PostgreSQL runs their statements, rather than each
 * waiting for the other. With pages that ready, the faster of two consumers would soon leave the other out of the run,
 * to read every page again for itself; so the run's oldest events are dropped only once the consumers still in the
 * middle of their batches (each known by its types' list, from its read until `release`) have taken theirs.
 */
export class RecentLog {
  private readonly followed: readonly string[] | '*';
  private run: KeptRun | null = null;
  /** The extension of the run being read, if any: a second consumer at the run's end waits for it, not reads again. */
  private extending: Promise<void> | null = null;
  /** The page after the last full one, read on `readAhead` while the consumers handle that one. */
  private ahead: PageAhead | null = null;
  /** The page a consumer is reading for itself, for another that wants the same page meanwhile. */
  private reading: PageAhead | null = null;
  /** Where each consumer in the middle of a batch stands, by its types' list. */
  private readonly busy = new Map<readonly string[] | '*', LogPoint>();
  private moved: (() => void)[] = [];

  constructor(
    types: readonly (readonly string[] | '*')[],
    private readonly pageSize: number,
    private readonly keep: number,
    private readonly readAhead: EntityManager | null = null,
  ) {
    this.followed = types.includes('*') ? '*' : [...new Set(types.flatMap((t) => (t === '*' ? [] : t)))];
  }

  /**
   * The next `limit` events of `types` after `from`, and, when fewer came, the point up to which every event of those
   * types has been read (the horizon), as readLogPage answers.
   */
  async read(
    manager: EntityManager,
    from: LogPoint,
    types: readonly string[] | '*',
    limit: number,
  ): Promise<{ events: StoredEvent[]; horizon: LogPoint | null }> {
    const wanted = types === '*' ? null : new Set(storedNamesOf(types));
    const events: StoredEvent[] = [];
    let after = from;
    this.standsAt(types, from);
    // Whether this read has been to the log's horizon already: the run then holds all there is.
    let toHorizon = false;
    for (;;) {
      if (!this.holds(after)) toHorizon = await this.startRun(manager, after);
      const run = this.run!;
      for (let i = this.firstAfter(run, after); i < run.rows.length && events.length < limit; i++) {
        if (!wanted || wanted.has(run.rows[i].type)) events.push(run.events[i]);
        after = pointOf(run.rows[i]);
      }
      if (events.length === limit) {
        this.standsAt(types, beforeLastTransaction(events, from));
        return { events, horizon: null };
      }
      // The run is used up: every event of the followed types up to its end has been looked at.
      if (isAfter(run.end, after)) after = run.end;
      if (toHorizon) {
        this.standsAt(types, after);
        return { events, horizon: run.end };
      }
      this.standsAt(types, beforeLastTransaction(events, from));
      toHorizon = await this.extend(manager, run.end, types);
    }
  }

  /** The consumer following `types` is no longer in the middle of a batch: nobody waits for it. */
  release(types: readonly string[] | '*'): void {
    this.busy.delete(types);
    this.wakeWaiters();
  }

  /** Notes how far the consumer following `types` has surely got, and wakes a consumer waiting for it to move. */
  private standsAt(types: readonly string[] | '*', at: LogPoint): void {
    this.busy.set(types, at);
    this.wakeWaiters();
  }

  private wakeWaiters(): void {
    for (const wake of this.moved.splice(0)) wake();
  }

  /**
   * Waits until no consumer in the middle of a batch, other than `reader`, stands before the run's `dropped` oldest
   * events; after FOLLOWER_WAIT_MS, those still there are no longer waited for.
   */
  private async followersTake(run: KeptRun, dropped: number, reader: readonly string[] | '*'): Promise<void> {
    const deadline = Date.now() + FOLLOWER_WAIT_MS;
    for (;;) {
      const behind = [...this.busy].find(
        ([types, at]) => types !== reader && this.holds(at) && this.firstAfter(run, at) < dropped,
      );
      if (!behind) return;
      const left = deadline - Date.now();
      if (left <= 0) {
        this.busy.delete(behind[0]);
        continue;
      }
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.moved.push(resolve);
        timer = setTimeout(resolve, left);
      });
      clearTimeout(timer);
    }
  }

  /** Whether the kept run covers what follows `point`. */
  private holds(point: LogPoint): boolean {
    const run = this.run;
    return !!run && (samePoint(run.start, point) || isAfter(point, run.start)) && !isAfter(point, run.end);
  }

  /** The index of the run's first row after `point` (the run's rows are in commit order). */
  private firstAfter(run: KeptRun, point: LogPoint): number {
    let [low, high] = [0, run.rows.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (isAfter(pointOf(run.rows[middle]), point)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /**
   * The page after `from` and where it is whole up to: its last event when full, else the horizon. The page read ahead
   * serves when it is that one; after a full page, the next is read ahead.
   */
  private async pageAfter(manager: EntityManager, from: LogPoint) {
    // A page read ahead of another point is left for the consumer it was read for (one read apart may start a run
    // elsewhere), unless this read goes past it.
    const ahead = this.ahead && samePoint(this.ahead.from, from) ? this.ahead : null;
    if (ahead || (this.ahead && isAfter(from, this.ahead.from))) this.ahead = null;
    const reading = this.reading && samePoint(this.reading.from, from) ? this.reading : null;
    const shared = ahead ?? reading;
    const page = (shared ? await shared.page : null) ?? (await this.readOwn(manager, from));
    const full = page.rows.length === this.pageSize;
    const end = full ? page.last! : page.horizon;
    if (full) this.readAheadAfter(end!);
    return { page, full, end: end && isAfter(end, from) ? end : from };
  }

  /** Reads the page after `from` on the consumer's connection; another consumer wanting it meanwhile shares the read. */
  private async readOwn(manager: EntityManager, from: LogPoint): Promise<LogPage> {
    const page = readLogPage(manager, from, this.followed, this.pageSize, 'settled');
    const reading = { from, page: page.catch(() => null) };
    this.reading = reading;
    try {
      return await page;
    } finally {
      if (this.reading === reading) this.reading = null;
    }
  }

  /** Starts reading the page after `from` on the log's own connection; a failed read is left to the consumers' own. */
  private readAheadAfter(from: LogPoint): void {
    if (!this.readAhead || (this.ahead && samePoint(this.ahead.from, from))) return;
    const page = readLogPage(this.readAhead, from, this.followed, this.pageSize, 'settled').catch(() => null);
    this.ahead = { from, page };
  }

  /** Starts a new run after `from` with one page; answers whether the page reached the horizon (was not full). */
  private async startRun(manager: EntityManager, from: LogPoint): Promise<boolean> {
    const { page, full, end } = await this.pageAfter(manager, from);
    this.run = { start: from, rows: page.rows, events: page.events, end };
    return !full;
  }

  /**
   * Reads the page after `end`, the run's end, onto the run; answers whether it reached the horizon. A consumer finding
   * another one's read of that page under way waits for it rather than read it again.
   */
  private async extend(manager: EntityManager, end: LogPoint, reader: readonly string[] | '*'): Promise<boolean> {
    while (this.extending) await this.extending.catch(() => undefined);
    const run = this.run;
    // Another consumer's read has taken the run past `end`: what follows is there already.
    if (run && this.holds(end) && isAfter(run.end, end)) return false;
    // The run was started elsewhere meanwhile: this consumer starts one of its own.
    if (!run || !samePoint(run.end, end)) return this.startRun(manager, end);
    let toHorizon = false;
    this.extending = (async () => {
      const { page, full, end: next } = await this.pageAfter(manager, end);
      toHorizon = !full;
      if (this.run === run) await this.followersTake(run, run.rows.length + page.rows.length - this.keep, reader);
      if (this.run !== run) {
        this.run = { start: end, rows: page.rows, events: page.events, end: next };
        return;
      }
      run.rows.push(...page.rows);
      run.events.push(...page.events);
      run.end = next;
      const over = run.rows.length - this.keep;
      if (over > 0) {
        run.start = pointOf(run.rows[over - 1]);
        run.rows.splice(0, over);
        run.events.splice(0, over);
      }
    })().finally(() => (this.extending = null));
    await this.extending;
    return toHorizon;
  }
}
