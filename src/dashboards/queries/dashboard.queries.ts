import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListReferenceItemsQuery, ReferenceItemView } from '../../farmers';
import { GeographyQueries } from '../../geography';
import { tradeSideOf, workingOrganisationRole } from '../../kernel/auth/organisation-roles';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { DashboardsErrors } from '../dashboards.errors';
import { eachDay, seriesSpan } from '../domain/day-range';
import { COUNTRY, Metric, METRICS as M } from '../domain/metrics';
import { DashboardFigures, KeyValue } from './dashboard-figures';
import { CountryParameters, DashboardScope, DashboardScopes } from './dashboard-scope';
import { DashboardAnswers } from './dashboard-answers';

/** The figures of the 21 dashboard calls but `GET dashboard` (the caller's summary). */
export const DASHBOARD_FIGURES = [
  'farms-size',
  'farmers-by-project',
  'farmers-by-gender',
  'trained-farmers',
  'communities',
  'fertilizers-quantity',
  'farmers-by-state-and-lga',
  'users-by-role',
  'agent-enrolled-farmers',
  'farmers',
  'today-farmers',
  'users-signed-by-input-provider',
  'input-provider-farmers',
  'users-signed-by-distributor',
  'orders-by-user',
  'today-orders',
  'products',
  'today-products',
  'agronomy-content',
  'today-agronomy-content',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

/**
 * One figure for `actor`, over the country named (or every country their scope holds). Each figure has a shape of its
 * own (documented per route), so the result is `unknown` to the bus: a route returns it as it is.
 */
export class DashboardFigureQuery extends Query<unknown> {
  constructor(
    readonly actor: Actor,
    readonly figure: DashboardFigure,
    readonly parameters: CountryParameters = {},
  ) {
    super();
  }
}

/**
 * The figures kept per day (each country's own days), for charts over a date range: farmers enrolled, orders (the
 * caller's: placed or received; a seller's received orders are their sales), products, agronomy contents and users.
 */
export const DASHBOARD_SERIES = {
  farmers: M.farmers,
  orders: M.orders,
  'orders-received': M.ordersReceived,
  'orders-placed': M.ordersPlaced,
  products: M.products,
  'agronomy-content': M.agronomyContent,
  users: M.users,
} as const satisfies Record<string, Metric>;
export type DashboardSeriesName = keyof typeof DASHBOARD_SERIES;
export const DASHBOARD_SERIES_NAMES = Object.keys(DASHBOARD_SERIES) as DashboardSeriesName[];

export interface DashboardSeries {
  series: DashboardSeriesName;
  from: string;
  to: string;
  total: number;
  /** Every day from `from` to `to`, 0 where there was nothing. */
  points: { day: string; value: number }[];
}

/** One daily series for `actor` from `from` to `to` (YYYY-MM-DD; the 30 days to today when left out). */
export class DashboardSeriesQuery extends Query<DashboardSeries> {
  constructor(
    readonly actor: Actor,
    readonly series: DashboardSeriesName,
    readonly parameters: CountryParameters & { from?: string; to?: string } = {},
  ) {
    super();
  }
}

/** The caller's own summary, by role (`GET dashboard`). */
export class DashboardSummaryQuery extends Query<DashboardSummary> {
  constructor(readonly actor: Actor) {
    super();
  }
}

export interface NamedFigure {
  name: string;
  value: number;
  unit?: 'ha' | 'kg' | 't';
}

export interface DashboardSummary {
  kind: 'ADMINISTRATION' | 'INPUT_PROVIDER' | 'DEALER' | 'EXTENSION_AGENT' | 'OTHER';
  figures: NamedFigure[];
  today: NamedFigure[];
  orderStatuses: { status: string; count: number }[];
  quotationStatuses: { status: string; count: number }[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const GENDERS = ['FEMALE', 'MALE'] as const;

@Injectable()
export class DashboardReadings {
  constructor(
    private readonly figures: DashboardFigures,
    private readonly geography: GeographyQueries,
    private readonly queries: QueryBus,
  ) {}

  async figure(figure: DashboardFigure, scope: DashboardScope): Promise<unknown> {
    const f = this.figures;
    switch (figure) {
      case 'farms-size': {
        const [totalHa, farms] = await Promise.all([f.total(M.farmHa, scope), f.total(M.farms, scope)]);
        return { totalHa: round(totalHa, 4), farms, averageHa: farms ? round(totalHa / farms, 4) : 0 };
      }
      case 'farmers-by-project':
        return this.projects(await f.byKey(M.farmersByProject, scope));
      case 'farmers-by-gender': {
        const counts = await f.byKey(M.farmersByGender, scope);
        return GENDERS.map((gender) => ({
          gender,
          count: counts.filter((c) => c.key === gender).reduce((sum, c) => sum + c.value, 0),
          colour: gender === 'FEMALE' ? 'green' : 'blue',
        }));
      }
      case 'trained-farmers':
        return { total: await f.total(M.trainedFarmers, scope) };
      case 'communities':
        return { total: await f.total(M.communities, scope) };
      case 'fertilizers-quantity': {
        const kg = await f.total(M.fertilizerKg, scope);
        return { kg: round(kg, 3), metricTons: round(kg / 1000, 3) };
      }
      case 'farmers-by-state-and-lga':
        return this.states(await f.byKey(M.farmersByState, scope), await f.byKey(M.farmersByLga, scope));
      case 'users-by-role':
        return (await f.byKey(M.usersByRole, scope)).reduce<{ role: string; count: number }[]>((list, c) => {
          const found = list.find((r) => r.role === c.key);
          if (found) found.count += c.value;
          else list.push({ role: c.key, count: c.value });
          return list;
        }, []);
      case 'agent-enrolled-farmers': {
        if (scope.owner === COUNTRY) {
          const byRole = await f.byKey(M.farmersByCreatorRole, scope);
          return { total: byRole.filter((r) => r.key === 'ROLE_EXTENSION_AGENT').reduce((sum, r) => sum + r.value, 0) };
        }
        return { total: await f.total(M.farmers, scope) };
      }
      case 'farmers':
        return { total: await f.total(M.farmers, scope) };
      case 'today-farmers':
        return { total: await f.today(M.farmers, scope) };
      case 'users-signed-by-input-provider':
        return this.signed(await f.byKey(scope.owner === COUNTRY ? M.signedByInputProvider : M.signedUsers, scope));
      case 'users-signed-by-distributor':
        return this.signed(await f.byKey(scope.owner === COUNTRY ? M.signedByDistributor : M.signedUsers, scope));
      case 'input-provider-farmers':
        return { total: await f.total(scope.owner === COUNTRY ? M.referredFarmers : M.farmers, scope) };
      case 'orders-by-user': {
        if (scope.owner === COUNTRY) {
          const total = await f.total(M.orders, scope);
          return {
            total,
            placed: total,
            received: total,
            byStatus: this.statuses(await f.byKey(M.ordersByStatus, scope)),
          };
        }
        const [total, placed, received, byStatus] = await Promise.all([
          f.total(M.orders, scope),
          f.total(M.ordersPlaced, scope),
          f.total(M.ordersReceived, scope),
          f.byKey(M.receivedByStatus, scope),
        ]);
        return { total, placed, received, byStatus: this.statuses(byStatus) };
      }
      case 'today-orders':
        return { total: await f.today(M.orders, scope) };
      case 'products':
        return { total: await f.total(M.products, scope) };
      case 'today-products':
        return { total: await f.today(M.products, scope) };
      case 'agronomy-content':
        return { total: await f.total(M.agronomyContent, scope) };
      case 'today-agronomy-content':
        return { total: await f.today(M.agronomyContent, scope) };
    }
  }

  async series(
    series: DashboardSeriesName,
    scope: DashboardScope,
    given: { from?: string; to?: string },
  ): Promise<DashboardSeries> {
    const metric = Object.hasOwn(DASHBOARD_SERIES, series) ? DASHBOARD_SERIES[series] : undefined;
    if (!metric)
      throw new DomainError(DashboardsErrors.DASHBOARD_SERIES_UNKNOWN, { accepted: DASHBOARD_SERIES_NAMES.join(', ') });
    const span = seriesSpan(given, await this.figures.todayOf(scope));
    if ('code' in span)
      throw new DomainError(DashboardsErrors[span.code], span.params, [{ field: span.field, message: span.code }]);
    const values = await this.figures.daily(metric, scope, span.from, span.to);
    const points = eachDay(span.from, span.to).map((day) => ({ day, value: values.get(day) ?? 0 }));
    return { series, ...span, total: points.reduce((sum, p) => sum + p.value, 0), points };
  }

  async summary(actor: Actor, scope: DashboardScope): Promise<DashboardSummary> {
    const f = this.figures;
    const named = async (list: [string, Metric, NamedFigure['unit']?][], read: (m: Metric) => Promise<number>) =>
      Promise.all(
        list.map(async ([name, metric, unit]) => ({
          name,
          value: round(await read(metric), 4),
          ...(unit ? { unit } : {}),
        })),
      );
    const totals = (list: [string, Metric, NamedFigure['unit']?][]) => named(list, (m) => f.total(m, scope));
    const today = (list: [string, Metric][]) => named(list, (m) => f.today(m, scope));
    const none = { orderStatuses: [], quotationStatuses: [] };
    if (scope.owner === COUNTRY) {
      const figures = await totals([
        ['farmers', M.farmers],
        ['trainedFarmers', M.trainedFarmers],
        ['communities', M.communities],
        ['farmsSize', M.farmHa, 'ha'],
        ['fertilizers', M.fertilizerKg, 'kg'],
        ['orders', M.orders],
        ['products', M.products],
        ['agronomyContent', M.agronomyContent],
        ['users', M.users],
      ]);
      return {
        kind: 'ADMINISTRATION',
        figures,
        today: await today([
          ['farmers', M.farmers],
          ['orders', M.orders],
          ['products', M.products],
          ['agronomyContent', M.agronomyContent],
        ]),
        orderStatuses: this.statuses(await f.byKey(M.ordersByStatus, scope)),
        quotationStatuses: [],
      };
    }
    const organisationRole = workingOrganisationRole(actor.roles);
    const side = organisationRole && tradeSideOf(organisationRole);
    if (side === 'INPUT_PROVIDER') {
      return {
        kind: 'INPUT_PROVIDER',
        figures: await totals([
          ['ordersReceived', M.ordersReceived],
          ['salesValue', M.salesValue],
          ['products', M.products],
          ['affiliatedDealers', M.affiliatedDealers],
          ['farmersReferred', M.farmers],
          ['usersSigned', M.signedUsers],
        ]).then((list) => this.withSigned(list, scope)),
        today: await today([
          ['ordersReceived', M.ordersReceived],
          ['products', M.products],
        ]),
        orderStatuses: this.statuses(await f.byKey(M.receivedByStatus, scope)),
        quotationStatuses: [],
      };
    }
    if (side === 'DEALER') {
      return {
        kind: 'DEALER',
        figures: await totals([
          ['ordersReceived', M.ordersReceived],
          ['ordersPlaced', M.ordersPlaced],
          ['salesValue', M.salesValue],
          ['quotationsReceived', M.quotationsReceived],
          ['stockUnits', M.stockUnits],
          ['stockLines', M.stockLines],
          ['products', M.products],
        ]),
        today: await today([
          ['ordersReceived', M.ordersReceived],
          ['ordersPlaced', M.ordersPlaced],
          ['quotationsReceived', M.quotationsReceived],
        ]),
        orderStatuses: this.statuses(await f.byKey(M.receivedByStatus, scope)),
        quotationStatuses: this.statuses(await f.byKey(M.quotationsByStatus, scope)),
      };
    }
    if (actor.roles.includes('ROLE_EXTENSION_AGENT')) {
      return {
        kind: 'EXTENSION_AGENT',
        figures: await totals([
          ['farmers', M.farmers],
          ['trainedFarmers', M.trainedFarmers],
          ['communities', M.communities],
          ['farmsSize', M.farmHa, 'ha'],
          ['fertilizers', M.fertilizerKg, 'kg'],
          ['ordersPlaced', M.ordersPlaced],
        ]),
        today: await today([['farmers', M.farmers]]),
        ...none,
      };
    }
    return {
      kind: 'OTHER',
      figures: await totals([['ordersPlaced', M.ordersPlaced]]),
      today: await today([['ordersPlaced', M.ordersPlaced]]),
      ...none,
    };
  }

  /** `signed_users` is kept by invitation type: its total is the sum of the types. */
  private async withSigned(list: NamedFigure[], scope: DashboardScope): Promise<NamedFigure[]> {
    const signed = (await this.figures.byKey(M.signedUsers, scope)).reduce((sum, c) => sum + c.value, 0);
    return list.map((figure) => (figure.name === 'usersSigned' ? { ...figure, value: signed } : figure));
  }

  private statuses(counts: KeyValue[]): { status: string; count: number }[] {
    const list: { status: string; count: number }[] = [];
    for (const c of counts) {
      const found = list.find((s) => s.status === c.key);
      if (found) found.count += c.value;
      else list.push({ status: c.key, count: c.value });
    }
    return list.filter((s) => s.count !== 0).sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
  }

  private signed(counts: KeyValue[]) {
    const byType = this.statuses(counts).map(({ status, count }) => ({ type: status, count }));
    return { total: byType.reduce((sum, t) => sum + t.count, 0), byType };
  }

  private async projects(counts: KeyValue[]) {
    const names = new Map<number, string>();
    for (const countryId of [...new Set(counts.map((c) => c.countryId))]) {
      const items: ReferenceItemView[] = await this.queries.execute(
        new ListReferenceItemsQuery('PROJECT', countryId, true),
      );
      for (const item of items) names.set(item.id, item.name);
    }
    return counts.map((c) => ({
      projectId: Number(c.key),
      projectName: names.get(Number(c.key)) ?? '',
      countryId: c.countryId,
      count: c.value,
    }));
  }

  /** The states and their LGAs, most farmers first, named in one lookup of the geography's reference data. */
  private async states(states: KeyValue[], lgas: KeyValue[]) {
    const cityOf = (l: KeyValue) => Number(l.key.split(':')[1]);
    const names = await this.geography.placeNames({
      stateIds: states.map((s) => Number(s.key)),
      cityIds: lgas.map(cityOf),
    });
    const byState = new Map<string, KeyValue[]>();
    for (const l of lgas) {
      const stateKey = l.key.split(':')[0];
      byState.set(stateKey, [...(byState.get(stateKey) ?? []), l]);
    }
    const result = states.map((state) => {
      const stateId = Number(state.key);
      const ofState = (byState.get(state.key) ?? [])
        .filter((l) => l.countryId === state.countryId)
        .map((l) => ({ cityId: cityOf(l), cityName: names.cities.get(cityOf(l)) ?? '', count: l.value }))
        .sort((a, b) => b.count - a.count || a.cityName.localeCompare(b.cityName));
      return {
        stateId,
        stateName: names.states.get(stateId) ?? '',
        countryId: state.countryId,
        count: state.value,
        lgas: ofState,
      };
    });
    return result.sort((a, b) => b.count - a.count || a.stateName.localeCompare(b.stateName));
  }
}

@QueryHandler(DashboardFigureQuery)
export class DashboardFigureHandler implements IQueryHandler<DashboardFigureQuery, unknown> {
  constructor(
    private readonly scopes: DashboardScopes,
    private readonly readings: DashboardReadings,
    private readonly answers: DashboardAnswers,
  ) {}

  async execute({ actor, figure, parameters }: DashboardFigureQuery): Promise<unknown> {
    const scope = await this.scopes.of(actor, parameters);
    return this.answers.answer(['figure', figure, scope], () => this.readings.figure(figure, scope));
  }
}

@QueryHandler(DashboardSummaryQuery)
export class DashboardSummaryHandler implements IQueryHandler<DashboardSummaryQuery, DashboardSummary> {
  constructor(
    private readonly scopes: DashboardScopes,
    private readonly readings: DashboardReadings,
    private readonly answers: DashboardAnswers,
  ) {}

  async execute({ actor }: DashboardSummaryQuery): Promise<DashboardSummary> {
    const scope = await this.scopes.of(actor);
    // The summary's kind follows the caller's roles.
    return this.answers.answer(['summary', [...actor.roles].sort(), scope], () => this.readings.summary(actor, scope));
  }
}

@QueryHandler(DashboardSeriesQuery)
export class DashboardSeriesHandler implements IQueryHandler<DashboardSeriesQuery, DashboardSeries> {
  constructor(
    private readonly scopes: DashboardScopes,
    private readonly readings: DashboardReadings,
    private readonly answers: DashboardAnswers,
  ) {}

  async execute({ actor, series, parameters }: DashboardSeriesQuery): Promise<DashboardSeries> {
    const { from, to, ...country } = parameters;
    const scope = await this.scopes.of(actor, country);
    return this.answers.answer(['series', series, scope, from ?? null, to ?? null], () =>
      this.readings.series(series, scope, { from, to }),
    );
  }
}
