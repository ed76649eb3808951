import { useCallback, useEffect, useState } from 'react';
import { http, type Query } from '../../shared/http';

export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  reload: () => void;
  /** Replaces the answer in place (e.g. after a mutation answered the new state). */
  setData: (data: T) => void;
}

/**
 * GET `path` (with `query`) whenever either changes, never cached: product pages show live figures
 * (likes, ratings, reviews). A null path asks nothing. Earlier requests are aborted. A change of
 * `askAgainFor` (e.g. who is signed in) asks again.
 */
export function useRemote<T>(path: string | null, query?: Query, askAgainFor?: unknown): Remote<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; isPending: boolean }>({
    data: undefined,
    error: null,
    isPending: !!path,
  });
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query ?? {});

  useEffect(() => {
    if (!path) {
      setState({ data: undefined, error: null, isPending: false });
      return undefined;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, error: null, isPending: true }));
    http<T>(path, { query: JSON.parse(queryKey) as Query, signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, isPending: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: undefined, error, isPending: false });
      },
    );
    return () => controller.abort();
  }, [path, queryKey, attempt, askAgainFor]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ data, error: null, isPending: false }), []);
  return { ...state, reload, setData };
}
