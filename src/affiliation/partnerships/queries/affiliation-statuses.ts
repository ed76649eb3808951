import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface AffiliationStatus {
  /** The dealer and the input provider are business partners. */
  affiliated: boolean;
  /** The dealer asked for an affiliation that the input provider has not answered yet. */
  pending: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a dealer stands with input providers: affiliated once a request was approved, pending while one waits for an
 * answer. (The seller catalogue keeps its own read model of it, fed by the partnership events.)
 */
@Injectable()
export class AffiliationStatuses {
  constructor(private readonly dataSource: DataSource) {}

  async statusesFor(dealerId: string, inputProviderIds: readonly string[]): Promise<Map<string, AffiliationStatus>> {
    const statuses = new Map<string, AffiliationStatus>(inputProviderIds.map((id) => [id, { affiliated: false, pending: false }]));
    const ids = [...statuses.keys()].filter((id) => UUID.test(id));
    if (!UUID.test(dealerId) || !ids.length) return statuses;
    const rows: { input_provider_id: string; affiliated: boolean; pending: boolean }[] = await this.dataSource.query(
      `SELECT input_provider_id, bool_or(status = 'APPROVED') AS affiliated, bool_or(status = 'PENDING') AS pending
       FROM affiliation_requests WHERE dealer_id = $1 AND input_provider_id = ANY($2::uuid[]) GROUP BY input_provider_id`,
      [dealerId, ids],
    );
    for (const row of rows) statuses.set(row.input_provider_id, { affiliated: row.affiliated, pending: row.pending });
    return statuses;
  }
}
