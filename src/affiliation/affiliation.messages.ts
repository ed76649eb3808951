import { registerMessages } from '../kernel/i18n/translator';

export const affiliationMessages = {
  en: {
    AFFILIATION_REQUESTED: 'Affiliation request sent to {company}.',
    AFFILIATION_APPROVED_DONE: 'You approved the affiliation request of {requester}.',
    AFFILIATION_DECLINED_DONE: 'You declined the affiliation request of {requester}.',
    AFFILIATION_APPROVED_MAIL_SUBJECT: '{company} approved your affiliation request',
    AFFILIATION_APPROVED_MAIL_TEXT:
      'Hello {name},\n\n{company} approved your affiliation request on Kasuwa: you are now business partners. ' +
      'Their inputs show as affiliated in your catalogue:\n{link}',
    AFFILIATION_DECLINED_MAIL_SUBJECT: '{company} declined your affiliation request',
    AFFILIATION_DECLINED_MAIL_TEXT:
      'Hello {name},\n\n{company} declined your affiliation request on Kasuwa. You may ask them again later:\n{link}',
    INVITATION_SENT: 'Invitation sent to {email}.',
    INVITATION_RECORDED:
      'Invitation recorded. Without an e-mail address no message can be sent: ask them to sign up on Kasuwa.',
    INVITATION_TYPE_RETAILER: 'a retailer',
    INVITATION_TYPE_DISTRIBUTOR: 'a distributor',
    INVITATION_TYPE_WHOLESALER: 'a wholesaler',
    INVITATION_TYPE_EXTENSION_AGENT: 'an extension agent',
    INVITATION_TYPE_FARMER: 'a farmer',
    INVITATION_MAIL_SUBJECT: '{inviter} invites you to Kasuwa',
    INVITATION_MAIL_TEXT:
      'Hello {name},\n\n{inviter} invites you to join Kasuwa as {type}. Create your account within {days} days ' +
      'by opening this link (the form is already filled in):\n{link}\n\n' +
      'If you do not know {inviter}, ignore this message.',
    VISIT_ENDS_BEFORE_START: 'The end must not come before the start.',
    VISIT_MINUTES_REQUIRED: 'Attach the minutes document.',
    VISIT_PLANNED: 'Visit planned.',
    VISIT_UPDATED: 'Visit updated.',
    VISIT_CANCELLED: 'Visit cancelled.',
    VISIT_SHARED: 'Visit shared.',
    VISIT_UNSHARED: 'Visit no longer shared with this partner.',
    VISIT_MINUTES_ATTACHED: 'Minutes attached.',
  },
  fr: {
    AFFILIATION_REQUESTED: "Demande d'affiliation envoyée à {company}.",
    AFFILIATION_APPROVED_DONE: "Vous avez accepté la demande d'affiliation de {requester}.",
    AFFILIATION_DECLINED_DONE: "Vous avez refusé la demande d'affiliation de {requester}.",
    AFFILIATION_APPROVED_MAIL_SUBJECT: "{company} a accepté votre demande d'affiliation",
    AFFILIATION_APPROVED_MAIL_TEXT:
      "Bonjour {name},\n\n{company} a accepté votre demande d'affiliation sur Kasuwa : vous êtes désormais " +
      'partenaires commerciaux. Ses intrants apparaissent comme affiliés dans votre catalogue :\n{link}',
    AFFILIATION_DECLINED_MAIL_SUBJECT: "{company} a refusé votre demande d'affiliation",
    AFFILIATION_DECLINED_MAIL_TEXT:
      "Bonjour {name},\n\n{company} a refusé votre demande d'affiliation sur Kasuwa. Vous pourrez la renouveler plus tard :\n{link}",
    INVITATION_SENT: 'Invitation envoyée à {email}.',
    INVITATION_RECORDED:
      "Invitation enregistrée. Sans adresse e-mail, aucun message ne peut être envoyé : demandez-lui de s'inscrire sur Kasuwa.",
    INVITATION_TYPE_RETAILER: 'détaillant',
    INVITATION_TYPE_DISTRIBUTOR: 'distributeur',
    INVITATION_TYPE_WHOLESALER: 'grossiste',
    INVITATION_TYPE_EXTENSION_AGENT: 'agent de vulgarisation',
    INVITATION_TYPE_FARMER: 'agriculteur',
    INVITATION_MAIL_SUBJECT: '{inviter} vous invite sur Kasuwa',
    INVITATION_MAIL_TEXT:
      'Bonjour {name},\n\n{inviter} vous invite à rejoindre Kasuwa en tant que {type}. Créez votre compte dans ' +
      'les {days} jours en ouvrant ce lien (le formulaire est déjà rempli) :\n{link}\n\n' +
      'Si vous ne connaissez pas {inviter}, ignorez ce message.',
    VISIT_ENDS_BEFORE_START: 'La fin ne doit pas précéder le début.',
    VISIT_MINUTES_REQUIRED: 'Joignez le compte rendu.',
    VISIT_PLANNED: 'Visite planifiée.',
    VISIT_UPDATED: 'Visite mise à jour.',
    VISIT_CANCELLED: 'Visite annulée.',
    VISIT_SHARED: 'Visite partagée.',
    VISIT_UNSHARED: "La visite n'est plus partagée avec ce partenaire.",
    VISIT_MINUTES_ATTACHED: 'Compte rendu joint.',
  },
};

registerMessages(affiliationMessages);
