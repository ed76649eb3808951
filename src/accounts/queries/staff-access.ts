import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActingOrganisations } from '../../kernel/auth/acting-organisations';
import { runsThePlatform } from '../../kernel/auth/platform-roles';
import { Actor } from '../../kernel/context/request-context';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error';
import { AccountsErrors } from '../accounts.errors';
import { STAFF_KINDS, StaffKind, workingCountryOf } from '../domain/organisation-roles';
import { UserRecord } from '../read-models/user.entity';

/** Whose staff an actor reaches: one organisation's (its owner's id), or, for those who run the platform, a country's. */
export type StaffScope = { employerId: string } | { countryId: number };

/**
 * Who reaches which staff members through the staff routes of one kind of organisation (input provider, distributor,
 * wholesaler):
 * - the owner reaches their own staff (`employerId` is the owner's id), and a staff member holding the permission
 *   reaches their colleagues;
 * - administrators and platform managers reach any staff member of that kind in the country they work in;
 * - anyone else is refused (403), and a staff member outside the caller's reach is answered 404, so that no one
 *   learns who works for another organisation.
 */
@Injectable()
export class StaffAccess {
  constructor(
    private readonly dataSource: DataSource,
    private readonly organisations: ActingOrganisations,
  ) {}

  private get users() {
    return this.dataSource.getRepository(UserRecord);
  }

  async scopeOf(actor: Actor, kind: StaffKind): Promise<StaffScope> {
    const organisation = await this.organisations.of(actor);
    if (organisation?.role === STAFF_KINDS[kind].ownerRole) return { employerId: organisation.id };
    if (runsThePlatform(actor)) return { countryId: workingCountryOf(actor) };
    throw new DomainError(AccountsErrors.NOT_THIS_KIND_OF_ORGANISATION);
  }

  /** The owner of the organisation a new staff member joins: only an organisation adds staff (administrators cannot). */
  async employerFor(actor: Actor, kind: StaffKind): Promise<UserRecord> {
    const scope = await this.scopeOf(actor, kind);
    if (!('employerId' in scope)) throw new DomainError(AccountsErrors.STAFF_ADDED_BY_ORGANISATION);
    const owner = await this.users.findOneBy({ id: scope.employerId });
    if (!owner || !owner.roles.includes(STAFF_KINDS[kind].ownerRole))
      throw new DomainError(AccountsErrors.STAFF_ADDED_BY_ORGANISATION);
    return owner;
  }

  /** The staff member `id`, when the actor reaches them; 404 otherwise. */
  async staffMember(actor: Actor, kind: StaffKind, id: string): Promise<UserRecord> {
    const scope = await this.scopeOf(actor, kind);
    const user = await this.users.findOneBy({ id });
    const reached =
      !!user &&
      user.roles.includes(STAFF_KINDS[kind].staffRole) &&
      ('employerId' in scope ? user.employerId === scope.employerId : user.countryId === scope.countryId);
    if (!reached) throw new NotFoundError(AccountsErrors.STAFF_MEMBER_NOT_FOUND);
    return user;
  }
}
