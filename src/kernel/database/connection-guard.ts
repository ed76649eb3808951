import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RequestContexts } from '../context/request-context';
import { MetricsRegistry } from '../observability/metrics.registry';

/** What node-postgres answers when a statement's `query_timeout` ends the wait. */
const READ_TIMEOUT = 'Query read timeout';

type QueryFunction = (config: unknown, values?: unknown, callback?: unknown) => unknown;
type GuardedClient = PoolClient & { connection?: { stream?: { destroy(): void } }; kasuwaGuarded?: true };

export interface ConnectionGuardHooks {
  /** A pooled connection reported an error (it is dropped by its pool or its query runner). */
  onConnectionError(error: Error): void;
  /**
   * What is left of the current unit of work's budget in ms (zero or less: none), or undefined for the pool's own
   * limits. Asked at each connection wait and each statement.
   */
  budgetMs(): number | undefined;
}

/** What node-postgres' pool answers when its own wait for a connection ends; the budget's end answers the same. */
const CONNECT_TIMEOUT = 'timeout exceeded when trying to connect';

type ConnectCallback = (error: Error | undefined, client?: PoolClient, release?: (error?: Error) => void) => void;

/**
 * Makes every connection of the pool safe to lose:
 * - it always has an `error` listener, so a connection that dies while checked out (pg emits `error` on the client
 *   then, and only pg-pool's idle listener or TypeORM's runner listener may be there) is reported, never an
 *   unhandled 'error' event that ends the process. Its owner still sees the failure on its statement and releases it
 *   as broken.
 * - a statement run under a budget (an API request's) gives up when the budget ends; the connection is then closed
 *   rather than kept waiting on a server that may be frozen, so its runner is released as broken and the pool opens a
 *   new one when the server answers again;
 * - a wait for a connection under a budget gives up when the budget ends too, with the pool's own timeout error; a
 *   connection the pool hands over after that goes back to it at once.
 */
export function guardPoolConnections(pool: Pool, hooks: ConnectionGuardHooks): void {
  const guard = (client: GuardedClient) => {
    if (client.kasuwaGuarded) return;
    client.kasuwaGuarded = true;
    client.on('error', (error: Error) => hooks.onConnectionError(error));
    const query = client.query as unknown as QueryFunction;
    (client as unknown as { query: QueryFunction }).query = function budgeted(config, values, callback) {
      const left = hooks.budgetMs();
      if (left === undefined || !config || (typeof config !== 'string' && typeof config !== 'object'))
        return query.call(client, config, values, callback);
      if (
        typeof config === 'object' &&
        (typeof (config as { submit?: unknown }).submit === 'function' ||
          (config as { query_timeout?: number }).query_timeout)
      ) {
        return query.call(client, config, values, callback);
      }
      // A budget already spent still sends the statement, with the shortest wait: it fails as any late one does.
      const budget = Math.max(1, Math.ceil(left));
      const withBudget =
        typeof config === 'string'
          ? { text: config, query_timeout: budget }
          : { ...(config as object), query_timeout: budget };
      const closeIfLate = (error: unknown) => {
        if ((error as Error)?.message !== READ_TIMEOUT) return;
        // Ended before its runner gives it back, so that the pool drops it rather than lending it again, closed or not.
        client.end().catch(() => undefined);
        client.connection?.stream?.destroy();
      };
      const cb = typeof values === 'function' ? values : callback;
      if (typeof cb === 'function') {
        const wrapped = (error: unknown, result: unknown) => (
          closeIfLate(error),
          (cb as (e: unknown, r: unknown) => void)(error, result)
        );
        return typeof values === 'function'
          ? query.call(client, withBudget, wrapped)
          : query.call(client, withBudget, values, wrapped);
      }
      const result = query.call(client, withBudget, values) as Promise<unknown>;
      result.then(undefined, closeIfLate);
      return result;
    };
  };
  pool.on('connect', guard);
  bound(pool, hooks);
  // Connections made before the guard (TypeORM's first one, at initialisation) are guarded too.
  for (const client of (pool as unknown as { _clients?: GuardedClient[] })._clients ?? []) guard(client);
}

/** Ends a unit of work's wait for a pooled connection with its budget, when the budget ends before the pool's own. */
function bound(pool: Pool, hooks: ConnectionGuardHooks): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | undefined;
  (pool as unknown as { connect: typeof connect }).connect = function budgetedConnect(callback?: ConnectCallback) {
    const left = hooks.budgetMs();
    if (left === undefined) return connect(callback);
    if (callback) return void within(left, callback);
    return new Promise<PoolClient>((resolve, reject) =>
      within(left, (error, client) => (error ? reject(error) : resolve(client!))),
    );
  };

  function within(ms: number, callback: ConnectCallback): void {
    let answered = false;
    const giveUp = setTimeout(
      () => {
        answered = true;
        callback(new Error(CONNECT_TIMEOUT));
      },
      Math.max(0, ms),
    );
    void connect((error, client, release) => {
      if (answered) {
        if (client) (release ?? client.release.bind(client))();
        return;
      }
      answered = true;
      clearTimeout(giveUp);
      callback(error, client, release);
    });
  }
}

/**
 * The kernel's guard over the application's pool: connection errors are logged at debug level and counted, and an API
 * request's time on PostgreSQL is bounded, so that a frozen, restarting or overloaded server is reported in seconds,
 * not after the pool's own limits, which the jobs and consumers keep:
 * - a read (GET, HEAD) has DB_READ_BUDGET_MS for all its connection waits and statements together, from its first;
 *   a read answers what a client is waiting on the screen for, and each of its statements would otherwise have it all;
 * - any other request has DB_WRITE_BUDGET_MS for each one (an import's many statements may add up to more).
 */
@Injectable()
export class DatabaseConnectionGuard implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: MetricsRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool | undefined;
    if (!pool) return;
    const budgets = { read: this.config.dbReadBudgetMs, write: this.config.dbWriteBudgetMs };
    const lost = this.metrics.counter(
      'kasuwa_db_connection_errors_total',
      'PostgreSQL connections that failed while open (server gone, killed, or a statement over its budget)',
    );
    guardPoolConnections(pool, {
      onConnectionError: (error) => {
        lost.inc();
        this.logger.debug(`A PostgreSQL connection failed: ${error.message}`);
      },
      budgetMs: () => {
        const context = RequestContexts.current();
        if (context?.statementBudget === 'write') return budgets.write;
        if (context?.statementBudget !== 'read') return undefined;
        context.readDeadline ??= Date.now() + budgets.read;
        return context.readDeadline - Date.now();
      },
    });
  }
}
