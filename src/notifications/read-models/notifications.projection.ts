import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { AppVersionEvents, AppVersionReleased, parseVersion } from '../domain/app-version';
import {
  PushNotificationBatchSent,
  PushNotificationEvents,
  PushNotificationPrepared,
  PushNotificationQueued,
} from '../domain/push-notification';

/** push_notifications (with the delivery counts of the recorded batches) and app_versions. */
@Injectable()
@Projection()
export class NotificationsProjection implements InlineProjection {
  readonly name = 'notifications';
  readonly tables = ['push_notifications', 'app_versions'];
  readonly handles = [...Object.values(PushNotificationEvents), ...Object.values(AppVersionEvents)];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case PushNotificationEvents.queued: {
        const d = PushNotificationQueued.dataOf(event);
        await manager.query(
          `INSERT INTO push_notifications (id, title, message, title_fr, message_fr, country_id, role, created_by, created_at, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'QUEUED') ON CONFLICT (id) DO NOTHING`,
          [
            d.notificationId,
            d.title,
            d.message,
            d.titleFr ?? null,
            d.messageFr ?? null,
            d.countryId,
            d.role,
            d.createdBy,
            new Date(d.at),
          ],
        );
        return;
      }
      case PushNotificationEvents.prepared: {
        const d = PushNotificationPrepared.dataOf(event);
        await manager.query(
          `UPDATE push_notifications SET recipients = $2, batches = $3,
             status = CASE WHEN $3 = 0 THEN 'SENT' ELSE 'SENDING' END, finished_at = CASE WHEN $3 = 0 THEN $4::timestamptz END
           WHERE id = $1`,
          [d.notificationId, d.recipients, d.batches, new Date(d.at)],
        );
        return;
      }
      case PushNotificationEvents.batchSent: {
        const d = PushNotificationBatchSent.dataOf(event);
        await manager.query(
          `UPDATE push_notifications SET batches_sent = batches_sent + 1, sent = sent + $2, failed = failed + $3, tokens_removed = tokens_removed + $4,
             status = CASE WHEN batches_sent + 1 >= batches THEN 'SENT' ELSE status END,
             finished_at = CASE WHEN batches_sent + 1 >= batches THEN $5::timestamptz ELSE finished_at END
           WHERE id = $1`,
          [d.notificationId, d.sent, d.failed, d.tokensRemoved, new Date(d.at)],
        );
        return;
      }
      case AppVersionEvents.released: {
        const d = AppVersionReleased.dataOf(event);
        const [major, minor, patch] = parseVersion(d.version)!;
        await manager.query(
          `INSERT INTO app_versions (version, major, minor, patch, is_mandatory, released_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (version) DO NOTHING`,
          [d.version, major, minor, patch, d.isMandatory, d.releasedBy, new Date(d.at)],
        );
        return;
      }
    }
  }
}
