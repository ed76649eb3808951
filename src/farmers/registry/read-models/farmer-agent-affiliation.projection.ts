import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../../accounts';
import { InvitationAccepted, InvitationEvents, InvitationSent } from '../../../affiliation';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { FARMER_LIST_VERSIONS } from '../queries/farmer-list-cache';

/**
 * farmer_agent_affiliations: the extension agents each organisation brought to the platform (an invitation of type
 * EXTENSION AGENT, accepted), from the affiliation module's invitation events. An input provider (and its staff) reads
 * the farmers those agents enrolled. A deleted account's rows go with it.
 */
@Injectable()
@Projection()
export class FarmerAgentAffiliationProjection implements InlineProjection {
  readonly name = 'farmer-agent-affiliations';
  readonly tables = ['farmer_agent_affiliations'];
  /** The input providers' farmer lists read these rows. */
  readonly cacheVersions = [FARMER_LIST_VERSIONS];
  readonly handles = [InvitationEvents.sent, InvitationEvents.accepted, UserEvents.deleted];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case InvitationEvents.sent: {
        const data = InvitationSent.dataOf(event);
        if (data.type !== 'EXTENSION AGENT') return;
        await manager.query(
          `INSERT INTO farmer_agent_affiliations (invitation_id, organisation_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
          [data.invitationId, data.organisationId],
        );
        return;
      }
      case InvitationEvents.accepted: {
        const data = InvitationAccepted.dataOf(event);
        await manager.query(`UPDATE farmer_agent_affiliations SET agent_id = $2 WHERE invitation_id = $1`, [
          data.invitationId,
          data.userId,
        ]);
        return;
      }
      case UserEvents.deleted: {
        const { userId } = UserDeleted.dataOf(event);
        await manager.query(`DELETE FROM farmer_agent_affiliations WHERE organisation_id = $1 OR agent_id = $1`, [
          userId,
        ]);
        return;
      }
    }
  }
}
