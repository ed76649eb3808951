import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of agronomy content: the HTTP status the edge answers, English and French. {name} is replaced. */
export const ContentErrors = defineErrors('content', {
  CONTENT_NOT_FOUND: { status: 404, en: 'No agronomy content found.', fr: 'Aucun contenu agronomique trouvé.' },
  CONTENT_DOCUMENT_NOT_FOUND: {
    status: 404,
    en: 'No such document in this content.',
    fr: 'Aucun document de ce type dans ce contenu.',
  },
  CONTENT_FILE_NOT_FOUND: {
    status: 404,
    en: 'No such file in this content.',
    fr: 'Aucun fichier de ce type dans ce contenu.',
  },
  CONTENT_SELF_APPROVAL: {
    status: 403,
    en: 'You cannot approve or decline your own content: an administrator does.',
    fr: 'Vous ne pouvez pas approuver ni refuser votre propre contenu : un administrateur le fait.',
  },
  CONTENT_VIDEO_LINK_INVALID: {
    status: 400,
    en: 'The video link must be a YouTube video address (https://www.youtube.com/watch?v=… or https://youtu.be/…).',
    fr: 'Le lien vidéo doit être l’adresse d’une vidéo YouTube (https://www.youtube.com/watch?v=… ou https://youtu.be/…).',
  },
  CONTENT_TEXT_EMPTY: {
    status: 400,
    en: 'The content has no text once its markup is cleaned: write the article.',
    fr: 'Le contenu n’a plus de texte une fois son balisage nettoyé : rédigez l’article.',
  },
  CONTENT_TOO_MANY_DOCUMENTS: {
    status: 400,
    en: 'A content holds at most {max} documents.',
    fr: 'Un contenu contient au plus {max} documents.',
  },
  CONTENT_COUNTRY_UNKNOWN: { status: 400, en: 'Unknown country "{country}".', fr: 'Pays « {country} » inconnu.' },
  CONTENT_SEARCH_TOO_LONG: { status: 400, en: 'The search text is too long.', fr: 'Le texte recherché est trop long.' },
});
