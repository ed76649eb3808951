import { Language, RequestContexts } from '../context/request-context';
import { errorText } from '../errors/error-table';
import '../errors/kernel.errors';
import { kernelMessages } from './kernel.messages';

type Catalogue = Record<Language, Record<string, string>>;

const catalogues: Catalogue = { en: { ...kernelMessages.en }, fr: { ...kernelMessages.fr } };

/**
 * Modules add their texts at import time: error codes in their error table (`<area>.errors.ts`, see
 * src/kernel/errors/error-table.ts), other texts (mail subjects, success messages) in `<area>.messages.ts`.
 * A key may be defined once.
 */
export function registerMessages(messages: Catalogue): void {
  for (const language of ['en', 'fr'] as Language[]) {
    for (const [key, text] of Object.entries(messages[language])) {
      if (errorText(key, language) !== undefined && errorText(key, language) !== text) {
        throw new Error(
          `Message ${key} (${language}) is already an error code with another text: keep it in the error table only`,
        );
      }
      if (catalogues[language][key] !== undefined && catalogues[language][key] !== text) {
        throw new Error(`Message ${key} (${language}) is defined twice`);
      }
      catalogues[language][key] = text;
    }
  }
}

export function hasMessage(key: string): boolean {
  return errorText(key, 'en') !== undefined || catalogues.en[key] !== undefined;
}

export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] !== undefined ? String(params[name]) : whole,
  );
}

/** The text of an error code or message `key` in `language`, falling back to English, then to the key itself. */
export function translate(key: string, language: Language, params: Record<string, string | number> = {}): string {
  const template = errorText(key, language) ?? catalogues[language][key] ?? catalogues.en[key] ?? key;
  return interpolate(template, params);
}

/** 'fr' when the caller's first preferred language is French, else 'en' (English is the default). */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** The message for `key` in the language of the current request (English outside a request). */
export function say(key: string, params: Record<string, string | number> = {}): string {
  return translate(key, RequestContexts.currentOrSystem().language, params);
}
