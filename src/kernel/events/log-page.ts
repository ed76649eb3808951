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

/**
 * The `SET LOCAL` of a transaction that writes only what the log can give again: its commit does not wait for the
 * write-ahead log to reach the disk. A crash may lose the last few such commits, each whole (its rows with its
 * checkpoint), and they are made again from the log.
 */
export const NO_WAIT_FOR_DISK = `SET LOCAL synchronous_commit = off`;

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
  /** The stored names of each follower's types. */
  private readonly wanted = new Map<readonly string[], Set<string>>();

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
    let wanted = this.wanted.get(types);
    if (!wanted) this.wanted.set(types, (wanted = new Set(storedNamesOf(types))));
    const rows: EventRow[] = [];
    const events: StoredEvent[] = [];
    page.rows.forEach((row, i) => {
      if (!wanted.has(row.type)) return;
      rows.push(row);
      events.push(page.events[i]);
    });
    return { ...page, rows, events, full };
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
