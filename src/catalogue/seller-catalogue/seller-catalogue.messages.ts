import { registerMessages } from '../../kernel/i18n/translator';

export const sellerCatalogueMessages = {
  en: {
    CATALOG_ENTRY_NOT_FOUND: 'This product is not in your catalogue.',
    CATALOG_LOCATION_NOT_FOUND: 'No such selling location in your catalogue.',
    CATALOG_PRODUCT_ALREADY_ADDED: 'This product is already in your catalogue: edit its entry instead.',
    CATALOG_PRODUCT_NOT_AVAILABLE: 'This product cannot be added: it is not an approved, published product of an input provider of your country.',
    CATALOG_DEALERS_ONLY: 'Only distributors, wholesalers, retailers and agro-dealers (and their staff) keep a catalogue.',
    CATALOG_LAST_LOCATION: 'A catalogue entry keeps at least one selling location: delete the entry instead.',
    CATALOG_LOCATION_REQUIRED: 'Give at least one selling location.',
    CATALOG_LOCATION_DUPLICATE: 'This selling location is given twice.',
    CATALOG_PRICE_FORMAT: 'A price greater than 0, such as 12500 or 12500.50.',
    CATALOG_QUANTITY_RULE: 'A whole number, 0 or more.',
    CATALOG_COORDINATES_TOGETHER: 'Give both latitude and longitude, or neither.',
    CATALOG_PRODUCT_FIXED: "The product of a catalogue entry cannot change: add the other product instead.",
    CATALOG_ENTRY_ADDED: 'Product added to your catalogue.',
    CATALOG_ENTRY_UPDATED: 'Catalogue entry updated.',
    CATALOG_ENTRY_DELETED: 'Product removed from your catalogue.',
    CATALOG_LOCATION_DELETED: 'Selling location removed.',
  },
  fr: {
    CATALOG_ENTRY_NOT_FOUND: "Ce produit n'est pas dans votre catalogue.",
    CATALOG_LOCATION_NOT_FOUND: "Ce point de vente n'existe pas dans votre catalogue.",
    CATALOG_PRODUCT_ALREADY_ADDED: 'Ce produit est déjà dans votre catalogue : modifiez plutôt son entrée.',
    CATALOG_PRODUCT_NOT_AVAILABLE: "Ce produit ne peut pas être ajouté : ce n'est pas un produit approuvé et publié d'un fournisseur d'intrants de votre pays.",
    CATALOG_DEALERS_ONLY: 'Seuls les distributeurs, grossistes, détaillants et agro-revendeurs (et leur personnel) tiennent un catalogue.',
    CATALOG_LAST_LOCATION: "Une entrée du catalogue garde au moins un point de vente : supprimez plutôt l'entrée.",
    CATALOG_LOCATION_REQUIRED: 'Indiquez au moins un point de vente.',
    CATALOG_LOCATION_DUPLICATE: 'Ce point de vente est indiqué deux fois.',
    CATALOG_PRICE_FORMAT: 'Un prix supérieur à 0, tel que 12500 ou 12500.50.',
    CATALOG_QUANTITY_RULE: 'Un nombre entier, 0 ou plus.',
    CATALOG_COORDINATES_TOGETHER: "Indiquez la latitude et la longitude ensemble, ou ni l'une ni l'autre.",
    CATALOG_PRODUCT_FIXED: "Le produit d'une entrée du catalogue ne peut pas changer : ajoutez plutôt l'autre produit.",
    CATALOG_ENTRY_ADDED: 'Produit ajouté à votre catalogue.',
    CATALOG_ENTRY_UPDATED: 'Entrée du catalogue modifiée.',
    CATALOG_ENTRY_DELETED: 'Produit retiré de votre catalogue.',
    CATALOG_LOCATION_DELETED: 'Point de vente supprimé.',
  },
};

registerMessages(sellerCatalogueMessages);
