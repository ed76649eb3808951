import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalogue_affiliations: the catalogue's own read model of where a dealer stands with each input provider
 * (affiliated, or a request pending), kept from the affiliation module's partnership events. The seller catalogue
 * joins it to filter and show the inputs in one query, without asking the affiliation module at request time.
 */
export class CatalogueAffiliations1763800000730 implements MigrationInterface {
  name = 'CatalogueAffiliations1763800000730';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_affiliations (
        dealer_id         uuid    NOT NULL,
        input_provider_id uuid    NOT NULL,
        country_id        integer NOT NULL,
        affiliated        boolean NOT NULL DEFAULT false,
        pending           boolean NOT NULL DEFAULT false,
        PRIMARY KEY (dealer_id, input_provider_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalogue_affiliations`);
  }
}
