import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { FarmerDeleted, FarmerEvents } from '../../registry/domain/farmer';
import {
  FarmerHistoryEntryEdited,
  FarmerHistoryEntryRecorded,
  FarmerHistoryEvents,
  HistoryDetails,
} from '../domain/history-entry';

const ERASED: HistoryDetails = { title: '', notes: '' };

/** farmer_history_entries, from the history entry streams; a deleted farmer's entries go with them. */
@Injectable()
@Projection()
export class HistoryEntryProjection implements InlineProjection {
  readonly name = 'farmer-history-entries';
  readonly tables = ['farmer_history_entries'];
  readonly handles = [...Object.values(FarmerHistoryEvents), FarmerEvents.deleted];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case FarmerHistoryEvents.recorded: {
        const data = FarmerHistoryEntryRecorded.dataOf(event);
        const details = (await this.vault.open<HistoryDetails>(data.details, manager)) ?? ERASED;
        await manager.query(
          `INSERT INTO farmer_history_entries (id, farmer_id, kind, date, title, notes, recorded_by, edited_by, created_at, updated_at)
           SELECT $1, $2, $3, $4, $5, $6, $7, $7, $8, $8 WHERE EXISTS (SELECT 1 FROM farmers WHERE id = $2) ON CONFLICT (id) DO NOTHING`,
          [
            data.entryId,
            data.farmerId,
            data.kind,
            data.date,
            details.title,
            details.notes,
            data.recordedBy,
            new Date(data.at),
          ],
        );
        return;
      }
      case FarmerHistoryEvents.edited: {
        const data = FarmerHistoryEntryEdited.dataOf(event);
        const details = (await this.vault.open<HistoryDetails>(data.details, manager)) ?? ERASED;
        await manager.query(
          `UPDATE farmer_history_entries SET kind = $2, date = $3, title = $4, notes = $5, edited_by = $6, updated_at = $7 WHERE id = $1`,
          [data.entryId, data.kind, data.date, details.title, details.notes, data.editedBy, new Date(data.at)],
        );
        return;
      }
      case FarmerEvents.deleted:
        await manager.query(`DELETE FROM farmer_history_entries WHERE farmer_id = $1`, [
          FarmerDeleted.dataOf(event).farmerId,
        ]);
        return;
    }
  }
}
