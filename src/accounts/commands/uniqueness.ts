import { DataSource } from 'typeorm';

export type FieldError = { field: string; message: string };

/**
 * Which of an e-mail address, a phone (in a country) and a company name (of an organisation owner, in a country)
 * another account already uses, as field errors (EMAIL_TAKEN, PHONE_TAKEN, COMPANY_TAKEN).
 * `exceptUserId` leaves one account out (the one being edited).
 */
export async function takenFields(
  dataSource: DataSource,
  wanted: {
    email?: string | null;
    phone?: string | null;
    company?: string | null;
    countryId: number;
    exceptUserId?: string;
  },
): Promise<FieldError[]> {
  const rows: Record<string, boolean>[] = await dataSource.query(
    `SELECT coalesce(lower(email) = lower($1), false) AS email,
            coalesce(country_id = $4 AND phone = $2, false) AS phone,
            coalesce(country_id = $4 AND organisation_owner AND lower(company) = lower($3), false) AS company
     FROM users
     WHERE id IS DISTINCT FROM $5::uuid
       AND (lower(email) = lower($1) OR (country_id = $4 AND (phone = $2 OR (organisation_owner AND lower(company) = lower($3)))))`,
    [wanted.email ?? null, wanted.phone ?? null, wanted.company ?? null, wanted.countryId, wanted.exceptUserId ?? null],
  );
  return (['email', 'phone', 'company'] as const)
    .filter((field) => rows.some((row) => row[field]))
    .map((field) => ({ field, message: `${field.toUpperCase()}_TAKEN` }));
}
