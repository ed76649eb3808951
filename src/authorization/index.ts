export { AuthorizationModule, AUTHORIZATION_ENTITIES } from './authorization.module';
export { DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE, PERMISSION_NAMES, ROLES, STAFF_ROLES } from './default-permissions';
export type { PermissionDefinition } from './default-permissions';
export { AuthorizationEvents } from './domain/authorization.events';
export { authorizationMessages } from './authorization.messages';
export { AuthorizationErrors } from './authorization.errors';
