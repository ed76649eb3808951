/**
 * The visitor's choices, kept in localStorage so that the public pages, the console and
 * every API call (see ./http.ts) agree on them: the language ('en' | 'fr'), the country
 * (by its canonical name, as the API's `Country` header expects) and the access token.
 */

export type Language = 'en' | 'fr';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** The countries Kasuwa serves, by the canonical names the API uses. */
export const COUNTRIES = ['Nigeria', 'Ghana', 'Ivory Coast', 'Senegal', 'Kenya', 'Rwanda', 'Tanzania'] as const;

export const DEFAULT_COUNTRY = 'Nigeria';

/** Countries whose default language is French. */
const FRENCH_SPEAKING_COUNTRIES: readonly string[] = ['Ivory Coast', 'Senegal'];

export const STORAGE_KEYS = {
  language: 'kasuwa.language',
  country: 'kasuwa.country',
  token: 'kasuwa.token',
  user: 'kasuwa.user',
} as const;

// localStorage may be unavailable (private mode, sandboxed iframes): fall back to memory.
const memory = new Map<string, string>();

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

export function defaultLanguageFor(country: string): Language {
  return FRENCH_SPEAKING_COUNTRIES.includes(country) ? 'fr' : 'en';
}

/** The chosen country's name; 'Nigeria' until one is chosen. */
export function getCountry(): string {
  const stored = readStorage(STORAGE_KEYS.country);
  return stored && stored.trim() ? stored : DEFAULT_COUNTRY;
}

/** The chosen language; until one is chosen, the country's default language. */
export function getLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : defaultLanguageFor(getCountry());
}

export function setCountry(country: string): void {
  if (country === readStorage(STORAGE_KEYS.country)) return;
  writeStorage(STORAGE_KEYS.country, country);
  notify();
}

export function setLanguage(language: Language): void {
  if (!isLanguage(language)) return;
  if (language === readStorage(STORAGE_KEYS.language)) return;
  writeStorage(STORAGE_KEYS.language, language);
  notify();
}

/** The stored access token, if any (written by sign-in, see ./session.ts). */
export function getToken(): string | null {
  const token = readStorage(STORAGE_KEYS.token);
  return token && token.trim() ? token : null;
}

export function setToken(token: string | null): void {
  writeStorage(STORAGE_KEYS.token, token && token.trim() ? token : null);
}

export interface Preferences {
  language: Language;
  country: string;
}

// A stable snapshot, so that React's useSyncExternalStore can compare it by reference.
let snapshot: Preferences = { language: getLanguage(), country: getCountry() };

export function getPreferences(): Preferences {
  return snapshot;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  const next = { language: getLanguage(), country: getCountry() };
  if (next.language === snapshot.language && next.country === snapshot.country) return;
  snapshot = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next.language;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the language or country changes (in this tab or another). */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  document.documentElement.lang = snapshot.language;
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.language || event.key === STORAGE_KEYS.country) {
      notify();
    }
  });
}
