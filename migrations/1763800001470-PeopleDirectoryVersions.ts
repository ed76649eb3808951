import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * people_directory_versions: one number (country_id 0: everyone) that the users projection moves forward when it
 * deletes a user, in the same transaction. What the people directory tells other modules of a person (roles, country,
 * employer) is set at registration and never changed afterwards, only removed; PeopleDirectoryAdapter keeps each
 * person it has read under this version, so a scope check reads one number shared by the requests that ask together.
 */
export class PeopleDirectoryVersions1763800001470 implements MigrationInterface {
  name = 'PeopleDirectoryVersions1763800001470';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE people_directory_versions (country_id integer PRIMARY KEY, version bigint NOT NULL DEFAULT 0)`);
    await q.query(`INSERT INTO people_directory_versions (country_id) VALUES (0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE people_directory_versions`);
  }
}
