import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of push notifications, devices and app versions: the HTTP status the edge answers, English and French. */
export const NotificationsErrors = defineErrors('notifications', {
  PUSH_NOTIFICATION_NOT_FOUND: {
    status: 404,
    en: 'No push notification found.',
    fr: 'Aucune notification push trouvée.',
  },
  PUSH_NOTIFICATION_EXISTS: {
    status: 409,
    en: 'This push notification was already recorded.',
    fr: 'Cette notification push est déjà enregistrée.',
  },
  PUSH_COUNTRY_UNKNOWN: {
    status: 400,
    en: 'Choose a country of the platform.',
    fr: 'Choisissez un pays de la plateforme.',
  },
  PUSH_COUNTRY_NOT_ALLOWED: {
    status: 403,
    en: 'You may not send push notifications to this country.',
    fr: 'Vous ne pouvez pas envoyer de notifications push vers ce pays.',
  },
  PUSH_ROLE_UNKNOWN: { status: 400, en: 'Unknown role "{role}".', fr: 'Rôle inconnu « {role} ».' },
  PUSH_FRENCH_INCOMPLETE: {
    status: 400,
    en: 'Give the French title and the French message, or neither.',
    fr: 'Indiquez le titre et le message en français, ou aucun des deux.',
  },
  PUSH_DEVICE_NOT_FOUND: {
    status: 404,
    en: 'This device is not registered to you.',
    fr: "Cet appareil n'est pas enregistré à votre nom.",
  },
  APP_VERSION_INVALID: {
    status: 400,
    en: 'Write the version as major.minor.patch, e.g. 1.4.0.',
    fr: 'Écrivez la version sous la forme majeure.mineure.correctif, par exemple 1.4.0.',
  },
  APP_VERSION_NOT_HIGHER: {
    status: 409,
    en: 'Version {version} is not higher than the latest version, {latest}.',
    fr: 'La version {version} n’est pas supérieure à la dernière version, {latest}.',
  },
});
