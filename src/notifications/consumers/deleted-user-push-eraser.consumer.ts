import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted } from '../../accounts';
import { StoredEvent } from '../../kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../kernel/events/projection';

/**
 * When an account is deleted, its devices stop receiving pushes and its personal push messages (price alerts, ...)
 * are forgotten. Runs after commit, once per event; deleting twice is harmless.
 */
@Injectable()
@EventConsumer()
export class DeletedUserPushEraser implements AsyncEventConsumer {
  readonly name = 'deleted-user-push-eraser';
  readonly handles = [UserDeleted.type];

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    const { userId } = UserDeleted.dataOf(event);
    await manager.query(`DELETE FROM push_devices WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM push_user_messages WHERE user_id = $1`, [userId]);
  }
}
