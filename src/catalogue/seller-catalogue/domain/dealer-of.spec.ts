import { CatalogueErrors } from '../../catalogue.errors';
import { catalogueOwner, dealerOf } from './dealer-of';

describe('whose catalogue a caller keeps', () => {
  it('a dealer’s: the organisation the caller acts for when it sells input providers’ products', () => {
    const wholesaler = { id: 'w-1', role: 'ROLE_WHOLESALER', countryId: 3 } as const;
    expect(dealerOf(wholesaler)).toEqual({ id: 'w-1', role: 'ROLE_WHOLESALER', countryId: 3 });
    expect(catalogueOwner(wholesaler).id).toBe('w-1');
  });

  it('none for an input provider or someone who acts for none, refused (403) where a catalogue is needed', () => {
    const provider = { id: 'p-1', role: 'ROLE_INPUT_PROVIDER', countryId: 1 } as const;
    expect(dealerOf(provider)).toBeNull();
    expect(dealerOf(null)).toBeNull();
    expect(() => catalogueOwner(provider)).toThrow(CatalogueErrors.CATALOG_DEALERS_ONLY);
    expect(() => catalogueOwner(null)).toThrow(CatalogueErrors.CATALOG_DEALERS_ONLY);
  });
});
