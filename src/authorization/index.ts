export { AuthorizationModule } from './authorization.module';
export { DEFAULT_PERMISSIONS } from './default-permissions';
