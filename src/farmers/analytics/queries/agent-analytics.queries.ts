import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetUserQuery, type UserView } from '../../../accounts';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { QueuedReadSharing } from '../../../kernel/database/prepared-query';
import { Page, pageOf } from '../../../kernel/http/envelopes';
import { LATEST_ACTIVITIES } from '../consumers/filed-activities';
import { AgentFigureCache } from './agent-figure-cache';
import { AgentScope } from './agent-scope';
import { countryBounds, LatLngBounds } from './country-bounds';

/**
 * What each figure means. Every figure is about the farmers the agent enrolled (the farmer's creator), as they are now:
 * a deleted farmer, a removed farm, a deleted record counts nowhere. All of them are read from the analytics tables the
 * ExtensionAgentAnalytics consumer keeps (ea_farmers, ea_farms, ea_records, ea_daily_activities, ea_latest_activities), by the agent's index.
 * - total farmers: the agent's farmers.
 * - monthly farmers count: farmers enrolled in each of the last 12 calendar months (UTC), this month last, zero-filled.
 * - ten last activities: the ten most recent events about the agent's farmers (enrolled, updated, deleted; farm mapped,
 *   edited, removed; record created, saved, entry removed, deleted), whoever did them, newest first.
 * - farmers by gender: the count of each gender, FEMALE coloured green and MALE blue (the spec's colours).
 * - farmers by project: the count per project, largest first.
 * - farmers list: the agent's farmers sorted by name (then id), 5 a page, `name` narrowing to names that contain it.
 * - total farm size: the sum of the sizes in hectares of the farms of the agent's farmers (acres and m² converted).
 * - average farm size: that total divided by the number of those farms (per farm, not per farmer); 0 without farms.
 * - farmers using fertilizers: farmers with at least one planting record (of any year) applying at least one fertilizer.
 * - actual yield: the sum, in kilograms, of the actual yields of all the agent's planting records (every year) whose
 *   actual yield is given in a unit of weight; `records` says how many records that is.
 * - average yield: that sum divided by that number of records (per record with an actual yield in kg).
 * - fertilizers used: the sum, in kilograms, of every fertilizer entry of those records (50 kg bags, grams... converted
 *   with the unit list); entries in a unit no source weighs are left out and counted in `itemsWithoutKg`.
 * - data score (profile): the share, in percent, of the agent's farmers who have at least one farm and at least one
 *   planting record (a farmer whose data is complete enough to advise).
 * - daily activity (profile): the activities of each of the last `days` days (UTC), zero-filled, oldest first.
 */
export const FIGURES = [
  'monthly-farmers-count',
  'ten-last-activities',
  'farmers-by-gender',
  'farmers-by-project',
  'farmers-list',
  'total-farms-size',
  'avg-farms-size',
  'farmers-using-fertilizers',
  'actual-yield',
  'yield-avg',
  'fertilizers-used',
  'data-score',
  'daily-activity',
  'farms-map',
] as const;
export type Figure = (typeof FIGURES)[number];

export interface FigureOptions {
  page?: number;
  size?: number;
  name?: string;
  days?: number;
}

/** One figure of an agent's dashboard; each figure has its own shape, which the controller passes on as it is. */
export class ExtensionAgentFigureQuery extends Query<unknown> {
  constructor(
    readonly actor: Actor,
    readonly agentId: string,
    readonly figure: Figure,
    readonly options: FigureOptions = {},
  ) {
    super();
  }
}

export class ExtensionAgentInformationQuery extends Query<ExtensionAgentInformation> {
  constructor(
    readonly actor: Actor,
    readonly agentId: string,
  ) {
    super();
  }
}

/** The agent as their information screen shows them, with their totals. */
export type ExtensionAgentInformation = Pick<
  UserView,
  | 'id'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'phone'
  | 'company'
  | 'photoUrl'
  | 'country'
  | 'approvalStatus'
  | 'isActive'
  | 'createdAt'
  | 'lastLoginAt'
> & { totals: AgentTotals };

export interface AgentTotals {
  farmers: number;
  femaleFarmers: number;
  maleFarmers: number;
  farms: number;
  totalFarmsSizeHa: number;
  plantingRecords: number;
  communities: number;
}

export interface AgentFarmerRow {
  id: string;
  fullName: string;
  gender: string;
  community: string;
  projectId: number;
  stateId: number;
  cityId: number;
  enrolledAt: string;
  farms: number;
  farmsSizeHa: number;
}

interface ProjectCount {
  projectId: number;
  count: number;
}

export const GENDER_COLOURS = { FEMALE: 'green', MALE: 'blue' } as const;

/** Hectares to 4 decimal places (1 m²), kilograms to 3 (1 g). */
const ha = (value: unknown) => Math.round(Number(value ?? 0) * 1e4) / 1e4;
const kg = (value: unknown) => Math.round(Number(value ?? 0) * 1e3) / 1e3;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

@Injectable()
export class ExtensionAgentFigures {
  /** The projects' names, read with each answer: requests that ask together share the read. */
  private readonly projectNames: QueuedReadSharing;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.projectNames = new QueuedReadSharing(dataSource);
  }

  private q<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.dataSource.query<T[]>(sql, params);
  }

  async totals(agentId: string): Promise<AgentTotals> {
    // The sums of numerics are numerics: the driver reads them as text.
    const [row] = await this.q<Omit<AgentTotals, 'totalFarmsSizeHa'> & { totalFarmsSizeHa: string }>(
      `SELECT
         (SELECT count(*)::int FROM ea_farmers WHERE agent_id = $1) AS farmers,
         (SELECT count(*)::int FROM ea_farmers WHERE agent_id = $1 AND gender = 'FEMALE') AS "femaleFarmers",
         (SELECT count(*)::int FROM ea_farmers WHERE agent_id = $1 AND gender = 'MALE') AS "maleFarmers",
         (SELECT count(DISTINCT lower(community))::int FROM ea_farmers WHERE agent_id = $1) AS communities,
         (SELECT count(*)::int FROM ea_farms WHERE agent_id = $1) AS farms,
         (SELECT COALESCE(sum(size_ha), 0) FROM ea_farms WHERE agent_id = $1) AS "totalFarmsSizeHa",
         (SELECT count(*)::int FROM ea_records WHERE agent_id = $1) AS "plantingRecords"`,
      [agentId],
    );
    return { ...row, totalFarmsSizeHa: ha(row.totalFarmsSizeHa) };
  }

  async figure(agentId: string, figure: Figure, options: FigureOptions): Promise<unknown> {
    switch (figure) {
      case 'monthly-farmers-count':
        return this.monthly(agentId);
      case 'ten-last-activities':
        return this.q<{
          kind: string;
          farmerId: string;
          farmerName: string | null;
          subjectId: string;
          actorId: string;
          at: Date;
        }>(
          `SELECT a.kind, a.farmer_id AS "farmerId", f.full_name AS "farmerName", a.subject_id AS "subjectId",
                  a.actor_id AS "actorId", a.at
           FROM ea_latest_activities a LEFT JOIN ea_farmers f ON f.farmer_id = a.farmer_id
           WHERE a.agent_id = $1 ORDER BY a.at DESC, a.position DESC LIMIT $2`,
          [agentId, LATEST_ACTIVITIES],
        ).then((rows) => rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })));
      case 'farmers-by-gender': {
        const rows = await this.q<{ gender: 'FEMALE' | 'MALE'; count: number }>(
          `SELECT gender, count(*)::int AS count FROM ea_farmers WHERE agent_id = $1 GROUP BY gender`,
          [agentId],
        );
        return (['FEMALE', 'MALE'] as const).map((gender) => ({
          gender,
          count: rows.find((r) => r.gender === gender)?.count ?? 0,
          colour: GENDER_COLOURS[gender],
        }));
      }
      case 'farmers-by-project':
        // The counts only: the projects' names are read with each answer (withProjectNames), since a project renamed
        // does not move the agent's analytics version.
        return this.q<ProjectCount>(
          `SELECT project_id AS "projectId", count(*)::int AS count FROM ea_farmers WHERE agent_id = $1
            GROUP BY project_id`,
          [agentId],
        );
      case 'farmers-list':
        return this.list(agentId, options);
      case 'total-farms-size': {
        const [row] = await this.q<{ total: string; farms: number }>(
          `SELECT COALESCE(sum(size_ha), 0) AS total, count(*)::int AS farms FROM ea_farms WHERE agent_id = $1`,
          [agentId],
        );
        return { totalHa: ha(row.total), farms: row.farms };
      }
      case 'avg-farms-size': {
        const [row] = await this.q<{ total: string; farms: number }>(
          `SELECT COALESCE(sum(size_ha), 0) AS total, count(*)::int AS farms FROM ea_farms WHERE agent_id = $1`,
          [agentId],
        );
        return { averageHa: row.farms ? ha(Number(row.total) / row.farms) : 0, farms: row.farms };
      }
      case 'farmers-using-fertilizers': {
        const [row] = await this.q<{ count: number; totalFarmers: number }>(
          `SELECT (SELECT count(DISTINCT farmer_id)::int FROM ea_records WHERE agent_id = $1 AND fertilizer_items > 0)
                    AS count,
                  (SELECT count(*)::int FROM ea_farmers WHERE agent_id = $1) AS "totalFarmers"`,
          [agentId],
        );
        return row;
      }
      case 'actual-yield': {
        const [row] = await this.q<{ total: string; records: number }>(
          `SELECT COALESCE(sum(actual_yield_kg), 0) AS total, count(actual_yield_kg)::int AS records
             FROM ea_records WHERE agent_id = $1`,
          [agentId],
        );
        return { totalKg: kg(row.total), records: row.records };
      }
      case 'yield-avg': {
        const [row] = await this.q<{ total: string; records: number }>(
          `SELECT COALESCE(sum(actual_yield_kg), 0) AS total, count(actual_yield_kg)::int AS records
             FROM ea_records WHERE agent_id = $1`,
          [agentId],
        );
        return { averageKg: row.records ? kg(Number(row.total) / row.records) : 0, records: row.records };
      }
      case 'fertilizers-used': {
        const [row] = await this.q<{ total: string; items: number; itemsWithoutKg: number }>(
          `SELECT COALESCE(sum(fertilizer_kg), 0) AS total, COALESCE(sum(fertilizer_items), 0)::int AS items,
                  COALESCE(sum(fertilizer_items_without_kg), 0)::int AS "itemsWithoutKg"
           FROM ea_records WHERE agent_id = $1`,
          [agentId],
        );
        return { totalKg: kg(row.total), items: row.items, itemsWithoutKg: row.itemsWithoutKg };
      }
      case 'data-score':
        return this.dataScore(agentId);
      case 'daily-activity':
        return this.daily(agentId, options.days ?? 30);
      case 'farms-map':
        return this.map(agentId);
    }
  }

  /** Each project's name beside its count, largest count first (then by name and id). */
  async withProjectNames(counts: ProjectCount[]): Promise<(ProjectCount & { projectName: string | null })[]> {
    const ids = `{${counts.map((c) => c.projectId).join(',')}}`;
    const names = new Map<number, string>(
      (
        await this.projectNames.read<{ id: number; name: string }>(
          `SELECT id, name FROM farmer_reference_items WHERE id = ANY($1::int[]) AND list = 'PROJECT'`,
          [ids],
        )
      ).map((r) => [r.id, r.name]),
    );
    return counts
      .map((c) => ({ projectId: c.projectId, projectName: names.get(c.projectId) ?? null, count: c.count }))
      .sort(
        (a, b) =>
          b.count - a.count ||
          (a.projectName ?? '\uffff').localeCompare(b.projectName ?? '\uffff') ||
          a.projectId - b.projectId,
      );
  }

  private async monthly(agentId: string): Promise<{ month: string; count: number }[]> {
    const now = this.clock.now();
    const months = Array.from(
      { length: 12 },
      (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)),
    );
    const from = months[0];
    const rows = await this.q<{ month: string; count: number }>(
      `SELECT to_char(enrolled_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS count
       FROM ea_farmers WHERE agent_id = $1 AND enrolled_at >= $2 GROUP BY 1`,
      [agentId, from],
    );
    return months.map((m) => {
      const month = m.toISOString().slice(0, 7);
      return { month, count: rows.find((r) => r.month === month)?.count ?? 0 };
    });
  }

  private async list(agentId: string, options: FigureOptions): Promise<Page<AgentFarmerRow>> {
    const request = { page: options.page ?? 0, size: options.size ?? 5 };
    const name = options.name?.trim().toLowerCase() ?? '';
    const filter = name ? `AND lower(f.full_name) LIKE '%' || $2 || '%'` : '';
    const params: unknown[] = [agentId, ...(name ? [name.replace(/[\\%_]/g, (c) => `\\${c}`)] : [])];
    const [{ total }] = await this.q<{ total: number }>(
      `SELECT count(*)::int AS total FROM ea_farmers f WHERE f.agent_id = $1 ${filter}`,
      params,
    );
    const rows = await this.q<
      Omit<AgentFarmerRow, 'enrolledAt' | 'farmsSizeHa'> & { enrolledAt: Date; farmsSizeHa: string }
    >(
      `SELECT f.farmer_id AS id, f.full_name AS "fullName", f.gender, f.community, f.project_id AS "projectId",
              f.state_id AS "stateId", f.city_id AS "cityId", f.enrolled_at AS "enrolledAt",
              (SELECT count(*)::int FROM ea_farms fa WHERE fa.farmer_id = f.farmer_id) AS farms,
              (SELECT COALESCE(sum(fa.size_ha), 0) FROM ea_farms fa WHERE fa.farmer_id = f.farmer_id) AS "farmsSizeHa"
       FROM ea_farmers f WHERE f.agent_id = $1 ${filter}
       ORDER BY lower(f.full_name), f.farmer_id
       LIMIT ${request.size} OFFSET ${request.page * request.size}`,
      params,
    );
    return pageOf(
      rows.map((r) => ({ ...r, enrolledAt: new Date(r.enrolledAt).toISOString(), farmsSizeHa: ha(r.farmsSizeHa) })),
      total,
      request,
    );
  }

  private async dataScore(agentId: string) {
    const [row] = await this.q<{ farmers: number; withFarm: number; withFarmAndRecord: number }>(
      `SELECT count(*)::int AS farmers,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ea_farms fa WHERE fa.farmer_id = f.farmer_id))::int AS "withFarm",
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ea_farms fa WHERE fa.farmer_id = f.farmer_id)
                                 AND EXISTS (SELECT 1 FROM ea_records r WHERE r.farmer_id = f.farmer_id))::int
                AS "withFarmAndRecord"
       FROM ea_farmers f WHERE f.agent_id = $1`,
      [agentId],
    );
    return { ...row, score: row.farmers ? Math.round((1000 * row.withFarmAndRecord) / row.farmers) / 10 : 0 };
  }

  private async daily(agentId: string, days: number) {
    const now = this.clock.now();
    const dates = Array.from(
      { length: days },
      (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days + 1 + i)),
    );
    const rows = await this.q<{ day: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, activities AS count FROM ea_daily_activities
        WHERE agent_id = $1 AND day >= $2::date`,
      [agentId, isoDay(dates[0])],
    );
    return dates.map((d) => ({ day: isoDay(d), count: rows.find((r) => r.day === isoDay(d))?.count ?? 0 }));
  }

  private async map(
    agentId: string,
  ): Promise<{ farms: { farmId: string; farmerId: string; latitude: number; longitude: number; sizeHa: number }[] }> {
    const rows = await this.q<{
      farmId: string;
      farmerId: string;
      latitude: string;
      longitude: string;
      sizeHa: string;
    }>(
      `SELECT farm_id AS "farmId", farmer_id AS "farmerId", latitude, longitude, size_ha AS "sizeHa" FROM ea_farms
       WHERE agent_id = $1 AND latitude IS NOT NULL ORDER BY mapped_at, farm_id LIMIT 5000`,
      [agentId],
    );
    return {
      farms: rows.map((r) => ({
        ...r,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        sizeHa: ha(r.sizeHa),
      })),
    };
  }
}

@QueryHandler(ExtensionAgentFigureQuery)
export class ExtensionAgentFigureHandler implements IQueryHandler<ExtensionAgentFigureQuery> {
  constructor(
    private readonly scope: AgentScope,
    private readonly figures: ExtensionAgentFigures,
    private readonly cache: AgentFigureCache,
  ) {}

  async execute({ actor, agentId, figure, options }: ExtensionAgentFigureQuery): Promise<unknown> {
    const agent = await this.scope.require(actor, agentId);
    const answer = await this.cache.answer(
      agentId,
      [figure, options.page, options.size, options.name, options.days],
      () => this.figures.figure(agentId, figure, options),
    );
    if (figure === 'farmers-by-project') return this.figures.withProjectNames(answer as ProjectCount[]);
    if (figure === 'farms-map')
      return {
        ...(answer as object),
        countryId: agent.countryId,
        bounds: countryBounds(agent.countryId) satisfies LatLngBounds | null,
      };
    return answer;
  }
}

@QueryHandler(ExtensionAgentInformationQuery)
export class ExtensionAgentInformationHandler implements IQueryHandler<ExtensionAgentInformationQuery> {
  constructor(
    private readonly scope: AgentScope,
    private readonly figures: ExtensionAgentFigures,
    private readonly cache: AgentFigureCache,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, agentId }: ExtensionAgentInformationQuery): Promise<ExtensionAgentInformation> {
    await this.scope.require(actor, agentId);
    const [user, totals] = await Promise.all([
      this.queries.execute(new GetUserQuery(agentId)),
      this.cache.answer(agentId, ['totals'], () => this.figures.totals(agentId)),
    ]);
    return {
      id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      company: user.company,
      photoUrl: user.photoUrl,
      country: user.country,
      approvalStatus: user.approvalStatus,
      isActive: user.isActive,
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt,
      totals,
    };
  }
}
