import { registerMessages } from '../../kernel/i18n/translator';

export const reviewsMessages = {
  en: {
    REVIEW_ADDED: 'Review added successfully. Awaiting moderation.',
    REVIEW_RATING_SAVED: 'Thank you for your rating.',
    PRODUCT_LIKED: 'You like this product.',
    PRODUCT_UNLIKED: 'You no longer like this product.',
    RATING_RANGE: 'Give a rating from 1 to 5 (a whole number).',
    COMMENT_APPROVED: 'Comment approved.',
    COMMENT_DECLINED: 'Comment declined.',
    REVIEW_AUTHOR_ANONYMOUS: 'Former user',
  },
  fr: {
    REVIEW_ADDED: 'Avis ajouté avec succès. En attente de modération.',
    REVIEW_RATING_SAVED: 'Merci pour votre note.',
    PRODUCT_LIKED: 'Vous aimez ce produit.',
    PRODUCT_UNLIKED: "Vous n'aimez plus ce produit.",
    RATING_RANGE: 'Donnez une note de 1 à 5 (un nombre entier).',
    COMMENT_APPROVED: 'Commentaire approuvé.',
    COMMENT_DECLINED: 'Commentaire refusé.',
    REVIEW_AUTHOR_ANONYMOUS: 'Ancien utilisateur',
  },
};

registerMessages(reviewsMessages);
