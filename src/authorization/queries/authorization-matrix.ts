import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What one country allows: whether authorization is active there, and each enabled profile's enabled features. */
export interface CountryMatrix {
  active: boolean;
  /** role -> enabled permissions; roles whose profile is disabled are absent. */
  roles: ReadonlyMap<string, ReadonlySet<string>>;
}

const EMPTY: CountryMatrix = { active: false, roles: new Map() };

/**
 * The profiles and features of every country, read in one go and kept in memory for at most TTL_MS, so a change
 * made by another process is seen within seconds; a change made by this process calls `invalidate()` and is
 * seen at once. A load that started before an invalidation is not kept.
 */
@Injectable()
export class AuthorizationMatrix {
  static readonly TTL_MS = 3_000;

  private cached?: { loadedAt: number; countries: ReadonlyMap<number, CountryMatrix> };
  private loading?: Promise<ReadonlyMap<number, CountryMatrix>>;
  private generation = 0;

  constructor(private readonly dataSource: DataSource) {}

  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
    this.loading = undefined;
  }

  async country(countryId: number): Promise<CountryMatrix> {
    return (await this.countries()).get(countryId) ?? EMPTY;
  }

  /** Whether one of `roles` holds `permission` in `countryId` (authorization active, profile and feature enabled). */
  async holds(roles: readonly string[], permission: string, countryId: number): Promise<boolean> {
    const country = await this.country(countryId);
    return country.active && roles.some((role) => country.roles.get(role)?.has(permission) ?? false);
  }

  /** Every permission `roles` hold in `countryId`. */
  async heldBy(roles: readonly string[], countryId: number): Promise<Set<string>> {
    const country = await this.country(countryId);
    if (!country.active) return new Set();
    return new Set(roles.flatMap((role) => [...(country.roles.get(role) ?? [])]));
  }

  private async countries(): Promise<ReadonlyMap<number, CountryMatrix>> {
    if (this.cached && Date.now() - this.cached.loadedAt < AuthorizationMatrix.TTL_MS) return this.cached.countries;
    if (!this.loading) {
      const generation = this.generation;
      const loading: Promise<ReadonlyMap<number, CountryMatrix>> = this.load()
        .then((countries) => {
          if (this.generation === generation) this.cached = { loadedAt: Date.now(), countries };
          return countries;
        })
        .finally(() => {
          if (this.loading === loading) this.loading = undefined;
        });
      this.loading = loading;
    }
    return this.loading;
  }

  private async load(): Promise<ReadonlyMap<number, CountryMatrix>> {
    const [countries, features] = await Promise.all([
      this.dataSource.query<{ country_id: number; active: boolean }[]>(
        `SELECT country_id, active FROM authorization_countries`,
      ),
      this.dataSource.query<{ country_id: number; role: string; permission: string }[]>(
        `SELECT p.country_id, p.role, f.permission
         FROM authorization_profiles p JOIN profile_features f ON f.profile_id = p.id
         WHERE p.enabled AND f.enabled`,
      ),
    ]);
    const byCountry = new Map<number, { active: boolean; roles: Map<string, Set<string>> }>();
    for (const row of countries) {
      byCountry.set(Number(row.country_id), { active: row.active, roles: new Map() });
    }
    for (const row of features) {
      const country = byCountry.get(Number(row.country_id));
      if (!country) continue; // no authorization_countries row: the country is not active
      let held = country.roles.get(row.role);
      if (!held) country.roles.set(row.role, (held = new Set()));
      held.add(row.permission);
    }
    return byCountry;
  }
}
