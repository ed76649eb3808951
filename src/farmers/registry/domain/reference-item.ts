import { DomainError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { FarmersErrors } from '../../farmers.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * An entry of a per-country list a farmer is filed under: a project, an aggregation partner, a farmer group or
 * company. Administrators add, rename, deactivate and reactivate them; a deactivated entry is offered no more, and
 * the farmers filed under it keep it.
 */
export const REFERENCE_ITEM_STREAM = 'farmer-reference-item';
export const referenceItemStreamId = (itemId: number) => `farmer-reference-item-${itemId}`;

export const REFERENCE_LISTS = ['PROJECT', 'AGGREGATION_PARTNER', 'FARMER_COMPANY'] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

export interface FarmerReferenceItemAdded {
  itemId: number;
  list: ReferenceList;
  countryId: number;
  name: string;
  at: string;
}

export interface FarmerReferenceItemRenamed {
  itemId: number;
  name: string;
  at: string;
}

export interface FarmerReferenceItemStatusSet {
  itemId: number;
  active: boolean;
  at: string;
}

export const FarmerReferenceItemAdded = defineEvent<FarmerReferenceItemAdded>('FarmerReferenceItemAdded');
export const FarmerReferenceItemRenamed = defineEvent<FarmerReferenceItemRenamed>('FarmerReferenceItemRenamed');
export const FarmerReferenceItemStatusSet = defineEvent<FarmerReferenceItemStatusSet>('FarmerReferenceItemStatusSet');

export const FarmerReferenceEvents = {
  added: FarmerReferenceItemAdded.type,
  renamed: FarmerReferenceItemRenamed.type,
  statusSet: FarmerReferenceItemStatusSet.type,
} as const;

export interface ReferenceItemState {
  exists: boolean;
  name: string | null;
  active: boolean;
}

export const initialReferenceItemState: ReferenceItemState = { exists: false, name: null, active: false };

export function evolveReferenceItem(state: ReferenceItemState, event: StoredEvent | NewEvent): ReferenceItemState {
  switch (event.type) {
    case FarmerReferenceEvents.added:
      return { exists: true, name: FarmerReferenceItemAdded.dataOf(event).name, active: true };
    case FarmerReferenceEvents.renamed:
      return { ...state, name: FarmerReferenceItemRenamed.dataOf(event).name };
    case FarmerReferenceEvents.statusSet:
      return { ...state, active: FarmerReferenceItemStatusSet.dataOf(event).active };
    default:
      return state;
  }
}

export function decideAddItem(
  state: ReferenceItemState,
  command: Omit<FarmerReferenceItemAdded, 'at'> & { now: string },
): NewEvent[] {
  if (state.exists) throw new DomainError(FarmersErrors.FARMER_REFERENCE_NAME_TAKEN);
  const { now, ...added } = command;
  return [FarmerReferenceItemAdded.create({ ...added, at: now })];
}

/** The same name again changes nothing. */
export function decideRenameItem(
  state: ReferenceItemState,
  command: { itemId: number; name: string; now: string },
): NewEvent[] {
  if (!state.exists) throw new DomainError(FarmersErrors.FARMER_REFERENCE_NOT_FOUND);
  if (state.name === command.name) return [];
  return [FarmerReferenceItemRenamed.create({ itemId: command.itemId, name: command.name, at: command.now })];
}

/** Deactivating an inactive entry (or activating an active one) changes nothing. */
export function decideSetItemStatus(
  state: ReferenceItemState,
  command: { itemId: number; active: boolean; now: string },
): NewEvent[] {
  if (!state.exists) throw new DomainError(FarmersErrors.FARMER_REFERENCE_NOT_FOUND);
  if (state.active === command.active) return [];
  return [FarmerReferenceItemStatusSet.create({ itemId: command.itemId, active: command.active, at: command.now })];
}

export const ReferenceItemStream = defineAggregate({
  streamType: REFERENCE_ITEM_STREAM,
  streamId: referenceItemStreamId,
  initial: initialReferenceItemState,
  evolve: evolveReferenceItem,
});
