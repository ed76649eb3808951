import { registerMessages } from '../kernel/i18n/translator';

export const catalogueMessages = {
  en: {
    CATEGORY_CREATED: 'Category created.',
    CATEGORY_UPDATED: 'Category updated.',
    CATEGORY_DELETED: 'Category deleted.',
    PRODUCT_PHOTO_REQUIRED: 'The main image is required.',
    PRODUCT_NAME_RULE: 'From 3 to 25 letters (spaces allowed).',
    PRODUCT_PRICE_FORMAT: 'A price such as 12500 or 12500.50.',
    REJECTION_REASON_REQUIRED: 'Give the reason of the rejection.',
    UNKNOWN_REFERENCE: 'Choose one of the values offered.',
    SUB_CATEGORY_NOT_IN_CATEGORY: 'Choose a subcategory of the category.',
    PRODUCT_CREATED: 'Product created. It will be visible once approved.',
    PRODUCT_UPDATED: 'Product updated. It will be visible again once approved.',
    PRODUCT_DELETED: 'Product deleted.',
    PRODUCT_STATUS_CHANGED: 'Product status changed.',
    PRODUCT_PHOTOS_REMOVED: 'Photos removed.',
    PRODUCT_APPROVAL_SAVED: 'Approval status saved.',
    PRODUCT_RECOMMENDED: 'Product recommended.',
    PRODUCT_UNRECOMMENDED: 'Product no longer recommended.',
    PRODUCT_CERTIFIED: 'Product certified.',
    PRODUCT_UNCERTIFIED: 'Product no longer certified.',
    PRODUCT_APPROVED_MAIL_SUBJECT: 'Your product {product} is approved',
    PRODUCT_APPROVED_MAIL_TEXT:
      'Hello {name},\n\nYour product "{product}" has been approved. It is now visible on Kasuwa.\n\nThe Kasuwa team',
    PRODUCT_REJECTED_MAIL_SUBJECT: 'Your product {product} was not approved',
    PRODUCT_REJECTED_MAIL_TEXT:
      'Hello {name},\n\nYour product "{product}" was not approved.\nReason: {reason}\n\nYou can change it and submit it again.\n\nThe Kasuwa team',
  },
  fr: {
    CATEGORY_CREATED: 'Catégorie créée.',
    CATEGORY_UPDATED: 'Catégorie modifiée.',
    CATEGORY_DELETED: 'Catégorie supprimée.',
    PRODUCT_PHOTO_REQUIRED: "L'image principale est obligatoire.",
    PRODUCT_NAME_RULE: 'De 3 à 25 lettres (espaces autorisés).',
    PRODUCT_PRICE_FORMAT: 'Un prix tel que 12500 ou 12500.50.',
    REJECTION_REASON_REQUIRED: 'Indiquez le motif du rejet.',
    UNKNOWN_REFERENCE: 'Choisissez une des valeurs proposées.',
    SUB_CATEGORY_NOT_IN_CATEGORY: 'Choisissez une sous-catégorie de la catégorie.',
    PRODUCT_CREATED: 'Produit créé. Il sera visible une fois approuvé.',
    PRODUCT_UPDATED: 'Produit modifié. Il sera de nouveau visible une fois approuvé.',
    PRODUCT_DELETED: 'Produit supprimé.',
    PRODUCT_STATUS_CHANGED: 'Statut du produit modifié.',
    PRODUCT_PHOTOS_REMOVED: 'Photos supprimées.',
    PRODUCT_APPROVAL_SAVED: "Statut d'approbation enregistré.",
    PRODUCT_RECOMMENDED: 'Produit recommandé.',
    PRODUCT_UNRECOMMENDED: 'Produit retiré des recommandations.',
    PRODUCT_CERTIFIED: 'Produit certifié.',
    PRODUCT_UNCERTIFIED: 'Certification du produit retirée.',
    PRODUCT_APPROVED_MAIL_SUBJECT: 'Votre produit {product} est approuvé',
    PRODUCT_APPROVED_MAIL_TEXT:
      "Bonjour {name},\n\nVotre produit « {product} » a été approuvé. Il est maintenant visible sur Kasuwa.\n\nL'équipe Kasuwa",
    PRODUCT_REJECTED_MAIL_SUBJECT: "Votre produit {product} n'a pas été approuvé",
    PRODUCT_REJECTED_MAIL_TEXT:
      "Bonjour {name},\n\nVotre produit « {product} » n'a pas été approuvé.\nMotif : {reason}\n\nVous pouvez le modifier et le soumettre de nouveau.\n\nL'équipe Kasuwa",
  },
};

registerMessages(catalogueMessages);
