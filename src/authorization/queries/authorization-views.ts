import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Language, RequestContexts } from '../../kernel/context/request-context';
import { Page, PageRequest, pageOf } from '../../kernel/http/envelopes';
import { CountryDirectory, CountryView, GeographyQueries } from '../../geography';
import { isPermissionName, PERMISSION_NAMES } from '../domain/default-permissions';
import { isStoredId } from '../../kernel/http/path-params';

export interface AuthorizationCountrySummary {
  id: number;
  name: string;
  code: string;
  active: boolean;
  /** How many profiles (roles) the country has. */
  profiles: number;
}

export interface FeatureView {
  id: number;
  permission: string;
  description: string;
  enabled: boolean;
}

export interface ProfileView {
  id: number;
  countryId: number;
  role: string;
  enabled: boolean;
  features: FeatureView[];
}

export interface AuthorizationCountryView {
  id: number;
  name: string;
  active: boolean;
  profiles: ProfileView[];
}

export interface CountryRef {
  id: number;
  name: string;
}

export interface AssignablePermission {
  name: string;
  description: string;
}

export const requestLanguage = (): Language => RequestContexts.current()?.language ?? 'en';

/** The description column for the caller's language. */
const descriptionColumn = (alias: string) =>
  requestLanguage() === 'fr' ? `${alias}.description_fr` : `${alias}.description`;

interface FeatureRow {
  id: number;
  profile_id: number;
  permission: string;
  description: string;
  enabled: boolean;
}

/**
 * Reads of the authorization tables, shaped as the API answers them (descriptions in the caller's language). Countries
 * and roles belong to the geography module: they come from its CountryDirectory and GeographyQueries.
 */
@Injectable()
export class AuthorizationViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly countries: CountryDirectory,
    private readonly geography: GeographyQueries,
  ) {}

  async countryPage(search: string | undefined, request: PageRequest): Promise<Page<AuthorizationCountrySummary>> {
    const term = search?.trim().toLowerCase() ?? '';
    const every = (await this.countries.ready()).everyCountry();
    const matching = term
      ? every.filter((c) => c.name.toLowerCase().includes(term) || c.nameFr.toLowerCase().includes(term))
      : every;
    const shown = matching.slice(request.page * request.size, (request.page + 1) * request.size);
    return pageOf(await this.summariesOf(shown), matching.length, request);
  }

  async countrySummary(
    countryId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AuthorizationCountrySummary | null> {
    const country = isStoredId(countryId) ? (await this.countries.ready()).byId(countryId) : undefined;
    return country ? (await this.summariesOf([country], manager))[0] : null;
  }

  /** The country, or null when there is no such country; its profiles are empty when it has none. */
  async countryDetail(countryId: number): Promise<AuthorizationCountryView | null> {
    const country = isStoredId(countryId) ? (await this.countries.ready()).byId(countryId) : undefined;
    if (!country) return null;
    const [settings, unsorted, roles] = await Promise.all([
      this.dataSource.query(`SELECT active FROM authorization_countries WHERE country_id = $1`, [countryId]) as Promise<
        { active: boolean }[]
      >,
      this.dataSource.query(`SELECT id, country_id, role, enabled FROM authorization_profiles WHERE country_id = $1`, [
        countryId,
      ]) as Promise<{ id: number; country_id: number; role: string; enabled: boolean }[]>,
      this.geography.listRoles(),
    ]);
    // In the order of the roles' ids; a role the geography module does not know comes last, by name.
    const rank = new Map(roles.map((role) => [role.name, role.id]));
    const order = (role: string) => rank.get(role) ?? Number.MAX_SAFE_INTEGER;
    const profiles = unsorted.sort(
      (a, b) => order(a.role) - order(b.role) || (a.role < b.role ? -1 : a.role > b.role ? 1 : 0),
    );
    const features = await this.featuresOf(profiles.map((profile) => profile.id));
    return {
      id: country.id,
      name: country.name,
      active: settings[0]?.active ?? false,
      profiles: profiles.map((profile) => ({
        id: profile.id,
        countryId: profile.country_id,
        role: profile.role,
        enabled: profile.enabled,
        features: features.get(profile.id) ?? [],
      })),
    };
  }

  async profile(profileId: number, manager: EntityManager = this.dataSource.manager): Promise<ProfileView | null> {
    if (!isStoredId(profileId)) return null;
    const rows = await manager.query<{ id: number; country_id: number; role: string; enabled: boolean }[]>(
      `SELECT id, country_id, role, enabled FROM authorization_profiles WHERE id = $1`,
      [profileId],
    );
    if (rows.length === 0) return null;
    const features = await this.featuresOf([profileId], manager);
    return {
      id: rows[0].id,
      countryId: rows[0].country_id,
      role: rows[0].role,
      enabled: rows[0].enabled,
      features: features.get(profileId) ?? [],
    };
  }

  async feature(
    featureId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<(FeatureView & { profileId: number }) | null> {
    if (!isStoredId(featureId)) return null;
    const rows: FeatureRow[] = await manager.query(
      `SELECT f.id, f.profile_id, f.permission, ${descriptionColumn('pe')} AS description, f.enabled
       FROM profile_features f JOIN permissions pe ON pe.name = f.permission WHERE f.id = $1`,
      [featureId],
    );
    return rows.length ? { ...toFeature(rows[0]), profileId: rows[0].profile_id } : null;
  }

  /** The permissions marked assignable to staff, in catalogue order. */
  async assignablePermissions(): Promise<AssignablePermission[]> {
    const rows: AssignablePermission[] = await this.dataSource.query(
      `SELECT pe.name, ${descriptionColumn('pe')} AS description FROM permissions pe WHERE pe.assignable_to_staff ORDER BY pe.name`,
    );
    const position = (name: string) =>
      isPermissionName(name) ? PERMISSION_NAMES.indexOf(name) : PERMISSION_NAMES.length;
    return rows.sort((a, b) => position(a.name) - position(b.name));
  }

  async monitoredCountries(userId: string, manager: EntityManager = this.dataSource.manager): Promise<CountryRef[]> {
    const rows: { country_id: number }[] = await manager.query(
      `SELECT country_id FROM monitored_countries WHERE user_id = $1 ORDER BY country_id`,
      [userId],
    );
    const directory = await this.countries.ready();
    return rows
      .map((row) => directory.byId(row.country_id))
      .flatMap((country) => (country ? [{ id: country.id, name: country.name }] : []));
  }

  /** The given ids that name no country. */
  async unknownCountries(countryIds: number[]): Promise<number[]> {
    const directory = await this.countries.ready();
    return [...new Set(countryIds)].filter((id) => !isStoredId(id) || !directory.byId(id));
  }

  /** The authorization settings of these countries (inactive without a row), in their order. */
  private async summariesOf(
    countries: CountryView[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AuthorizationCountrySummary[]> {
    if (countries.length === 0) return [];
    const ids = countries.map((c) => c.id);
    // One after the other: `manager` may be a transaction's single connection.
    const settings: { country_id: number; active: boolean }[] = await manager.query(
      `SELECT country_id, active FROM authorization_countries WHERE country_id = ANY($1::int[])`,
      [ids],
    );
    const profiles: { country_id: number; profiles: number }[] = await manager.query(
      `SELECT country_id, count(*)::int AS profiles FROM authorization_profiles WHERE country_id = ANY($1::int[]) GROUP BY country_id`,
      [ids],
    );
    const active = new Map(settings.map((row) => [row.country_id, row.active]));
    const counts = new Map(profiles.map((row) => [row.country_id, row.profiles]));
    return countries.map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      active: active.get(c.id) ?? false,
      profiles: counts.get(c.id) ?? 0,
    }));
  }

  private async featuresOf(
    profileIds: number[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, FeatureView[]>> {
    const byProfile = new Map<number, FeatureView[]>();
    if (profileIds.length === 0) return byProfile;
    const rows: FeatureRow[] = await manager.query(
      `SELECT f.id, f.profile_id, f.permission, ${descriptionColumn('pe')} AS description, f.enabled
       FROM profile_features f JOIN permissions pe ON pe.name = f.permission
       WHERE f.profile_id = ANY($1::int[]) ORDER BY f.profile_id, f.id`,
      [profileIds],
    );
    for (const row of rows) {
      const list = byProfile.get(row.profile_id) ?? [];
      list.push(toFeature(row));
      byProfile.set(row.profile_id, list);
    }
    return byProfile;
  }
}

const toFeature = (row: FeatureRow): FeatureView => ({
  id: row.id,
  permission: row.permission,
  description: row.description,
  enabled: row.enabled,
});
