import { registerMessages } from '../kernel/i18n/translator';

/** The texts of push notifications and app versions that are not errors: success messages. */
export const notificationsMessages = {
  en: {
    PUSH_NOTIFICATION_QUEUED: 'Push notification "{title}" queued for sending.',
    PUSH_DEVICE_REGISTERED: 'Device registered for push notifications.',
    PUSH_DEVICE_REMOVED: 'Device removed from push notifications.',
    APP_VERSION_CREATED: 'Version {version} recorded.',
  },
  fr: {
    PUSH_NOTIFICATION_QUEUED: 'Notification push « {title} » mise en file d’envoi.',
    PUSH_DEVICE_REGISTERED: 'Appareil enregistré pour les notifications push.',
    PUSH_DEVICE_REMOVED: 'Appareil retiré des notifications push.',
    APP_VERSION_CREATED: 'Version {version} enregistrée.',
  },
};

registerMessages(notificationsMessages);
