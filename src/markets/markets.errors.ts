import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of the market prices: the HTTP status the edge answers, English and French. {name} is replaced. */
export const MarketsErrors = defineErrors('markets', {
  MARKET_SHEET_REQUIRED: {
    status: 400,
    en: 'Choose the price sheet (.xlsx) to upload.',
    fr: 'Choisissez la feuille de prix (.xlsx) à envoyer.',
  },
  MARKET_SHEET_TOO_LARGE: {
    status: 413,
    en: 'The price sheet is larger than {size}.',
    fr: 'La feuille de prix dépasse {size}.',
  },
  MARKET_SHEET_ROWS_INVALID: {
    status: 422,
    en: 'Some rows of the price sheet are not valid: nothing was uploaded.',
    fr: "Certaines lignes de la feuille de prix ne sont pas valides : rien n'a été envoyé.",
  },
  MARKET_COUNTRY_REQUIRED: { status: 400, en: 'Choose the country of the prices.', fr: 'Choisissez le pays des prix.' },
  MARKET_UPLOAD_EXISTS: { status: 409, en: 'This upload was already recorded.', fr: 'Cet envoi est déjà enregistré.' },
  MARKET_PRODUCT_REQUIRED: { status: 400, en: 'Choose a product.', fr: 'Choisissez un produit.' },
  MARKET_ALERT_NOT_FOUND: { status: 404, en: 'No price alert found.', fr: 'Aucune alerte de prix trouvée.' },
  MARKET_STATE_NOT_FOUND: {
    status: 404,
    en: 'No such state in your country.',
    fr: 'Aucun État de ce nom dans votre pays.',
  },
});
