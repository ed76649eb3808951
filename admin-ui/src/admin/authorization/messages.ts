/** The countries screens' messages: resources.countries and kasuwa.countries.* (gathered by ../i18nProvider.ts). */
const en = {
  resources: {
    countries: {
      name: 'Country |||| Countries',
      fields: {
        name: 'Name',
        code: 'Code',
        active: 'Active',
        profiles: 'Profiles',
        search: 'Search',
      },
    },
  },
  texts: {
    active: 'Active',
    inactive: 'Inactive',
    activate: 'Country active',
    activated: 'The country is now active.',
    deactivated: 'The country is now inactive.',
    profiles: 'Profiles',
    profileEnabled: 'Profile enabled',
    features: 'Features',
    permission: 'Permission',
    description: 'Description',
    enabled: 'Enabled',
    noProfiles: 'No profile for this country',
    noFeatures: 'No feature for this profile',
    saved: 'Saved',
    failure: 'Error updating record.',
  },
};

const fr: typeof en = {
  resources: {
    countries: {
      name: 'Pays |||| Pays',
      fields: {
        name: 'Nom',
        code: 'Code',
        active: 'Actif',
        profiles: 'Profils',
        search: 'Rechercher',
      },
    },
  },
  texts: {
    active: 'Actif',
    inactive: 'Inactif',
    activate: 'Pays actif',
    activated: 'Le pays est maintenant actif.',
    deactivated: 'Le pays est maintenant inactif.',
    profiles: 'Profils',
    profileEnabled: 'Profil activé',
    features: 'Fonctionnalités',
    permission: 'Permission',
    description: 'Description',
    enabled: 'Activée',
    noProfiles: 'Aucun profil pour ce pays',
    noFeatures: 'Aucune fonctionnalité pour ce profil',
    saved: 'Enregistré',
    failure: "Erreur lors de la mise à jour de l'enregistrement.",
  },
};

export default { en, fr };
