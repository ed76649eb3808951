import { registerMessages } from '../kernel/i18n/translator';

/** Messages of warehouses and stock (not errors): answers, field rules, the low-stock mail and the PDF's words. */
export const inventoryMessages = {
  en: {
    WAREHOUSE_CREATED: 'Warehouse created.',
    WAREHOUSE_UPDATED: 'Warehouse updated.',
    MOVEMENT_RECORDED: 'Stock movement recorded.',
    TRANSFER_RECORDED: 'Transfer recorded.',
    THRESHOLD_SET: 'Low-stock threshold saved.',
    MOVEMENT_DIRECTION_RULE: 'IN or OUT.',
    WAREHOUSE_LOCATION_PAIR: 'Give both the latitude and the longitude, or neither.',
    MOVEMENT_DATE_RULE: 'A date such as 2026-03-10.',
    STOCK_LOW_MAIL_SUBJECT: 'Low stock: {product} ({size}) in {warehouse}',
    STOCK_LOW_MAIL_TEXT:
      'Hello {name},\n\n{warehouse} now holds {quantity} of {product} ({size}), at or below your threshold of {threshold}.\n\nSee your stock: {link}\n\nKasuwa',
    INVENTORY_PDF_TITLE: 'Stock by warehouse',
    INVENTORY_PDF_GENERATED: 'Generated on {date}',
    INVENTORY_PDF_WAREHOUSE: 'Warehouse',
    INVENTORY_PDF_PRODUCT: 'Product',
    INVENTORY_PDF_SIZE: 'Size',
    INVENTORY_PDF_QUANTITY: 'Quantity',
    INVENTORY_PDF_VALUE: 'Value',
    INVENTORY_PDF_SUBTOTAL: 'Subtotal {warehouse}',
    INVENTORY_PDF_TOTAL: 'Total',
    INVENTORY_PDF_EMPTY: 'No stock.',
    INVENTORY_OWN_SHOP: 'Own shop',
  },
  fr: {
    WAREHOUSE_CREATED: 'Entrepôt créé.',
    WAREHOUSE_UPDATED: 'Entrepôt mis à jour.',
    MOVEMENT_RECORDED: 'Mouvement de stock enregistré.',
    TRANSFER_RECORDED: 'Transfert enregistré.',
    THRESHOLD_SET: "Seuil d'alerte de stock enregistré.",
    MOVEMENT_DIRECTION_RULE: 'IN ou OUT.',
    WAREHOUSE_LOCATION_PAIR: 'Indiquez la latitude et la longitude, ou aucune des deux.',
    MOVEMENT_DATE_RULE: 'Une date telle que 2026-03-10.',
    STOCK_LOW_MAIL_SUBJECT: 'Stock bas : {product} ({size}) dans {warehouse}',
    STOCK_LOW_MAIL_TEXT:
      'Bonjour {name},\n\n{warehouse} contient maintenant {quantity} de {product} ({size}), à ou sous votre ' +
      'seuil de {threshold}.\n\nVoir votre stock : {link}\n\nKasuwa',
    INVENTORY_PDF_TITLE: 'Stock par entrepôt',
    INVENTORY_PDF_GENERATED: 'Généré le {date}',
    INVENTORY_PDF_WAREHOUSE: 'Entrepôt',
    INVENTORY_PDF_PRODUCT: 'Produit',
    INVENTORY_PDF_SIZE: 'Conditionnement',
    INVENTORY_PDF_QUANTITY: 'Quantité',
    INVENTORY_PDF_VALUE: 'Valeur',
    INVENTORY_PDF_SUBTOTAL: 'Sous-total {warehouse}',
    INVENTORY_PDF_TOTAL: 'Total',
    INVENTORY_PDF_EMPTY: 'Aucun stock.',
    INVENTORY_OWN_SHOP: 'Propre magasin',
  },
};

registerMessages(inventoryMessages);
