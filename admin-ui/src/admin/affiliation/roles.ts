/** Which side of an affiliation the working role is on (tradeSideOf, src/kernel/auth/organisation-roles.ts). */

const PROVIDER_ROLES = ['ROLE_INPUT_PROVIDER', 'ROLE_INPUT_PROVIDER_STAFF'];
const DEALER_ROLES = [
  'ROLE_DISTRIBUTOR',
  'ROLE_DISTRIBUTOR_STAFF',
  'ROLE_WHOLESALER',
  'ROLE_WHOLESALER_STAFF',
  'ROLE_RETAILER',
  'ROLE_AGRODEALER',
];

/** Input providers (and their staff) answer affiliation requests. */
export const isInputProviderSide = (role: string) => PROVIDER_ROLES.includes(role);

/** Distributors, wholesalers, retailers and agro-dealers (and staff) ask input providers for an affiliation. */
export const isDealerSide = (role: string) => DEALER_ROLES.includes(role);

/** WAFA partners and administrators follow every affiliation request of their country, read-only. */
export const isObserver = (role: string) => role === 'ROLE_WAFA_PARTNER' || role === 'ROLE_WAFA_ADMIN';

/** The WAFA administrator's home is wafa/affiliations; everyone else's affiliation page is affiliations. */
export const affiliationsPath = (role: string) => (role === 'ROLE_WAFA_ADMIN' ? '/wafa/affiliations' : '/affiliations');
