import type { Messages } from './en';

/** Les messages propres à Kasuwa (ceux de react-admin viennent de ra-language-french). */
const fr: Messages = {
  resources: {
    countries: {
      name: 'Pays |||| Pays',
      fields: {
        name: 'Nom',
        code: 'Code',
        currency: 'Devise',
        defaultLanguage: 'Langue par défaut',
        phoneCode: 'Indicatif téléphonique',
        phoneLength: 'Longueur du numéro',
        q: 'Rechercher',
      },
    },
  },
  kasuwa: {
    menu: {
      referenceData: 'Données de référence',
      publicSite: 'Site public',
    },
    appBar: {
      console: 'Console',
    },
    languages: {
      en: 'Anglais',
      fr: 'Français',
    },
  },
};

export default fr;
