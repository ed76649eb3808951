import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

/**
 * The e-mail addresses of the active administrators of a country (ROLE_ADMIN), for the mail a country's site sends its
 * administrators (the contact form); the super administrators' when the country has none.
 */
export class CountryAdministratorsQuery extends Query<string[]> {
  constructor(readonly countryId: number) {
    super();
  }
}

@QueryHandler(CountryAdministratorsQuery)
export class CountryAdministratorsHandler implements IQueryHandler<CountryAdministratorsQuery, string[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ countryId }: CountryAdministratorsQuery): Promise<string[]> {
    const rows: { email: string }[] = await this.dataSource.query(
      `SELECT email FROM users WHERE status = 'ACTIVE' AND email IS NOT NULL AND 'ROLE_ADMIN' = ANY(roles) AND country_id = $1 ORDER BY created_at, id`,
      [countryId],
    );
    if (rows.length) return rows.map((r) => r.email);
    const supers: { email: string }[] = await this.dataSource.query(
      `SELECT email FROM users WHERE status = 'ACTIVE' AND email IS NOT NULL AND 'ROLE_SUPER_ADMIN' = ANY(roles) ORDER BY created_at, id`,
    );
    return supers.map((r) => r.email);
  }
}
