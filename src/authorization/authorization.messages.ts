import { registerMessages } from '../kernel/i18n/translator';

/** The authorization module's messages; {name} is replaced. */
export const authorizationMessages = {
  en: {
    COUNTRY_NOT_FOUND: 'No country with id {id}.',
    NO_PROFILE_FOR_COUNTRY: 'No profile for this country',
    PROFILE_NOT_FOUND: 'No profile with id {id}.',
    NO_FEATURE_FOR_PROFILE: 'No feature for this profile',
    FEATURE_NOT_FOUND: 'No feature with id {id}.',
    AUTHORIZATION_COUNTRY_ACTIVATED: 'Authorization is now active in {country}.',
    AUTHORIZATION_COUNTRY_DEACTIVATED: 'Authorization is now inactive in {country}.',
    AUTHORIZATION_PROFILE_ENABLED: 'The {role} profile is enabled.',
    AUTHORIZATION_PROFILE_DISABLED: 'The {role} profile is disabled.',
    AUTHORIZATION_FEATURE_ENABLED: 'The feature {permission} is enabled.',
    AUTHORIZATION_FEATURE_DISABLED: 'The feature {permission} is disabled.',
    STAFF_PERMISSIONS_GRANTED: 'Permissions granted.',
    STAFF_PERMISSIONS_REVOKED: 'Permissions revoked.',
    PERMISSION_NOT_ASSIGNABLE: 'These permissions cannot be given to staff: {permissions}.',
    NOT_A_STAFF_MEMBER: 'This user is not a staff member.',
    NOT_YOUR_STAFF: 'This staff member does not work for your organisation.',
    NOT_A_PLATFORM_MANAGER: 'This user is not a platform manager.',
    UNKNOWN_COUNTRIES: 'Unknown countries: {ids}.',
    MONITORED_COUNTRIES_SAVED: 'Monitored countries saved.',
  },
  fr: {
    COUNTRY_NOT_FOUND: "Aucun pays avec l'identifiant {id}.",
    NO_PROFILE_FOR_COUNTRY: 'Aucun profil pour ce pays',
    PROFILE_NOT_FOUND: "Aucun profil avec l'identifiant {id}.",
    NO_FEATURE_FOR_PROFILE: 'Aucune fonctionnalité pour ce profil',
    FEATURE_NOT_FOUND: "Aucune fonctionnalité avec l'identifiant {id}.",
    AUTHORIZATION_COUNTRY_ACTIVATED: "L'autorisation est désormais active : {country}.",
    AUTHORIZATION_COUNTRY_DEACTIVATED: "L'autorisation est désormais inactive : {country}.",
    AUTHORIZATION_PROFILE_ENABLED: 'Le profil {role} est activé.',
    AUTHORIZATION_PROFILE_DISABLED: 'Le profil {role} est désactivé.',
    AUTHORIZATION_FEATURE_ENABLED: 'La fonctionnalité {permission} est activée.',
    AUTHORIZATION_FEATURE_DISABLED: 'La fonctionnalité {permission} est désactivée.',
    STAFF_PERMISSIONS_GRANTED: 'Permissions accordées.',
    STAFF_PERMISSIONS_REVOKED: 'Permissions retirées.',
    PERMISSION_NOT_ASSIGNABLE: 'Ces permissions ne peuvent pas être accordées au personnel : {permissions}.',
    NOT_A_STAFF_MEMBER: "Cet utilisateur n'est pas un membre du personnel.",
    NOT_YOUR_STAFF: 'Ce membre du personnel ne travaille pas pour votre organisation.',
    NOT_A_PLATFORM_MANAGER: "Cet utilisateur n'est pas un gestionnaire de la plateforme.",
    UNKNOWN_COUNTRIES: 'Pays inconnus : {ids}.',
    MONITORED_COUNTRIES_SAVED: 'Pays suivis enregistrés.',
  },
};

registerMessages(authorizationMessages);
