import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../kernel/auth/access.ports';
import { UserRecord } from './read-models/user.entity';

export { PEOPLE_DIRECTORY };

/** What other modules may know of a person: roles, country and employer (for staff). */
@Injectable()
export class PeopleDirectoryAdapter implements PeopleDirectory {
  constructor(private readonly dataSource: DataSource) {}

  async personOf(userId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const user = await this.dataSource.getRepository(UserRecord).findOne({ where: { id: userId }, select: ['id', 'roles', 'countryId', 'employerId'] });
    return user ? { id: user.id, roles: user.roles, countryId: user.countryId, employerId: user.employerId } : null;
  }
}
