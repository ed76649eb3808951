import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../../accounts';
import { affiliationDecisionData, AffiliationEvents, AffiliationRequested } from '../../../affiliation';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { bumpListingVersionOfCountry } from '../../public/queries/listing-cache';

/**
 * Where each dealer stands with each input provider (catalogue_affiliations), from the partnership events: affiliated
 * once a request was approved (a partnership is never undone), pending while a request waits for its answer. The
 * inputs screen filters on it, and its counts are kept per country (ListingCache): every change moves the country's
 * listing version. The rows of a deleted account go with it.
 */
@Injectable()
@Projection()
export class CatalogueAffiliationProjection implements InlineProjection {
  readonly name = 'catalogue-affiliations';
  readonly tables = ['catalogue_affiliations'];
  readonly handles = [
    AffiliationEvents.requested,
    AffiliationEvents.approved,
    AffiliationEvents.declined,
    UserEvents.deleted,
  ];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case AffiliationEvents.requested: {
        const data = AffiliationRequested.dataOf(event);
        await manager.query(
          `INSERT INTO catalogue_affiliations (dealer_id, input_provider_id, country_id, pending) VALUES ($1, $2, $3, true)
           ON CONFLICT (dealer_id, input_provider_id) DO UPDATE SET pending = true`,
          [data.dealerId, data.inputProviderId, data.countryId],
        );
        await bumpListingVersionOfCountry(manager, data.countryId);
        return;
      }
      case AffiliationEvents.approved:
      case AffiliationEvents.declined: {
        const data = affiliationDecisionData(event);
        const approved = event.type === AffiliationEvents.approved;
        // An UPDATE answers [rows, count].
        const [[row]]: [{ country_id: number }[], number] = await manager.query(
          `UPDATE catalogue_affiliations SET pending = false, affiliated = affiliated OR $3
           WHERE dealer_id = $1 AND input_provider_id = $2 RETURNING country_id`,
          [data.dealerId, data.inputProviderId, approved],
        );
        if (row) await bumpListingVersionOfCountry(manager, row.country_id);
        return;
      }
      case UserEvents.deleted: {
        const { userId } = UserDeleted.dataOf(event);
        const [rows]: [{ country_id: number }[], number] = await manager.query(
          `DELETE FROM catalogue_affiliations WHERE dealer_id = $1 OR input_provider_id = $1 RETURNING country_id`,
          [userId],
        );
        for (const countryId of new Set(rows.map((r) => r.country_id)))
          await bumpListingVersionOfCountry(manager, countryId);
        return;
      }
    }
  }
}
