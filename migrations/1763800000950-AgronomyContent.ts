import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE } from '../src/authorization/domain/default-permissions';

/** The permission this migration brings to a database whose authorization tables were seeded before it. */
const NEW_PERMISSIONS = ['agronomy-content:write'];

/**
 * Agronomy content (src/content/), kept by its projection from the agronomy-content streams:
 * - agronomy_contents: one row a content, with its search columns (folded like the catalogue's, see
 *   src/kernel/search/fuzzy-words.ts): `search_words` the distinct words of its title, category, crops, tags and text;
 *   `search_title` its folded title.
 * - agronomy_content_documents: its attachments, in the order added.
 * - content_search_words: how many contents use each word (the vocabulary misspelt words are matched against).
 * - content_listing_versions: per country, moved forward with every change to its contents, so the public lists'
 *   answers are kept in memory under it (the kernel's VersionedCache).
 * Public content is approved and published: `review = 'APPROVED' AND publish` (the partial indexes use it literally).
 */
export class AgronomyContent1763800000950 implements MigrationInterface {
  name = 'AgronomyContent1763800000950';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE agronomy_contents (
        id            uuid PRIMARY KEY,
        author_id     uuid NOT NULL,
        country_id    integer NOT NULL REFERENCES countries (id),
        title         text NOT NULL,
        category      text NOT NULL,
        file_type     text NOT NULL,
        body          text NOT NULL,
        crops         text[] NOT NULL DEFAULT '{}',
        tags          text[] NOT NULL DEFAULT '{}',
        youtube_url   text,
        publish       boolean NOT NULL,
        review        text NOT NULL,
        status        text NOT NULL,
        main_image    jsonb,
        video         jsonb,
        search_title  text NOT NULL DEFAULT '',
        search_words  text[] NOT NULL DEFAULT '{}',
        search_crops  text[] NOT NULL DEFAULT '{}',
        search_tags   text[] NOT NULL DEFAULT '{}',
        search_category text NOT NULL DEFAULT '',
        created_at    timestamptz NOT NULL,
        updated_at    timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX agronomy_contents_author ON agronomy_contents (author_id, created_at DESC)`);
    await q.query(`CREATE INDEX agronomy_contents_all ON agronomy_contents (created_at DESC, id)`);
    await q.query(`CREATE INDEX agronomy_contents_public ON agronomy_contents (country_id, created_at DESC, id) WHERE review = 'APPROVED' AND publish`);
    await q.query(`CREATE INDEX agronomy_contents_public_words ON agronomy_contents USING gin (search_words) WHERE review = 'APPROVED' AND publish`);
    await q.query(`CREATE INDEX agronomy_contents_public_crops ON agronomy_contents USING gin (search_crops) WHERE review = 'APPROVED' AND publish`);
    await q.query(`
      CREATE TABLE agronomy_content_documents (
        id            uuid PRIMARY KEY,
        content_id    uuid NOT NULL REFERENCES agronomy_contents (id) ON DELETE CASCADE,
        storage_key   text NOT NULL,
        content_type  text NOT NULL,
        size          integer NOT NULL,
        added_at      timestamptz NOT NULL,
        position      bigserial
      )`);
    await q.query(`CREATE INDEX agronomy_content_documents_content ON agronomy_content_documents (content_id, position)`);
    await q.query(`CREATE TABLE content_search_words (word text PRIMARY KEY, contents integer NOT NULL)`);
    await q.query(`CREATE INDEX content_search_words_trigrams ON content_search_words USING gist (word gist_trgm_ops)`);
    await q.query(`
      CREATE TABLE content_listing_versions (
        country_id integer PRIMARY KEY REFERENCES countries (id),
        version    bigint NOT NULL DEFAULT 1
      )`);
    await q.query(`INSERT INTO content_listing_versions (country_id) SELECT id FROM countries`);

    const added = PERMISSION_CATALOGUE.filter((permission) => NEW_PERMISSIONS.includes(permission.name));
    await q.query(
      `INSERT INTO permissions (name, description, description_fr, assignable_to_staff)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[]) ON CONFLICT (name) DO NOTHING`,
      [added.map((p) => p.name), added.map((p) => p.description), added.map((p) => p.descriptionFr), added.map((p) => p.assignableToStaff)],
    );
    await q.query(
      `INSERT INTO profile_features (profile_id, permission, enabled)
       SELECT pr.id, pe.name, COALESCE(d.permissions ? pe.name, false)
       FROM authorization_profiles pr
       CROSS JOIN unnest($1::text[]) AS pe (name)
       LEFT JOIN jsonb_each($2::jsonb) AS d (role, permissions) ON d.role = pr.role
       ON CONFLICT (profile_id, permission) DO NOTHING`,
      [NEW_PERMISSIONS, JSON.stringify(DEFAULT_PERMISSIONS)],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM profile_features WHERE permission = ANY($1::text[])`, [NEW_PERMISSIONS]);
    await q.query(`DELETE FROM permissions WHERE name = ANY($1::text[])`, [NEW_PERMISSIONS]);
    await q.query(`DROP TABLE content_listing_versions, content_search_words, agronomy_content_documents, agronomy_contents`);
  }
}
