export { GeographyModule, GEOGRAPHY_ENTITIES } from './geography.module';
export { CountryDirectory, matchCountry } from './queries/country-directory';
export type { CountryView } from './queries/country-directory';
export { GeographyQueries } from './queries/geography.queries';
export type {
  CityView,
  RegionView,
  RoleView,
  SectorView,
  SignUpRoleView,
  StateView,
} from './queries/geography.queries';
export { LOCAL_AREA_KINDS } from './domain/local-area-kinds';
export type { LocalAreaKind } from './domain/local-area-kinds';
export { GeographyErrors } from './geography.errors';
