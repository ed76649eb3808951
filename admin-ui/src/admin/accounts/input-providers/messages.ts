/** The input provider screens' messages: resources.* and kasuwa.inputProviders.* (gathered by ../../i18nProvider.ts). */
const en = {
  resources: {
    'users/inputproviders': { name: 'Input provider |||| Input providers' },
  },
  texts: {
    invite: 'Invite',
    inviteTitle: 'Invite an input provider',
    inviteHelp: 'The account opens in the working country; the input provider receives an e-mail to choose a password.',
    editTitle: 'Edit %{name}',
    edit: 'Edit',
    activate: 'Activate',
    deactivate: 'Deactivate',
    deactivateTitle: 'Deactivate %{name}?',
    deactivateContent: 'The input provider and their staff can no longer sign in until the account is activated again.',
    emailHint: 'The e-mail address cannot be changed.',
    termsAccepted: 'Terms accepted',
    yes: 'Yes',
    no: 'No',
    created: 'Input provider created. They will receive an e-mail to choose their password.',
    updated: 'Input provider updated.',
    activated: 'Input provider activated.',
    deactivated: 'Input provider deactivated.',
    createFailure: 'Error creating input provider.',
    updateFailure: 'Error updating record.',
    loadFailure: 'No input provider found.',
    failure: 'The action failed.',
  },
};

const fr: typeof en = {
  resources: {
    'users/inputproviders': { name: "Fournisseur d'intrants |||| Fournisseurs d'intrants" },
  },
  texts: {
    invite: 'Inviter',
    inviteTitle: "Inviter un fournisseur d'intrants",
    inviteHelp:
      "Le compte est ouvert dans le pays de travail ; le fournisseur d'intrants reçoit un e-mail pour choisir son mot de passe.",
    editTitle: 'Modifier %{name}',
    edit: 'Modifier',
    activate: 'Activer',
    deactivate: 'Désactiver',
    deactivateTitle: 'Désactiver %{name} ?',
    deactivateContent:
      "Le fournisseur d'intrants et son personnel ne pourront plus se connecter tant que le compte n'aura pas été réactivé.",
    emailHint: "L'adresse e-mail ne peut pas être modifiée.",
    termsAccepted: 'Conditions acceptées',
    yes: 'Oui',
    no: 'Non',
    created: "Fournisseur d'intrants créé. Il recevra un e-mail pour choisir son mot de passe.",
    updated: "Fournisseur d'intrants mis à jour.",
    activated: "Fournisseur d'intrants activé.",
    deactivated: "Fournisseur d'intrants désactivé.",
    createFailure: "Erreur lors de la création du fournisseur d'intrants.",
    updateFailure: "Erreur lors de la mise à jour de l'enregistrement.",
    loadFailure: "Aucun fournisseur d'intrants trouvé.",
    failure: "L'action a échoué.",
  },
};

export default { en, fr };
