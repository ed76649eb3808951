import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../../accounts';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { affiliationDecisionData, AffiliationEvents, AffiliationRequested } from '../domain/partnership';

/**
 * The affiliation requests (affiliation_requests), kept from the partnership streams: one row per request, the latest
 * of a pair telling where the two stand. The requests of a deleted account go with it.
 */
@Injectable()
@Projection()
export class AffiliationRequestProjection implements InlineProjection {
  readonly name = 'affiliation_requests';
  readonly tables = ['affiliation_requests'];
  readonly handles = [...Object.values(AffiliationEvents), UserEvents.deleted];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case AffiliationEvents.requested: {
        const data = AffiliationRequested.dataOf(event);
        await manager.query(
          `INSERT INTO affiliation_requests (id, dealer_id, dealer_role, input_provider_id, country_id, status, requested_by, requested_at)
           VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7)`,
          [
            data.requestId,
            data.dealerId,
            data.dealerRole,
            data.inputProviderId,
            data.countryId,
            data.requestedBy,
            new Date(data.at),
          ],
        );
        return;
      }
      case AffiliationEvents.approved:
      case AffiliationEvents.declined: {
        const data = affiliationDecisionData(event);
        const status = event.type === AffiliationEvents.approved ? 'APPROVED' : 'DECLINED';
        await manager.query(
          `UPDATE affiliation_requests SET status = $2, decided_by = $3, decided_at = $4 WHERE id = $1`,
          [data.requestId, status, data.decidedBy, new Date(data.at)],
        );
        return;
      }
      case UserEvents.deleted: {
        const { userId } = UserDeleted.dataOf(event);
        await manager.query(`DELETE FROM affiliation_requests WHERE dealer_id = $1 OR input_provider_id = $1`, [
          userId,
        ]);
        return;
      }
    }
  }
}
