import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { KasuwaDataProvider } from '../dataProvider';
import { http } from '../../shared/http';
import { getCountry } from '../../shared/preferences';
import { getSessionUser } from '../../shared/session';

export interface Place {
  id: number;
  name: string;
  /** Local areas (state/{id}/city, city/{id}): what the area is called there, in English and French. */
  kindLabel?: string;
  kindLabelFr?: string;
  /** False for an earlier entry that is not a local area (a town): kept for what points at it, not offered. */
  listed?: boolean;
}

const HOUR = 60 * 60 * 1000;

/**
 * The id of the country the console works in: the one chosen in the preferences (the API's
 * `Country` header, which decides the salesmen's country), else the signed-in person's.
 */
export function useWorkingCountryId(): number | undefined {
  const dataProvider = useDataProvider<KasuwaDataProvider>();
  const countries = useQuery({
    queryKey: ['kasuwa', 'reference-countries'],
    staleTime: HOUR,
    queryFn: ({ signal }) => dataProvider.getReferenceCountries(signal),
  });
  const chosen = getCountry().toLocaleLowerCase();
  const match = countries.data?.find((country) => country.name.toLocaleLowerCase() === chosen);
  return match ? Number(match.id) : countries.isPending ? undefined : getSessionUser()?.country?.id;
}

function usePlaces(path: string | null) {
  return useQuery({
    queryKey: ['kasuwa', 'places', path],
    enabled: !!path,
    staleTime: HOUR,
    queryFn: ({ signal }) => http<Place[]>(path!, { signal }).then((list) => (Array.isArray(list) ? list : [])),
  });
}

/** GET states?countryId= (public reference data). */
export const useStates = (countryId: number | undefined) => usePlaces(countryId ? `/states?countryId=${countryId}` : null);

/** GET state/{id}/city (public reference data). */
export const useCities = (stateId: number | null | undefined) => usePlaces(stateId ? `/state/${stateId}/city` : null);

/** GET city/{id}: one local area, also an earlier entry no longer listed. */
export const useCity = (cityId: number | null | undefined) =>
  useQuery({
    queryKey: ['kasuwa', 'places', 'city', cityId],
    enabled: !!cityId,
    staleTime: HOUR,
    queryFn: ({ signal }) => http<Place>(`/city/${cityId}`, { signal }),
  });

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
    (places ?? []).filter((place) => place.listed !== false).map((place) => (locale === 'fr' ? place.kindLabelFr : place.kindLabel)),
  );
  const [only] = [...labels];
  return labels.size === 1 && only ? only : fallback;
}
