import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of affiliations, invitations and visits: the HTTP status the edge answers, English and French. {name} is replaced. */
export const AffiliationErrors = defineErrors('affiliation', {
  AFFILIATION_STATUS_UNKNOWN: {
    status: 400,
    en: 'Unknown status "{status}". Accepted values: {accepted}.',
    fr: 'Statut « {status} » inconnu. Valeurs acceptées : {accepted}.',
  },
  AFFILIATION_PARTIES_ONLY: {
    status: 403,
    en: 'Affiliations link input providers with the distributors, wholesalers, retailers and agro-dealers who sell their products.',
    fr: "Les affiliations lient les fournisseurs d'intrants aux distributeurs, grossistes, détaillants et agro-revendeurs qui vendent leurs produits.",
  },
  AFFILIATION_DEALERS_ONLY: {
    status: 403,
    en: 'Only distributors, wholesalers, retailers and agro-dealers (and their staff) ask an input provider for an affiliation.',
    fr: "Seuls les distributeurs, grossistes, détaillants et agro-revendeurs (et leur personnel) demandent une affiliation à un fournisseur d'intrants.",
  },
  AFFILIATION_INPUT_PROVIDER_NOT_FOUND: {
    status: 404,
    en: 'No input provider found.',
    fr: "Aucun fournisseur d'intrants trouvé.",
  },
  AFFILIATION_ALREADY_PENDING: {
    status: 409,
    en: 'Your affiliation request to {company} is already pending: wait for their answer.',
    fr: "Votre demande d'affiliation à {company} est déjà en attente : attendez sa réponse.",
  },
  ALREADY_AFFILIATED: {
    status: 409,
    en: 'You are already affiliated with {company}.',
    fr: 'Vous êtes déjà affilié à {company}.',
  },
  AFFILIATION_REQUEST_NOT_FOUND: {
    status: 404,
    en: 'No affiliation request found.',
    fr: "Aucune demande d'affiliation trouvée.",
  },
  AFFILIATION_ALREADY_ANSWERED: {
    status: 409,
    en: 'This affiliation request has already been answered ({status}).',
    fr: "Cette demande d'affiliation a déjà reçu une réponse ({status}).",
  },
  INVITEE_ALREADY_REGISTERED: {
    status: 409,
    en: 'The agrodealer with this email ({email}) or phone number ({phone}) is already registered on the platform, you can request a business affiliation',
    fr:
      "L'agro-revendeur avec cet e-mail ({email}) ou ce numéro de téléphone ({phone}) est déjà inscrit sur la " +
      'plateforme, vous pouvez demander une affiliation commerciale',
  },
  INVITATION_ALREADY_PENDING: {
    status: 422,
    en: 'An invitation to this person is already pending (until {date}).',
    fr: "Une invitation à cette personne est déjà en attente (jusqu'au {date}).",
  },
  INVITATION_ALREADY_EXISTS: {
    status: 409,
    en: 'This invitation already exists.',
    fr: 'Cette invitation existe déjà.',
  },
  INVITATION_UNKNOWN: {
    status: 404,
    en: 'This invitation link is not valid.',
    fr: "Ce lien d'invitation n'est pas valide.",
  },
  INVITATION_ALREADY_USED: {
    status: 404,
    en: 'This invitation has already been used. Sign in instead.',
    fr: 'Cette invitation a déjà été utilisée. Connectez-vous plutôt.',
  },
  INVITATION_EXPIRED: {
    status: 449,
    en: 'This invitation has expired. Ask for a new one, or sign up without it.',
    fr: 'Cette invitation a expiré. Demandez-en une nouvelle, ou inscrivez-vous sans elle.',
  },
  VISIT_NOT_FOUND: { status: 404, en: 'No visit found.', fr: 'Aucune visite trouvée.' },
  VISIT_ALREADY_EXISTS: { status: 409, en: 'This visit already exists.', fr: 'Cette visite existe déjà.' },
  VISIT_NOT_A_PARTNER: {
    status: 400,
    en: 'Visits are shared with partners only: affiliated organisations, the people you invited and whoever invited you.',
    fr:
      "Les visites ne sont partagées qu'avec des partenaires : les organisations affiliées, les personnes que vous " +
      'avez invitées et celle qui vous a invité.',
  },
  VISIT_CALENDAR_NOT_FOUND: { status: 404, en: 'No shared calendar found.', fr: 'Aucun calendrier partagé trouvé.' },
  VISIT_MINUTES_NOT_FOUND: {
    status: 404,
    en: 'This visit has no minutes yet.',
    fr: "Cette visite n'a pas encore de compte rendu.",
  },
});
