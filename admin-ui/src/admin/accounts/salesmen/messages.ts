/** The salesmen screens' messages: resources.* and kasuwa.salesmen.* (gathered by ../../i18nProvider.ts). */
const en = {
  resources: {
    salesmen: { name: 'Salesman |||| Salesmen' },
  },
  texts: {
    create: 'New salesman',
    createTitle: 'New salesman',
    editTitle: 'Salesman %{name}',
    edit: 'Edit',
    delete: 'Delete',
    active: 'Active',
    inactive: 'Inactive',
    activeHelp: 'Inactive salesmen stay on record but are no longer offered.',
    noState: 'No state',
    noCity: 'No city',
    phoneHint: 'Digits only, the national number without the country code.',
    created: 'Salesman created.',
    updated: 'Salesman record updated.',
    deleted: 'Salesman deleted.',
    createFailure: 'Error creating salesman',
    loadFailure: 'Unable to get salesman record.',
    updateFailure: 'Error updating salesman record.',
    deleteFailure: 'Error deleting salesman.',
    deleteTitle: 'Delete %{name}?',
    deleteContent: "The salesman's record and personal details will be removed for good.",
    empty: 'No salesman yet.',
  },
};

const fr: typeof en = {
  resources: {
    salesmen: { name: 'Commercial |||| Commerciaux' },
  },
  texts: {
    create: 'Nouveau commercial',
    createTitle: 'Nouveau commercial',
    editTitle: 'Commercial %{name}',
    edit: 'Modifier',
    delete: 'Supprimer',
    active: 'Actif',
    inactive: 'Inactif',
    activeHelp: "Un commercial inactif reste enregistré mais n'est plus proposé.",
    noState: 'Aucun état / région',
    noCity: 'Aucune ville',
    phoneHint: "Chiffres uniquement, le numéro national sans l'indicatif du pays.",
    created: 'Commercial créé.',
    updated: 'Fiche du commercial mise à jour.',
    deleted: 'Commercial supprimé.',
    createFailure: 'Erreur lors de la création du commercial',
    loadFailure: "Impossible d'obtenir la fiche du commercial.",
    updateFailure: 'Erreur lors de la mise à jour de la fiche du commercial.',
    deleteFailure: 'Erreur lors de la suppression du commercial.',
    deleteTitle: 'Supprimer %{name} ?',
    deleteContent: 'La fiche du commercial et ses données personnelles seront définitivement supprimées.',
    empty: 'Aucun commercial pour le moment.',
  },
};

export default { en, fr };
