import { useCallback } from 'react';
import { usePreferences } from '../shared/usePreferences';
import { messages, type MessageKey } from './messages';

/** Translates the public pages' texts into the chosen language. */
export function useT(): (key: MessageKey) => string {
  const { language } = usePreferences();
  return useCallback((key: MessageKey) => messages[language][key] ?? messages.en[key] ?? key, [language]);
}
