import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type Query } from '../../shared/http';

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
 * GET `path` (with `query`) through react-query whenever either changes, never kept once the page is left:
 * product pages show live figures (likes, ratings, reviews). A null path asks nothing. A change of `askAgainFor`
 * (e.g. who is signed in) asks again.
 */
export function useRemote<T>(path: string | null, query?: Query, askAgainFor?: unknown): Remote<T> {
  const queryClient = useQueryClient();
  const queryKey = ['public', 'remote', path, query ?? {}, askAgainFor ?? null];
  const remote = useQuery({
    queryKey,
    enabled: path !== null,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => http<T>(path!, { query, signal }),
  });
  const key = JSON.stringify(queryKey);
  const setData = useCallback((data: T) => queryClient.setQueryData(JSON.parse(key), data), [queryClient, key]);
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
