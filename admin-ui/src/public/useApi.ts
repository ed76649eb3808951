import { useCallback, useEffect, useState } from 'react';
import { http } from '../shared/http';

const cache = new Map<string, unknown>();

/**
 * GET `path` once the component mounts (answers are kept for the session: the public pages only
 * read reference data this way). `refetch` asks again.
 */
export function useApi<T>(path: string | null): { data: T | undefined; error: unknown; isPending: boolean; refetch: () => void } {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; isPending: boolean }>(() => ({
    data: path ? (cache.get(path) as T | undefined) : undefined,
    error: null,
    isPending: !!path && !cache.has(path),
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!path) return undefined;
    if (cache.has(path) && attempt === 0) {
      setState({ data: cache.get(path) as T, error: null, isPending: false });
      return undefined;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, error: null, isPending: true }));
    http<T>(path, { signal: controller.signal }).then(
      (data) => {
        cache.set(path, data);
        setState({ data, error: null, isPending: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: undefined, error, isPending: false });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refetch };
}
