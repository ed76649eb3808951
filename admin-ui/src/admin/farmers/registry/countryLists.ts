import { useQuery } from '@tanstack/react-query';
import { useFarmersApi } from '../useFarmersApi';

const HOUR = 60 * 60 * 1000;
type ListOf = 'projectsOf' | 'aggregationPartnersOf' | 'farmerCompaniesOf';
const KEYS: Record<ListOf, string> = {
  projectsOf: 'projects',
  aggregationPartnersOf: 'aggregation-partners',
  farmerCompaniesOf: 'farmer-companies',
};

/** One of the country's farmer lists (its projects, aggregation partners or farmer companies), read once an hour. */
export function useCountryList(list: ListOf, countryId: number | undefined) {
  const api = useFarmersApi();
  return useQuery({
    queryKey: ['farmers', KEYS[list], countryId],
    enabled: !!countryId,
    staleTime: HOUR,
    queryFn: ({ signal }) => api[list](countryId!, signal),
  });
}
