import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of the public site's calls: the HTTP status the edge answers, English and French. */
export const SiteErrors = defineErrors('site', {
  CONTACT_REQUEST_TYPE_INVALID: { status: 400, en: 'Choose the request type.', fr: 'Choisissez le type de demande.' },
  CONTACT_NAME_REQUIRED: { status: 400, en: 'Enter your name.', fr: 'Saisissez votre nom.' },
  CONTACT_PHONE_INVALID: {
    status: 400,
    en: 'Enter your phone number: 7 to 15 digits, a leading + allowed (spaces and dashes are fine).',
    fr: 'Saisissez votre numéro de téléphone : de 7 à 15 chiffres, un + initial accepté (espaces et tirets acceptés).',
  },
  CONTACT_EMAIL_INVALID: {
    status: 400,
    en: 'Enter a valid e-mail address.',
    fr: 'Saisissez une adresse e-mail valide.',
  },
  CONTACT_MESSAGE_REQUIRED: {
    status: 400,
    en: 'Enter your message (up to 5,000 characters).',
    fr: 'Saisissez votre message (5 000 caractères au plus).',
  },
  TRUST_PARTNER_NOT_FOUND: {
    status: 404,
    en: 'No such partner organisation.',
    fr: 'Aucune organisation partenaire de ce nom.',
  },
  TRUST_PARTNER_LOGO_REQUIRED: {
    status: 400,
    en: 'Choose the logo (JPEG, PNG or WebP).',
    fr: 'Choisissez le logo (JPEG, PNG ou WebP).',
  },
  TRUST_PARTNER_NAME_REQUIRED: {
    status: 400,
    en: 'Enter the name of the organisation.',
    fr: "Saisissez le nom de l'organisation.",
  },
  TRUST_PARTNER_WEBSITE_INVALID: {
    status: 400,
    en: 'Enter the website as an https:// address.',
    fr: 'Saisissez le site web sous la forme d’une adresse https://.',
  },
});
