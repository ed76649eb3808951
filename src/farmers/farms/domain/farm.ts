import { DomainError, FieldError, ValidationFailedError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { FarmersErrors } from '../../farmers.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/** A farm an agent maps for a farmer: its size (kept also in hectares, so that totals add up), community and location. */
export const FARM_STREAM = 'farm';
export const farmStreamId = (farmId: string) => `farm-${farmId}`;

export const SIZE_UNITS = ['HA', 'ACRE', 'M2'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** Hectares in one unit: 1 acre = 0.40468564224 ha (international acre), 1 m² = 0.0001 ha. */
export const HECTARES_PER: Record<SizeUnit, number> = { HA: 1, ACRE: 0.40468564224, M2: 0.0001 };

/** The size in hectares, to 10 decimal places (enough for an 8-digit size in square metres or acres). */
export function toHectares(size: number, unit: SizeUnit): number {
  return Math.round(size * HECTARES_PER[unit] * 1e10) / 1e10;
}

/** What the agent says about the farm. */
export interface FarmDetails {
  name: string;
  size: number;
  sizeUnit: SizeUnit;
  community: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface FarmMapped extends FarmDetails {
  farmId: string;
  farmerId: string;
  sizeHa: number;
  /** The user who mapped it (an agent or an administrator). */
  mappedBy: string;
  at: string;
}

/** The farm's details after the edit (all of them), the names of those that changed, and the size in hectares. */
export interface FarmEdited extends FarmDetails {
  farmId: string;
  farmerId: string;
  changed: (keyof FarmDetails)[];
  sizeHa: number;
  at: string;
}

export interface FarmRemoved {
  farmId: string;
  farmerId: string;
  at: string;
}

export const FarmMapped = defineEvent<FarmMapped>('FarmMapped');
export const FarmEdited = defineEvent<FarmEdited>('FarmEdited');
export const FarmRemoved = defineEvent<FarmRemoved>('FarmRemoved');

export const FarmEvents = { mapped: FarmMapped.type, edited: FarmEdited.type, removed: FarmRemoved.type } as const;

export interface FarmState {
  exists: boolean;
  removed: boolean;
  farmerId: string | null;
  mappedBy: string | null;
  details: FarmDetails | null;
}

export const initialFarmState: FarmState = {
  exists: false,
  removed: false,
  farmerId: null,
  mappedBy: null,
  details: null,
};

type Event = StoredEvent | NewEvent;

const detailsOf = (d: FarmDetails): FarmDetails => ({
  name: d.name,
  size: d.size,
  sizeUnit: d.sizeUnit,
  community: d.community,
  address: d.address,
  latitude: d.latitude,
  longitude: d.longitude,
});

export function evolveFarm(state: FarmState, event: Event): FarmState {
  if (FarmMapped.is(event)) {
    const d = FarmMapped.dataOf(event);
    return { exists: true, removed: false, farmerId: d.farmerId, mappedBy: d.mappedBy, details: detailsOf(d) };
  }
  if (FarmEdited.is(event)) return { ...state, details: detailsOf(FarmEdited.dataOf(event)) };
  if (FarmRemoved.is(event)) return { ...state, removed: true };
  return state;
}

const DETAIL_FIELDS: (keyof FarmDetails)[] = [
  'name',
  'size',
  'sizeUnit',
  'community',
  'address',
  'latitude',
  'longitude',
];

export const changedDetails = (before: FarmDetails, after: FarmDetails) =>
  DETAIL_FIELDS.filter((field) => before[field] !== after[field]);

/** Digits of a number as written, without sign, point or leading zeros of the whole part. */
function digitCount(value: number): number {
  const [whole, fraction = ''] = String(value).split('.');
  return whole.replace(/^-?0+/, '').length + fraction.length;
}

/** Spec section 5: a number greater than 0, with at most 8 digits (decimals included). */
export const isFarmSize = (size: number) =>
  Number.isFinite(size) && size > 0 && digitCount(size) <= 8 && !/e/i.test(String(size));

/** The rules of spec section 5 (the DTO says them too, so that every field's error comes at once). */
export function checkFarmDetails(details: FarmDetails): void {
  const errors: FieldError[] = [];
  if (!details.name.trim()) errors.push({ field: 'name', message: 'FARM_NAME_REQUIRED' });
  if (!isFarmSize(details.size)) errors.push({ field: 'size', message: 'FARM_SIZE_INVALID' });
  if (!SIZE_UNITS.includes(details.sizeUnit)) errors.push({ field: 'sizeUnit', message: 'FARM_SIZE_UNIT_INVALID' });
  if (!details.community.trim() || details.community.length > 100)
    errors.push({ field: 'community', message: 'FARM_COMMUNITY_REQUIRED' });
  if (details.address !== null && details.address.length > 100)
    errors.push({ field: 'address', message: 'FARM_ADDRESS_TOO_LONG' });
  if (details.latitude !== null && !(details.latitude >= -90 && details.latitude <= 90))
    errors.push({ field: 'latitude', message: 'FARM_LATITUDE_INVALID' });
  if (details.longitude !== null && !(details.longitude >= -180 && details.longitude <= 180))
    errors.push({ field: 'longitude', message: 'FARM_LONGITUDE_INVALID' });
  if ((details.latitude === null) !== (details.longitude === null))
    errors.push({ field: details.latitude === null ? 'latitude' : 'longitude', message: 'FARM_LOCATION_INCOMPLETE' });
  if (errors.length) throw new ValidationFailedError(errors);
}

/**
 * Maps a farm. The same request again (same id, same caller, same farmer and details) decides nothing, so a retried
 * create makes one farm; the same id with anything else is FARM_ALREADY_EXISTS.
 */
export function decideMap(
  state: FarmState,
  command: { farmId: string; farmerId: string; mappedBy: string; details: FarmDetails; now: string },
): NewEvent[] {
  checkFarmDetails(command.details);
  if (state.exists) {
    const same =
      !state.removed &&
      state.farmerId === command.farmerId &&
      state.mappedBy === command.mappedBy &&
      changedDetails(state.details!, command.details).length === 0;
    if (same) return [];
    throw new DomainError(FarmersErrors.FARM_ALREADY_EXISTS);
  }
  return [
    FarmMapped.create({
      farmId: command.farmId,
      farmerId: command.farmerId,
      ...detailsOf(command.details),
      sizeHa: toHectares(command.details.size, command.details.sizeUnit),
      mappedBy: command.mappedBy,
      at: command.now,
    }),
  ];
}

function mustExist(state: FarmState): void {
  if (!state.exists || state.removed) throw new DomainError(FarmersErrors.FARM_NOT_FOUND);
}

/** Replaces the details; nothing changed, no event. */
export function decideEdit(
  state: FarmState,
  command: { farmId: string; details: FarmDetails; now: string },
): NewEvent[] {
  mustExist(state);
  checkFarmDetails(command.details);
  const changed = changedDetails(state.details!, command.details);
  if (!changed.length) return [];
  return [
    FarmEdited.create({
      farmId: command.farmId,
      farmerId: state.farmerId!,
      ...detailsOf(command.details),
      changed,
      sizeHa: toHectares(command.details.size, command.details.sizeUnit),
      at: command.now,
    }),
  ];
}

export function decideRemove(state: FarmState, command: { farmId: string; now: string }): NewEvent[] {
  mustExist(state);
  return [FarmRemoved.create({ farmId: command.farmId, farmerId: state.farmerId!, at: command.now })];
}

export const FarmStream = defineAggregate({
  streamType: FARM_STREAM,
  streamId: farmStreamId,
  initial: initialFarmState,
  evolve: evolveFarm,
});
