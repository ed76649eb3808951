export { GeographyModule, GEOGRAPHY_ENTITIES } from './geography.module';
export { CountryDirectory, matchCountry } from './country-directory';
export type { CountryView } from './country-directory';
export { GeographyQueries } from './geography.queries';
export type { CityView, RegionView, RoleView, SignUpRoleView, StateView } from './geography.queries';
export { GeographyErrors } from './geography.errors';
