import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { MetricsRegistry } from './metrics.registry';

/** Fine at the low end: a healthy pool hands a connection out in well under a millisecond. */
export const POOL_WAIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

type ConnectCallback = (
  error: Error | undefined,
  client: PoolClient | undefined,
  release: (error?: Error | boolean) => void,
) => void;

/**
 * How long requests wait for a PostgreSQL connection (`kasuwa_db_pool_wait_seconds`) and how busy the pool is
 * (`kasuwa_db_pool_connections` by state). A latency tail that the queries' own times do not explain shows here first:
 * a pool too small for the concurrency, or connections held across slow work.
 */
@Injectable()
export class DatabasePoolMetrics implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: MetricsRegistry,
  ) {}

  onModuleInit(): void {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool | undefined;
    if (!pool) return;
    const wait = this.metrics.histogram(
      'kasuwa_db_pool_wait_seconds',
      'Time from asking the pool for a PostgreSQL connection to getting one',
      [],
      POOL_WAIT_BUCKETS,
    );
    this.metrics.gauge(
      'kasuwa_db_pool_connections',
      'PostgreSQL pool connections by state (waiting: requests queued for one)',
      ['state'],
      function collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    );
    // pg's Pool.query and TypeORM both go through connect(), callback or promise style: one wrapper sees every wait.
    const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | void;
    const timed = (callback?: ConnectCallback) => {
      const stop = wait.startTimer();
      if (callback) return connect((error, client, release) => (stop(), callback(error, client, release)));
      return (connect() as Promise<PoolClient>).finally(stop);
    };
    pool.connect = timed as Pool['connect'];
  }
}
