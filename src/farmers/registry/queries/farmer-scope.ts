import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { MonitoredCountriesQuery } from '../../../authorization';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import { ROLE_INPUT_PROVIDER } from '../../../kernel/auth/organisation-roles';
import {
  isAdministrator,
  isPlatformManagerOnly,
  ROLE_ADMIN,
  ROLE_PLATFORM_MANAGER,
  ROLE_SUPER_ADMIN,
} from '../../../kernel/auth/platform-roles';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { FarmersErrors } from '../../farmers.errors';

export { isAdministrator, ROLE_ADMIN, ROLE_PLATFORM_MANAGER, ROLE_SUPER_ADMIN };
export const ROLE_EXTENSION_AGENT = 'ROLE_EXTENSION_AGENT';
export const ROLE_FARMER = 'ROLE_FARMER';

/** What a caller may do with one farmer. */
export type FarmerAccess = 'READ' | 'CHANGE';

/**
 * Whether `actor` may read or change farmer `farmerId`; farms, records, history and analytics ask it. With `required`,
 * a farmer the caller may not reach (or that does not exist) answers FARMER_NOT_FOUND (404) instead of a view.
 */
export class FarmerScopeQuery extends Query<FarmerScopeView> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
    readonly required: FarmerAccess | null = null,
    /** The transaction to read in, when the caller is in one. */
    readonly manager: EntityManager | null = null,
  ) {
    super();
  }
}

export interface FarmerScopeView {
  farmerId: string;
  /** False, as every other field empty, when there is no such farmer. */
  exists: boolean;
  countryId: number | null;
  createdBy: string | null;
  /** The farmer's own account, once linked. */
  userId: string | null;
  mayRead: boolean;
  mayChange: boolean;
}

/** A SQL condition on the farmers table (alias `f`) and its parameters, numbered from `offset + 1`. */
export interface ScopeCondition {
  sql: string;
  params: unknown[];
}

/**
 * Who sees which farmers (spec section 6):
 * - administrators: every farmer; platform managers: the farmers of the countries they monitor;
 * - extension agents: the farmers they enrolled; input providers and their staff, read-only: the farmers enrolled by
 *   the extension agents the provider brought to the platform; a farmer, read-only: their own linked record.
 * Who changes them: administrators, platform managers within their countries, and the agent who enrolled them.
 */
@Injectable()
export class FarmerScope {
  constructor(
    private readonly queries: QueryBus,
    private readonly dataSource: DataSource,
    private readonly acting: ActingOrganisations,
  ) {}

  /** The countries a platform manager (who is not also an administrator) monitors; null for anyone else. */
  async monitoredCountries(actor: Actor): Promise<number[] | null> {
    if (!isPlatformManagerOnly(actor)) return null;
    const countries: { id: number }[] = await this.queries.execute(new MonitoredCountriesQuery(actor.id));
    return countries.map((c) => c.id);
  }

  /** The input provider whose referred farmers the caller reads (themselves, or their employer for staff); null for others. */
  async inputProviderOf(actor: Actor): Promise<string | null> {
    const organisation = await this.acting.of(actor);
    return organisation?.role === ROLE_INPUT_PROVIDER ? organisation.id : null;
  }

  /** The farmers `actor` may read (or change) as a condition on `farmers f`; parameters numbered after `offset`. */
  async condition(actor: Actor, access: FarmerAccess, offset = 0): Promise<ScopeCondition> {
    if (isAdministrator(actor)) return { sql: 'true', params: [] };
    const parts: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${offset + params.length}`;
    };
    const countries = await this.monitoredCountries(actor);
    if (countries) parts.push(`f.country_id = ANY(${param(countries)}::int[])`);
    if (actor.roles.includes(ROLE_EXTENSION_AGENT)) parts.push(`f.created_by = ${param(actor.id)}`);
    if (access === 'READ') {
      const provider = await this.inputProviderOf(actor);
      if (provider)
        parts.push(
          `f.created_by IN (SELECT a.agent_id FROM farmer_agent_affiliations a WHERE a.organisation_id = ${param(provider)} AND a.agent_id IS NOT NULL)`,
        );
      if (actor.roles.includes(ROLE_FARMER)) parts.push(`f.user_id = ${param(actor.id)}`);
    }
    return parts.length ? { sql: `(${parts.join(' OR ')})`, params } : { sql: 'false', params: [] };
  }

  async view(
    actor: Actor,
    farmerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<FarmerScopeView> {
    const read = await this.condition(actor, 'READ', 1);
    const change = await this.condition(actor, 'CHANGE', 1 + read.params.length);
    const [row] = await manager.query<
      { countryId: number; createdBy: string; userId: string | null; mayRead: boolean; mayChange: boolean }[]
    >(
      `SELECT f.country_id AS "countryId", f.created_by AS "createdBy", f.user_id AS "userId",
              ${read.sql} AS "mayRead", ${change.sql} AS "mayChange"
       FROM farmers f WHERE f.id = $1`,
      [farmerId, ...read.params, ...change.params],
    );
    if (!row)
      return {
        farmerId,
        exists: false,
        countryId: null,
        createdBy: null,
        userId: null,
        mayRead: false,
        mayChange: false,
      };
    return {
      farmerId,
      exists: true,
      countryId: row.countryId,
      createdBy: row.createdBy,
      userId: row.userId,
      mayRead: !!row.mayRead || !!row.mayChange,
      mayChange: !!row.mayChange,
    };
  }

  /** The view, or FARMER_NOT_FOUND (404) when the caller may not do `access` (never a 403 that tells it exists). */
  async require(
    actor: Actor,
    farmerId: string,
    access: FarmerAccess,
    manager?: EntityManager,
  ): Promise<FarmerScopeView> {
    const view = await this.view(actor, farmerId, manager);
    if (access === 'READ' ? !view.mayRead : !view.mayChange) throw new DomainError(FarmersErrors.FARMER_NOT_FOUND);
    return view;
  }
}

@QueryHandler(FarmerScopeQuery)
export class FarmerScopeHandler implements IQueryHandler<FarmerScopeQuery, FarmerScopeView> {
  constructor(private readonly scope: FarmerScope) {}

  execute({ actor, farmerId, required, manager }: FarmerScopeQuery): Promise<FarmerScopeView> {
    return required
      ? this.scope.require(actor, farmerId, required, manager ?? undefined)
      : this.scope.view(actor, farmerId, manager ?? undefined);
  }
}
