import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * How much larger than its statistics know a table must be for a bulk write to refresh them at once: by half. Less
 * than that is left to autovacuum, which analyzes a table from a tenth of its rows changed and comes by within a
 * minute or so. On a young database an import multiplies the log and the farmers' tables, and the plans made from the
 * old statistics (a page of the log read as a scan of the whole log) cost far more than the refresh; on a log of two
 * million events the refresh of `events` alone took 4 to 7 s, beside the consumers catching up with the import, for
 * statistics a 100,000-row import barely moved.
 */
const GROWN_BY = 1.5;

/**
 * Refreshes the planner's statistics of tables a bulk write has just filled, in the background: until then the planner
 * takes them for their old size (until autovacuum comes by), and the lists and exports that follow run twice as long;
 * but the user waiting for the bulk write need not wait for the statistics as well. Refreshes run one after another;
 * one under way when the application stops is finished first.
 */
@Injectable()
export class TableStatistics implements BeforeApplicationShutdown {
  private readonly logger = new Logger(TableStatistics.name);
  private refreshing: Promise<void> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Queues an ANALYZE of those of `tables` (names the code gives, never a user's) that have grown by half since their
   * statistics were gathered, or never had any (see GROWN_BY); a failure is logged, not thrown.
   */
  refreshSoon(tables: readonly string[]): void {
    this.refreshing = this.refreshing.then(async () => {
      try {
        const grown = await this.grown(tables);
        if (grown.length) await this.dataSource.query(`ANALYZE ${grown.join(', ')}`);
      } catch (error) {
        this.logger.warn(`The statistics of ${tables.join(', ')} were not refreshed: ${(error as Error).message}`);
      }
    });
  }

  /** Resolves once every refresh asked so far has ended. */
  settled(): Promise<void> {
    return this.refreshing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.refreshing;
  }

  /**
   * The tables whose pages now outnumber by GROWN_BY those their statistics counted (the planner scales their rows by
   * the pages it finds, but not what the rows hold). A name no table has is kept, for ANALYZE to refuse.
   */
  private async grown(tables: readonly string[]): Promise<string[]> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT t.name FROM unnest($1::text[]) WITH ORDINALITY AS t(name, n) LEFT JOIN pg_class c ON c.oid = to_regclass(t.name)
       WHERE c.oid IS NULL OR c.reltuples < 0
          OR pg_relation_size(c.oid) >= $2::float8 * c.relpages * current_setting('block_size')::int
       ORDER BY t.n`,
      [tables, GROWN_BY],
    );
    return rows.map((row) => row.name);
  }
}
