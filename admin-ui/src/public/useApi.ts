import { useQuery } from '@tanstack/react-query';
import { http } from '../shared/http';

/**
 * GET `path` through react-query, once for the session (the public pages only read reference data this way:
 * countries, categories, sizes...). A null path asks nothing. `refetch` asks again.
 */
export function useApi<T>(path: string | null): { data: T | undefined; error: unknown; isPending: boolean; refetch: () => void } {
  const query = useQuery({
    queryKey: ['public', 'reference', path],
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: ({ signal }) => http<T>(path!, { signal }),
  });
  return {
    data: query.error ? undefined : query.data,
    error: query.error,
    isPending: path !== null && (query.isPending || query.isFetching),
    refetch: () => void query.refetch(),
  };
}
