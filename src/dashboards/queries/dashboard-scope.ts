import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MonitoredCountriesQuery } from '../../authorization';
import { CountryDirectory } from '../../geography';
import { ActingOrganisations } from '../../kernel/auth/acting-organisations';
import { isAdministrator, isPlatformManagerOnly } from '../../kernel/auth/platform-roles';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { DashboardsErrors } from '../dashboards.errors';
import { COUNTRY } from '../domain/metrics';

/** Whose figures a caller sees, and over which countries. */
export interface DashboardScope {
  /** '' for the country-wide figures (administrators, platform managers), else the user whose own figures they are. */
  owner: string;
  /** The countries summed; null for every country. */
  countries: number[] | null;
}

export interface CountryParameters {
  countryId?: number;
  countryName?: string;
}

/**
 * Administrators see any country (every country when none is named); platform managers the countries they monitor
 * (a country they do not monitor is answered as no such country); everyone else their own figures only (a staff
 * member their employer's), in the country named or in all.
 */
@Injectable()
export class DashboardScopes {
  constructor(
    private readonly countries: CountryDirectory,
    private readonly queries: QueryBus,
    private readonly organisations: ActingOrganisations,
  ) {}

  async of(actor: Actor, parameters: CountryParameters = {}): Promise<DashboardScope> {
    const countryId = await this.countryOf(parameters);
    if (isAdministrator(actor)) return { owner: COUNTRY, countries: countryId === null ? null : [countryId] };
    if (isPlatformManagerOnly(actor)) {
      const monitored = (await this.queries.execute(new MonitoredCountriesQuery(actor.id))).map((c) => c.id);
      if (countryId === null) return { owner: COUNTRY, countries: monitored };
      if (!monitored.includes(countryId)) throw new DomainError(DashboardsErrors.DASHBOARD_COUNTRY_NOT_FOUND);
      return { owner: COUNTRY, countries: [countryId] };
    }
    return { owner: await this.organisations.ownerOf(actor), countries: countryId === null ? null : [countryId] };
  }

  /** Every country of the platform, for "today" over all of them. */
  async everyCountry(): Promise<number[]> {
    return (await this.countries.ready()).everyCountry().map((c) => c.id);
  }

  private async countryOf({ countryId, countryName }: CountryParameters): Promise<number | null> {
    const directory = await this.countries.ready();
    if (countryName !== undefined && countryName !== null) {
      const country = directory.byName(countryName);
      if (!country) throw new DomainError(DashboardsErrors.DASHBOARD_COUNTRY_NAME_UNKNOWN, { country: countryName });
      return country.id;
    }
    if (countryId === undefined || countryId === null) return null;
    if (!directory.byId(countryId)) throw new DomainError(DashboardsErrors.DASHBOARD_COUNTRY_NOT_FOUND);
    return countryId;
  }
}
