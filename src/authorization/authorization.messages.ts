import { registerMessages } from '../kernel/i18n/translator';

/** Texts of the authorization module that are not errors (success messages); errors: authorization.errors.ts. */
export const authorizationMessages = {
  en: {
    AUTHORIZATION_COUNTRY_ACTIVATED: 'Authorization is now active in {country}.',
    AUTHORIZATION_COUNTRY_DEACTIVATED: 'Authorization is now inactive in {country}.',
    AUTHORIZATION_PROFILE_ENABLED: 'The {role} profile is enabled.',
    AUTHORIZATION_PROFILE_DISABLED: 'The {role} profile is disabled.',
    AUTHORIZATION_FEATURE_ENABLED: 'The feature {permission} is enabled.',
    AUTHORIZATION_FEATURE_DISABLED: 'The feature {permission} is disabled.',
    STAFF_PERMISSIONS_GRANTED: 'Permissions granted.',
    STAFF_PERMISSIONS_REVOKED: 'Permissions revoked.',
    MONITORED_COUNTRIES_SAVED: 'Monitored countries saved.',
  },
  fr: {
    AUTHORIZATION_COUNTRY_ACTIVATED: "L'autorisation est désormais active : {country}.",
    AUTHORIZATION_COUNTRY_DEACTIVATED: "L'autorisation est désormais inactive : {country}.",
    AUTHORIZATION_PROFILE_ENABLED: 'Le profil {role} est activé.',
    AUTHORIZATION_PROFILE_DISABLED: 'Le profil {role} est désactivé.',
    AUTHORIZATION_FEATURE_ENABLED: 'La fonctionnalité {permission} est activée.',
    AUTHORIZATION_FEATURE_DISABLED: 'La fonctionnalité {permission} est désactivée.',
    STAFF_PERMISSIONS_GRANTED: 'Permissions accordées.',
    STAFF_PERMISSIONS_REVOKED: 'Permissions retirées.',
    MONITORED_COUNTRIES_SAVED: 'Pays suivis enregistrés.',
  },
};

registerMessages(authorizationMessages);
