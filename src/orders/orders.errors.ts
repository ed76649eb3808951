import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of quotations and product requests (orders): the HTTP status the edge answers, English and French. {name} is replaced. */
export const OrdersErrors = defineErrors('orders', {
  QUOTATION_NOT_FOUND: { status: 404, en: 'No quotation found', fr: 'Aucun devis trouvé' },
  QUOTATION_OWN_PRODUCT: {
    status: 403,
    en: 'You cannot ask a quotation for your own product.',
    fr: 'Vous ne pouvez pas demander un devis pour votre propre produit.',
  },
  QUOTATION_ALREADY_EXISTS: { status: 409, en: 'This quotation already exists.', fr: 'Ce devis existe déjà.' },
  QUOTATION_CLOSED: {
    status: 409,
    en: 'This quotation was accepted: it can no longer change.',
    fr: 'Ce devis a été accepté : il ne peut plus changer.',
  },
  QUOTATION_NO_OFFER: {
    status: 409,
    en: 'The seller has not offered a price yet.',
    fr: "Le vendeur n'a pas encore proposé de prix.",
  },
  QUOTATION_AWAITING_SELLER: {
    status: 409,
    en: 'The seller has not answered your counter-offer yet.',
    fr: "Le vendeur n'a pas encore répondu à votre contre-proposition.",
  },
  QUOTATION_UPDATE_EMPTY: {
    status: 400,
    en: 'Say what changes: isRead, a price or a comment.',
    fr: 'Indiquez ce qui change : isRead, un prix ou un commentaire.',
  },
  QUOTATION_READ_STATUS_UNKNOWN: {
    status: 400,
    en: 'Unknown read status "{status}". Accepted values: {accepted}.',
    fr: 'Statut de lecture inconnu « {status} ». Valeurs acceptées : {accepted}.',
  },
  ORDER_NOT_FOUND: { status: 404, en: 'No product request found', fr: 'Aucune demande de produit trouvée' },
  ORDER_OWN_PRODUCT: {
    status: 403,
    en: 'You cannot order your own product.',
    fr: 'Vous ne pouvez pas commander votre propre produit.',
  },
  ORDER_ALREADY_EXISTS: {
    status: 409,
    en: 'This product request already exists.',
    fr: 'Cette demande de produit existe déjà.',
  },
  ORDER_STATUS_UNKNOWN: {
    status: 400,
    en: 'Unknown product request status "{status}". Accepted values: {accepted}.',
    fr: 'Statut de demande de produit inconnu « {status} ». Valeurs acceptées : {accepted}.',
  },
  ORDER_TRANSITION_NOT_ALLOWED: {
    status: 409,
    en: 'A product request that is {from} cannot become {to}.',
    fr: 'Une demande de produit à l’état {from} ne peut pas passer à {to}.',
  },
  ORDER_SELLER_ONLY: {
    status: 403,
    en: 'Only the seller can mark a product request as {status}.',
    fr: 'Seul le vendeur peut marquer une demande de produit comme {status}.',
  },
  ORDER_BUYER_ONLY: {
    status: 403,
    en: 'Only the buyer can mark a product request as {status}.',
    fr: "Seul l'acheteur peut marquer une demande de produit comme {status}.",
  },
});
