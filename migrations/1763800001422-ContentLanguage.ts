import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * agronomy_contents.language: the language a content is written in (en or fr), so that the public lists can show a
 * visitor the contents of their language. Contents written before read as the default language of their country (as
 * their AgronomyContentCreated events, which carry none, replay). The public list's index leads with it.
 */
export class ContentLanguage1763800001422 implements MigrationInterface {
  name = 'ContentLanguage1763800001422';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE agronomy_contents ADD COLUMN language text`);
    await q.query(`UPDATE agronomy_contents c SET language = k.default_language FROM countries k WHERE k.id = c.country_id`);
    await q.query(`ALTER TABLE agronomy_contents ALTER COLUMN language SET NOT NULL, ADD CONSTRAINT agronomy_contents_language CHECK (language IN ('en', 'fr'))`);
    await q.query(`CREATE INDEX agronomy_contents_public_language ON agronomy_contents (country_id, language, created_at DESC, id) WHERE review = 'APPROVED' AND publish`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX agronomy_contents_public_language`);
    await q.query(`ALTER TABLE agronomy_contents DROP COLUMN language`);
  }
}
