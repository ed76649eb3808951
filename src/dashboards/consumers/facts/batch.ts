import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { METRICS as M } from '../../domain/metrics';
import type { EnrolmentRow, FarmerRow } from './farmer-facts';
import { appendCommunityTerms, appendCounterTerms } from './staged-counters';

/** The rows a statement answers: through TypeORM an UPDATE or a DELETE answers [rows, count]. */
export async function rowsOf<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await manager.query(sql, params);
  const rows: unknown =
    Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number'
      ? result[0]
      : result;
  return rows as T[];
}

/** A community's key in a map of the moved communities' deltas: its parts joined by NUL, which no text PostgreSQL stores can hold. */
const idOf = (...parts: (string | number)[]): string => parts.join('\0');

/**
 * Values by metric, owner, country and key, in maps nested in that order: a catch-up adds millions of terms to a few
 * thousand counters, and a key string made for each term cost more than the sums.
 */
class CounterMap<V> {
  private readonly byMetric = new Map<string, Map<string, Map<number, Map<string, V>>>>();
  /** The values kept (counted by those who set them through keysOf). */
  size = 0;

  /** The values of one metric, owner and country, by key (made empty when there are none yet). */
  keysOf(metric: string, owner: string, countryId: number): Map<string, V> {
    let byOwner = this.byMetric.get(metric);
    if (!byOwner) this.byMetric.set(metric, (byOwner = new Map<string, Map<number, Map<string, V>>>()));
    let byCountry = byOwner.get(owner);
    if (!byCountry) byOwner.set(owner, (byCountry = new Map<number, Map<string, V>>()));
    let byKey = byCountry.get(countryId);
    if (!byKey) byCountry.set(countryId, (byKey = new Map<string, V>()));
    return byKey;
  }

  *entries(): Generator<[...TermKey, V]> {
    for (const [metric, byOwner] of this.byMetric)
      for (const [owner, byCountry] of byOwner)
        for (const [countryId, byKey] of byCountry)
          for (const [key, value] of byKey) yield [metric, owner, countryId, key, value];
  }
}

/**
 * What one event changes in the counters, collected and then written in two statements (the sums made by PostgreSQL,
 * in `numeric`, so hectares and kilograms add up exactly); terms that cancel out write nothing.
 */
export class Deltas {
  private readonly totals = newTerms();
  private readonly daily = newTerms();
  /** The farmers each community gained or lost, by owner, country and key (the metric left empty). */
  private readonly communities = new CounterMap<number>();

  total(
    metric: string,
    owners: readonly string[],
    countryId: number,
    key: string,
    value: number | string,
    sign: number,
  ): this {
    // The value is read once for all the owners (a farmer's hectares go to the country, its agent and its referrer).
    if (typeof value === 'number' && Number.isSafeInteger(value)) {
      if (value !== 0) for (const owner of owners) addCount(this.totals, metric, owner, countryId, key, value * sign);
      return this;
    }
    const decimal = typeof value === 'string' ? decimalOf(value) : null;
    if (!decimal) {
      for (const owner of owners) this.totals.exact.push([metric, owner, countryId, key, String(value), sign]);
      return this;
    }
    // A zero adds nothing; "0.00" is still added, for the scale it gives the sum, as PostgreSQL's numeric would keep it.
    if (decimal.units === 0n && decimal.scale === 0) return this;
    const term = sign === 1 ? decimal : { units: -decimal.units, scale: decimal.scale };
    for (const owner of owners) addDecimal(this.totals, metric, owner, countryId, key, term);
    return this;
  }

  day(metric: string, owners: readonly string[], countryId: number, day: string, sign: number): this {
    for (const owner of owners) addCount(this.daily, metric, owner, countryId, day, sign);
    return this;
  }

  /** Both: the total and the day's count. */
  counted(metric: string, owners: readonly string[], countryId: number, day: string, sign: number): this {
    return this.total(metric, owners, countryId, '', 1, sign).day(metric, owners, countryId, day, sign);
  }

  community(owners: readonly string[], countryId: number, key: string, sign: number): void {
    for (const owner of owners) {
      const byKey = this.communities.keysOf('', owner, countryId);
      const farmers = byKey.get(key);
      if (farmers === undefined) this.communities.size++;
      byKey.set(key, (farmers ?? 0) + sign);
    }
  }

  /** The terms kept: counters, communities and the terms left to PostgreSQL to add up. */
  size(): number {
    let size = this.communities.size;
    for (const terms of [this.totals, this.daily]) size += terms.counts.size + terms.decimals.size + terms.exact.length;
    return size;
  }

  async flush(manager: EntityManager): Promise<void> {
    await this.flushCommunities(manager);
    await this.write(manager, 'dash_totals', 'key', 'text', this.totals);
    await this.write(manager, 'dash_daily', 'day', 'date', this.daily);
  }

  /**
   * A rebuild's replay: the terms appended, unsummed, to the staging tables (staged-counters.ts) rather than added to
   * the counters, which `settleStagedCounters` does once for the whole replay.
   */
  async stage(manager: EntityManager): Promise<void> {
    await appendCommunityTerms(manager, this.movedCommunities());
    await appendCounterTerms(manager, 'totals', termsOf(this.totals));
    await appendCounterTerms(manager, 'daily', termsOf(this.daily));
  }

  /** The communities whose farmers moved, with how many they gained (or lost). */
  private movedCommunities(): [owner: string, countryId: number, key: string, delta: number][] {
    const moved: [string, number, string, number][] = [];
    for (const [, owner, countryId, key, delta] of this.communities.entries())
      if (delta !== 0) moved.push([owner, countryId, key, delta]);
    return moved;
  }

  /**
   * The farmers of each community moved in one statement, the communities that gain their first farmer or lose their
   * last counted, and those left with none deleted in one more.
   */
  private async flushCommunities(manager: EntityManager): Promise<void> {
    const moved = this.movedCommunities();
    if (!moved.length) return;
    const rows: { owner_id: string; country_id: number; community_key: string; farmers: string; delta: number }[] =
      await manager.query(
        `INSERT INTO dash_communities (owner_id, country_id, community_key, farmers)
         SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[])
         ON CONFLICT (owner_id, country_id, community_key)
           DO UPDATE SET farmers = dash_communities.farmers + EXCLUDED.farmers
         RETURNING owner_id, country_id, community_key, farmers`,
        [0, 1, 2, 3].map((i) => moved.map((m) => m[i])),
      );
    const deltaOf = new Map(moved.map(([owner, countryId, key, delta]) => [idOf(owner, countryId, key), delta]));
    const emptied: typeof rows = [];
    for (const row of rows) {
      const after = Number(row.farmers);
      const before = after - deltaOf.get(idOf(row.owner_id, row.country_id, row.community_key))!;
      if (before <= 0 && after > 0) this.total(M.communities, [row.owner_id], row.country_id, '', 1, 1);
      if (before > 0 && after <= 0) this.total(M.communities, [row.owner_id], row.country_id, '', 1, -1);
      if (after <= 0) emptied.push(row);
    }
    if (emptied.length)
      await manager.query(
        `DELETE FROM dash_communities d
           USING unnest($1::text[], $2::int[], $3::text[]) AS e(owner_id, country_id, community_key)
         WHERE d.owner_id = e.owner_id AND d.country_id = e.country_id AND d.community_key = e.community_key`,
        [emptied.map((r) => r.owner_id), emptied.map((r) => r.country_id), emptied.map((r) => r.community_key)],
      );
  }

  private async write(manager: EntityManager, table: string, column: string, type: string, terms: Terms) {
    const all = termsOf(terms);
    if (!all.length) return;
    const columns = [0, 1, 2, 3, 4, 5].map((i) => all.map((t) => t[i]));
    await manager.query(
      `INSERT INTO ${table} (metric, owner_id, country_id, ${column}, value)
       SELECT m, o, c, k, sum(v * s)
         FROM unnest($1::text[], $2::text[], $3::int[], $4::${type}[], $5::numeric[], $6::int[]) AS d(m, o, c, k, v, s)
       GROUP BY m, o, c, k HAVING sum(v * s) <> 0
       ON CONFLICT (metric, owner_id, country_id, ${column}) DO UPDATE SET value = ${table}.value + EXCLUDED.value`,
      columns,
    );
  }
}

type TermKey = [metric: string, owner: string, countryId: number, key: string];
export type Term = [...TermKey, value: string, sign: number];
/**
 * A counter's terms, summed here as they come (a farmer counted, taken off and counted again in one batch sends one
 * term, or none): whole numbers as numbers, decimals (hectares, kilograms) exactly, as scaled integers; any other
 * value is kept for PostgreSQL to add up in `numeric`.
 */
interface Terms {
  counts: CounterMap<number>;
  decimals: CounterMap<Decimal>;
  exact: Term[];
}

const newTerms = (): Terms => ({ counts: new CounterMap(), decimals: new CounterMap(), exact: [] });

/** The terms to write, those summed here as one each (left out where they cancel out). */
function termsOf(terms: Terms): Term[] {
  const all: Term[] = [];
  for (const [metric, owner, countryId, key, sum] of terms.counts.entries())
    if (sum !== 0) all.push([metric, owner, countryId, key, String(sum), 1]);
  for (const [metric, owner, countryId, key, sum] of terms.decimals.entries())
    if (sum.units !== 0n) all.push([metric, owner, countryId, key, textOf(sum), 1]);
  all.push(...terms.exact);
  return all;
}

/** An exact decimal: `units` × 10^-`scale`. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal as PostgreSQL writes a `numeric` ("12.50", "-3"), or null when it is not one. */
function decimalOf(text: string): Decimal | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: minus ? -units : units, scale: fraction.length };
}

function addDecimals(a: Decimal, b: Decimal): Decimal {
  if (a.scale === b.scale) return { units: a.units + b.units, scale: a.scale };
  const scale = Math.max(a.scale, b.scale);
  const units = a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale);
  return { units, scale };
}

function textOf({ units, scale }: Decimal): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return units < 0n ? `-${text}` : text;
}

/** Adds a whole number to a counter's sum (a term of a count). */
function addCount(terms: Terms, metric: string, owner: string, countryId: number, key: string, value: number) {
  const counts = terms.counts.keysOf(metric, owner, countryId);
  const count = counts.get(key);
  if (count === undefined) terms.counts.size++;
  counts.set(key, (count ?? 0) + value);
}

/** Adds a signed decimal to a counter's exact sum. */
function addDecimal(terms: Terms, metric: string, owner: string, countryId: number, key: string, term: Decimal) {
  const decimals = terms.decimals.keysOf(metric, owner, countryId);
  const sum = decimals.get(key);
  if (!sum) terms.decimals.size++;
  decimals.set(key, sum ? addDecimals(sum, term) : term);
}

/** What a farm or a record inserted by the batch adds to its farmer's figures. */
export interface AddedFacts {
  farmerId: string;
  farms: number;
  farmHa: string;
  fertilizerKg: string;
  trainedRecords: number;
}

/** What one batch has learnt and left to do, beside its counter deltas. */
export class BatchState {
  /** The organisation each agent of the batch's enrolments refers farmers to (null: none). */
  readonly referrers = new Map<string, string | null>();
  /**
   * Farmers enrolled by the batch and not yet in dash_farmers, in the events' order, by their id as PostgreSQL writes
   * it: each is inserted once, with what the batch's farms and records added it, before anything reads the table.
   */
  readonly enrolled = new Map<string, EnrolmentRow>();
  /** Farmers as last counted in this batch, or enrolled by it: no need to read them back. */
  readonly counted = new Map<string, FarmerRow>();
  /** Farmers to count at the end of the batch, with what each counted before (null: enrolled by the batch). */
  readonly changed = new Map<string, FarmerRow | null>();
  /** Of those, the farmers whose facts changed otherwise than by additions: read again from all their facts. */
  readonly recounted = new Set<string>();
  /** What the batch's farms and records added to their farmers. */
  readonly added: AddedFacts[] = [];

  /** `deltas`: where the batch's counter terms go (a rebuild's replay keeps them across pages). */
  constructor(readonly deltas = new Deltas()) {}
}

/** The events of one source module and what they count: their fact rows (dash_*) and counter deltas. */
export interface FactSource {
  readonly handles: readonly string[];
  /** Reads what the whole batch needs before its first event. */
  startBatch?(events: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<void>;
  /**
   * Types whose events a batch gathers into one run per type, in this order, where they follow one another (see the
   * kernel's gatheredRuns: each type's events depend only on those of the types before it).
   */
  readonly gathered?: readonly string[];
  /** A run of events of one type (a bulk import's) written at once, for the types it names. */
  writeRun?(run: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<boolean>;
  apply(event: StoredEvent, manager: EntityManager, batch: BatchState): Promise<void>;
  /** Work left to the end of the batch, before the counters are written. */
  finishBatch?(manager: EntityManager, batch: BatchState): Promise<void>;
}
