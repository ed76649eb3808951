import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of warehouses and stock: the HTTP status the edge answers, English and French. {name} is replaced. */
export const InventoryErrors = defineErrors('inventory', {
  WAREHOUSE_NOT_FOUND: { status: 404, en: 'No warehouse found', fr: 'Aucun entrepôt trouvé' },
  WAREHOUSE_CODE_TAKEN: {
    status: 409,
    en: 'You already have a warehouse with the code "{code}".',
    fr: 'Vous avez déjà un entrepôt avec le code « {code} ».',
  },
  WAREHOUSE_VIEW_UNKNOWN: {
    status: 400,
    en: 'Unknown warehouse view "{status}". Accepted values: {accepted}.',
    fr: "Vue d'entrepôt inconnue « {status} ». Valeurs acceptées : {accepted}.",
  },
  WAREHOUSE_VIEW_NOT_YOURS: {
    status: 403,
    en: 'The {view} view is not for your role.',
    fr: "La vue {view} n'est pas destinée à votre rôle.",
  },
  MOVEMENT_NOT_FOUND: { status: 404, en: 'No stock movement found', fr: 'Aucun mouvement de stock trouvé' },
  STOCK_KEEPERS_ONLY: {
    status: 403,
    en: 'Only input providers, distributors, wholesalers, retailers, agro-dealers and their staff keep stock.',
    fr: "Seuls les fournisseurs d'intrants, distributeurs, grossistes, détaillants, agro-revendeurs et leur personnel tiennent un stock.",
  },
  STOCK_INSUFFICIENT: {
    status: 409,
    en: 'Not enough stock of {product} ({size}) in {place}: {available} available, {requested} requested.',
    fr: 'Stock insuffisant de {product} ({size}) dans {place} : {available} disponible(s), {requested} demandé(s).',
  },
  STOCK_PRODUCT_NOT_FOUND: {
    status: 404,
    en: 'No product found that you can keep in stock.',
    fr: 'Aucun produit trouvé que vous puissiez tenir en stock.',
  },
  TRANSFER_SAME_WAREHOUSE: {
    status: 400,
    en: 'A transfer goes from one warehouse to another.',
    fr: "Un transfert va d'un entrepôt à un autre.",
  },
  STAFF_NOT_FOUND: { status: 404, en: 'No staff member found', fr: 'Aucun membre du personnel trouvé' },
  WAYBILL_NOT_FOUND: {
    status: 404,
    en: 'This movement has no waybill document.',
    fr: "Ce mouvement n'a pas de lettre de voiture.",
  },
});
