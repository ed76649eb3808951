import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../../kernel/database/prepared-query';
import type { UserRecord } from '../read-models/user.entity';
import { RoleName, roleNamesOf, workingRole } from '../../kernel/auth/platform-roles';

/** How other modules show a person they deal with (a partner, a requester, an inviter): who they are and how to reach them. */
export interface ContactCard {
  id: string;
  firstname: string;
  lastname: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  stateId: number | null;
  cityId: number | null;
  countryId: number;
  /** The first role that is not ROLE_USER. */
  roleType: RoleName;
  status: string;
  /** For staff: the owner of the organisation they work for. */
  employerId: string | null;
}

/** The contact cards of the given users that exist (a deleted account has none), in no particular order. */
export class ContactCardsQuery extends Query<ContactCard[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

const CARD_ROWS = `SELECT id, firstname, lastname, company, email, phone, address, state_id AS "stateId", city_id AS "cityId",
  country_id AS "countryId", roles, status, employer_id AS "employerId" FROM users WHERE id = ANY($1::uuid[])`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(ContactCardsQuery)
export class ContactCardsHandler implements IQueryHandler<ContactCardsQuery, ContactCard[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userIds }: ContactCardsQuery): Promise<ContactCard[]> {
    const ids = [...new Set(userIds.filter((id) => UUID.test(id)))];
    if (!ids.length) return [];
    // A prepared statement of the columns a card shows: lists of farmers, orders and invitations ask on every page.
    const users: Pick<
      UserRecord,
      | 'id'
      | 'firstname'
      | 'lastname'
      | 'company'
      | 'email'
      | 'phone'
      | 'address'
      | 'stateId'
      | 'cityId'
      | 'countryId'
      | 'roles'
      | 'status'
      | 'employerId'
    >[] = await queryPrepared(this.dataSource, CARD_ROWS, [ids]);
    return users.map((u) => ({
      id: u.id,
      firstname: u.firstname,
      lastname: u.lastname,
      company: u.company,
      email: u.email,
      phone: u.phone,
      address: u.address,
      stateId: u.stateId,
      cityId: u.cityId,
      countryId: u.countryId,
      roleType: workingRole(roleNamesOf(u.roles)),
      status: u.status,
      employerId: u.employerId,
    }));
  }
}
