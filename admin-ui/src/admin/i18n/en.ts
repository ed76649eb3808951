/** Kasuwa's own console messages (react-admin's come from ra-language-english). */
const en = {
  resources: {
    countries: {
      name: 'Country |||| Countries',
      fields: {
        name: 'Name',
        code: 'Code',
        currency: 'Currency',
        defaultLanguage: 'Default language',
        phoneCode: 'Phone code',
        phoneLength: 'Phone number length',
        q: 'Search',
      },
    },
  },
  kasuwa: {
    menu: {
      referenceData: 'Reference data',
      publicSite: 'Public site',
    },
    appBar: {
      console: 'Console',
    },
    languages: {
      en: 'English',
      fr: 'French',
    },
  },
};

export type Messages = DeepStrings<typeof en>;

/** The same shape with every leaf a string, so that each translation must have every key. */
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export default en satisfies Messages;
