import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GeographyQueries } from '../../../geography';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../../kernel/auth/access.ports';
import { organisationIdOf } from '../../../kernel/auth/organisation-roles';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, PageRequest, pageOf } from '../../../kernel/http/envelopes';
import { FarmersErrors } from '../../farmers.errors';
import { FarmerScope, isAdministrator } from './farmer-scope';
import { FARMER_COLUMNS, FARMER_JOINS, FarmerRow, FarmerView, FarmerViews } from './farmer.views';
import { EVERY_COUNTRY } from '../../../kernel/search/versioned-cache';
import { FarmerListCache } from './farmer-list-cache';

/** The filters of every farmer list (spec section 3). */
export interface FarmerFilter {
  name?: string;
  countryId?: number;
  userId?: string;
  stateIds?: number[];
  cityIds?: number[];
  projects?: number[];
  aggregationPartners?: number[];
  startCreationDate?: string;
  endCreationDate?: string;
  years?: number[];
}

/** Which farmers a list shows, before the filters (and always within what the caller may read). */
export type FarmerListScope =
  /** Enrolled by `userId` (an agent's "created by me"). */
  | { kind: 'CREATED_BY'; userId: string }
  /** Of one country (administrators; platform managers for the countries they monitor). */
  | { kind: 'COUNTRY'; countryId: number }
  /** Referred to an input provider: enrolled by the extension agents it brought to the platform. `id` is the provider or one of its staff. */
  | { kind: 'REFERRED'; id: string }
  /** Farmers who are platform users (their account linked to their record). */
  | { kind: 'PLATFORM_USERS' }
  /** Every farmer the caller may read (the "all farmers" export). */
  | { kind: 'VISIBLE' };

export class ListFarmersQuery extends Query<Page<FarmerView>> {
  constructor(
    readonly actor: Actor,
    readonly scope: FarmerListScope,
    readonly filter: FarmerFilter,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** How many farmers extension agents enrolled in each state and LGA of a country. */
export class FarmersByLgaQuery extends Query<FarmersByLgaRow[]> {
  constructor(
    readonly actor: Actor,
    readonly countryId: number,
  ) {
    super();
  }
}

export interface FarmersByLgaRow {
  stateId: number;
  stateName: string;
  cityId: number;
  cityName: string;
  count: number;
}

const SORTS: Record<string, string> = {
  createdAt: 'f.created_at',
  fullName: 'lower(f.full_name)',
  year: 'f.year',
  age: 'f.age',
};
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(ListFarmersQuery)
export class ListFarmersHandler implements IQueryHandler<ListFarmersQuery, Page<FarmerView>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: FarmerScope,
    private readonly views: FarmerViews,
    private readonly totals: FarmerListCache,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
  ) {}

  async execute({ actor, scope, filter, page }: ListFarmersQuery): Promise<Page<FarmerView>> {
    const { condition, params } = await this.where(actor, scope, filter);
    const sort =
      page.sort && SORTS[page.sort.field]
        ? `${SORTS[page.sort.field]} ${page.sort.direction}, f.id ${page.sort.direction}`
        : 'f.created_at DESC, f.id DESC';
    // The total is counted once per change to the farmers (the page is read every time).
    const [rows, total] = await Promise.all([
      this.dataSource.query<FarmerRow[]>(
        `SELECT ${FARMER_COLUMNS} FROM farmers f ${FARMER_JOINS} WHERE ${condition}
          ORDER BY ${sort} LIMIT ${page.size} OFFSET ${page.page * page.size}`,
        params,
      ),
      this.totals.remember(EVERY_COUNTRY, `${condition}|${JSON.stringify(params)}`, async () => {
        const [{ total: counted }] = await this.dataSource.query<{ total: number }[]>(
          `SELECT count(*)::int AS total FROM farmers f WHERE ${condition}`,
          params,
        );
        return counted as number;
      }),
    ]);
    return pageOf(await this.views.many(rows as FarmerRow[]), total, page);
  }

  /** The condition on `farmers f` of a list with its filters, within what the caller may read (exports stream it). */
  async where(
    actor: Actor,
    scope: FarmerListScope,
    filter: FarmerFilter,
  ): Promise<{ condition: string; params: unknown[] }> {
    const visible = await this.scope.condition(actor, 'READ');
    const where: string[] = [visible.sql];
    const params: unknown[] = [...visible.params];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const admin = isAdministrator(actor);
    const monitored = await this.scope.monitoredCountries(actor);
    switch (scope.kind) {
      case 'CREATED_BY':
        // One's own list; administrators and platform managers may open an agent's.
        if (scope.userId !== actor.id && !admin && !monitored)
          throw new DomainError(FarmersErrors.FARMER_LIST_NOT_FOUND);
        where.push(`f.created_by = ${param(scope.userId)}`);
        break;
      case 'COUNTRY':
        if (!admin && !monitored?.includes(scope.countryId))
          throw new DomainError(FarmersErrors.FARMER_COUNTRY_NOT_FOUND);
        where.push(`f.country_id = ${param(scope.countryId)}`);
        break;
      case 'REFERRED': {
        const person = await this.people.personOf(scope.id);
        const provider = person ? organisationIdOf(person) : scope.id;
        if (!admin && (await this.scope.inputProviderOf(actor)) !== provider)
          throw new DomainError(FarmersErrors.FARMER_LIST_NOT_FOUND);
        where.push(
          `f.created_by IN (SELECT a.agent_id FROM farmer_agent_affiliations a WHERE a.organisation_id = ${param(provider)} AND a.agent_id IS NOT NULL)`,
        );
        break;
      }
      case 'PLATFORM_USERS':
        where.push('f.user_id IS NOT NULL');
        break;
      case 'VISIBLE':
        break;
    }
    if (filter.name?.trim())
      where.push(`lower(f.full_name) LIKE ${param(`%${likeLiteral(filter.name.trim().toLowerCase())}%`)}`);
    if (filter.countryId !== undefined) where.push(`f.country_id = ${param(filter.countryId)}`);
    if (filter.userId !== undefined) where.push(`f.created_by = ${param(filter.userId)}`);
    if (filter.stateIds?.length) where.push(`f.state_id = ANY(${param(filter.stateIds)}::int[])`);
    if (filter.cityIds?.length) where.push(`f.city_id = ANY(${param(filter.cityIds)}::int[])`);
    if (filter.projects?.length) where.push(`f.project_id = ANY(${param(filter.projects)}::int[])`);
    if (filter.aggregationPartners?.length)
      where.push(`f.aggregation_partner_id = ANY(${param(filter.aggregationPartners)}::int[])`);
    if (filter.years?.length) where.push(`f.year = ANY(${param(filter.years)}::int[])`);
    if (filter.startCreationDate) where.push(`f.created_at >= ${param(filter.startCreationDate)}::date`);
    // The end date is a day: every farmer created that day is in.
    if (filter.endCreationDate) where.push(`f.created_at < (${param(filter.endCreationDate)}::date + 1)`);
    if (filter.startCreationDate && filter.endCreationDate && filter.endCreationDate < filter.startCreationDate) {
      throw new DomainError(FarmersErrors.FARMER_DATE_RANGE_INVALID, {}, [
        { field: 'endCreationDate', message: 'FARMER_DATE_RANGE_INVALID' },
      ]);
    }
    return { condition: where.join(' AND '), params };
  }
}

@QueryHandler(FarmersByLgaQuery)
export class FarmersByLgaHandler implements IQueryHandler<FarmersByLgaQuery, FarmersByLgaRow[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: FarmerScope,
    private readonly geography: GeographyQueries,
  ) {}

  async execute({ actor, countryId }: FarmersByLgaQuery): Promise<FarmersByLgaRow[]> {
    const monitored = await this.scope.monitoredCountries(actor);
    if (!isAdministrator(actor) && !monitored?.includes(countryId))
      throw new DomainError(FarmersErrors.FARMER_COUNTRY_NOT_FOUND);
    const rows: { stateId: number; cityId: number; count: number }[] = await this.dataSource.query(
      `SELECT state_id AS "stateId", city_id AS "cityId", count(*)::int AS count FROM farmers
       WHERE country_id = $1 AND created_by_role = 'ROLE_EXTENSION_AGENT' GROUP BY state_id, city_id`,
      [countryId],
    );
    const states = new Map((await this.geography.listStates({ countryId })).map((s) => [s.id, s.name]));
    const cities = new Map<number, string>();
    for (const stateId of new Set(rows.map((r) => r.stateId)))
      for (const city of (await this.geography.citiesOfState(stateId)) ?? []) cities.set(city.id, city.name);
    return rows
      .map((r) => ({
        stateId: r.stateId,
        stateName: states.get(r.stateId) ?? '',
        cityId: r.cityId,
        cityName: cities.get(r.cityId) ?? '',
        count: r.count,
      }))
      .sort(
        (a, b) => a.stateName.localeCompare(b.stateName) || a.cityName.localeCompare(b.cityName) || a.cityId - b.cityId,
      );
  }
}
