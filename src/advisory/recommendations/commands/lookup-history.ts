import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GroupedWrites } from '../../../kernel/database/grouped-writes';

/** One recommendation a user asked for, as their history keeps it. */
export interface Lookup {
  userId: string;
  cropId: number;
  stateId: number;
  cityId: number | null;
  siteSpecific: boolean;
  recommendationIds: number[];
  lookedUpAt: Date;
}

const RECORD_LOOKUPS = `INSERT INTO fertilizer_recommendation_lookups (user_id, crop_id, state_id, city_id, site_specific, recommendation_ids, looked_up_at)
  SELECT "userId", "cropId", "stateId", "cityId", "siteSpecific", "recommendationIds", "lookedUpAt"
  FROM json_to_recordset($1::json) AS r("userId" uuid, "cropId" integer, "stateId" integer, "cityId" integer,
    "siteSpecific" boolean, "recommendationIds" integer[], "lookedUpAt" timestamptz)`;

/**
 * The callers' recommendation history (fertilizer_recommendation_lookups). Every lookup is recorded before it is
 * answered; lookups made at the same time share one INSERT (GroupedWrites), so a busy hour costs a statement per group
 * rather than one per lookup.
 */
@Injectable()
export class LookupHistory {
  private readonly writes: GroupedWrites<Lookup>;

  constructor(dataSource: DataSource) {
    this.writes = new GroupedWrites((lookups) => dataSource.query(RECORD_LOOKUPS, [JSON.stringify(lookups)]));
  }

  record(lookup: Lookup): Promise<void> {
    return this.writes.add(lookup);
  }
}
