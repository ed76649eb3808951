import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of the farmers module: the HTTP status the edge answers, English and French. {name} is replaced. */
export const FarmersErrors = defineErrors('farmers', {
  // ---- registry ----------------------------------------------------------------------------------------------------
  FARMER_NOT_FOUND: { status: 404, en: 'No farmer found.', fr: 'Aucun agriculteur trouvé.' },
  FARMER_ALREADY_EXISTS: { status: 409, en: 'A farmer with this id already exists with other details.', fr: 'Un agriculteur avec cet identifiant existe déjà avec d’autres informations.' },
  FARMER_FULL_NAME_REQUIRED: { status: 400, en: 'Enter the full name.', fr: 'Saisissez le nom complet.' },
  FARMER_GENDER_INVALID: { status: 400, en: 'Choose the gender: MALE or FEMALE.', fr: 'Choisissez le genre : MALE ou FEMALE.' },
  FARMER_ADDRESS_REQUIRED: { status: 400, en: 'Enter the address.', fr: 'Saisissez l’adresse.' },
  FARMER_COMMUNITY_REQUIRED: { status: 400, en: 'Enter the community.', fr: 'Saisissez la communauté.' },
  FARMER_STATE_UNKNOWN: { status: 400, en: 'Choose a state of the country.', fr: 'Choisissez un État du pays.' },
  FARMER_CITY_UNKNOWN: { status: 400, en: 'Choose a city (LGA) of the chosen state.', fr: 'Choisissez une ville (LGA) de l’État choisi.' },
  FARMER_PROJECT_UNKNOWN: { status: 400, en: 'Choose an active project of the country.', fr: 'Choisissez un projet actif du pays.' },
  FARMER_AGGREGATION_PARTNER_UNKNOWN: { status: 400, en: 'Choose an active aggregation partner of the country.', fr: 'Choisissez un partenaire d’agrégation actif du pays.' },
  FARMER_COMPANY_UNKNOWN: { status: 400, en: 'Choose an active farmer group or company of the country.', fr: 'Choisissez un groupement ou une société d’agriculteurs actif du pays.' },
  FARMER_EMAIL_INVALID: { status: 400, en: 'Enter a valid e-mail address.', fr: 'Saisissez une adresse e-mail valide.' },
  FARMER_PHONE_INVALID: { status: 400, en: 'Enter the phone number with digits only: {length} digits after {code}.', fr: 'Saisissez le numéro de téléphone en chiffres uniquement : {length} chiffres après {code}.' },
  FARMER_AGE_INVALID: { status: 400, en: 'The age must be a whole number from 18 to 120.', fr: 'L’âge doit être un nombre entier de 18 à 120.' },
  FARMER_YEAR_INVALID: { status: 400, en: 'Enter the year as YYYY.', fr: 'Saisissez l’année au format AAAA.' },
  FARMER_COUNTRY_UNKNOWN: { status: 400, en: 'Choose the farmer’s country.', fr: 'Choisissez le pays de l’agriculteur.' },
  FARMER_CONSENT_REQUIRED: {
    status: 400,
    en: 'Enrolling a farmer on their behalf or inviting them to the platform needs their consent: first name, ID or passport number, the signed form and the three agreements.',
    fr: 'Inscrire un agriculteur pour son compte ou l’inviter sur la plateforme demande son consentement : prénom, numéro de pièce d’identité ou de passeport, le formulaire signé et les trois accords.',
  },
  FARMER_CONSENT_FIELD_REQUIRED: { status: 400, en: 'Required for the consent.', fr: 'Obligatoire pour le consentement.' },
  FARMER_CONSENT_AGREEMENT_REQUIRED: { status: 400, en: 'The farmer must agree to this.', fr: 'L’agriculteur doit donner cet accord.' },
  FARMER_CONSENT_FORM_NOT_FOUND: { status: 404, en: 'This farmer has no signed consent form.', fr: 'Cet agriculteur n’a pas de formulaire de consentement signé.' },
  FARMER_PICTURE_NOT_FOUND: { status: 404, en: 'This farmer has no picture.', fr: 'Cet agriculteur n’a pas de photo.' },
  FARMER_INVITE_NEEDS_CONTACT: { status: 400, en: 'Inviting the farmer to the platform needs their e-mail address or phone number.', fr: 'Inviter l’agriculteur sur la plateforme demande son adresse e-mail ou son numéro de téléphone.' },
  FARMER_ALREADY_INVITED: { status: 409, en: 'This farmer has already been invited to the platform.', fr: 'Cet agriculteur a déjà été invité sur la plateforme.' },
  FARMER_COUNTRY_NOT_FOUND: { status: 404, en: 'No such country among those you may see.', fr: 'Aucun pays de ce type parmi ceux que vous pouvez voir.' },
  FARMER_LIST_NOT_FOUND: { status: 404, en: 'No such list among those you may see.', fr: 'Aucune liste de ce type parmi celles que vous pouvez voir.' },
  FARMER_DATE_RANGE_INVALID: { status: 400, en: 'The end date must not come before the start date.', fr: 'La date de fin ne doit pas précéder la date de début.' },
  FARMER_REFERENCE_NOT_FOUND: { status: 404, en: 'No such entry.', fr: 'Aucune entrée de ce type.' },
  FARMER_REFERENCE_NAME_TAKEN: { status: 409, en: 'This country already has an entry with this name.', fr: 'Ce pays a déjà une entrée de ce nom.' },
  // ---- history -----------------------------------------------------------------------------------------------------
  FARMER_HISTORY_NOT_FOUND: { status: 404, en: 'No history entry found.', fr: 'Aucune entrée d’historique trouvée.' },
  FARMER_HISTORY_ALREADY_EXISTS: { status: 409, en: 'A history entry with this id already exists with other details.', fr: 'Une entrée d’historique avec cet identifiant existe déjà avec d’autres informations.' },
  FARMER_HISTORY_KIND_INVALID: { status: 400, en: 'Choose the kind: VISIT, TRAINING or NOTE.', fr: 'Choisissez le type : VISIT, TRAINING ou NOTE.' },
});
