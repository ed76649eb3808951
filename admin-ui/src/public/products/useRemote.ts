import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer, type Init, type Operation, type PathsOf } from '../../shared/api';

export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  /** A request is on its way (the previous answer stays in `data` meanwhile). */
  isPending: boolean;
  reload: () => void;
  /** Replaces the answer in place (e.g. after a mutation answered the new state). */
  setData: (data: T) => void;
}

/**
 * GET `path` (a path of openapi.json, with its parameters) through react-query whenever either changes, never kept once the page is left:
 * product pages show live figures (likes, ratings, reviews). A null path asks nothing. A change of `askAgainFor`
 * (e.g. who is signed in) asks again.
 */
export function useRemote<P extends PathsOf<'get'>>(
  path: P | null,
  init?: Init<Operation<P, 'get'>>,
  askAgainFor?: unknown,
): Remote<ApiAnswer<P>> {
  const queryClient = useQueryClient();
  const queryKey = ['public', 'remote', path, init?.params ?? {}, askAgainFor ?? null];
  const remote = useQuery({
    queryKey,
    enabled: path !== null,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => (api.get as (path: P, init: object) => Promise<ApiAnswer<P>>)(path!, { ...init, signal }),
  });
  const key = JSON.stringify(queryKey);
  const setData = useCallback(
    (data: ApiAnswer<P>) => queryClient.setQueryData(JSON.parse(key), data),
    [queryClient, key],
  );
  const { refetch } = remote;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: path === null || remote.error ? undefined : remote.data,
    error: path === null ? null : remote.error,
    isPending: path !== null && (remote.isPending || remote.isFetching),
    reload,
    setData,
  };
}
