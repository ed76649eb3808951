export { AuthorizationModule, AUTHORIZATION_ENTITIES } from './authorization.module';
export {
  DEFAULT_PERMISSIONS,
  PERMISSION_CATALOGUE,
  PERMISSION_NAMES,
  ROLES,
  STAFF_ROLES,
} from './domain/default-permissions';
export type { PermissionDefinition } from './domain/default-permissions';
export {
  AuthorizationCountrySwitched,
  AuthorizationEvents,
  AuthorizationProfileSwitched,
  MonitoredCountriesSet,
  ProfileFeatureSwitched,
  StaffPermissionsGranted,
  StaffPermissionsRevoked,
} from './domain/authorization.events';
export { authorizationMessages } from './authorization.messages';
export { AuthorizationErrors } from './authorization.errors';
// The countries a platform manager monitors (farmers scope their lists and objects by them).
export { MonitoredCountriesQuery } from './queries/authorization.queries';
