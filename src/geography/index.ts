export { GeographyModule, GEOGRAPHY_ENTITIES } from './geography.module';
export { CountryDirectory, matchCountry } from './country-directory';
export type { CountryView } from './country-directory';
export { GeographyQueries } from './geography.queries';
export type { CityView, RegionView, RoleView, SectorView, SignUpRoleView, StateView } from './geography.queries';
export { LOCAL_AREA_KINDS } from './local-area-kinds';
export type { LocalAreaKind } from './local-area-kinds';
export { GeographyErrors } from './geography.errors';
