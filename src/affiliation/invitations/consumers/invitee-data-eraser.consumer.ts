import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../../accounts';
import { StoredEvent } from '../../../kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { inviteeSubject } from '../domain/invitation';

/**
 * When an account is deleted, the details its holder was invited with become unreadable in the log too: the keys that
 * sealed them (one per invitation they accepted) are destroyed. Runs after commit, once per event.
 */
@Injectable()
@EventConsumer()
export class InviteeDataEraser implements AsyncEventConsumer {
  readonly name = 'invitee-data-eraser';
  readonly handles = [UserEvents.deleted];

  constructor(private readonly vault: PersonalDataVault) {}

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    const { userId } = UserDeleted.dataOf(event);
    const accepted: { id: string }[] = await manager.query(`SELECT id FROM invitations WHERE accepted_user_id = $1`, [
      userId,
    ]);
    for (const { id } of accepted) await this.vault.forget(inviteeSubject(id), manager);
  }
}
