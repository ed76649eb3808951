import { EntityManager } from 'typeorm';
import { storedNamesOf } from './event-registry';
import { EVENT_COLUMNS, EventRow, StoredEvent, toStoredEvent } from './event.types';

/** A place in the log's commit order: a transaction's id and a position in it (both as the database writes them). */
export interface LogPoint {
  transactionId: string;
  position: string;
}

export const isAfter = (a: LogPoint, b: LogPoint): boolean => {
  const [ta, tb] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  return ta > tb || (ta === tb && BigInt(a.position) > BigInt(b.position));
};

const inCommitOrder = (a: EventRow, b: EventRow): number => {
  const [ta, tb] = [BigInt(a.transaction_id), BigInt(b.transaction_id)];
  return ta === tb ? Number(a.global_position) - Number(b.global_position) : ta < tb ? -1 : 1;
};

export interface LogPage {
  rows: EventRow[];
  events: StoredEvent[];
  /** The last event read, null when none. */
  last: LogPoint | null;
  /** The last event of any type that may be read now (every event up to it was visible to the read). */
  horizon: LogPoint | null;
}

/**
 * The next `limit` events of `types` after `from` in commit order, and the horizon, both in one statement, so in one
 * snapshot. `settled` reads only transactions older than every transaction still running (the consumers do, so that an
 * event committed late is never passed over); `committed` reads whatever is committed (a rebuild's swap does, once no
 * writer of the tables is left).
 *
 * The page comes out of the index in commit order; it is put back in order here rather than by the statement, whose
 * sort of a few thousand wide rows (their JSON) spills to disk and costs several times the read itself.
 */
export async function readLogPage(
  manager: EntityManager,
  from: LogPoint,
  types: readonly string[] | '*',
  limit: number,
  upTo: 'settled' | 'committed',
): Promise<LogPage> {
  const params: unknown[] = [from.transactionId, from.position, limit];
  const filter = types === '*' ? '' : `AND type = ANY($4)`;
  if (types !== '*') params.push(storedNamesOf(types));
  const below = upTo === 'settled' ? 'AND events.transaction_id < (SELECT below FROM readable)' : '';
  const rows: (EventRow & { horizon_transaction_id: string; horizon_position: string })[] = await manager.query(
    `WITH readable AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS below),
     found AS (
       SELECT ${EVENT_COLUMNS} FROM events
       WHERE (events.transaction_id, global_position) > ($1::xid8, $2::bigint) ${below} ${filter}
       ORDER BY events.transaction_id, events.global_position -- the table's xid8, not the text alias of the select list
       LIMIT $3),
     horizon AS (
       SELECT events.transaction_id::text AS horizon_transaction_id, global_position::text AS horizon_position FROM events
       WHERE true ${below}
       ORDER BY events.transaction_id DESC, events.global_position DESC
       LIMIT 1)
     SELECT found.*, horizon.* FROM horizon LEFT JOIN found ON true`,
    params,
  );
  const found = rows.filter((row) => row.global_position !== null).sort(inCommitOrder);
  const tail = found[found.length - 1];
  return {
    rows: found,
    events: found.map(toStoredEvent),
    last: tail ? { transactionId: tail.transaction_id, position: String(tail.global_position) } : null,
    horizon: rows.length ? { transactionId: rows[0].horizon_transaction_id, position: rows[0].horizon_position } : null,
  };
}

/** The pages read and not yet taken by every replay, at most: the one the slowest replay is on and the next. */
const PAGES_AHEAD = 2;

/**
 * One read of the log for replays that go through it side by side: each page of the types any of them follows is read
 * once and handed to each replay as its own types' part, so that they read, parse and hold the log once between them,
 * not once each. The replays go in step: a page is kept until every one of them has taken it.
 */
export class SharedLogPages {
  private readonly types: readonly string[] | '*';
  private readonly pages = new Map<string, { page: Promise<LogPage>; takers: number }>();
  private stopped: Error | null = null;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly manager: EntityManager,
    private readonly followers: number,
    types: readonly (readonly string[] | '*')[],
    private readonly limit: number,
  ) {
    this.types = types.includes('*') ? '*' : [...new Set(types.flatMap((t) => (t === '*' ? [] : t)))];
  }

  /**
   * The page after `from`, of `types` only; `last`, `horizon` and `full` (whether more may follow) are the whole
   * page's, so that every replay moves to the same place.
   */
  async take(from: LogPoint, types: readonly string[] | '*'): Promise<LogPage & { full: boolean }> {
    const key = `${from.transactionId}/${from.position}`;
    // The fastest replay waits for the slowest rather than read on and keep page after page in memory.
    while (!this.pages.has(key) && this.pages.size >= PAGES_AHEAD && !this.stopped)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.stopped) throw this.stopped;
    let entry = this.pages.get(key);
    if (!entry) {
      entry = { page: readLogPage(this.manager, from, this.types, this.limit, 'settled'), takers: 0 };
      this.pages.set(key, entry);
    }
    const page = await entry.page;
    if (++entry.takers === this.followers) {
      this.pages.delete(key);
      this.wake();
    }
    const full = page.rows.length === this.limit;
    if (types === '*') return { ...page, full };
    const wanted = new Set(storedNamesOf(types));
    const kept = page.rows.flatMap((row, i) => (wanted.has(row.type) ? [i] : []));
    return { ...page, rows: kept.map((i) => page.rows[i]), events: kept.map((i) => page.events[i]), full };
  }

  /** A replay failed: the others stop at their next page rather than read on alone. */
  stop(reason: Error): void {
    this.stopped = reason;
    this.pages.clear();
    this.wake();
  }

  private wake(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

/** A page of one consumer's types, and where it leaves the consumer: `last` and `full` are the page's as read. */
export interface ConsumerPage {
  events: StoredEvent[];
  /** The last event of the page read (of any of the types shared), null when none. */
  last: LogPoint | null;
  horizon: LogPoint | null;
  /** Whether the page read was full: more may follow right away. */
  full: boolean;
}

const pointOf = (row: EventRow): LogPoint => ({
  transactionId: row.transaction_id,
  position: String(row.global_position),
});

/** A consumer that took a page this recently is waited for by one ahead of it. */
const ACTIVE_MS = 2_000;

interface KeptPage {
  from: LogPoint;
  page: LogPage;
  /** The consumers that have gone through it. */
  takers: Set<string>;
}

/**
 * The log pages read for the consumers of one process that handle whole batches, shared between them: each page is
 * read once with the types of them all, and each consumer takes its own types' part. After a large import they all
 * go through the same hundreds of thousands of events; each used to read and parse them on its own.
 *
 * Only full pages are kept (a page at the head of the log is cheap and soon stale), at most `keep` of them, each until
 * every consumer has gone through it. A consumer whose checkpoint lies inside a kept page takes the rest of it, so
 * consumers that stood at different places (each at its own horizon) read the same pages after their first. The rows
 * of a page are all settled (older than every transaction running when it was read), so a page read in one consumer's
 * transaction is as true in another's later. A consumer ahead of the others waits a little for them (`waitForOthers`),
 * outside its transaction, rather than read on alone: the catch-up ends with the slowest anyway.
 */
export class SharedConsumerPages {
  private readonly types: string[];
  private readonly kept: KeptPage[] = [];
  private readonly reading = new Map<string, Promise<LogPage>>();
  /** When each consumer last took a page (ms since the epoch). */
  private readonly lastTaken = new Map<string, number>();
  private waiting: (() => void)[] = [];

  constructor(
    private readonly consumers: readonly string[],
    types: readonly (readonly string[])[],
    private readonly limit: number,
    private readonly keep = 2,
  ) {
    this.types = [...new Set(types.flat())];
  }

  shares(consumer: string): boolean {
    return this.consumers.includes(consumer);
  }

  async read(
    manager: EntityManager,
    consumer: string,
    from: LogPoint,
    types: readonly string[],
  ): Promise<ConsumerPage> {
    this.lastTaken.set(consumer, Date.now());
    const found = this.kept.find((k) => !isAfter(k.from, from) && k.page.last && isAfter(k.page.last, from));
    if (found) {
      found.takers.add(consumer);
      const rest = found.page.rows.flatMap((row, i) => (isAfter(pointOf(row), from) ? [i] : []));
      const part = this.partOf(found.page, rest, types, true);
      this.forgetTaken();
      return part;
    }
    const key = `${from.transactionId}/${from.position}`;
    let reading = this.reading.get(key);
    if (!reading) {
      reading = readLogPage(manager, from, this.types, this.limit, 'settled');
      this.reading.set(key, reading);
      reading.then(
        (page) => this.keepIfFull(key, from, page, consumer),
        () => this.reading.delete(key),
      );
    }
    const page = await reading;
    const full = page.rows.length === this.limit;
    this.kept.find((k) => k.page === page)?.takers.add(consumer);
    this.forgetTaken();
    return this.partOf(
      page,
      page.rows.map((_, i) => i),
      types,
      full,
    );
  }

  /**
   * Resolves once a kept page is let go or after `ms`, when `consumer` has gone through every page kept (it leads) and
   * another consumer took a page lately. One that took none (it runs in another process, has caught up or fails) is not
   * waited for.
   */
  async waitForOthers(consumer: string, ms: number): Promise<void> {
    if (this.kept.length < this.keep || this.kept.some((k) => !k.takers.has(consumer))) return;
    const lately = Date.now() - ACTIVE_MS;
    if (![...this.lastTaken].some(([other, at]) => other !== consumer && at >= lately)) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private keepIfFull(key: string, from: LogPoint, page: LogPage, reader: string): void {
    this.reading.delete(key);
    if (page.rows.length < this.limit) return;
    this.kept.push({ from, page, takers: new Set([reader]) });
    // A consumer far behind the others reads pages nobody else will take: the oldest goes.
    if (this.kept.length > this.keep) this.forget(0);
  }

  private forgetTaken(): void {
    for (let i = this.kept.length - 1; i >= 0; i--)
      if (this.consumers.every((c) => this.kept[i].takers.has(c))) this.forget(i);
  }

  private forget(index: number): void {
    this.kept.splice(index, 1);
    for (const wake of this.waiting.splice(0)) wake();
  }

  private partOf(page: LogPage, rows: number[], types: readonly string[], full: boolean): ConsumerPage {
    const wanted = new Set(storedNamesOf(types));
    const mine = rows.filter((i) => wanted.has(page.rows[i].type));
    return { events: mine.map((i) => page.events[i]), last: page.last, horizon: page.horizon, full };
  }
}
