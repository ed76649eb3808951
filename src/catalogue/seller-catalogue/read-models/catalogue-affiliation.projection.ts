import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../../accounts';
import { affiliationDecisionData, AffiliationEvents, AffiliationRequested } from '../../../affiliation';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { LISTING_VERSIONS } from '../../public/queries/listing-cache';

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
  readonly cacheVersions = [{ table: LISTING_VERSIONS, partitionsOf: countriesOfPartnerships }];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case AffiliationEvents.requested: {
        const data = AffiliationRequested.dataOf(event);
        await manager.query(
          `INSERT INTO catalogue_affiliations (dealer_id, input_provider_id, country_id, pending) VALUES ($1, $2, $3, true)
           ON CONFLICT (dealer_id, input_provider_id) DO UPDATE SET pending = true`,
          [data.dealerId, data.inputProviderId, data.countryId],
        );
        return;
      }
      case AffiliationEvents.approved:
      case AffiliationEvents.declined: {
        const data = affiliationDecisionData(event);
        await manager.query(
          `UPDATE catalogue_affiliations SET pending = false, affiliated = affiliated OR $3
           WHERE dealer_id = $1 AND input_provider_id = $2`,
          [data.dealerId, data.inputProviderId, event.type === AffiliationEvents.approved],
        );
        return;
      }
      case UserEvents.deleted:
        await manager.query(`DELETE FROM catalogue_affiliations WHERE dealer_id = $1 OR input_provider_id = $1`, [
          UserDeleted.dataOf(event).userId,
        ]);
        return;
    }
  }
}

/**
 * The countries whose listing version the events move: a request's, from the event; a decision's and a deleted
 * account's, from the partnerships' rows before they change or go.
 */
async function countriesOfPartnerships(events: readonly StoredEvent[], manager: EntityManager): Promise<number[]> {
  const countries: number[] = [];
  for (const event of events) {
    if (AffiliationRequested.is(event)) {
      countries.push(AffiliationRequested.dataOf(event).countryId);
      continue;
    }
    const [where, params] = UserDeleted.is(event)
      ? ['dealer_id = $1 OR input_provider_id = $1', [UserDeleted.dataOf(event).userId]]
      : [
          'dealer_id = $1 AND input_provider_id = $2',
          [affiliationDecisionData(event).dealerId, affiliationDecisionData(event).inputProviderId],
        ];
    const rows = await manager.query<{ country_id: number }[]>(
      `SELECT DISTINCT country_id FROM catalogue_affiliations WHERE ${where}`,
      params,
    );
    countries.push(...rows.map((row) => row.country_id));
  }
  return countries;
}
