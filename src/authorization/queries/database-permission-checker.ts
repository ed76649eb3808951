import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PermissionChecker } from '../../kernel/auth/access.ports';
import { Actor } from '../../kernel/context/request-context';
import { AuthorizationMatrix } from './authorization-matrix';
import { inCatalogueOrder, isPermissionName, ROLE_SUPER_ADMIN } from '../domain/default-permissions';
import { isPlatformManagerOnly, runsThePlatform } from '../../kernel/auth/platform-roles';

export const isSuperAdmin = (actor: Pick<Actor, 'roles'>) => actor.roles.includes(ROLE_SUPER_ADMIN);

/** A platform manager outside the countries they monitor. */
const REFUSED = 'refused';

/**
 * The kernel's PERMISSION_CHECKER over the authorization tables.
 *
 * - A super administrator is always allowed (they cannot be locked out).
 * - Anyone else is allowed when one of their roles has an enabled profile with the feature enabled in their working
 *   country and authorization is active there (profiles and features come from AuthorizationMatrix, cached for a
 *   few seconds), or when the permission is granted to them personally (staff_permissions, read on every call:
 *   a revocation takes effect at once).
 * - The working country is the request's (the Country header) for administrators and platform managers, the
 *   actor's own for everyone else; a platform manager is refused everything outside the countries they monitor.
 */
@Injectable()
export class DatabasePermissionChecker implements PermissionChecker {
  constructor(
    private readonly matrix: AuthorizationMatrix,
    private readonly dataSource: DataSource,
  ) {}

  async allows(actor: Actor, permission: string, countryId: number | null): Promise<boolean> {
    if (isSuperAdmin(actor)) return true;
    const country = await this.workingCountry(actor, countryId);
    if (country === REFUSED) return false;
    if (country !== null && (await this.matrix.holds(actor.roles, permission, country))) return true;
    const granted = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM staff_permissions WHERE user_id = $1 AND permission = $2`,
      [actor.id, permission],
    );
    return granted.length > 0;
  }

  /** Every permission `allows` would grant the actor for a request made for `countryId`, in catalogue order. */
  async permissionsOf(actor: Actor, countryId: number | null): Promise<string[]> {
    if (isSuperAdmin(actor)) return this.catalogue();
    const country = await this.workingCountry(actor, countryId);
    if (country === REFUSED) return [];
    const held = country === null ? new Set<string>() : await this.matrix.heldBy(actor.roles, country);
    for (const permission of await this.personalGrants(actor.id)) held.add(permission);
    return inCatalogueOrder(held);
  }

  /** The permissions granted personally to `userId`, by name. */
  async personalGrants(userId: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ permission: string }[]>(
      `SELECT permission FROM staff_permissions WHERE user_id = $1 ORDER BY permission`,
      [userId],
    );
    return rows.map((row) => row.permission);
  }

  /** Every permission of the catalogue, in catalogue order. */
  async catalogue(): Promise<string[]> {
    const rows = await this.dataSource.query<{ name: string }[]>(`SELECT name FROM permissions`);
    const names = rows.map((row) => row.name);
    const ordered = inCatalogueOrder(names);
    return [...ordered, ...names.filter((name) => !isPermissionName(name)).sort()];
  }

  /** The country whose profiles apply to the actor, or REFUSED for a platform manager outside their countries. */
  async workingCountry(actor: Actor, requestCountryId: number | null): Promise<number | null | typeof REFUSED> {
    if (!runsThePlatform(actor)) return actor.countryId;
    const country = requestCountryId ?? actor.countryId;
    if (isPlatformManagerOnly(actor)) {
      if (country === null) return REFUSED;
      const monitored = await this.dataSource.query<unknown[]>(
        `SELECT 1 FROM monitored_countries WHERE user_id = $1 AND country_id = $2`,
        [actor.id, country],
      );
      if (monitored.length === 0) return REFUSED;
    }
    return country;
  }
}
