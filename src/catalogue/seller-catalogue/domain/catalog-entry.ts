import { defineAggregate } from '../../../kernel/events/decider';
import { defineEvent, sharedDataOf } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/errors/domain-error';
import { CatalogueErrors } from '../../catalogue.errors';

/**
 * A dealer's catalogue entry: one input provider's product that a distributor, wholesaler, retailer or agro-dealer
 * sells at their own price, in their own quantity, from their own selling locations.
 */
export const CATALOG_ENTRY_STREAM = 'catalog-entry';
export const catalogEntryStreamId = (entryId: string) => `catalog-entry-${entryId}`;

/** A place the dealer sells the product from, resolved to coordinates; `price` overrides the entry's price there. */
export interface SellingLocation {
  locationId: string;
  location: string;
  latitude: number;
  longitude: number;
  /** A decimal string, or null for the entry's price. */
  price: string | null;
}

export interface CatalogEntryTerms {
  /** A decimal string, e.g. "13000.50". */
  price: string;
  quantity: number;
  locations: SellingLocation[];
}

export interface CatalogEntryAdded extends CatalogEntryTerms {
  entryId: string;
  /** The organisation that sells (a staff member's employer). */
  dealerId: string;
  dealerRole: string;
  productId: string;
  countryId: number;
  at: string;
}
export interface CatalogEntryEdited extends CatalogEntryTerms {
  entryId: string;
  at: string;
}
export interface CatalogLocationRemoved {
  entryId: string;
  locationId: string;
  at: string;
}
export interface CatalogEntryRemoved {
  entryId: string;
  at: string;
}

export const CatalogEntryAdded = defineEvent<CatalogEntryAdded>('CatalogEntryAdded');
export const CatalogEntryEdited = defineEvent<CatalogEntryEdited>('CatalogEntryEdited');
export const CatalogLocationRemoved = defineEvent<CatalogLocationRemoved>('CatalogLocationRemoved');
export const CatalogEntryRemoved = defineEvent<CatalogEntryRemoved>('CatalogEntryRemoved');

/** The entry every event of the stream is about, and when. */
export const catalogEntryEventData = sharedDataOf<{ entryId: string; at: string }>(
  CatalogEntryAdded,
  CatalogEntryEdited,
  CatalogLocationRemoved,
  CatalogEntryRemoved,
);

/** The type names, for projections' `handles` and `switch`es. */
export const CatalogEntryEvents = {
  added: CatalogEntryAdded.type,
  edited: CatalogEntryEdited.type,
  locationRemoved: CatalogLocationRemoved.type,
  removed: CatalogEntryRemoved.type,
} as const;

export interface CatalogEntryState {
  exists: boolean;
  removed: boolean;
  dealerId: string | null;
  locations: { locationId: string; location: string }[];
}

export const initialCatalogEntryState: CatalogEntryState = {
  exists: false,
  removed: false,
  dealerId: null,
  locations: [],
};

const locationsOf = (terms: CatalogEntryTerms) =>
  terms.locations.map(({ locationId, location }) => ({ locationId, location }));

export function evolveCatalogEntry(state: CatalogEntryState, event: StoredEvent | NewEvent): CatalogEntryState {
  switch (event.type) {
    case CatalogEntryEvents.added: {
      const data = CatalogEntryAdded.dataOf(event);
      return { exists: true, removed: false, dealerId: data.dealerId, locations: locationsOf(data) };
    }
    case CatalogEntryEvents.edited:
      return { ...state, locations: locationsOf(CatalogEntryEdited.dataOf(event)) };
    case CatalogEntryEvents.locationRemoved: {
      const removed = CatalogLocationRemoved.dataOf(event).locationId;
      return { ...state, locations: state.locations.filter((l) => l.locationId !== removed) };
    }
    case CatalogEntryEvents.removed:
      return { ...state, removed: true };
    default:
      return state;
  }
}

/** Two spellings of one place ("Ikeja, Lagos" and " ikeja ,lagos") are the same selling location. */
export const locationKey = (location: string) =>
  location
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(',');

const isPositive = (price: string) => Number(price) > 0;
const invalid = (field: string, message: string) => new DomainError('VALIDATION_FAILED', {}, [{ field, message }]);

function checkTerms(terms: CatalogEntryTerms): void {
  if (!isPositive(terms.price)) throw invalid('price', 'CATALOG_PRICE_FORMAT');
  if (!Number.isInteger(terms.quantity) || terms.quantity < 0) throw invalid('quantity', 'CATALOG_QUANTITY_RULE');
  if (terms.locations.length === 0) throw invalid('locations', 'CATALOG_LOCATION_REQUIRED');
  const seen = new Set<string>();
  for (const [index, location] of terms.locations.entries()) {
    if (location.price !== null && !isPositive(location.price))
      throw invalid(`locations.${index}.price`, 'CATALOG_PRICE_FORMAT');
    const key = locationKey(location.location);
    if (seen.has(key)) throw invalid(`locations.${index}.location`, 'CATALOG_LOCATION_DUPLICATE');
    seen.add(key);
  }
}

/** A dealer reaches only their own entries: anyone else's, or a removed one, is 404. */
function mustOwn(state: CatalogEntryState, dealerId: string): void {
  if (!state.exists || state.removed || state.dealerId !== dealerId)
    throw new DomainError(CatalogueErrors.CATALOG_ENTRY_NOT_FOUND);
}

export type AddCatalogEntry = Omit<CatalogEntryAdded, 'at'> & { now: string };

export function decideAddCatalogEntry(state: CatalogEntryState, command: AddCatalogEntry): NewEvent[] {
  if (state.exists) throw new DomainError(CatalogueErrors.CATALOG_PRODUCT_ALREADY_ADDED);
  checkTerms(command);
  const { now, ...entry } = command;
  return [CatalogEntryAdded.create({ ...entry, at: now })];
}

export type EditCatalogEntry = CatalogEntryTerms & { entryId: string; dealerId: string; now: string };

/** Replaces price, quantity and locations; a location kept under the same name keeps its id. */
export function decideEditCatalogEntry(state: CatalogEntryState, command: EditCatalogEntry): NewEvent[] {
  mustOwn(state, command.dealerId);
  checkTerms(command);
  const existing = new Map(state.locations.map((l) => [locationKey(l.location), l.locationId]));
  const locations = command.locations.map((l) => ({
    ...l,
    locationId: existing.get(locationKey(l.location)) ?? l.locationId,
  }));
  return [
    CatalogEntryEdited.create({
      entryId: command.entryId,
      price: command.price,
      quantity: command.quantity,
      locations,
      at: command.now,
    }),
  ];
}

/** An entry keeps at least one selling location: the last one goes with the entry itself. */
export function decideRemoveCatalogLocation(
  state: CatalogEntryState,
  command: { entryId: string; dealerId: string; locationId: string; now: string },
): NewEvent[] {
  mustOwn(state, command.dealerId);
  if (!state.locations.some((l) => l.locationId === command.locationId))
    throw new DomainError(CatalogueErrors.CATALOG_LOCATION_NOT_FOUND);
  if (state.locations.length === 1) throw new DomainError(CatalogueErrors.CATALOG_LAST_LOCATION);
  return [CatalogLocationRemoved.create({ entryId: command.entryId, locationId: command.locationId, at: command.now })];
}

export function decideRemoveCatalogEntry(
  state: CatalogEntryState,
  command: { entryId: string; dealerId: string; now: string },
): NewEvent[] {
  mustOwn(state, command.dealerId);
  return [CatalogEntryRemoved.create({ entryId: command.entryId, at: command.now })];
}

export const CatalogEntryStream = defineAggregate({
  streamType: CATALOG_ENTRY_STREAM,
  streamId: catalogEntryStreamId,
  initial: initialCatalogEntryState,
  evolve: evolveCatalogEntry,
});
