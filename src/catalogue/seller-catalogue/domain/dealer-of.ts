import { DealerRole, isDealerRole, Organisation } from '../../../kernel/auth/organisation-roles';
import { DomainError } from '../../../kernel/errors/domain-error';
import { CatalogueErrors } from '../../catalogue.errors';

/** A dealer (distributor, wholesaler, retailer, agro-dealer): the organisation a catalogue belongs to. */
export interface Dealer {
  id: string;
  role: DealerRole;
  countryId: number;
}

/** The dealer a caller keeps a catalogue for: the organisation they act for, when it is a dealer; null otherwise. */
export const dealerOf = (organisation: Organisation | null): Dealer | null =>
  organisation && isDealerRole(organisation.role)
    ? { id: organisation.id, role: organisation.role, countryId: organisation.countryId }
    : null;

/** The same, refusing (403) callers who have no catalogue, such as administrators and input providers. */
export function catalogueOwner(organisation: Organisation | null): Dealer {
  const dealer = dealerOf(organisation);
  if (!dealer) throw new DomainError(CatalogueErrors.CATALOG_DEALERS_ONLY);
  return dealer;
}
