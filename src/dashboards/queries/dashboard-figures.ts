import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import { queryPrepared } from '../../kernel/database/prepared-query';
import { dayIn } from '../domain/country-day';
import { Metric } from '../domain/metrics';
import { DashboardScope, DashboardScopes } from './dashboard-scope';

export interface KeyValue {
  key: string;
  countryId: number;
  value: number;
}

/** Reads the aggregates (dash_totals, dash_daily) by primary key prefix: never a business table, never a scan. */
@Injectable()
export class DashboardFigures {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly scopes: DashboardScopes,
  ) {}

  /** The metric's total (key '') over the scope. */
  async total(metric: Metric, scope: DashboardScope): Promise<number> {
    const [row] = await queryPrepared<{ value: string }>(
      this.dataSource,
      `SELECT COALESCE(sum(value), 0)::text AS value FROM dash_totals
       WHERE metric = $1 AND owner_id = $2 AND ($3::int[] IS NULL OR country_id = ANY($3::int[])) AND key = ''`,
      [metric, scope.owner, scope.countries],
    );
    return Number(row?.value ?? 0);
  }

  /** The metric by key over the scope, largest first (keys whose figure is 0 left out). */
  async byKey(metric: Metric, scope: DashboardScope): Promise<KeyValue[]> {
    const rows: { key: string; country_id: number; value: string }[] = await queryPrepared(
      this.dataSource,
      `SELECT key, country_id, sum(value)::text AS value FROM dash_totals
       WHERE metric = $1 AND owner_id = $2 AND ($3::int[] IS NULL OR country_id = ANY($3::int[]))
       GROUP BY key, country_id HAVING sum(value) <> 0 ORDER BY sum(value) DESC, key`,
      [metric, scope.owner, scope.countries],
    );
    return rows.map((r) => ({ key: r.key, countryId: r.country_id, value: Number(r.value) }));
  }

  /** The metric's count per day from `from` to `to` (each country's own days), summed over the scope; days with none left out. */
  async daily(metric: Metric, scope: DashboardScope, from: string, to: string): Promise<Map<string, number>> {
    const rows: { day: string; value: string }[] = await queryPrepared(
      this.dataSource,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(value)::text AS value FROM dash_daily
       WHERE metric = $1 AND owner_id = $2 AND ($3::int[] IS NULL OR country_id = ANY($3::int[])) AND day BETWEEN $4::date AND $5::date
       GROUP BY day`,
      [metric, scope.owner, scope.countries, from, to],
    );
    return new Map(rows.map((r) => [r.day, Number(r.value)]));
  }

  /** Today in the scope's countries: the latest of their days (the countries east of UTC reach tomorrow first). */
  async todayOf(scope: DashboardScope): Promise<string> {
    const countries = scope.countries ?? (await this.scopes.everyCountry());
    const now = this.clock.now();
    const days = countries.map((c) => dayIn(c, now)).sort();
    return days[days.length - 1] ?? now.toISOString().slice(0, 10);
  }

  /** The metric's count for today, each country's today in its own time zone. */
  async today(metric: Metric, scope: DashboardScope): Promise<number> {
    const countries = scope.countries ?? (await this.scopes.everyCountry());
    if (!countries.length) return 0;
    const now = this.clock.now();
    const [row] = await queryPrepared<{ value: string }>(
      this.dataSource,
      `SELECT COALESCE(sum(d.value), 0)::text AS value FROM unnest($3::int[], $4::date[]) AS t(country_id, day)
       JOIN dash_daily d ON d.metric = $1 AND d.owner_id = $2 AND d.country_id = t.country_id AND d.day = t.day`,
      [metric, scope.owner, countries, countries.map((c) => dayIn(c, now))],
    );
    return Number(row?.value ?? 0);
  }
}
