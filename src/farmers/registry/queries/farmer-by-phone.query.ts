import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

/**
 * The farmer a phone number belongs to (the national digits the registry keeps, in a country), for channels where the
 * number is who the farmer is (USSD, SMS): only a farmer enrolled with their consent (authorisation) or who has their
 * own account. The newest first when an agent enrolled the number twice.
 */
export class FarmerByPhoneQuery extends Query<FarmerByPhone | null> {
  constructor(
    readonly countryId: number,
    readonly nationalPhone: string,
  ) {
    super();
  }
}

export interface FarmerByPhone {
  farmerId: string;
  fullName: string;
  countryId: number;
  stateId: number;
  cityId: number;
  /** The farmer's own account, once they signed up with their invitation. */
  userId: string | null;
}

@QueryHandler(FarmerByPhoneQuery)
export class FarmerByPhoneHandler implements IQueryHandler<FarmerByPhoneQuery, FarmerByPhone | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ countryId, nationalPhone }: FarmerByPhoneQuery): Promise<FarmerByPhone | null> {
    const [row] = await this.dataSource.query<
      {
        id: string;
        full_name: string;
        country_id: number;
        state_id: number;
        city_id: number;
        user_id: string | null;
      }[]
    >(
      `SELECT id, full_name, country_id, state_id, city_id, user_id FROM farmers
        WHERE country_id = $1 AND phone = $2 AND (consent_authorisation OR user_id IS NOT NULL)
        ORDER BY created_at DESC LIMIT 1`,
      [countryId, nationalPhone],
    );
    return row
      ? {
          farmerId: row.id,
          fullName: row.full_name,
          countryId: row.country_id,
          stateId: row.state_id,
          cityId: row.city_id,
          userId: row.user_id,
        }
      : null;
  }
}
