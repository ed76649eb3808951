import { defineErrors } from '../kernel/errors/error-table';

/**
 * The catalogue's error codes (products, categories, the public catalogue, reviews and the dealers' catalogues): the
 * HTTP status the edge answers and the English and French texts. Texts that are not errors (success messages, mails,
 * field rules) are in the `*.messages.ts` files.
 */
export const CatalogueErrors = defineErrors('catalogue', {
  CATEGORY_NOT_FOUND: { status: 404, en: 'No category found.', fr: 'Aucune catégorie trouvée.' },
  SUB_CATEGORY_NOT_FOUND: { status: 404, en: 'No subcategory found.', fr: 'Aucune sous-catégorie trouvée.' },
  CATEGORY_ALREADY_EXISTS: { status: 409, en: 'This category already exists.', fr: 'Cette catégorie existe déjà.' },
  CATEGORY_NAME_TAKEN: { status: 409, en: 'A category already has this name.', fr: 'Une catégorie porte déjà ce nom.' },
  SUB_CATEGORY_NAME_TAKEN: {
    status: 409,
    en: 'Two subcategories of a category cannot have the same name.',
    fr: "Deux sous-catégories d'une catégorie ne peuvent pas avoir le même nom.",
  },
  CATEGORY_IN_USE: {
    status: 409,
    en: 'This category cannot be deleted: products use it.',
    fr: 'Cette catégorie ne peut pas être supprimée : des produits l’utilisent.',
  },
  PRODUCT_NOT_FOUND: { status: 404, en: 'No product found', fr: 'Aucun produit trouvé' },
  PRODUCT_ALREADY_EXISTS: { status: 409, en: 'This product already exists.', fr: 'Ce produit existe déjà.' },
  PRODUCT_TOO_MANY_PHOTOS: {
    status: 400,
    en: 'At most {max} photos per product.',
    fr: 'Au plus {max} photos par produit.',
  },
  PRODUCT_LAST_PHOTO: {
    status: 400,
    en: 'A product keeps at least one photo.',
    fr: 'Un produit garde au moins une photo.',
  },
  PRODUCT_PHOTO_NOT_FOUND: {
    status: 404,
    en: 'No such photo on this product.',
    fr: "Cette photo n'appartient pas à ce produit.",
  },
  LOCATION_UNRESOLVED: {
    status: 400,
    en: 'Unable to resolve location. Please, use a more detailed address.',
    fr: 'Impossible de localiser cette adresse. Veuillez donner une adresse plus précise.',
  },
  SEARCH_QUERY_REQUIRED: {
    status: 400,
    en: 'Type a word or a number to search for.',
    fr: 'Saisissez un mot ou un nombre à rechercher.',
  },
  REVIEW_OWN_PRODUCT: {
    status: 403,
    en: 'You cannot review your own product.',
    fr: 'Vous ne pouvez pas donner votre avis sur votre propre produit.',
  },
  LIKE_OWN_PRODUCT: {
    status: 403,
    en: 'You cannot like your own product.',
    fr: 'Vous ne pouvez pas aimer votre propre produit.',
  },
  COMMENT_NOT_FOUND: { status: 404, en: 'No comment found.', fr: 'Aucun commentaire trouvé.' },
  COMMENT_STATUS_UNKNOWN: {
    status: 400,
    en: 'Unknown comment status "{status}". Accepted values: {accepted}.',
    fr: 'Statut de commentaire inconnu « {status} ». Valeurs acceptées : {accepted}.',
  },
  CATALOG_ENTRY_NOT_FOUND: {
    status: 404,
    en: 'This product is not in your catalogue.',
    fr: "Ce produit n'est pas dans votre catalogue.",
  },
  CATALOG_LOCATION_NOT_FOUND: {
    status: 404,
    en: 'No such selling location in your catalogue.',
    fr: "Ce point de vente n'existe pas dans votre catalogue.",
  },
  CATALOG_PRODUCT_ALREADY_ADDED: {
    status: 409,
    en: 'This product is already in your catalogue: edit its entry instead.',
    fr: 'Ce produit est déjà dans votre catalogue : modifiez plutôt son entrée.',
  },
  CATALOG_PRODUCT_NOT_AVAILABLE: {
    status: 404,
    en: 'This product cannot be added: it is not an approved, published product of an input provider of your country.',
    fr: "Ce produit ne peut pas être ajouté : ce n'est pas un produit approuvé et publié d'un fournisseur d'intrants de votre pays.",
  },
  CATALOG_DEALERS_ONLY: {
    status: 403,
    en: 'Only distributors, wholesalers, retailers and agro-dealers (and their staff) keep a catalogue.',
    fr: 'Seuls les distributeurs, grossistes, détaillants et agro-revendeurs (et leur personnel) tiennent un catalogue.',
  },
  CATALOG_LAST_LOCATION: {
    status: 400,
    en: 'A catalogue entry keeps at least one selling location: delete the entry instead.',
    fr: "Une entrée du catalogue garde au moins un point de vente : supprimez plutôt l'entrée.",
  },
});
