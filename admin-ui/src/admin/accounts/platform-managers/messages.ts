/** The platform managers screen's messages: resources.platform-managers and kasuwa.platformManagers.* (gathered by ../../i18nProvider.ts). */
const en = {
  resources: {
    'platform-managers': { name: 'Platform manager |||| Platform managers' },
  },
  texts: {
    monitoredCountries: 'Monitored countries',
    dialogTitle: 'Countries monitored by %{name}',
    help: 'The platform manager follows the activity of the countries ticked here.',
    saved: 'Monitored countries saved.',
    failure: 'Error updating record.',
  },
};

const fr: typeof en = {
  resources: {
    'platform-managers': { name: 'Gestionnaire de plateforme |||| Gestionnaires de plateforme' },
  },
  texts: {
    monitoredCountries: 'Pays suivis',
    dialogTitle: 'Pays suivis par %{name}',
    help: "Le gestionnaire de plateforme suit l'activité des pays cochés ici.",
    saved: 'Pays suivis enregistrés.',
    failure: "Erreur lors de la mise à jour de l'enregistrement.",
  },
};

export default { en, fr };
