import { isStaffRole, type RoleName, type StaffRole } from './platform-roles';

/*
 * Who acts for which organisation, as rules over role names. The organisations are input providers and the dealers who
 * sell their products; an owner's account is the organisation, and staff act for the owner who employs them.
 * ActingOrganisations (acting-organisations.ts) applies these rules to a caller, looking their employer up.
 */

export const ROLE_INPUT_PROVIDER = 'ROLE_INPUT_PROVIDER' satisfies RoleName;

/** The organisations that sell input providers' products: they keep a catalogue and ask for an affiliation. */
export const DEALER_ROLES = [
  'ROLE_DISTRIBUTOR',
  'ROLE_WHOLESALER',
  'ROLE_RETAILER',
  'ROLE_AGRODEALER',
] as const satisfies readonly RoleName[];
export type DealerRole = (typeof DEALER_ROLES)[number];

/** The roles of an organisation's owner. */
export const ORGANISATION_ROLES = [ROLE_INPUT_PROVIDER, ...DEALER_ROLES] as const satisfies readonly RoleName[];
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** The owner's role of the organisation each staff role works for. */
export const EMPLOYER_ROLES = {
  ROLE_INPUT_PROVIDER_STAFF: 'ROLE_INPUT_PROVIDER',
  ROLE_DISTRIBUTOR_STAFF: 'ROLE_DISTRIBUTOR',
  ROLE_WHOLESALER_STAFF: 'ROLE_WHOLESALER',
} as const satisfies Record<StaffRole, OrganisationRole>;

const DEALERS: ReadonlySet<string> = new Set(DEALER_ROLES);
const ORGANISATIONS: ReadonlySet<string> = new Set(ORGANISATION_ROLES);

export const isDealerRole = (role: string): role is DealerRole => DEALERS.has(role);
export const isOrganisationRole = (role: string): role is OrganisationRole => ORGANISATIONS.has(role);

/** The organisation role an owner holds (ROLE_INPUT_PROVIDER, ROLE_RETAILER, ...); null for everyone else, staff too. */
export const ownedOrganisationRole = (roles: readonly RoleName[]): OrganisationRole | null =>
  roles.find(isOrganisationRole) ?? null;

/**
 * The role of the organisation someone works in, from their roles alone: their own organisation's, or for staff
 * their employer's (a distributor's staff work in a ROLE_DISTRIBUTOR); null for farmers, agents, administrators.
 */
export function workingOrganisationRole(roles: readonly RoleName[]): OrganisationRole | null {
  const owned = ownedOrganisationRole(roles);
  if (owned) return owned;
  const staffRole = roles.find(isStaffRole);
  return staffRole ? EMPLOYER_ROLES[staffRole] : null;
}

/** Which side of the trade an organisation stands on: input providers make the products, dealers sell them. */
export type TradeSide = 'INPUT_PROVIDER' | 'DEALER';

export const tradeSideOf = (role: OrganisationRole): TradeSide =>
  role === ROLE_INPUT_PROVIDER ? 'INPUT_PROVIDER' : 'DEALER';

/** The organisation someone acts for. */
export interface Organisation {
  /** The owner's user id: what the organisation's records (stock, catalogue, orders, affiliations) belong to. */
  id: string;
  /** The owner's organisation role. */
  role: OrganisationRole;
  countryId: number;
}

/** A person as the people directory answers them (kernel/auth/access.ports.ts). */
export interface PersonRecord {
  id: string;
  roles: readonly RoleName[];
  countryId: number;
  employerId: string | null;
}

/** Whose records a person's work belongs to: their employer's for staff, their own otherwise. */
export const organisationIdOf = (person: Pick<PersonRecord, 'id' | 'employerId'>): string =>
  person.employerId ?? person.id;

/**
 * The organisation a person acts for: their own when they own one, their employer's (`employer`, looked up from their
 * `employerId`) when they are staff; null when they act for none (farmers, agents, administrators), or when the
 * employer is not an organisation.
 */
export function organisationActedFor(person: PersonRecord, employer: PersonRecord | null): Organisation | null {
  const organisation = person.employerId ? employer : person;
  if (!organisation || organisation.id !== organisationIdOf(person)) return null;
  const role = ownedOrganisationRole(organisation.roles);
  return role ? { id: organisation.id, role, countryId: organisation.countryId } : null;
}
