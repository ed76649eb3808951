import { Inject, Injectable } from '@nestjs/common';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../kernel/auth/access.ports';
import { ActingOrganisations } from '../../kernel/auth/acting-organisations';
import { Actor } from '../../kernel/context/request-context';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error';
import { isAdministrator } from '../../kernel/auth/platform-roles';
import { DatabasePermissionChecker } from './database-permission-checker';
import { isStaffRole } from '../domain/default-permissions';
import { AssignablePermission, AuthorizationViews } from './authorization-views';
import { AuthorizationErrors } from '../authorization.errors';

export type Person = NonNullable<Awaited<ReturnType<PeopleDirectory['personOf']>>>;

export const isStaff = (roles: readonly string[]) => roles.some(isStaffRole);

/**
 * Who may manage whose personal permissions, and which ones.
 * - The target must be a staff member (an input provider's, distributor's or wholesaler's).
 * - An administrator may manage any staff member; anyone else only the staff of their own organisation
 *   (the target's employer is the organisation the caller acts for: ActingOrganisations).
 * - An organisation may grant only permissions marked assignable to staff that it holds itself (its
 *   "catalogue"); administrators may grant any assignable permission.
 *
 * People come from the PEOPLE_DIRECTORY port (provided by accounts), never from the accounts tables.
 */
@Injectable()
export class StaffPolicy {
  constructor(
    private readonly checker: DatabasePermissionChecker,
    private readonly views: AuthorizationViews,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
    private readonly acting: ActingOrganisations,
  ) {}

  personOf(userId: string): Promise<Person | null> {
    return this.people.personOf(userId);
  }

  /** The staff member `targetId`, if `actor` may manage their permissions; throws otherwise. */
  async staffMemberManagedBy(actor: Actor, targetId: string): Promise<Person> {
    const target = await this.personOf(targetId);
    if (!target) throw new NotFoundError('USER_NOT_FOUND'); // the accounts module's code
    if (!isStaff(target.roles)) throw new DomainError(AuthorizationErrors.NOT_A_STAFF_MEMBER);
    if (isAdministrator(actor)) return target;
    const organisation = await this.acting.of(actor);
    if (!organisation || target.employerId !== organisation.id)
      throw new DomainError(AuthorizationErrors.NOT_YOUR_STAFF);
    return target;
  }

  /** What `actor` may grant to staff, for a request made for `countryId`. */
  async assignableBy(actor: Actor, countryId: number | null): Promise<AssignablePermission[]> {
    const assignable = await this.views.assignablePermissions();
    if (isAdministrator(actor)) return assignable;
    const held = new Set(await this.checker.permissionsOf(actor, countryId));
    return assignable.filter((permission) => held.has(permission.name));
  }
}
