import { useSyncExternalStore } from 'react';
import { getPreferences, subscribe, type Preferences } from './preferences';

/** The current language and country; re-renders when either changes. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}
