import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { InvitationAccepted, InvitationEvents } from '../../../affiliation';
import { EventStore } from '../../../kernel/events/event-store';
import { StoredEvent } from '../../../kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../../kernel/events/projection';
import { decideLink, FarmerStream } from '../domain/farmer';

/**
 * A farmer invited to the platform signs up with their invitation: the account opened is linked to their record
 * (FarmerLinkedToAccount), so the person is not registered twice. Runs after commit, once per accepted invitation.
 */
@Injectable()
@EventConsumer()
export class FarmerAccountLinker implements AsyncEventConsumer {
  readonly name = 'farmer-account-linker';
  readonly handles = [InvitationEvents.accepted];

  constructor(private readonly store: EventStore) {}

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    const data = InvitationAccepted.dataOf(event);
    const farmers: { id: string }[] = await manager.query(`SELECT id FROM farmers WHERE invitation_id = $1`, [
      data.invitationId,
    ]);
    for (const { id } of farmers) {
      // Decided again after a concurrent edit of the record: linking stays valid.
      await FarmerStream.execute(
        this.store,
        id,
        (state) => decideLink(state, { farmerId: id, userId: data.userId, now: data.at }),
        manager,
        { retries: 2 },
      );
    }
  }
}
