import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Phones kept before every form normalised them (a profile edit kept "0803…" as typed): each becomes the national
 * number of its country (digits only; the calling code, or a trunk 0 that makes it one digit too long, dropped), as
 * src/accounts/domain/phone-numbers.ts does for new input. A number whose normal form another account of the country
 * already uses is left as it is (never two accounts for one number), and so is one that fits no rule.
 */
export class NormaliseUserPhones1763800000991 implements MigrationInterface {
  name = 'NormaliseUserPhones1763800000991';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      WITH typed AS (
        SELECT u.id, u.country_id, regexp_replace(u.phone, '\\D', '', 'g') AS digits,
               regexp_replace(c.phone_code, '\\D', '', 'g') AS code, c.phone_length AS length
        FROM users u JOIN countries c ON c.id = u.country_id
        WHERE u.phone IS NOT NULL
      ), without_code AS (
        SELECT id, country_id, length,
               CASE WHEN code <> '' AND left(digits, length(code)) = code AND length(digits) IN (length(code) + length, length(code) + length + 1)
                    THEN substr(digits, length(code) + 1) ELSE digits END AS digits
        FROM typed
      ), national AS (
        SELECT id, country_id,
               CASE WHEN length(digits) = length + 1 AND left(digits, 1) = '0' THEN substr(digits, 2) ELSE digits END AS phone, length
        FROM without_code
      ), wanted AS (
        SELECT n.id, n.country_id, n.phone, row_number() OVER (PARTITION BY n.country_id, n.phone ORDER BY n.id) AS rank
        FROM national n JOIN users u ON u.id = n.id
        WHERE length(n.phone) = n.length AND n.phone <> u.phone
      )
      UPDATE users u SET phone = w.phone
      FROM wanted w
      WHERE u.id = w.id AND w.rank = 1
        AND NOT EXISTS (SELECT 1 FROM users o WHERE o.country_id = w.country_id AND o.phone = w.phone)`);
  }

  async down(): Promise<void> {
    // The typed forms are not kept: nothing to restore.
  }
}
