import { EntityManager } from 'typeorm';
import { quoted } from '../../../kernel/events/shadow-tables';
import { METRICS as M } from '../../domain/metrics';
import type { Term } from './batch';

/**
 * A rebuild's replay of the dashboards: the counters' terms appended to tables of their own, without keys or indexes,
 * and summed into dash_totals, dash_daily and dash_communities once, when the replay has reached the head of the log.
 *
 * Moving a counter row costs far more than appending a term: a replay of a million farmers wrote 1.7 million counter
 * rows for 700,000 counters, and a row for each of a million communities, each looked up by its key first. The staging
 * tables are unlogged (a rebuild that fails starts again from the beginning) and live in the schema the replay writes
 * into (the rebuild's shadows), dropped once summed.
 */
const STAGED = {
  totals: 'dash_staged_totals',
  daily: 'dash_staged_daily',
  communities: 'dash_staged_communities',
} as const;

/** The counters settleStagedCounters writes. */
export const COUNTER_TABLES = ['dash_communities', 'dash_totals', 'dash_daily'] as const;

/** Makes the staging tables empty (an abandoned replay may have left some). */
export async function createStagingTables(manager: EntityManager): Promise<void> {
  await manager.query(`DROP TABLE IF EXISTS ${Object.values(STAGED).join(', ')}`);
  for (const table of [STAGED.totals, STAGED.daily])
    await manager.query(
      `CREATE UNLOGGED TABLE ${table} (metric text NOT NULL, owner_id text NOT NULL, country_id integer NOT NULL,
         key text NOT NULL, value numeric NOT NULL)`,
    );
  await manager.query(
    `CREATE UNLOGGED TABLE ${STAGED.communities} (owner_id text NOT NULL, country_id integer NOT NULL,
       community_key text NOT NULL, farmers integer NOT NULL)`,
  );
}

/** Terms of dash_totals (`totals`) or dash_daily (`daily`, the key a day), each term's value signed. */
export async function appendCounterTerms(
  manager: EntityManager,
  counters: 'totals' | 'daily',
  terms: Term[],
): Promise<void> {
  if (!terms.length) return;
  await manager.query(
    `INSERT INTO ${STAGED[counters]} (metric, owner_id, country_id, key, value)
     SELECT m, o, c, k, v * s FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::numeric[], $6::int[]) AS d(m, o, c, k, v, s)`,
    [0, 1, 2, 3, 4, 5].map((i) => terms.map((t) => t[i])),
  );
}

/** The farmers each community gained (or lost). */
export async function appendCommunityTerms(
  manager: EntityManager,
  moved: [owner: string, countryId: number, key: string, delta: number][],
): Promise<void> {
  if (!moved.length) return;
  await manager.query(
    `INSERT INTO ${STAGED.communities} (owner_id, country_id, community_key, farmers)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[])`,
    [0, 1, 2, 3].map((i) => moved.map((m) => m[i])),
  );
}

/**
 * Sums the staged terms into the counters, which the replay started empty (a key already there fails the statement
 * rather than being counted twice), and drops the staging tables. As a live batch does: a community is kept while it
 * has farmers and counted once per owner; a counter whose terms cancel out is not written.
 */
export async function settleStagedCounters(manager: EntityManager): Promise<void> {
  await withKeysMadeAfter(manager, COUNTER_TABLES, async () => {
    await manager.query(
      `WITH kept AS (
         INSERT INTO dash_communities (owner_id, country_id, community_key, farmers)
         SELECT owner_id, country_id, community_key, sum(farmers) FROM ${STAGED.communities}
         GROUP BY owner_id, country_id, community_key HAVING sum(farmers) > 0
         RETURNING owner_id, country_id)
       INSERT INTO ${STAGED.totals} (metric, owner_id, country_id, key, value)
       SELECT $1, owner_id, country_id, '', count(*) FROM kept GROUP BY owner_id, country_id`,
      [M.communities],
    );
    await manager.query(
      `INSERT INTO dash_totals (metric, owner_id, country_id, key, value)
       SELECT metric, owner_id, country_id, key, sum(value) FROM ${STAGED.totals}
       GROUP BY metric, owner_id, country_id, key HAVING sum(value) <> 0`,
    );
    await manager.query(
      `INSERT INTO dash_daily (metric, owner_id, country_id, day, value)
       SELECT metric, owner_id, country_id, key::date, sum(value) FROM ${STAGED.daily}
       GROUP BY metric, owner_id, country_id, key HAVING sum(value) <> 0`,
    );
  });
  await manager.query(`DROP TABLE ${Object.values(STAGED).join(', ')}`);
}

/**
 * Fills `tables` with their primary keys dropped, then makes the keys again from the rows at once: a million
 * communities went into dash_communities in 8.2 s through its key, in 4.5 s with the key made afterwards. The keys come
 * back under the same names and definitions (the tables the search path finds first: a rebuild's shadows); a key that
 * rows break fails the statement.
 */
async function withKeysMadeAfter(
  manager: EntityManager,
  tables: readonly string[],
  fill: () => Promise<void>,
): Promise<void> {
  const keys: { table: string; name: string; definition: string }[] = await manager.query(
    `SELECT t.name AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
     FROM unnest($1::text[]) AS t(name) JOIN pg_constraint k ON k.conrelid = to_regclass(quote_ident(t.name))
     WHERE k.contype = 'p'`,
    [tables],
  );
  for (const key of keys) await manager.query(`ALTER TABLE ${quoted(key.table)} DROP CONSTRAINT ${quoted(key.name)}`);
  await fill();
  for (const key of keys)
    await manager.query(`ALTER TABLE ${quoted(key.table)} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`);
}
