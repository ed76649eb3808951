import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

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

  /** Queues an ANALYZE of `tables` (names the code gives, never a user's); a failure is logged, not thrown. */
  refreshSoon(tables: readonly string[]): void {
    this.refreshing = this.refreshing.then(() =>
      this.dataSource.query(`ANALYZE ${tables.join(', ')}`).then(
        () => undefined,
        (error: Error) =>
          this.logger.warn(`The statistics of ${tables.join(', ')} were not refreshed: ${error.message}`),
      ),
    );
  }

  /** Resolves once every refresh asked so far has ended. */
  settled(): Promise<void> {
    return this.refreshing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.refreshing;
  }
}
