import { EntityManager } from 'typeorm';
import { storedNamesOf } from './event-registry';
import { EventRow, StoredEvent } from './event.types';
import { isAfter, LogPoint, readLogPage } from './log-page';

/** A run of the log kept in memory: every event of the followed types after `start`, up to and including `end`. */
interface KeptRun {
  start: LogPoint;
  rows: EventRow[];
  events: StoredEvent[];
  end: LogPoint;
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
 */
export class RecentLog {
  private readonly followed: readonly string[] | '*';
  private run: KeptRun | null = null;
  /** The extension of the run being read, if any: a second consumer at the run's end waits for it, not reads again. */
  private extending: Promise<void> | null = null;

  constructor(
    types: readonly (readonly string[] | '*')[],
    private readonly pageSize: number,
    private readonly keep: number,
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
    // Whether this read has been to the log's horizon already: the run then holds all there is.
    let toHorizon = false;
    for (;;) {
      if (!this.holds(after)) toHorizon = await this.startRun(manager, after);
      const run = this.run!;
      for (let i = this.firstAfter(run, after); i < run.rows.length && events.length < limit; i++) {
        if (!wanted || wanted.has(run.rows[i].type)) events.push(run.events[i]);
        after = pointOf(run.rows[i]);
      }
      if (events.length === limit) return { events, horizon: null };
      // The run is used up: every event of the followed types up to its end has been looked at.
      if (isAfter(run.end, after)) after = run.end;
      if (toHorizon) return { events, horizon: run.end };
      toHorizon = await this.extend(manager, run.end);
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

  /** The page after `from` and where it is whole up to: its last event when full, else the horizon. */
  private async pageAfter(manager: EntityManager, from: LogPoint) {
    const page = await readLogPage(manager, from, this.followed, this.pageSize, 'settled');
    const full = page.rows.length === this.pageSize;
    const end = full ? page.last! : page.horizon;
    return { page, full, end: end && isAfter(end, from) ? end : from };
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
  private async extend(manager: EntityManager, end: LogPoint): Promise<boolean> {
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
