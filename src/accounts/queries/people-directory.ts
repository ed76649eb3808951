import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../kernel/auth/access.ports';
import { RoleName, roleNamesOf } from '../../kernel/auth/platform-roles';
import { queryPrepared } from '../../kernel/database/prepared-query';
import { EVERY_COUNTRY, VersionedCache } from '../../kernel/search/versioned-cache';

export { PEOPLE_DIRECTORY };

type Person = NonNullable<Awaited<ReturnType<PeopleDirectory['personOf']>>>;

/** One version for everyone (EVERY_COUNTRY), moved by the users projection when it deletes a user. */
export const PEOPLE_VERSIONS = 'people_directory_versions';

interface PersonRow {
  id: string;
  roles: string[];
  countryId: Person['countryId'];
  employerId: Person['employerId'];
}

const PERSON = `SELECT id, roles, country_id AS "countryId", employer_id AS "employerId" FROM users WHERE id = $1::uuid`;

/**
 * What other modules may know of a person: roles, country and employer (for staff). These are set when the person
 * registers and never change afterwards; only a deletion removes them, and it moves the directory's version. So each
 * person read is kept under that version (the kernel's VersionedCache): the scope checks of many routes ask on every
 * request, and read one number shared by the requests that ask together. Someone not found is never kept (they may
 * register next).
 */
@Injectable()
export class PeopleDirectoryAdapter implements PeopleDirectory {
  private readonly people: VersionedCache;

  constructor(private readonly dataSource: DataSource) {
    this.people = new VersionedCache(dataSource, PEOPLE_VERSIONS);
  }

  async personOf(userId: string): Promise<Person | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    return this.people.remember(
      EVERY_COUNTRY,
      userId.toLowerCase(),
      () => this.read(userId),
      (person) => person !== null,
    );
  }

  private async read(userId: string): Promise<Person | null> {
    const [user] = await queryPrepared<PersonRow>(this.dataSource, PERSON, [userId]);
    // Frozen: every asker of this person shares the object.
    return user
      ? Object.freeze({
          id: user.id,
          roles: Object.freeze(roleNamesOf(user.roles)) as RoleName[],
          countryId: user.countryId,
          employerId: user.employerId,
        })
      : null;
  }
}
