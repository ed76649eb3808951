import { registerMessages } from '../kernel/i18n/translator';

export const contentMessages = {
  en: {
    CONTENT_CREATED: 'Content created successfully',
    CONTENT_UPDATED: 'Content updated successfully',
    CONTENT_DELETED: 'Content deleted successfully',
    CONTENT_DOCUMENT_DELETED: 'File deleted successfully',
    CONTENT_APPROVED: 'Content approved',
    CONTENT_DECLINED: 'Content declined',
  },
  fr: {
    CONTENT_CREATED: 'Contenu créé avec succès',
    CONTENT_UPDATED: 'Contenu modifié avec succès',
    CONTENT_DELETED: 'Contenu supprimé avec succès',
    CONTENT_DOCUMENT_DELETED: 'Fichier supprimé avec succès',
    CONTENT_APPROVED: 'Contenu approuvé',
    CONTENT_DECLINED: 'Contenu refusé',
  },
};

registerMessages(contentMessages);
