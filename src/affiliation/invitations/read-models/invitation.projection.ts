import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../../accounts';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { InvitationAccepted, InvitationEvents, Invitee, InvitationLapsed, InvitationSent } from '../domain/invitation';

/** What an invitee's details read as once erased (their account was deleted) or unreadable. */
const ERASED: Invitee = { fullName: '', email: null, phone: null, storeAddress: '' };

/**
 * The invitations (invitations), kept from the invitation streams. When an account is deleted, the invitations its
 * holder accepted lose the holder's details, and those the holder (an organisation) sent go with it.
 */
@Injectable()
@Projection()
export class InvitationProjection implements InlineProjection {
  readonly name = 'invitations';
  readonly tables = ['invitations'];
  readonly handles = [...Object.values(InvitationEvents), UserEvents.deleted];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case InvitationEvents.sent: {
        const data = InvitationSent.dataOf(event);
        const invitee = (await this.vault.open<Invitee>(data.invitee, manager)) ?? ERASED;
        await manager.query(
          `INSERT INTO invitations (id, organisation_id, sent_by, country_id, type, full_name, email, phone, store_address, state_id, city_id,
                                    status, sent_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'PENDING', $12, $13)`,
          [
            data.invitationId,
            data.organisationId,
            data.sentBy,
            data.countryId,
            data.type,
            invitee.fullName,
            invitee.email,
            invitee.phone,
            invitee.storeAddress,
            data.stateId,
            data.cityId,
            new Date(data.sentAt),
            new Date(data.expiresAt),
          ],
        );
        return;
      }
      case InvitationEvents.accepted: {
        const data = InvitationAccepted.dataOf(event);
        await manager.query(
          `UPDATE invitations SET status = 'ACCEPTED', accepted_user_id = $2, accepted_at = $3 WHERE id = $1`,
          [data.invitationId, data.userId, new Date(data.at)],
        );
        return;
      }
      case InvitationEvents.lapsed: {
        const data = InvitationLapsed.dataOf(event);
        await manager.query(`UPDATE invitations SET status = 'LAPSED', lapsed_at = $2 WHERE id = $1`, [
          data.invitationId,
          new Date(data.at),
        ]);
        return;
      }
      case UserEvents.deleted: {
        const { userId } = UserDeleted.dataOf(event);
        await manager.query(
          `UPDATE invitations SET full_name = '', email = NULL, phone = NULL, store_address = '' WHERE accepted_user_id = $1`,
          [userId],
        );
        await manager.query(`DELETE FROM invitations WHERE organisation_id = $1`, [userId]);
        return;
      }
    }
  }
}
