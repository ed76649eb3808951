import {
  isDealerRole,
  organisationActedFor,
  organisationIdOf,
  ownedOrganisationRole,
  PersonRecord,
  tradeSideOf,
  workingOrganisationRole,
} from './organisation-roles';
import { roleNamesOf } from './platform-roles';

const person = (id: string, roles: string[], employerId: string | null = null, countryId = 1): PersonRecord => ({
  id,
  roles: roleNamesOf(roles),
  countryId,
  employerId,
});

describe('who acts for which organisation', () => {
  const distributor = person('d-1', ['ROLE_USER', 'ROLE_DISTRIBUTOR'], null, 2);
  const distributorStaff = person('s-1', ['ROLE_USER', 'ROLE_DISTRIBUTOR_STAFF'], 'd-1', 2);
  const provider = person('p-1', ['ROLE_USER', 'ROLE_INPUT_PROVIDER']);
  const providerStaff = person('s-2', ['ROLE_USER', 'ROLE_INPUT_PROVIDER_STAFF'], 'p-1');

  it('an owner acts for their own organisation, in its role', () => {
    expect(organisationActedFor(distributor, null)).toEqual({ id: 'd-1', role: 'ROLE_DISTRIBUTOR', countryId: 2 });
    expect(organisationActedFor(provider, null)).toEqual({ id: 'p-1', role: 'ROLE_INPUT_PROVIDER', countryId: 1 });
    const retailer = person('r-1', ['ROLE_USER', 'ROLE_RETAILER']);
    expect(organisationActedFor(retailer, null)?.role).toBe('ROLE_RETAILER');
  });

  it('staff act for their employer, in the employer’s role and country', () => {
    expect(organisationActedFor(distributorStaff, distributor)).toEqual({
      id: 'd-1',
      role: 'ROLE_DISTRIBUTOR',
      countryId: 2,
    });
    expect(organisationActedFor(providerStaff, provider)?.role).toBe('ROLE_INPUT_PROVIDER');
  });

  it('staff whose employer is missing, or is someone else than the one named, act for none', () => {
    expect(organisationActedFor(distributorStaff, null)).toBeNull();
    expect(organisationActedFor(distributorStaff, provider)).toBeNull();
  });

  it('farmers, agents, administrators and platform managers act for none', () => {
    for (const roles of [
      ['ROLE_USER', 'ROLE_FARMER'],
      ['ROLE_USER', 'ROLE_EXTENSION_AGENT'],
      ['ROLE_USER', 'ROLE_ADMIN'],
    ])
      expect(organisationActedFor(person('x', roles), null)).toBeNull();
    expect(organisationActedFor(person('m', ['ROLE_USER', 'ROLE_PLATFORM_MANAGER']), null)).toBeNull();
  });

  it('whose records a person’s work belongs to: the employer’s for staff, their own otherwise', () => {
    expect(organisationIdOf(distributorStaff)).toBe('d-1');
    expect(organisationIdOf(person('f-1', ['ROLE_USER', 'ROLE_FARMER']))).toBe('f-1');
  });

  it('reads the organisation role from roles alone: owners’ own, staff’s employer’s', () => {
    expect(ownedOrganisationRole(roleNamesOf(['ROLE_USER', 'ROLE_WHOLESALER']))).toBe('ROLE_WHOLESALER');
    expect(ownedOrganisationRole(roleNamesOf(['ROLE_USER', 'ROLE_WHOLESALER_STAFF']))).toBeNull();
    expect(workingOrganisationRole(roleNamesOf(['ROLE_USER', 'ROLE_WHOLESALER_STAFF']))).toBe('ROLE_WHOLESALER');
    expect(workingOrganisationRole(roleNamesOf(['ROLE_USER', 'ROLE_AGRODEALER']))).toBe('ROLE_AGRODEALER');
    expect(workingOrganisationRole(roleNamesOf(['ROLE_USER', 'ROLE_WAFA_PARTNER']))).toBeNull();
  });

  it('puts input providers on one side of the trade and every dealer on the other', () => {
    expect(tradeSideOf('ROLE_INPUT_PROVIDER')).toBe('INPUT_PROVIDER');
    for (const role of ['ROLE_DISTRIBUTOR', 'ROLE_WHOLESALER', 'ROLE_RETAILER', 'ROLE_AGRODEALER'] as const) {
      expect(isDealerRole(role)).toBe(true);
      expect(tradeSideOf(role)).toBe('DEALER');
    }
    expect(isDealerRole('ROLE_DISTRIBUTOR_STAFF')).toBe(false);
  });
});
