import { registerMessages } from '../../kernel/i18n/translator';

export const reviewsMessages = {
  en: {
    REVIEW_ADDED: 'Review added successfully. Awaiting moderation.',
    REVIEW_RATING_SAVED: 'Thank you for your rating.',
    REVIEW_OWN_PRODUCT: 'You cannot review your own product.',
    LIKE_OWN_PRODUCT: 'You cannot like your own product.',
    PRODUCT_LIKED: 'You like this product.',
    PRODUCT_UNLIKED: 'You no longer like this product.',
    RATING_RANGE: 'Give a rating from 1 to 5 (a whole number).',
    COMMENT_NOT_FOUND: 'No comment found.',
    COMMENT_STATUS_UNKNOWN: 'Unknown comment status "{status}". Accepted values: {accepted}.',
    COMMENT_APPROVED: 'Comment approved.',
    COMMENT_DECLINED: 'Comment declined.',
    REVIEW_AUTHOR_ANONYMOUS: 'Former user',
  },
  fr: {
    REVIEW_ADDED: 'Avis ajouté avec succès. En attente de modération.',
    REVIEW_RATING_SAVED: 'Merci pour votre note.',
    REVIEW_OWN_PRODUCT: 'Vous ne pouvez pas donner votre avis sur votre propre produit.',
    LIKE_OWN_PRODUCT: 'Vous ne pouvez pas aimer votre propre produit.',
    PRODUCT_LIKED: 'Vous aimez ce produit.',
    PRODUCT_UNLIKED: "Vous n'aimez plus ce produit.",
    RATING_RANGE: 'Donnez une note de 1 à 5 (un nombre entier).',
    COMMENT_NOT_FOUND: 'Aucun commentaire trouvé.',
    COMMENT_STATUS_UNKNOWN: 'Statut de commentaire inconnu « {status} ». Valeurs acceptées : {accepted}.',
    COMMENT_APPROVED: 'Commentaire approuvé.',
    COMMENT_DECLINED: 'Commentaire refusé.',
    REVIEW_AUTHOR_ANONYMOUS: 'Ancien utilisateur',
  },
};

registerMessages(reviewsMessages);
