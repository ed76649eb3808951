export { AuthorizationModule } from './authorization.module';
export { PERMISSION_CATALOGUE, ROLES } from './domain/default-permissions';
// The countries a platform manager monitors (farmers scope their lists and objects by them).
export { MonitoredCountriesQuery } from './queries/authorization.queries';
