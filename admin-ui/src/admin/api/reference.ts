/**
 * The public reference data the console's screens share (countries, states, cities): the data provider's calls
 * (`referenceCalls`) and the queries that read them, cached for an hour under one key each.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import type { TypedApi } from '../../shared/api';
import { getCountry } from '../../shared/preferences';
import type { Schema } from '../../shared/schemas';
import { getSessionUser } from '../../shared/session';
import { useConsoleApi } from './useConsoleApi';

export type ReferenceCountry = Schema<'CountryResponse'>;

/**
 * A state or a local area as the place pickers show it. Local areas (state/{id}/city, city/{id}) say what the area is
 * called there, in English and French; `listed` false: an earlier entry that is not a local area (a town), kept for
 * what points at it, not offered.
 */
export type Place = Pick<Schema<'CityResponse'>, 'id' | 'name'> &
  Partial<Pick<Schema<'CityResponse'>, 'kindLabel' | 'kindLabelFr' | 'listed'>>;

export const referenceCalls = (api: TypedApi) => ({
  /** GET countries */
  getReferenceCountries: (signal?: AbortSignal) => api.get('/api/v1/countries', { signal }),

  /** GET states?countryId= */
  getStates: (countryId: number, signal?: AbortSignal): Promise<Place[]> =>
    api.get('/api/v1/states', { params: { query: { countryId } }, signal }),

  /** GET state/{id}/city */
  getCities: (stateId: number, signal?: AbortSignal): Promise<Place[]> =>
    api.get('/api/v1/state/{id}/city', { params: { path: { id: stateId } }, signal }),

  /** GET city/{id}: one local area, also an earlier entry no longer listed. */
  getCity: (cityId: number, signal?: AbortSignal): Promise<Place> =>
    api.get('/api/v1/city/{id}', { params: { path: { id: cityId } }, signal }),
});

const HOUR = 60 * 60 * 1000;

/** GET countries, read once an hour for every screen that needs them. */
export function useReferenceCountries(enabled = true) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: ['kasuwa', 'reference-countries'],
    enabled,
    staleTime: HOUR,
    queryFn: ({ signal }) => api.getReferenceCountries(signal),
  });
}

/** The country chosen in the preferences (the API's `Country` header), among the reference countries. */
export function useWorkingCountry() {
  const countries = useReferenceCountries();
  const chosen = getCountry().toLocaleLowerCase();
  return {
    country: countries.data?.find((country) => country.name.toLocaleLowerCase() === chosen),
    isPending: countries.isPending,
  };
}

/**
 * The id of the country the console works in: the one chosen in the preferences (the API's
 * `Country` header, which decides the salesmen's country), else the signed-in person's.
 */
export function useWorkingCountryId(): number | undefined {
  const { country, isPending } = useWorkingCountry();
  return country ? Number(country.id) : isPending ? undefined : getSessionUser()?.country?.id;
}

function usePlaces(kind: 'states' | 'cities', parentId: number | null | undefined) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: ['kasuwa', 'places', kind, parentId],
    enabled: !!parentId,
    staleTime: HOUR,
    queryFn: ({ signal }) => (kind === 'states' ? api.getStates(parentId!, signal) : api.getCities(parentId!, signal)),
  });
}

/** GET states?countryId= (none until a country is known). */
export const useStates = (countryId: number | null | undefined) => usePlaces('states', countryId);

/** GET state/{id}/city (none until a state is chosen). */
export const useCities = (stateId: number | null | undefined) => usePlaces('cities', stateId);

/** GET city/{id}: one local area, also an earlier entry no longer listed. */
export function useCity(cityId: number | null | undefined) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: ['kasuwa', 'places', 'city', cityId],
    enabled: !!cityId,
    staleTime: HOUR,
    queryFn: ({ signal }) => api.getCity(cityId!, signal),
  });
}

/**
 * The areas of a state to choose from, plus the current choice when it is an earlier entry no longer listed (a town
 * a record still points at), so that the form shows it rather than an empty field.
 */
export function useCitiesWithCurrent(stateId: number | null | undefined, currentId: number | null | undefined) {
  const cities = useCities(stateId);
  const missing = !!currentId && !!cities.data && !cities.data.some((city) => city.id === currentId);
  const current = useCity(missing ? currentId : null);
  const list = cities.data ?? [];
  return current.data && missing && !list.some((city) => city.id === current.data.id) ? [...list, current.data] : list;
}

/** What the state's areas are called ("LGA", "Sub-county", "Département"...) in the console's language, else `fallback`. */
export function useAreaLabel(places: Place[] | undefined, fallback: string): string {
  const [locale] = useLocaleState();
  const labels = new Set(
    (places ?? [])
      .filter((place) => place.listed !== false)
      .map((place) => (locale === 'fr' ? place.kindLabelFr : place.kindLabel)),
  );
  const [only] = [...labels];
  return labels.size === 1 && only ? only : fallback;
}
