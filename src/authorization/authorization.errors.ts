import { defineErrors } from '../kernel/errors/error-table';

/** The authorization module's error codes: the status the API answers and the texts ({name} is replaced). */
export const AuthorizationErrors = defineErrors('authorization', {
  COUNTRY_NOT_FOUND: { status: 404, en: 'No country with id {id}.', fr: "Aucun pays avec l'identifiant {id}." },
  NO_PROFILE_FOR_COUNTRY: { status: 404, en: 'No profile for this country', fr: 'Aucun profil pour ce pays' },
  PROFILE_NOT_FOUND: { status: 404, en: 'No profile with id {id}.', fr: "Aucun profil avec l'identifiant {id}." },
  NO_FEATURE_FOR_PROFILE: {
    status: 404,
    en: 'No feature for this profile',
    fr: 'Aucune fonctionnalité pour ce profil',
  },
  FEATURE_NOT_FOUND: {
    status: 404,
    en: 'No feature with id {id}.',
    fr: "Aucune fonctionnalité avec l'identifiant {id}.",
  },
  PERMISSION_NOT_ASSIGNABLE: {
    status: 400,
    en: 'These permissions cannot be given to staff: {permissions}.',
    fr: 'Ces permissions ne peuvent pas être accordées au personnel : {permissions}.',
  },
  NOT_A_STAFF_MEMBER: {
    status: 400,
    en: 'This user is not a staff member.',
    fr: "Cet utilisateur n'est pas un membre du personnel.",
  },
  NOT_YOUR_STAFF: {
    status: 403,
    en: 'This staff member does not work for your organisation.',
    fr: 'Ce membre du personnel ne travaille pas pour votre organisation.',
  },
  NOT_A_PLATFORM_MANAGER: {
    status: 400,
    en: 'This user is not a platform manager.',
    fr: "Cet utilisateur n'est pas un gestionnaire de la plateforme.",
  },
  UNKNOWN_COUNTRIES: { status: 400, en: 'Unknown countries: {ids}.', fr: 'Pays inconnus : {ids}.' },
});
