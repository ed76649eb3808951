import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of SMS and USSD: the HTTP status the edge answers, English and French. */
export const FeaturePhonesErrors = defineErrors('feature-phones', {
  SMS_COUNTRY_UNKNOWN: {
    status: 400,
    en: 'Choose a country of the platform.',
    fr: 'Choisissez un pays de la plateforme.',
  },
  SMS_PHONE_INVALID: {
    status: 400,
    en: '"{phone}" is not a phone number of {country}: write it as people do there, e.g. {example}.',
    fr: '« {phone} » n’est pas un numéro de téléphone de ce pays ({country}) : écrivez-le comme on l’écrit là-bas, par exemple {example}.',
  },
  SMS_TEXT_EMPTY: { status: 400, en: 'Write the message.', fr: 'Écrivez le message.' },
  SMS_TEXT_TOO_LONG: {
    status: 400,
    en: 'An SMS may have at most {max} characters (this one has {length}).',
    fr: 'Un SMS compte au plus {max} caractères (celui-ci en a {length}).',
  },
  SMS_OPTED_OUT: {
    status: 409,
    en: 'This number replied STOP: it receives no SMS from Kasuwa until its owner subscribes again.',
    fr: 'Ce numéro a répondu STOP : il ne reçoit plus de SMS de Kasuwa tant que son titulaire ne s’est pas réabonné.',
  },
  SMS_CALLBACK_REFUSED: {
    status: 403,
    en: 'This call does not come from the SMS gateway.',
    fr: 'Cet appel ne vient pas de la passerelle SMS.',
  },
  SMS_CALLBACK_INCOMPLETE: {
    status: 400,
    en: 'The gateway’s call lacks the field {field}.',
    fr: 'Il manque le champ {field} à l’appel de la passerelle.',
  },
  SMS_MONTH_INVALID: { status: 400, en: 'Write the month as YYYY-MM.', fr: 'Écrivez le mois sous la forme AAAA-MM.' },
});
