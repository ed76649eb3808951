import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer, type Init, type Operation, type PathsOf } from '../shared/api';

/**
 * GET `path` (a path of openapi.json, with its parameters) through react-query, once for the session (the public pages
 * only read reference data this way: countries, categories, sizes...). A null path asks nothing. `refetch` asks again.
 */
export function useApi<P extends PathsOf<'get'>>(
  path: P | null,
  init?: Init<Operation<P, 'get'>>,
): { data: ApiAnswer<P> | undefined; error: unknown; isPending: boolean; refetch: () => void } {
  const query = useQuery({
    queryKey: ['public', 'reference', path, init?.params ?? {}],
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: ({ signal }) => (api.get as (path: P, init: object) => Promise<ApiAnswer<P>>)(path!, { ...init, signal }),
  });
  return {
    data: query.error ? undefined : query.data,
    error: query.error,
    isPending: path !== null && (query.isPending || query.isFetching),
    refetch: () => void query.refetch(),
  };
}
