/**
 * Images the API serves only to signed-in people (e.g. GET /api/v1/users/{id}/photo): an <img> cannot
 * send the bearer token, so they are fetched with it and shown from a blob: URL. Other URLs pass through.
 */
import { useEffect, useState } from 'react';
import { API_BASE } from './http';
import { getCountry, getLanguage, getToken } from './preferences';

const cache = new Map<string, Promise<string | null>>();

const needsToken = (url: string) =>
  url.startsWith(`${API_BASE}/`) || url.startsWith(`${window.location.origin}${API_BASE}/`);

/** The URL of a file the API serves, from its path under the API (`products/photo/1.jpg` -> `/api/v1/products/photo/1.jpg`). */
export const apiFileUrl = (path: string) => `${API_BASE}/${path.replace(/^\//, '')}`;

/** A displayable URL for `url` (a blob: URL for API images); null when it cannot be loaded. */
export function loadApiImage(url: string | null | undefined): Promise<string | null> {
  if (!url) return Promise.resolve(null);
  if (!needsToken(url)) return Promise.resolve(url);
  const token = getToken();
  const key = `${token ?? ''} ${url}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetch(url, {
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Accept-Language': getLanguage(),
        Country: getCountry(),
      },
    })
      .then(async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : null))
      .catch(() => null);
    cache.set(key, pending);
  }
  return pending;
}

/** `loadApiImage` as a hook: undefined while loading or when there is no image. */
export function useApiImage(url: string | null | undefined): string | undefined {
  const [src, setSrc] = useState<string | undefined>(() => (url && !needsToken(url) ? url : undefined));
  useEffect(() => {
    let live = true;
    setSrc(url && !needsToken(url) ? url : undefined);
    void loadApiImage(url).then((loaded) => {
      if (live) setSrc(loaded ?? undefined);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return src;
}
