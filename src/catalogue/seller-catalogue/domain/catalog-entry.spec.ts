import { DomainError } from '../../../kernel/errors/domain-error';
import {
  AddCatalogEntry,
  CatalogEntryState,
  decideAddCatalogEntry,
  decideEditCatalogEntry,
  decideRemoveCatalogEntry,
  decideRemoveCatalogLocation,
  evolveCatalogEntry,
  initialCatalogEntryState,
  SellingLocation,
} from './catalog-entry';

const NOW = '2026-01-01T00:00:00.000Z';
const place = (locationId: string, location: string, price: string | null = null): SellingLocation => ({
  locationId,
  location,
  latitude: 6.6,
  longitude: 3.35,
  price,
});
const addition = (overrides: Partial<AddCatalogEntry> = {}): AddCatalogEntry => ({
  entryId: 'e1',
  dealerId: 'd1',
  dealerRole: 'ROLE_DISTRIBUTOR',
  productId: 'p1',
  countryId: 1,
  price: '13000.50',
  quantity: 40,
  locations: [place('l1', 'Ikeja, Lagos'), place('l2', 'Ibadan', '13500')],
  now: NOW,
  ...overrides,
});
const added = (): CatalogEntryState =>
  decideAddCatalogEntry(initialCatalogEntryState, addition()).reduce(evolveCatalogEntry, initialCatalogEntryState);
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    const error = e as DomainError;
    return { code: error.code, status: error.status, fields: error.errors.map((x) => `${x.field}: ${x.message}`) };
  }
  return 'no error';
};

describe('catalogue entry decisions', () => {
  it('adds an entry with its selling locations, the time from the command', () => {
    const [event] = decideAddCatalogEntry(initialCatalogEntryState, addition());
    const { now: _now, ...data } = addition();
    expect(event).toEqual({ type: 'CatalogEntryAdded', data: { ...data, at: NOW } });
    expect(added()).toEqual({
      exists: true,
      removed: false,
      dealerId: 'd1',
      locations: [
        { locationId: 'l1', location: 'Ikeja, Lagos' },
        { locationId: 'l2', location: 'Ibadan' },
      ],
    });
  });

  it('refuses a zero price, a negative quantity, no place and the same place twice', () => {
    expect(failure(() => decideAddCatalogEntry(initialCatalogEntryState, addition({ price: '0.00' })))).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      fields: ['price: CATALOG_PRICE_FORMAT'],
    });
    expect(failure(() => decideAddCatalogEntry(initialCatalogEntryState, addition({ quantity: -1 })))).toMatchObject({
      fields: ['quantity: CATALOG_QUANTITY_RULE'],
    });
    expect(failure(() => decideAddCatalogEntry(initialCatalogEntryState, addition({ locations: [] })))).toMatchObject({
      fields: ['locations: CATALOG_LOCATION_REQUIRED'],
    });
    expect(
      failure(() =>
        decideAddCatalogEntry(initialCatalogEntryState, addition({ locations: [place('l1', 'Kano', '0')] })),
      ),
    ).toMatchObject({
      fields: ['locations.0.price: CATALOG_PRICE_FORMAT'],
    });
    expect(
      failure(() =>
        decideAddCatalogEntry(
          initialCatalogEntryState,
          addition({ locations: [place('l1', 'Ikeja, Lagos'), place('l2', ' ikeja ,LAGOS ')] }),
        ),
      ),
    ).toMatchObject({
      fields: ['locations.1.location: CATALOG_LOCATION_DUPLICATE'],
    });
  });

  it('keeps the id of a location edited under the same name', () => {
    const [event] = decideEditCatalogEntry(added(), {
      entryId: 'e1',
      dealerId: 'd1',
      price: '12000',
      quantity: 0,
      locations: [place('new1', 'IKEJA, lagos', '12500'), place('new2', 'Kano')],
      now: NOW,
    });
    expect(event.type).toBe('CatalogEntryEdited');
    expect((event.data.locations as SellingLocation[]).map((l) => l.locationId)).toEqual(['l1', 'new2']);
  });

  it("answers 404 to anyone but the entry's dealer, and once removed", () => {
    const edit = { entryId: 'e1', dealerId: 'd2', price: '1', quantity: 1, locations: [place('x', 'Kano')], now: NOW };
    expect(failure(() => decideEditCatalogEntry(added(), edit))).toMatchObject({
      code: 'CATALOG_ENTRY_NOT_FOUND',
      status: 404,
    });
    expect(
      failure(() =>
        decideRemoveCatalogLocation(added(), { entryId: 'e1', dealerId: 'd2', locationId: 'l1', now: NOW }),
      ),
    ).toMatchObject({ code: 'CATALOG_ENTRY_NOT_FOUND' });
    expect(failure(() => decideRemoveCatalogEntry(added(), { entryId: 'e1', dealerId: 'd2', now: NOW }))).toMatchObject(
      { code: 'CATALOG_ENTRY_NOT_FOUND' },
    );
    const removed = decideRemoveCatalogEntry(added(), { entryId: 'e1', dealerId: 'd1', now: NOW }).reduce(
      evolveCatalogEntry,
      added(),
    );
    expect(failure(() => decideRemoveCatalogEntry(removed, { entryId: 'e1', dealerId: 'd1', now: NOW }))).toMatchObject(
      { code: 'CATALOG_ENTRY_NOT_FOUND' },
    );
  });

  it('removes a selling location, but never the last one', () => {
    const events = decideRemoveCatalogLocation(added(), { entryId: 'e1', dealerId: 'd1', locationId: 'l2', now: NOW });
    expect(events).toEqual([{ type: 'CatalogLocationRemoved', data: { entryId: 'e1', locationId: 'l2', at: NOW } }]);
    const one = events.reduce(evolveCatalogEntry, added());
    expect(
      failure(() => decideRemoveCatalogLocation(one, { entryId: 'e1', dealerId: 'd1', locationId: 'l2', now: NOW })),
    ).toMatchObject({ code: 'CATALOG_LOCATION_NOT_FOUND', status: 404 });
    expect(
      failure(() => decideRemoveCatalogLocation(one, { entryId: 'e1', dealerId: 'd1', locationId: 'l1', now: NOW })),
    ).toMatchObject({ code: 'CATALOG_LAST_LOCATION', status: 400 });
  });
});
