import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { getLanguage, isLanguage, setLanguage, type Language } from '../shared/preferences';
import en from './i18n/en';
import fr from './i18n/fr';

const catalogues: Record<Language, TranslationMessages> = {
  en: { ...englishMessages, ...en },
  fr: { ...frenchMessages, ...fr },
};

/** The languages offered by the app bar's LocalesMenuButton, each named in its own language. */
export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/**
 * react-admin's polyglot i18n over our catalogues. The initial locale is the visitor's
 * language preference, and switching locale in the console stores the new preference
 * (so the public pages and the API's Accept-Language follow).
 */
export function createI18nProvider(): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => catalogues[isLanguage(locale) ? locale : 'en'],
    getLanguage(),
    locales,
    { allowMissing: true },
  );
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      if (isLanguage(locale)) setLanguage(locale);
    },
  };
}
