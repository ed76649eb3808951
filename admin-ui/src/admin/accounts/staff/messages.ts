/** The staff screens' messages: resources.staff, resources.dealers/staff and kasuwa.staff.* (gathered by ../../i18nProvider.ts). */
const en = {
  resources: {
    staff: { name: 'Staff member |||| Staff' },
    'dealers/staff': { name: 'Staff member |||| Staff' },
  },
  texts: {
    permissions: 'Permissions',
    dialogTitle: 'Permissions of %{name}',
    help: 'Tick what this staff member may do.',
    noEndpoints: 'No permission can be assigned yet.',
    saved: 'Permissions saved.',
    failure: 'Error updating record.',
    created: 'Staff member created.',
    editTitle: 'Edit %{name}',
    updated: 'Staff member updated.',
    updateFailure: 'Error updating staff member',
    loadFailure: 'Error fetching own staff detail',
    edit: 'Edit',
  },
};

const fr: typeof en = {
  resources: {
    staff: { name: 'Membre du personnel |||| Personnel' },
    'dealers/staff': { name: 'Membre du personnel |||| Personnel' },
  },
  texts: {
    permissions: 'Permissions',
    dialogTitle: 'Permissions de %{name}',
    help: 'Cochez ce que ce membre du personnel peut faire.',
    noEndpoints: 'Aucune permission ne peut encore être attribuée.',
    saved: 'Permissions enregistrées.',
    failure: "Erreur lors de la mise à jour de l'enregistrement.",
    created: 'Membre du personnel créé.',
    editTitle: 'Modifier %{name}',
    updated: 'Membre du personnel mis à jour.',
    updateFailure: 'Erreur lors de la mise à jour du membre du personnel',
    loadFailure: 'Erreur lors du chargement du membre du personnel',
    edit: 'Modifier',
  },
};

export default { en, fr };
