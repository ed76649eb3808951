import { registerMessages } from '../../kernel/i18n/translator';

export const sellerCatalogueMessages = {
  en: {
    CATALOG_LOCATION_REQUIRED: 'Give at least one selling location.',
    CATALOG_LOCATION_DUPLICATE: 'This selling location is given twice.',
    CATALOG_PRICE_FORMAT: 'A price greater than 0, such as 12500 or 12500.50.',
    CATALOG_QUANTITY_RULE: 'A whole number, 0 or more.',
    CATALOG_COORDINATES_TOGETHER: 'Give both latitude and longitude, or neither.',
    CATALOG_PRODUCT_FIXED: 'The product of a catalogue entry cannot change: add the other product instead.',
    CATALOG_ENTRY_ADDED: 'Product added to your catalogue.',
    CATALOG_ENTRY_UPDATED: 'Catalogue entry updated.',
    CATALOG_ENTRY_DELETED: 'Product removed from your catalogue.',
    CATALOG_LOCATION_DELETED: 'Selling location removed.',
  },
  fr: {
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
