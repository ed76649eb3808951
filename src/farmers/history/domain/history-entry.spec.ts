import { decider } from '../../../kernel/testing/given-when-then';
import {
  decideEdit,
  decideRecord,
  evolveHistoryEntry,
  FarmerHistoryEntryEdited,
  FarmerHistoryEntryRecorded,
  initialHistoryEntryState,
} from './history-entry';

const NOW = '2026-03-10T08:00:00.000Z';
const sealed = { sealed: 1 as const, subject: 'farmer-f1', iv: 'iv', tag: 'tag', data: 'data' };
const record = {
  entryId: 'e1',
  farmerId: 'f1',
  kind: 'VISIT' as const,
  date: '2026-03-10',
  details: sealed,
  recordedBy: 'agent-a',
  now: NOW,
};
const recorded = FarmerHistoryEntryRecorded.create({
  entryId: 'e1',
  farmerId: 'f1',
  kind: 'VISIT',
  date: '2026-03-10',
  details: sealed,
  recordedBy: 'agent-a',
  at: NOW,
});
const entry = decider(evolveHistoryEntry, initialHistoryEntryState);

describe('history entry decisions', () => {
  it('records an entry once; the same entry again is nothing new, other content under its id is refused', () => {
    entry
      .given()
      .when((s) => decideRecord(s, record, false))
      .then(recorded);
    entry
      .given(recorded)
      .when((s) => decideRecord(s, record, true))
      .thenNothing();
    entry
      .given(recorded)
      .when((s) => decideRecord(s, record, false))
      .thenFails('FARMER_HISTORY_ALREADY_EXISTS');
    entry
      .given(recorded)
      .when((s) => decideRecord(s, { ...record, kind: 'NOTE' }, true))
      .thenFails('FARMER_HISTORY_ALREADY_EXISTS');
    entry
      .given(recorded)
      .when((s) => decideRecord(s, { ...record, recordedBy: 'agent-b' }, true))
      .thenFails('FARMER_HISTORY_ALREADY_EXISTS');
  });

  it('edits an entry of the same farmer; an edit that changes nothing records nothing', () => {
    const edit = {
      entryId: 'e1',
      kind: 'TRAINING' as const,
      date: '2026-03-11',
      details: sealed,
      editedBy: 'agent-a',
      now: NOW,
    };
    entry
      .given(recorded)
      .when((s) => decideEdit(s, edit, true))
      .then(
        FarmerHistoryEntryEdited.create({
          entryId: 'e1',
          kind: 'TRAINING',
          date: '2026-03-11',
          details: sealed,
          editedBy: 'agent-a',
          farmerId: 'f1',
          at: NOW,
        }),
      );
    entry
      .given(recorded)
      .when((s) => decideEdit(s, { ...edit, kind: 'VISIT', date: '2026-03-10' }, true))
      .thenNothing();
    entry
      .given()
      .when((s) => decideEdit(s, edit, false))
      .thenFails('FARMER_HISTORY_NOT_FOUND');
  });
});
