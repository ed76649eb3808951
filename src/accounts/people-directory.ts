import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../kernel/auth/access.ports';
import { queryPrepared } from '../kernel/database/prepared-query';

export { PEOPLE_DIRECTORY };

/** What other modules may know of a person: roles, country and employer (for staff). */
@Injectable()
export class PeopleDirectoryAdapter implements PeopleDirectory {
  constructor(private readonly dataSource: DataSource) {}

  async personOf(userId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    // A prepared statement: the scope checks of many routes ask it on every request.
    const [user] = await queryPrepared(this.dataSource, `SELECT id, roles, country_id AS "countryId", employer_id AS "employerId" FROM users WHERE id = $1::uuid`, [userId]);
    return user ? { id: user.id, roles: user.roles, countryId: user.countryId, employerId: user.employerId } : null;
  }
}
