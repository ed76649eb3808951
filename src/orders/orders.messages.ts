import { registerMessages } from '../kernel/i18n/translator';

/** Messages of quotations and product requests (orders), and the mails their sides receive. {name} is replaced. */
export const ordersMessages = {
  en: {
    QUOTATION_REQUESTED: 'Your quotation request was sent to the seller.',
    QUOTATION_UPDATED: 'Quotation updated.',
    QUOTATION_COUNTERED: 'Your counter-offer was sent to the seller.',
    QUOTATION_ACCEPTED: 'Quotation accepted: your product request was sent to the seller.',
    QUOTATION_PRODUCT_MISMATCH: 'This quotation is about another product.',
    QUOTATION_PRICE_FORMAT: 'A price greater than 0, such as 12500 or 12500.50.',
    ORDER_QUANTITY_RULE: 'A whole number from 1 to 1000000.',
    ORDER_PRODUCT_ID_FORMAT: 'Must be the identifier of a product.',
    ORDER_PLACED: 'Your product request was sent to the seller.',
    ORDER_STATUS_CHANGED: 'The product request is now {status}.',
    ORDER_DELIVERY_METHOD_NOT_OFFERED: 'Choose one of the delivery methods this product offers: {methods}.',
    ORDER_FORMER_USER: 'Former user',
    ORDER_STATUS_PENDING: 'pending',
    ORDER_STATUS_APPROVED: 'approved',
    ORDER_STATUS_DECLINED: 'declined',
    ORDER_STATUS_REJECTED: 'rejected',
    ORDER_STATUS_CANCELED: 'canceled',
    ORDER_STATUS_SHIPPED: 'shipped',
    ORDER_STATUS_DELIVERED: 'delivered',
    ORDER_PLACED_SELLER_MAIL_SUBJECT: 'New product request: {product}',
    ORDER_PLACED_SELLER_MAIL_TEXT:
      'Hello {name},\n\n{buyer} asks for {quantity} × {product} at {unitPrice} each ({total} in all), ' +
      '{delivery}: {location}.{comment}\n\nApprove or decline it: {link}\n\nKasuwa',
    ORDER_PLACED_BUYER_MAIL_SUBJECT: 'Your product request for {product} was sent',
    ORDER_PLACED_BUYER_MAIL_TEXT:
      'Hello {name},\n\nYour request for {quantity} × {product} at {unitPrice} each ({total} in all) was sent to ' +
      '{seller}. We will write to you when it changes.\n\nFollow it: {link}\n\nKasuwa',
    ORDER_STATUS_MAIL_SUBJECT: 'Product request {status}: {product}',
    ORDER_STATUS_MAIL_TEXT:
      'Hello {name},\n\nThe request of {buyer} to {seller} for {quantity} × {product} is now {status}.{reason}\n\nSee it: {link}\n\nKasuwa',
    ORDER_MAIL_REASON: '\nReason: {reason}',
    ORDER_MAIL_COMMENT: '\nComment: {comment}',
    QUOTATION_REQUESTED_MAIL_SUBJECT: 'Quotation request: {product}',
    QUOTATION_REQUESTED_MAIL_TEXT:
      'Hello {name},\n\n{buyer} asks for your price for {quantity} × {product}.{comment}\n\nAnswer it: {link}\n\nKasuwa',
    QUOTATION_COUNTERED_MAIL_SUBJECT: 'Counter-offer for {product}',
    QUOTATION_COUNTERED_MAIL_TEXT:
      'Hello {name},\n\n{buyer} proposes {price} each for {quantity} × {product}.{comment}\n\nAnswer it: {link}\n\nKasuwa',
    QUOTATION_OFFERED_MAIL_SUBJECT: 'Price offer for {product}',
    QUOTATION_OFFERED_MAIL_TEXT:
      'Hello {name},\n\n{seller} offers {price} each for the {quantity} × {product} you asked ' +
      'about.{comment}\n\nAccept it or make a counter-offer: {link}\n\nKasuwa',
    QUOTATION_COMMENTED_MAIL_SUBJECT: 'Message about your quotation for {product}',
    QUOTATION_COMMENTED_MAIL_TEXT:
      'Hello {name},\n\n{seller} writes about the {quantity} × {product} you asked about:{comment}\n\nSee it: {link}\n\nKasuwa',
  },
  fr: {
    QUOTATION_REQUESTED: 'Votre demande de devis a été envoyée au vendeur.',
    QUOTATION_UPDATED: 'Devis mis à jour.',
    QUOTATION_COUNTERED: 'Votre contre-proposition a été envoyée au vendeur.',
    QUOTATION_ACCEPTED: 'Devis accepté : votre demande de produit a été envoyée au vendeur.',
    QUOTATION_PRODUCT_MISMATCH: 'Ce devis concerne un autre produit.',
    QUOTATION_PRICE_FORMAT: 'Un prix supérieur à 0, tel que 12500 ou 12500.50.',
    ORDER_QUANTITY_RULE: 'Un nombre entier de 1 à 1000000.',
    ORDER_PRODUCT_ID_FORMAT: "Doit être l'identifiant d'un produit.",
    ORDER_PLACED: 'Votre demande de produit a été envoyée au vendeur.',
    ORDER_STATUS_CHANGED: 'La demande de produit est maintenant {status}.',
    ORDER_DELIVERY_METHOD_NOT_OFFERED: 'Choisissez un des modes de livraison proposés pour ce produit : {methods}.',
    ORDER_FORMER_USER: 'Ancien utilisateur',
    ORDER_STATUS_PENDING: 'en attente',
    ORDER_STATUS_APPROVED: 'approuvée',
    ORDER_STATUS_DECLINED: 'déclinée',
    ORDER_STATUS_REJECTED: 'rejetée',
    ORDER_STATUS_CANCELED: 'annulée',
    ORDER_STATUS_SHIPPED: 'expédiée',
    ORDER_STATUS_DELIVERED: 'livrée',
    ORDER_PLACED_SELLER_MAIL_SUBJECT: 'Nouvelle demande de produit : {product}',
    ORDER_PLACED_SELLER_MAIL_TEXT:
      'Bonjour {name},\n\n{buyer} demande {quantity} × {product} à {unitPrice} l’unité ({total} au total), ' +
      '{delivery} : {location}.{comment}\n\nApprouvez-la ou déclinez-la : {link}\n\nKasuwa',
    ORDER_PLACED_BUYER_MAIL_SUBJECT: 'Votre demande de produit pour {product} a été envoyée',
    ORDER_PLACED_BUYER_MAIL_TEXT:
      'Bonjour {name},\n\nVotre demande de {quantity} × {product} à {unitPrice} l’unité ({total} au total) a été ' +
      'envoyée à {seller}. Nous vous écrirons à chaque changement.\n\nSuivez-la : {link}\n\nKasuwa',
    ORDER_STATUS_MAIL_SUBJECT: 'Demande de produit {status} : {product}',
    ORDER_STATUS_MAIL_TEXT:
      'Bonjour {name},\n\nLa demande de {buyer} à {seller} pour {quantity} × {product} est maintenant ' +
      '{status}.{reason}\n\nVoir la demande : {link}\n\nKasuwa',
    ORDER_MAIL_REASON: '\nMotif : {reason}',
    ORDER_MAIL_COMMENT: '\nCommentaire : {comment}',
    QUOTATION_REQUESTED_MAIL_SUBJECT: 'Demande de devis : {product}',
    QUOTATION_REQUESTED_MAIL_TEXT:
      'Bonjour {name},\n\n{buyer} vous demande votre prix pour {quantity} × {product}.{comment}\n\nRépondez : {link}\n\nKasuwa',
    QUOTATION_COUNTERED_MAIL_SUBJECT: 'Contre-proposition pour {product}',
    QUOTATION_COUNTERED_MAIL_TEXT:
      'Bonjour {name},\n\n{buyer} propose {price} l’unité pour {quantity} × {product}.{comment}\n\nRépondez : {link}\n\nKasuwa',
    QUOTATION_OFFERED_MAIL_SUBJECT: 'Offre de prix pour {product}',
    QUOTATION_OFFERED_MAIL_TEXT:
      'Bonjour {name},\n\n{seller} propose {price} l’unité pour les {quantity} × {product} ' +
      'demandés.{comment}\n\nAcceptez-la ou faites une contre-proposition : {link}\n\nKasuwa',
    QUOTATION_COMMENTED_MAIL_SUBJECT: 'Message au sujet de votre devis pour {product}',
    QUOTATION_COMMENTED_MAIL_TEXT:
      'Bonjour {name},\n\n{seller} vous écrit au sujet des {quantity} × {product} demandés :{comment}\n\nVoir le devis : {link}\n\nKasuwa',
  },
};

registerMessages(ordersMessages);
