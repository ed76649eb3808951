export { GeographyModule } from './geography.module';
export { CountryDirectory, matchCountry } from './queries/country-directory';
export type { CountryView } from './queries/country-directory';
export { GeographyQueries } from './queries/geography.queries';
export type { CityView, StateView } from './queries/geography.queries';
