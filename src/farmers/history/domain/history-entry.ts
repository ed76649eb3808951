import { DomainError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';
import { FarmersErrors } from '../../farmers.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * An entry of a farmer's history: a visit, a training or a note an agent records. What it says is sealed with the
 * farmer's key (it may name them), so deleting the farmer makes it unreadable in the log too. The id may come from the
 * client (offline capture): a retried record makes no second entry.
 */
export const HISTORY_ENTRY_STREAM = 'farmer-history-entry';
export const historyEntryStreamId = (entryId: string) => `farmer-history-entry-${entryId}`;

export const HISTORY_KINDS = ['VISIT', 'TRAINING', 'NOTE'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** What an entry says (sealed). */
export interface HistoryDetails {
  title: string;
  notes: string;
}

export interface FarmerHistoryEntryRecorded {
  entryId: string;
  farmerId: string;
  kind: HistoryKind;
  /** The day it happened (YYYY-MM-DD). */
  date: string;
  details: SealedPersonalData;
  recordedBy: string;
  at: string;
}

export interface FarmerHistoryEntryEdited {
  entryId: string;
  farmerId: string;
  kind: HistoryKind;
  date: string;
  details: SealedPersonalData;
  editedBy: string;
  at: string;
}

export const FarmerHistoryEntryRecorded = defineEvent<FarmerHistoryEntryRecorded>('FarmerHistoryEntryRecorded');
export const FarmerHistoryEntryEdited = defineEvent<FarmerHistoryEntryEdited>('FarmerHistoryEntryEdited');

export const FarmerHistoryEvents = {
  recorded: FarmerHistoryEntryRecorded.type,
  edited: FarmerHistoryEntryEdited.type,
} as const;

export interface HistoryEntryState {
  exists: boolean;
  farmerId: string | null;
  recordedBy: string | null;
  kind: HistoryKind | null;
  date: string | null;
}

export const initialHistoryEntryState: HistoryEntryState = {
  exists: false,
  farmerId: null,
  recordedBy: null,
  kind: null,
  date: null,
};

export function evolveHistoryEntry(state: HistoryEntryState, event: StoredEvent | NewEvent): HistoryEntryState {
  switch (event.type) {
    case FarmerHistoryEvents.recorded: {
      const data = FarmerHistoryEntryRecorded.dataOf(event);
      return { exists: true, farmerId: data.farmerId, recordedBy: data.recordedBy, kind: data.kind, date: data.date };
    }
    case FarmerHistoryEvents.edited: {
      const data = FarmerHistoryEntryEdited.dataOf(event);
      return { ...state, kind: data.kind, date: data.date };
    }
    default:
      return state;
  }
}

/**
 * Records once. The same entry sent again (same caller, farmer, kind, date and details, which the caller compared)
 * changes nothing; other content under the same id is refused.
 */
export function decideRecord(
  state: HistoryEntryState,
  command: Omit<FarmerHistoryEntryRecorded, 'at'> & { now: string },
  sameDetails: boolean,
): NewEvent[] {
  if (state.exists) {
    if (
      state.recordedBy === command.recordedBy &&
      state.farmerId === command.farmerId &&
      state.kind === command.kind &&
      state.date === command.date &&
      sameDetails
    )
      return [];
    throw new DomainError(FarmersErrors.FARMER_HISTORY_ALREADY_EXISTS);
  }
  const { now, ...recorded } = command;
  return [FarmerHistoryEntryRecorded.create({ ...recorded, at: now })];
}

/** Nothing changed (the caller compared the details), no event. */
export function decideEdit(
  state: HistoryEntryState,
  command: Omit<FarmerHistoryEntryEdited, 'at' | 'farmerId'> & { now: string },
  sameDetails: boolean,
): NewEvent[] {
  if (!state.exists) throw new DomainError(FarmersErrors.FARMER_HISTORY_NOT_FOUND);
  if (state.kind === command.kind && state.date === command.date && sameDetails) return [];
  const { now, ...edited } = command;
  return [FarmerHistoryEntryEdited.create({ ...edited, farmerId: state.farmerId!, at: now })];
}

export const HistoryEntryStream = defineAggregate({
  streamType: HISTORY_ENTRY_STREAM,
  streamId: historyEntryStreamId,
  initial: initialHistoryEntryState,
  evolve: evolveHistoryEntry,
});
