import { useCallback } from 'react';
import { usePreferences } from '../shared/usePreferences';
import { messages, type MessageKey } from './messages';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Translates the public pages' texts into the chosen language; `{name}` is replaced from `vars`. */
export function useT(): Translate {
  const { language } = usePreferences();
  return useCallback(
    (key: MessageKey, vars?: Record<string, string | number>) => {
      const text = messages[language][key] ?? messages.en[key] ?? key;
      return vars
        ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))
        : text;
    },
    [language],
  );
}
