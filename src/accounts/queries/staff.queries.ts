import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Actor } from '../../kernel/context/request-context';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { STAFF_KINDS, StaffKind } from '../domain/organisation-roles';
import { StaffAccess } from './staff-access';
import { ListUsersQuery } from './list-users.query';
import { PersonView, UserView, UserViews } from './user-views';

export interface StaffFilters {
  /** Part of a name or e-mail address. */
  name?: string;
  /** For administrators and platform managers: one organisation's staff (owners always see their own only). */
  employerId?: string;
}

/** The staff of the caller's organisation (of the country, for those who run the platform), newest first. */
export class ListStaffQuery extends Query<Page<UserView>> {
  constructor(
    readonly actor: Actor,
    readonly kind: StaffKind,
    readonly filters: StaffFilters,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export class GetStaffMemberQuery extends Query<PersonView> {
  constructor(
    readonly actor: Actor,
    readonly kind: StaffKind,
    readonly staffId: string,
  ) {
    super();
  }
}

@QueryHandler(ListStaffQuery)
export class ListStaffHandler implements IQueryHandler<ListStaffQuery, Page<UserView>> {
  constructor(
    private readonly access: StaffAccess,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, kind, filters, page }: ListStaffQuery): Promise<Page<UserView>> {
    const scope = await this.access.scopeOf(actor, kind);
    const within =
      'employerId' in scope
        ? { employerId: scope.employerId }
        : { countryId: scope.countryId, employerId: filters.employerId };
    return this.queries.execute(
      new ListUsersQuery({ role: STAFF_KINDS[kind].staffRole, name: filters.name, ...within }, page),
    );
  }
}

@QueryHandler(GetStaffMemberQuery)
export class GetStaffMemberHandler implements IQueryHandler<GetStaffMemberQuery, PersonView> {
  constructor(
    private readonly access: StaffAccess,
    private readonly views: UserViews,
  ) {}

  async execute({ actor, kind, staffId }: GetStaffMemberQuery): Promise<PersonView> {
    return this.views.person(await this.access.staffMember(actor, kind, staffId));
  }
}
