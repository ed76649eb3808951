import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../kernel/auth/access.ports';
import { QueuedReadSharing } from '../kernel/database/prepared-query';

export { PEOPLE_DIRECTORY };

/** What other modules may know of a person: roles, country and employer (for staff). */
@Injectable()
export class PeopleDirectoryAdapter implements PeopleDirectory {
  /** The scope checks of many routes ask it on every request: requests that ask together share the read. */
  private readonly reads: QueuedReadSharing;

  constructor(dataSource: DataSource) {
    this.reads = new QueuedReadSharing(dataSource);
  }

  async personOf(userId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const [user] = await this.reads.read(`SELECT id, roles, country_id AS "countryId", employer_id AS "employerId" FROM users WHERE id = $1::uuid`, [userId]);
    return user ? { id: user.id, roles: user.roles, countryId: user.countryId, employerId: user.employerId } : null;
  }
}
