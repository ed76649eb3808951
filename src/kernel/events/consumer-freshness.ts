import { DataSource } from 'typeorm';
import { storedNamesOf } from './event-registry';
import { AsyncEventConsumer } from './projection';

/** A consumer's figures are "catching up" once an event it counts has waited this long without being counted. */
export const CATCHING_UP_AFTER_SECONDS = 5;

/** How long one reading is shared: a screen asks for a dozen figures at once. */
const SHARED_FOR_MS = 1000;

export interface FreshnessReading {
  /** When the last event of the log the consumer has read through was recorded (ISO 8601); null before the first. */
  asOf: string | null;
  /** An event the consumer handles has been in the log for more than CATCHING_UP_AFTER_SECONDS without being handled. */
  catchingUp: boolean;
}

/**
 * How fresh the read tables an asynchronous consumer keeps are, read from its checkpoint: the consumer reads the log
 * through to its checkpoint (past the events of other types), so its tables count every event up to the one there.
 * The time is the database's own (`events.recorded_at`), never a request's clock. A module's figures extend it with
 * their consumer (the dashboards' aggregates, the extension agents' analytics).
 */
export class ConsumerFreshness {
  private shared: { at: number; reading: Promise<FreshnessReading> } | null = null;
  private readonly types: string[];

  constructor(
    private readonly dataSource: DataSource,
    private readonly consumer: AsyncEventConsumer & { handles: readonly string[] },
  ) {
    this.types = storedNamesOf(consumer.handles);
  }

  read(): Promise<FreshnessReading> {
    const now = Date.now();
    if (this.shared && now - this.shared.at < SHARED_FOR_MS) return this.shared.reading;
    const reading = this.readNow();
    this.shared = { at: now, reading };
    // A failed read is not shared: the next call asks again.
    reading.catch(() => {
      if (this.shared?.reading === reading) this.shared = null;
    });
    return reading;
  }

  private async readNow(): Promise<FreshnessReading> {
    const [row]: { as_of: Date | null; catching_up: boolean }[] = await this.dataSource.query(
      `SELECT (SELECT e.recorded_at FROM events e WHERE e.global_position = c.global_position) AS as_of,
              EXISTS (SELECT 1 FROM events e
                      WHERE (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
                        AND e.type = ANY($2) AND e.recorded_at < now() - make_interval(secs => $3)) AS catching_up
       FROM consumer_checkpoints c WHERE c.consumer = $1`,
      [this.consumer.name, this.types, CATCHING_UP_AFTER_SECONDS],
    );
    // No checkpoint row: the consumer has not started yet, so anything in the log is waiting.
    if (!row) {
      const [waiting] = await this.dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM events WHERE type = ANY($1) AND recorded_at < now() - make_interval(secs => $2)) AS catching_up`,
        [this.types, CATCHING_UP_AFTER_SECONDS],
      );
      return { asOf: null, catchingUp: Boolean(waiting?.catching_up) };
    }
    return { asOf: row.as_of ? new Date(row.as_of).toISOString() : null, catchingUp: Boolean(row.catching_up) };
  }
}
