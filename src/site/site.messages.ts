import { registerMessages } from '../kernel/i18n/translator';

/** The site's texts that are not errors: the request types, success messages, the mail to administrators. */
export const siteMessages = {
  en: {
    CONTACT_TYPE_GENERAL: 'General enquiry',
    CONTACT_TYPE_SUPPORT: 'Help with my account',
    CONTACT_TYPE_PRODUCTS: 'Products and orders',
    CONTACT_TYPE_PARTNERSHIP: 'Partnership',
    CONTACT_TYPE_FEEDBACK: 'Feedback',
    CONTACT_SENT: 'Thank you: your message was sent. We will answer you soon.',
    CONTACT_MAIL_SUBJECT: 'Contact form: {type} from {name}',
    CONTACT_MAIL_TEXT:
      'Request type: {type}\nName: {name}\nPhone: {phone}\nE-mail: {email}\nCountry: {country}\n\n{message}',
    TRUST_PARTNER_SAVED: '"{name}" saved.',
    TRUST_PARTNER_DELETED: '"{name}" deleted.',
  },
  fr: {
    CONTACT_TYPE_GENERAL: 'Demande générale',
    CONTACT_TYPE_SUPPORT: 'Aide avec mon compte',
    CONTACT_TYPE_PRODUCTS: 'Produits et commandes',
    CONTACT_TYPE_PARTNERSHIP: 'Partenariat',
    CONTACT_TYPE_FEEDBACK: 'Avis et suggestions',
    CONTACT_SENT: 'Merci : votre message a été envoyé. Nous vous répondrons bientôt.',
    CONTACT_MAIL_SUBJECT: 'Formulaire de contact : {type} de {name}',
    CONTACT_MAIL_TEXT:
      'Type de demande : {type}\nNom : {name}\nTéléphone : {phone}\nE-mail : {email}\nPays : {country}\n\n{message}',
    TRUST_PARTNER_SAVED: '« {name} » enregistré.',
    TRUST_PARTNER_DELETED: '« {name} » supprimé.',
  },
};

registerMessages(siteMessages);
