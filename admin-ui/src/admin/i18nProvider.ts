import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { getLanguage, isLanguage, setLanguage, type Language } from '../shared/preferences';
import accountSettings from './accounts/account-settings/messages';
import inputProviders from './accounts/input-providers/messages';
import platformManagers from './accounts/platform-managers/messages';
import salesmen from './accounts/salesmen/messages';
import staff from './accounts/staff/messages';
import users from './accounts/users/messages';
import advisory from './advisory/messages';
import weather from './advisory/weather/messages';
import affiliation from './affiliation/messages';
import authorization from './authorization/messages';
import catalogue from './catalogue/messages';
import content from './content/messages';
import dashboards from './dashboards/messages';
import extensionAgents from './farmers/extension-agents/messages';
import farmers from './farmers/messages';
import featurePhones from './feature-phones/messages';
import consoleTexts from './i18n/messages';
import inventory from './inventory/messages';
import markets from './markets/messages';
import notifications from './notifications/messages';
import orders from './orders/messages';
import site from './site/messages';

/** What every folder's messages.ts exports: per language, the resources it names and its texts. */
export interface FolderMessages {
  en: FolderTexts;
  fr: FolderTexts;
}

interface FolderTexts {
  /** react-admin's resources.<name> (a resource's name and its fields' labels). */
  resources?: Record<string, Texts>;
  /** The folder's own texts, read by its screens as kasuwa.<key>.* */
  texts: Texts;
}

type Texts = { [key: string]: string | Texts };

/** Every folder's texts by the key its screens read them under (kasuwa.<key>.*). */
export const FOLDER_TEXTS: Record<string, FolderMessages> = {
  account: accountSettings,
  users,
  staff,
  salesmen,
  platformManagers,
  inputProviders,
  countries: authorization,
  catalogue,
  trade: orders,
  partners: affiliation,
  eaAnalytics: extensionAgents,
  farmers,
  advisory,
  weather,
  content,
  markets,
  dashboards,
  site,
  inventory,
  notifications,
  messaging: featurePhones,
};

/** The console's own texts (menu, app bar, roles, pages...) are kasuwa.* themselves. */
export const CONSOLE_TEXTS: FolderMessages = consoleTexts;

const REACT_ADMIN: Record<Language, TranslationMessages> = { en: englishMessages, fr: frenchMessages };

/** react-admin's messages in `language` and, beside them, every folder's, gathered one way. */
export function catalogueOf(language: Language): TranslationMessages {
  const folders = Object.entries(FOLDER_TEXTS);
  return {
    ...REACT_ADMIN[language],
    resources: Object.assign({}, CONSOLE_TEXTS[language].resources, ...folders.map(([, m]) => m[language].resources)),
    kasuwa: {
      ...CONSOLE_TEXTS[language].texts,
      ...Object.fromEntries(folders.map(([key, m]) => [key, m[language].texts])),
    },
  };
}

const catalogues: Record<Language, TranslationMessages> = { en: catalogueOf('en'), fr: catalogueOf('fr') };

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
