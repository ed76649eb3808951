import { DomainError } from '../../kernel/errors/domain-error';
import { defineEvent } from '../../kernel/events/event-registry';
import { NewEvent } from '../../kernel/events/event.types';
import { InventoryErrors } from '../inventory.errors';
import { defineAggregate } from '../../kernel/events/decider';

/** A warehouse of an organisation (input provider, distributor or wholesaler): where its stock is kept. */
export const WAREHOUSE_STREAM = 'warehouse';
export const warehouseStreamId = (warehouseId: string) => `warehouse-${warehouseId}`;

export interface WarehouseDetails {
  name: string;
  /** Unique among the owner's warehouses (whatever the case). */
  code: string;
  manager: string;
  stateId: number;
  cityId: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export interface WarehouseCreated extends WarehouseDetails {
  warehouseId: string;
  ownerId: string;
  countryId: number;
  by: string;
  at: string;
}

export interface WarehouseUpdated extends WarehouseDetails {
  warehouseId: string;
  by: string;
  at: string;
}

export const WarehouseCreated = defineEvent<WarehouseCreated>('WarehouseCreated');
export const WarehouseUpdated = defineEvent<WarehouseUpdated>('WarehouseUpdated');
export const WarehouseEvents = { created: WarehouseCreated.type, updated: WarehouseUpdated.type } as const;

export interface WarehouseState {
  exists: boolean;
  ownerId: string | null;
  details: WarehouseDetails | null;
}

export const initialWarehouseState: WarehouseState = { exists: false, ownerId: null, details: null };

const detailsOf = ({
  name,
  code,
  manager,
  stateId,
  cityId,
  address,
  latitude,
  longitude,
}: WarehouseDetails): WarehouseDetails => ({
  name,
  code,
  manager,
  stateId,
  cityId,
  address,
  latitude,
  longitude,
});

export function evolveWarehouse(state: WarehouseState, event: { type: string; data: unknown }): WarehouseState {
  if (WarehouseCreated.is(event)) return { exists: true, ownerId: event.data.ownerId, details: detailsOf(event.data) };
  if (WarehouseUpdated.is(event)) return { ...state, details: detailsOf(event.data) };
  return state;
}

export function decideCreateWarehouse(
  state: WarehouseState,
  input: Omit<WarehouseCreated, 'at'> & { now: string },
): NewEvent[] {
  if (state.exists) return [];
  const { now, ...data } = input;
  return [WarehouseCreated.create({ ...data, at: now })];
}

/** Only the owner's warehouse changes; the same details again change nothing. */
export function decideUpdateWarehouse(
  state: WarehouseState,
  input: { warehouseId: string; ownerId: string; details: WarehouseDetails; by: string; now: string },
): NewEvent[] {
  if (!state.exists || state.ownerId !== input.ownerId) throw new DomainError(InventoryErrors.WAREHOUSE_NOT_FOUND);
  const details = detailsOf(input.details);
  if (JSON.stringify(details) === JSON.stringify(state.details)) return [];
  return [WarehouseUpdated.create({ warehouseId: input.warehouseId, ...details, by: input.by, at: input.now })];
}

export const WarehouseStream = defineAggregate({
  streamType: WAREHOUSE_STREAM,
  streamId: warehouseStreamId,
  initial: initialWarehouseState,
  evolve: evolveWarehouse,
});
