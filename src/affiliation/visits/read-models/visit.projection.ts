import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../../accounts';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { PersonalDataVault, SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';
import {
  VisitCanceled,
  VisitDetails,
  VisitEvents,
  VisitMinutesAttached,
  VisitPlanned,
  VisitShared,
  VisitUnshared,
  VisitUpdated,
} from '../domain/visit';

/** What a visit's details read as once its planner's account is deleted (their key destroyed). */
const ERASED: VisitDetails = { title: '', place: '', participants: [], agenda: '' };

/**
 * The visits (visits) and whom they are shared with (visit_shares), kept from the visit streams. A deleted account's
 * visits go with it, and so do the shares made with it.
 */
@Injectable()
@Projection()
export class VisitProjection implements InlineProjection {
  readonly name = 'visits';
  readonly tables = ['visit_shares', 'visits'];
  readonly handles = [...Object.values(VisitEvents), UserEvents.deleted];

  constructor(private readonly vault: PersonalDataVault) {}

  private async details(sealed: SealedPersonalData, manager: EntityManager): Promise<VisitDetails> {
    return (await this.vault.open<VisitDetails>(sealed, manager)) ?? ERASED;
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case VisitEvents.planned: {
        const data = VisitPlanned.dataOf(event);
        const d = await this.details(data.details, manager);
        await manager.query(
          `INSERT INTO visits (id, planner_id, planned_by, country_id, title, place, participants, agenda, starts_at, ends_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
          [
            data.visitId,
            data.plannerId,
            data.plannedBy,
            data.countryId,
            d.title,
            d.place,
            d.participants,
            d.agenda,
            new Date(data.startsAt),
            data.endsAt ? new Date(data.endsAt) : null,
            new Date(data.at),
          ],
        );
        return;
      }
      case VisitEvents.updated: {
        const data = VisitUpdated.dataOf(event);
        const d = await this.details(data.details, manager);
        await manager.query(
          `UPDATE visits SET title = $2, place = $3, participants = $4, agenda = $5, starts_at = $6, ends_at = $7, updated_at = $8 WHERE id = $1`,
          [
            data.visitId,
            d.title,
            d.place,
            d.participants,
            d.agenda,
            new Date(data.startsAt),
            data.endsAt ? new Date(data.endsAt) : null,
            new Date(data.at),
          ],
        );
        return;
      }
      case VisitEvents.shared: {
        const data = VisitShared.dataOf(event);
        await manager.query(
          `INSERT INTO visit_shares (visit_id, user_id, shared_at) SELECT $1, unnest($2::uuid[]), $3 ON CONFLICT DO NOTHING`,
          [data.visitId, data.userIds, new Date(data.at)],
        );
        return;
      }
      case VisitEvents.unshared: {
        const data = VisitUnshared.dataOf(event);
        await manager.query(`DELETE FROM visit_shares WHERE visit_id = $1 AND user_id = $2`, [
          data.visitId,
          data.userId,
        ]);
        return;
      }
      case VisitEvents.minutesAttached: {
        const data = VisitMinutesAttached.dataOf(event);
        await manager.query(
          `UPDATE visits SET minutes_key = $2, minutes_type = $3, minutes_size = $4, minutes_at = $5, updated_at = $5 WHERE id = $1`,
          [data.visitId, data.document.storageKey, data.document.contentType, data.document.size, new Date(data.at)],
        );
        return;
      }
      case VisitEvents.canceled:
        await manager.query(`DELETE FROM visits WHERE id = $1`, [VisitCanceled.dataOf(event).visitId]);
        return;
      case UserEvents.deleted: {
        const { userId } = UserDeleted.dataOf(event);
        await manager.query(`DELETE FROM visit_shares WHERE user_id = $1`, [userId]);
        await manager.query(`DELETE FROM visits WHERE planner_id = $1`, [userId]);
        return;
      }
    }
  }
}
