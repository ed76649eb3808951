import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserApprovalDecided, userEventData, UserEvents, UserProfileEdited, UserRegistered } from '../../../accounts';
import { StoredEvent } from '../../../kernel/events/event.types';
import { byRowCountry } from '../../../kernel/events/cache-versions';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { LISTING_VERSIONS } from '../queries/listing-cache';

interface Named {
  firstname?: string;
  lastname?: string;
  company?: string | null;
}

/** The company, or the person's name for a seller who has none; empty once the person has been forgotten. */
const sellerName = (personal: Named | null) =>
  personal?.company?.trim() || `${personal?.firstname ?? ''} ${personal?.lastname ?? ''}`.trim();

/**
 * The sellers as the public catalogue sees them (catalogue_sellers): their country, the name shown, and whether they
 * are active. Only an active seller's products are public; a deleted seller's row goes, and their products with it.
 */
@Injectable()
@Projection()
export class CatalogueSellerProjection implements InlineProjection {
  readonly name = 'catalogue-sellers';
  readonly tables = ['catalogue_sellers'];
  readonly handles = [
    UserEvents.registered,
    UserEvents.activated,
    UserEvents.approvalDecided,
    UserEvents.deactivated,
    UserEvents.reactivated,
    UserEvents.profileEdited,
    UserEvents.deleted,
  ];
  /**
   * Whether a seller is active, and their name, are in the public lists and counts (see ListingCache): their
   * country's listing version moves; a new seller has no product yet (no row to read before it is written).
   */
  readonly cacheVersions = [
    byRowCountry(LISTING_VERSIONS, {
      rows: 'catalogue_sellers',
      key: 'seller_id',
      idOf: (event) => userEventData(event).userId,
    }),
  ];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const sellerId = userEventData(event).userId;
    const setActive = (active: boolean) =>
      manager.query(`UPDATE catalogue_sellers SET active = $2 WHERE seller_id = $1`, [sellerId, active]);
    switch (event.type) {
      case UserEvents.registered: {
        const data = UserRegistered.dataOf(event);
        const personal = await this.vault.open<Named>(data.personal, manager);
        await manager.query(
          `INSERT INTO catalogue_sellers (seller_id, country_id, company, roles, active) VALUES ($1, $2, $3, $4, $5)`,
          [sellerId, data.countryId, sellerName(personal), data.roles, data.status === 'ACTIVE'],
        );
        return;
      }
      case UserEvents.activated:
      case UserEvents.reactivated:
        await setActive(true);
        return;
      case UserEvents.deactivated:
        await setActive(false);
        return;
      case UserEvents.approvalDecided:
        await setActive(UserApprovalDecided.dataOf(event).approvalStatus === 'APPROVED');
        return;
      case UserEvents.profileEdited: {
        const personal = await this.vault.open<Named>(UserProfileEdited.dataOf(event).personal, manager);
        if (personal)
          await manager.query(`UPDATE catalogue_sellers SET company = $2 WHERE seller_id = $1`, [
            sellerId,
            sellerName(personal),
          ]);
        return;
      }
      case UserEvents.deleted:
        await manager.query(`DELETE FROM catalogue_sellers WHERE seller_id = $1`, [sellerId]);
        return;
    }
  }
}
