import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Agronomy content: one status for an approved content that is not public. Approved but never published read
 * APPROVED and withdrawn read UNPUBLISHED, both private alike; both now read UNPUBLISHED (the review keeps APPROVED).
 */
export class ContentStatusUnpublished1763800001497 implements MigrationInterface {
  name = 'ContentStatusUnpublished1763800001497';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE agronomy_contents SET status = 'UNPUBLISHED' WHERE status = 'APPROVED'`);
  }

  async down(): Promise<void> {
    // Which of them were never published is not kept: they stay UNPUBLISHED.
  }
}
