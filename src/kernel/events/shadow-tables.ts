import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { CacheVersionMoves, VersionsTable } from './cache-versions';

/** Where a rebuild writes its read tables, under their own names, while the live ones keep serving. */
export const SHADOW_SCHEMA = 'kasuwa_rebuild';
/** The schema of the live tables. */
const LIVE_SCHEMA = 'public';

/** A table name as SQL writes it (quoted), and schema-qualified. */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const live = (table: string) => `${LIVE_SCHEMA}.${quoted(table)}`;
const shadow = (table: string) => `${SHADOW_SCHEMA}.${quoted(table)}`;

/**
 * The `SET LOCAL` that makes a transaction's unqualified table names mean the shadow tables where there are some (the
 * rebuilt ones) and the live tables otherwise (the log, the checkpoints, the reference data, other read models).
 */
export const SHADOW_SEARCH_PATH = `SET LOCAL search_path TO ${SHADOW_SCHEMA}, ${LIVE_SCHEMA}`;

/** A foreign key as the catalogue gives it back: the table that holds it, its name and its definition. */
interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Every catalogue read below runs with an empty search path (`pg_catalog` only), so that pg_get_indexdef and
 * pg_get_constraintdef qualify every name they print (`public.farmers`) and the rewrites below are exact.
 */
async function inCatalogueTerms<T>(manager: EntityManager, read: () => Promise<T>): Promise<T> {
  const [{ search_path }] = await manager.query(`SELECT current_setting('search_path') AS search_path`);
  await manager.query(`SELECT set_config('search_path', 'pg_catalog', true)`);
  try {
    return await read();
  } finally {
    await manager.query(`SELECT set_config('search_path', $1, true)`, [search_path]);
  }
}

/** `REFERENCES public.x(` becomes `REFERENCES kasuwa_rebuild.x(` for the tables of the rebuild. */
function referencingShadows(definition: string, tables: readonly string[]): string {
  let rewritten = definition;
  for (const table of tables) {
    for (const spelled of new Set([table, quoted(table)])) {
      rewritten = rewritten.split(` REFERENCES ${LIVE_SCHEMA}.${spelled}(`).join(` REFERENCES ${shadow(table)}(`);
    }
  }
  return rewritten;
}

/**
 * Makes an empty shadow of each live table (`tables`, all of one rebuild): the same columns, defaults, checks, keys,
 * indexes (under the live indexes' names, in the shadow schema) and foreign keys (to the shadow of a table of the
 * rebuild, else to the live table). A serial column gets a sequence of its own, starting where the live one started
 * (as TRUNCATE ... RESTART IDENTITY did), which goes live with its table. Leftovers of an earlier rebuild are dropped.
 * The indexes named in `later` (only readers use them) are left out and answered, as statements for
 * `finishShadowTables` once the replay has filled the tables.
 */
export async function createShadowTables(
  manager: EntityManager,
  tables: readonly string[],
  later: readonly string[] = [],
): Promise<LaterIndexes> {
  await manager.query(`CREATE SCHEMA IF NOT EXISTS ${SHADOW_SCHEMA}`);
  if (tables.length === 0) return [];
  await manager.query(`DROP TABLE IF EXISTS ${tables.map(shadow).join(', ')} CASCADE`);
  const names = [...tables];
  const { keys, indexes, serials, foreignKeys, statistics } = await inCatalogueTerms(manager, async () => ({
    keys: (await manager.query(
      `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relname = ANY($2) AND k.contype IN ('p', 'u', 'x') ORDER BY c.relname, k.conname`,
      [LIVE_SCHEMA, names],
    )) as ForeignKey[],
    indexes: (await manager.query(
      `SELECT c.relname AS table, ic.relname AS name, i.indisunique AS unique, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_class ic ON ic.oid = i.indexrelid
       WHERE n.nspname = $1 AND c.relname = ANY($2) AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
       ORDER BY c.relname, i.indexrelid`,
      [LIVE_SCHEMA, names],
    )) as { table: string; name: string; unique: boolean; definition: string }[],
    serials: (await manager.query(
      `SELECT c.relname AS table, a.attname AS column, s.relname AS sequence, format_type(q.seqtypid, NULL) AS type,
              q.seqstart::text AS start, q.seqincrement::text AS increment, q.seqmin::text AS min, q.seqmax::text AS max
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
       JOIN pg_depend d ON d.refobjid = c.oid AND d.refobjsubid = a.attnum AND d.deptype = 'a' AND d.classid = 'pg_class'::regclass
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S' JOIN pg_sequence q ON q.seqrelid = s.oid
       WHERE n.nspname = $1 AND c.relname = ANY($2) AND a.attidentity = ''`,
      [LIVE_SCHEMA, names],
    )) as {
      table: string;
      column: string;
      sequence: string;
      type: string;
      start: string;
      increment: string;
      min: string;
      max: string;
    }[],
    foreignKeys: await foreignKeysOf(manager, names, 'held'),
    // Columns given a statistics target of their own (a JSON document nobody selects by has none): LIKE leaves it.
    statistics: (await manager.query(
      `SELECT c.relname AS table, a.attname AS column, a.attstattarget::int AS target
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relname = ANY($2) AND a.attnum > 0 AND NOT a.attisdropped AND a.attstattarget >= 0`,
      [LIVE_SCHEMA, names],
    )) as { table: string; column: string; target: number }[],
  }));
  for (const table of tables) {
    await manager.query(
      `CREATE TABLE ${shadow(table)} (LIKE ${live(table)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED
         INCLUDING IDENTITY INCLUDING STORAGE INCLUDING COMPRESSION INCLUDING COMMENTS)`,
    );
  }
  for (const { table, column, target } of statistics)
    await manager.query(`ALTER TABLE ${shadow(table)} ALTER COLUMN ${quoted(column)} SET STATISTICS ${target}`);
  for (const s of serials) {
    await manager.query(
      `CREATE SEQUENCE ${SHADOW_SCHEMA}.${quoted(s.sequence)} AS ${s.type} INCREMENT BY ${s.increment} MINVALUE ${s.min} MAXVALUE ${s.max}
         START ${s.start} OWNED BY ${shadow(s.table)}.${quoted(s.column)}`,
    );
    await manager.query(
      `ALTER TABLE ${shadow(s.table)} ALTER COLUMN ${quoted(s.column)} SET DEFAULT ` +
        `nextval('${SHADOW_SCHEMA}.${quoted(s.sequence).replace(/'/g, "''")}'::regclass)`,
    );
  }
  for (const key of keys)
    await manager.query(`ALTER TABLE ${shadow(key.table)} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`);
  const unknown = later.filter((name) => !indexes.some((index) => index.name === name && !index.unique));
  if (unknown.length)
    throw new Error(`No index of the rebuilt tables, or only a unique one, is named ${unknown.join(', ')}`);
  const deferred: LaterIndexes = [];
  for (const index of indexes) {
    const on = new RegExp(
      ` ON (ONLY )?${LIVE_SCHEMA}\\.(${escape(index.table)}|${escape(quoted(index.table))}) USING `,
    );
    if (!on.test(index.definition))
      throw new Error(`Cannot make the shadow of an index of ${index.table}: ${index.definition}`);
    const statement = index.definition.replace(on, ` ON $1${shadow(index.table)} USING `);
    if (later.includes(index.name)) deferred.push({ table: index.table, statement });
    else await manager.query(statement);
  }
  for (const key of foreignKeys) {
    await manager.query(
      `ALTER TABLE ${shadow(key.table)} ADD CONSTRAINT ${quoted(key.name)} ${referencingShadows(key.definition, tables)}`,
    );
  }
  return deferred;
}

/** The indexes a rebuild builds once its shadow tables are filled (see createShadowTables): each table's statements. */
export type LaterIndexes = { table: string; statement: string }[];

/**
 * Runs `work` on `count` connections of its own, made without the application's time limits (a statement's 30 s, see
 * POSTGRES_TIME_LIMITS): building an index from a million rows, or checking a key against them, takes longer on a large
 * log, and the rebuild must not fail for it.
 */
async function onUnlimitedConnections(
  dataSource: DataSource,
  count: number,
  work: (query: (sql: string) => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const { url } = dataSource.options as { url?: string };
  const clients = Array.from({ length: count }, () => new Client({ connectionString: url }));
  try {
    await Promise.all(clients.map((client) => client.connect()));
    await Promise.all(clients.map((client) => work((sql) => client.query(sql))));
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
}

/** How many tables are finished side by side: the work is the processor's, and each connection does one at a time. */
const FINISHING_CONNECTIONS = 2;

/**
 * Once the replay has filled the shadow tables: builds the indexes left out of them, each from the rows at once (far
 * cheaper than moving them a row at a time through the replay, a farmers' name trigram index most of all), and
 * gathers every table's statistics, so that the first queries after the swap plan well. A table at a time on each of
 * a few connections side by side, the tables with most indexes to build first.
 */
export async function finishShadowTables(
  dataSource: DataSource,
  tables: readonly string[],
  later: LaterIndexes,
): Promise<void> {
  const finishing = new ShadowTablesFinishing(dataSource, later);
  finishing.add(tables);
  await finishing.done();
}

/**
 * finishShadowTables for tables given as their replays end: each replay's tables are finished while the slower replays
 * run, and while the consumers' `finish` sums their counters (about 28 s for the dashboards' on a log of a million
 * farmers). A table is given once nothing writes it any more; `done` waits for the last and answers the first failure.
 */
export class ShadowTablesFinishing {
  private readonly waiting: string[] = [];
  private readonly given = new Set<string>();
  private readonly wakers: (() => void)[] = [];
  private closed = false;
  private readonly finished: Promise<void>;

  constructor(
    dataSource: DataSource,
    private readonly later: LaterIndexes,
  ) {
    this.finished = onUnlimitedConnections(dataSource, FINISHING_CONNECTIONS, async (query) => {
      for (let table = await this.next(); table !== undefined; table = await this.next())
        for (const statement of this.statementsOf(table)) await query(statement);
    });
    // Answered by `done`; until then a failure is kept, not thrown at the process.
    this.finished.catch(() => undefined);
  }

  add(tables: readonly string[]): void {
    const fresh = tables.filter((table) => !this.given.has(table));
    for (const table of fresh) this.given.add(table);
    // The table with most to build goes first, whichever replay gave it: the farmers' fourteen indexes (about 20 s on
    // one connection) waited behind the analytics' and the dashboards' tables and ended last, after every replay.
    this.waiting.push(...fresh);
    this.waiting.sort((a, b) => this.statementsOf(b).length - this.statementsOf(a).length);
    this.wake();
  }

  /** Once every table has been given: waits until they are finished. */
  async done(): Promise<void> {
    this.closed = true;
    this.wake();
    await this.finished;
  }

  private statementsOf(table: string): string[] {
    return [
      ...this.later.filter((index) => index.table === table).map((index) => index.statement),
      `ANALYZE ${shadow(table)}`,
    ];
  }

  private async next(): Promise<string | undefined> {
    while (!this.waiting.length && !this.closed) await new Promise<void>((resolve) => this.wakers.push(resolve));
    return this.waiting.shift();
  }

  private wake(): void {
    for (const wake of this.wakers.splice(0)) wake();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The foreign keys the tables hold (`held`), or those other tables hold on them (`pointing`). */
function foreignKeysOf(manager: EntityManager, tables: string[], which: 'held' | 'pointing'): Promise<ForeignKey[]> {
  const condition =
    which === 'held'
      ? `c.relname = ANY($2)`
      : `NOT (c.relname = ANY($2)) AND k.confrelid IN (
           SELECT r.oid FROM pg_class r JOIN pg_namespace rn ON rn.oid = r.relnamespace
           WHERE rn.nspname = $1 AND r.relname = ANY($2))`;
  return manager.query(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND k.contype = 'f' AND ${condition} ORDER BY c.relname, k.conname`,
    [LIVE_SCHEMA, tables],
  );
}

/** Foreign keys that the swap let go of and made again without checking the rows (see validateForeignKeys). */
export type UncheckedForeignKeys = ForeignKey[];

/**
 * In the caller's transaction, which holds the live tables locked: the live tables go and their shadows take their
 * place under the same names (their indexes, keys and sequences move with them). Foreign keys that tables outside the
 * rebuild hold on them are made again on the new tables, NOT VALID (checking the rows would hold the lock for a scan),
 * and answered for `validateForeignKeys` after the commit.
 */
export async function swapShadowTables(
  manager: EntityManager,
  tables: readonly string[],
): Promise<UncheckedForeignKeys> {
  if (tables.length === 0) return [];
  const pointing = await inCatalogueTerms(manager, () => foreignKeysOf(manager, [...tables], 'pointing'));
  for (const key of pointing) await manager.query(`ALTER TABLE ${live(key.table)} DROP CONSTRAINT ${quoted(key.name)}`);
  await manager.query(`DROP TABLE ${tables.map(live).join(', ')}`);
  for (const table of tables) await manager.query(`ALTER TABLE ${shadow(table)} SET SCHEMA ${LIVE_SCHEMA}`);
  for (const key of pointing)
    await manager.query(
      `ALTER TABLE ${live(key.table)} ADD CONSTRAINT ${quoted(key.name)} ${key.definition} NOT VALID`,
    );
  return pointing;
}

/** Checks the rows of the foreign keys made again by a swap; answers those the rows break (left NOT VALID). */
export async function validateForeignKeys(dataSource: DataSource, keys: UncheckedForeignKeys): Promise<string[]> {
  const broken: string[] = [];
  if (!keys.length) return broken;
  await onUnlimitedConnections(dataSource, 1, async (query) => {
    for (const key of keys) {
      try {
        await query(`ALTER TABLE ${live(key.table)} VALIDATE CONSTRAINT ${quoted(key.name)}`);
      } catch (error) {
        broken.push(`${key.table}.${key.name}: ${(error as Error).message}`);
      }
    }
  });
  return broken;
}

/** Drops the shadows of an abandoned rebuild. */
export async function dropShadowTables(manager: EntityManager, tables: readonly string[]): Promise<void> {
  if (tables.length) await manager.query(`DROP TABLE IF EXISTS ${tables.map(shadow).join(', ')} CASCADE`);
}

/**
 * Moves every cache version forward (every row of each `*_version`/`*_versions` table with a `version` column and a
 * one-column primary key): the in-memory caches of every process then read the swapped tables afresh. The rows are
 * moved as CacheVersionMoves moves a change's, by table then key, so that the swap and a writer never wait on each
 * other's rows.
 */
export async function bumpCacheVersions(manager: EntityManager): Promise<string[]> {
  const tables: VersionsTable[] = await manager.query(
    `SELECT c.relname AS table, k.attname AS key
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
     JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary AND i.indnkeyatts = 1
     JOIN pg_attribute k ON k.attrelid = c.oid AND k.attnum = i.indkey[0]
     WHERE n.nspname = $1 AND c.relkind = 'r' AND (c.relname LIKE '%\\_versions' OR c.relname LIKE '%\\_version')
       AND a.attname = 'version' AND NOT a.attisdropped AND format_type(a.atttypid, NULL) IN ('bigint', 'integer')
     ORDER BY c.relname`,
    [LIVE_SCHEMA],
  );
  const moves = new CacheVersionMoves();
  await moves.everyRowOfTables(tables, manager);
  await moves.move(manager);
  return tables.map((t) => t.table);
}
