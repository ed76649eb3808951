import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { KasuwaDataProvider } from '../dataProvider';
import { http } from '../../shared/http';
import { getCountry } from '../../shared/preferences';
import { getSessionUser } from '../../shared/session';

export interface Place {
  id: number;
  name: string;
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
