import {
  isAdministrator,
  isPlatformManagerOnly,
  isRoleName,
  isStaffRole,
  roleNamesOf,
  runsThePlatform,
  workingRole,
} from './platform-roles';
import { isPermissionName } from './permission-names';

describe('role and permission names', () => {
  it('narrows stored roles to the roles table, dropping a name it does not hold', () => {
    expect(roleNamesOf(['ROLE_USER', 'ROLE_FARMER', 'ROLE_FARMERS', 'role_admin'])).toEqual([
      'ROLE_USER',
      'ROLE_FARMER',
    ]);
    expect(isRoleName('ROLE_WAFA_ADMIN')).toBe(true);
    expect(isRoleName('ROLE_WAFA')).toBe(false);
  });

  it('tells staff roles from their employers', () => {
    expect(isStaffRole('ROLE_DISTRIBUTOR_STAFF')).toBe(true);
    expect(isStaffRole('ROLE_DISTRIBUTOR')).toBe(false);
  });

  it('reads the working role and the administrators from the narrowed roles', () => {
    expect(workingRole(roleNamesOf(['ROLE_USER', 'ROLE_EXTENSION_AGENT']))).toBe('ROLE_EXTENSION_AGENT');
    expect(workingRole(roleNamesOf(['ROLE_USER']))).toBe('ROLE_USER');
    expect(isAdministrator({ roles: roleNamesOf(['ROLE_USER', 'ROLE_SUPER_ADMIN']) })).toBe(true);
    expect(isAdministrator({ roles: roleNamesOf(['ROLE_USER', 'ROLE_PLATFORM_MANAGER']) })).toBe(false);
  });

  it('limits a platform manager to their countries unless they are also an administrator', () => {
    const manager = { roles: roleNamesOf(['ROLE_USER', 'ROLE_PLATFORM_MANAGER']) };
    const managingAdministrator = { roles: roleNamesOf(['ROLE_USER', 'ROLE_PLATFORM_MANAGER', 'ROLE_ADMIN']) };
    const farmer = { roles: roleNamesOf(['ROLE_USER', 'ROLE_FARMER']) };
    expect(isPlatformManagerOnly(manager)).toBe(true);
    expect(isPlatformManagerOnly(managingAdministrator)).toBe(false);
    expect(isPlatformManagerOnly(farmer)).toBe(false);
    expect([manager, managingAdministrator, farmer].map(runsThePlatform)).toEqual([true, true, false]);
  });

  it('knows the catalogue’s permission names only', () => {
    expect(isPermissionName('orders:create')).toBe(true);
    expect(isPermissionName('orders:delete')).toBe(false);
  });
});
