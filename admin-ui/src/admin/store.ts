import { localStorageStore, type Store } from 'react-admin';
import { getLanguage, isLanguage, setLanguage } from '../shared/preferences';

/**
 * react-admin's store (sidebar state, list params...) in localStorage, except for the
 * locale, which is read from and written to our own preferences (`kasuwa.language`) so
 * that the public pages and the console always agree on the language.
 */
export function createStore(): Store {
  const base = localStorageStore('1', 'Kasuwa');
  return {
    ...base,
    getItem<T = unknown>(key: string, defaultValue?: T): T | undefined {
      return key === 'locale' ? (getLanguage() as T) : base.getItem<T>(key, defaultValue);
    },
    setItem: (key, value) => {
      if (key === 'locale' && isLanguage(value)) setLanguage(value);
      base.setItem(key, value);
    },
  };
}
