import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Language, RequestContexts } from '../../kernel/context/request-context';
import { Page, PageRequest, pageOf } from '../../kernel/http/envelopes';
import { PERMISSION_NAMES } from '../default-permissions';
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

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const requestLanguage = (): Language => RequestContexts.current()?.language ?? 'en';

/** The description column for the caller's language. */
const descriptionColumn = (alias: string) => (requestLanguage() === 'fr' ? `${alias}.description_fr` : `${alias}.description`);

interface FeatureRow {
  id: number;
  profile_id: number;
  permission: string;
  description: string;
  enabled: boolean;
}

/** Reads of the authorization tables, shaped as the API answers them (descriptions in the caller's language). */
@Injectable()
export class AuthorizationViews {
  constructor(private readonly dataSource: DataSource) {}

  async countryPage(search: string | undefined, request: PageRequest): Promise<Page<AuthorizationCountrySummary>> {
    const term = search?.trim() ?? '';
    const params: unknown[] = [];
    let where = '';
    if (term) {
      params.push(`%${likeLiteral(term.toLowerCase())}%`);
      where = `WHERE lower(c.name) LIKE $1 OR lower(c.name_fr) LIKE $1`;
    }
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM countries c ${where}`,
      params,
    );
    const rows = await this.dataSource.query(
      `${this.summarySelect()} ${where} ORDER BY c.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, request.size, request.page * request.size],
    );
    return pageOf(rows.map(toSummary), total, request);
  }

  async countrySummary(countryId: number, manager: EntityManager = this.dataSource.manager): Promise<AuthorizationCountrySummary | null> {
    if (!isStoredId(countryId)) return null;
    const rows = await manager.query(`${this.summarySelect()} WHERE c.id = $1`, [countryId]);
    return rows.length ? toSummary(rows[0]) : null;
  }

  /** The country, or null when there is no such country; its profiles are empty when it has none. */
  async countryDetail(countryId: number): Promise<AuthorizationCountryView | null> {
    if (!isStoredId(countryId)) return null;
    const countries = await this.dataSource.query(
      `SELECT c.id, c.name, COALESCE(ac.active, false) AS active FROM countries c LEFT JOIN authorization_countries ac ON ac.country_id = c.id WHERE c.id = $1`,
      [countryId],
    );
    if (countries.length === 0) return null;
    const profiles: { id: number; country_id: number; role: string; enabled: boolean }[] = await this.dataSource.query(
      `SELECT p.id, p.country_id, p.role, p.enabled FROM authorization_profiles p LEFT JOIN roles r ON r.name = p.role
       WHERE p.country_id = $1 ORDER BY r.id NULLS LAST, p.role`,
      [countryId],
    );
    const features = await this.featuresOf(profiles.map((profile) => profile.id));
    return {
      id: countries[0].id,
      name: countries[0].name,
      active: countries[0].active,
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
    const rows = await manager.query(`SELECT id, country_id, role, enabled FROM authorization_profiles WHERE id = $1`, [profileId]);
    if (rows.length === 0) return null;
    const features = await this.featuresOf([profileId], manager);
    return { id: rows[0].id, countryId: rows[0].country_id, role: rows[0].role, enabled: rows[0].enabled, features: features.get(profileId) ?? [] };
  }

  async feature(featureId: number, manager: EntityManager = this.dataSource.manager): Promise<(FeatureView & { profileId: number }) | null> {
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
    const position = (name: string) => (PERMISSION_NAMES.includes(name) ? PERMISSION_NAMES.indexOf(name) : PERMISSION_NAMES.length);
    return rows.sort((a, b) => position(a.name) - position(b.name));
  }

  async monitoredCountries(userId: string, manager: EntityManager = this.dataSource.manager): Promise<CountryRef[]> {
    return manager.query(
      `SELECT c.id, c.name FROM monitored_countries m JOIN countries c ON c.id = m.country_id WHERE m.user_id = $1 ORDER BY c.id`,
      [userId],
    );
  }

  /** The given ids that name no country. */
  async unknownCountries(countryIds: number[]): Promise<number[]> {
    const valid = countryIds.filter(isStoredId);
    const rows: { id: number }[] = valid.length ? await this.dataSource.query(`SELECT id FROM countries WHERE id = ANY($1::int[])`, [valid]) : [];
    const known = new Set(rows.map((row) => row.id));
    return [...new Set(countryIds)].filter((id) => !known.has(id));
  }

  private summarySelect(): string {
    // Every country: one without an authorization_countries row counts as inactive.
    return `SELECT c.id, c.name, c.code, COALESCE(ac.active, false) AS active,
              (SELECT count(*)::int FROM authorization_profiles p WHERE p.country_id = c.id) AS profiles
            FROM countries c LEFT JOIN authorization_countries ac ON ac.country_id = c.id`;
  }

  private async featuresOf(profileIds: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, FeatureView[]>> {
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

const toSummary = (row: { id: number; name: string; code: string; active: boolean; profiles: number }): AuthorizationCountrySummary => ({
  id: row.id,
  name: row.name,
  code: row.code.trim(),
  active: row.active,
  profiles: row.profiles,
});

const toFeature = (row: FeatureRow): FeatureView => ({ id: row.id, permission: row.permission, description: row.description, enabled: row.enabled });
