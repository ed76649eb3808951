import { registerMessages } from '../kernel/i18n/translator';

/** The market prices' texts that are not errors: success messages and the messages of a sheet's cells. */
export const marketsMessages = {
  en: {
    MARKET_PRICES_UPLOADED: '{rows} prices uploaded.',
    MARKET_STATE_UNKNOWN: '"{value}" is not a state of the country.',
    MARKET_REGION_MISMATCH: 'The state {state} is not in the region "{value}".',
    MARKET_UNIT_UNKNOWN: 'The weight of one "{value}" is not known: give it in the "Kg per unit" column.',
    MARKET_PERIOD_INVALID: '"{value}" is not a month: write it as YYYY-MM, a date, or a month name and year.',
    MARKET_PRICE_MISSING: 'Give at least one price.',
    MARKET_CURRENCY_MISMATCH: 'Prices are kept in {currency}, the currency of the country, not "{value}".',
    MARKET_ROW_TWICE: 'The same market, product, unit and month is already on row {row}.',
    MARKET_ALERT_SAVED_EITHER:
      'You will be told by e-mail, and on your phone if the app is signed in, when the price crosses {threshold}.',
    MARKET_ALERT_SAVED_ABOVE:
      'You will be told by e-mail, and on your phone if the app is signed in, when the price rises above {threshold}.',
    MARKET_ALERT_SAVED_BELOW:
      'You will be told by e-mail, and on your phone if the app is signed in, when the price falls below {threshold}.',
    MARKET_ALERT_DELETED: 'Price alert deleted.',
    MARKET_ALERT_MAIL_SUBJECT: 'Price alert: {product} in {state}',
    MARKET_ALERT_MAIL_TEXT:
      'The price of {product} in {state} ({period}) is now {price} {currency} per {measure}, {direction} your threshold of {threshold}.\n\n{watching}',
    MARKET_ALERT_ABOVE: 'above',
    MARKET_ALERT_BELOW: 'below',
    MARKET_ALERT_WATCHING_EITHER: 'You asked to be told whenever it crosses {threshold}.',
    MARKET_ALERT_WATCHING_ABOVE: 'You asked to be told when it rises above {threshold}.',
    MARKET_ALERT_WATCHING_BELOW: 'You asked to be told when it falls below {threshold}.',
    MARKET_ALERT_PUSH_TITLE_ABOVE: '{product} in {state}: price up',
    MARKET_ALERT_PUSH_TITLE_BELOW: '{product} in {state}: price down',
    MARKET_ALERT_PUSH_BODY:
      'Now {price} {currency} per {measure}, {direction} your threshold of {threshold} ({period}).',
  },
  fr: {
    MARKET_PRICES_UPLOADED: '{rows} prix envoyés.',
    MARKET_STATE_UNKNOWN: "« {value} » n'est pas un État du pays.",
    MARKET_REGION_MISMATCH: "L'État {state} n'est pas dans la région « {value} ».",
    MARKET_UNIT_UNKNOWN: "Le poids d'un(e) « {value} » n'est pas connu : indiquez-le dans la colonne « Kg par unité ».",
    MARKET_PERIOD_INVALID:
      "« {value} » n'est pas un mois : écrivez-le AAAA-MM, comme une date, ou par le nom du mois et l'année.",
    MARKET_PRICE_MISSING: 'Indiquez au moins un prix.',
    MARKET_CURRENCY_MISMATCH: 'Les prix sont tenus en {currency}, la monnaie du pays, et non en « {value} ».',
    MARKET_ROW_TWICE: 'Le même marché, produit, unité et mois figure déjà à la ligne {row}.',
    MARKET_ALERT_SAVED_EITHER:
      "Vous serez prévenu par e-mail, et sur votre téléphone si l'application y est connectée, quand le prix franchira {threshold}.",
    MARKET_ALERT_SAVED_ABOVE:
      "Vous serez prévenu par e-mail, et sur votre téléphone si l'application y est connectée, quand le prix passera au-dessus de {threshold}.",
    MARKET_ALERT_SAVED_BELOW:
      "Vous serez prévenu par e-mail, et sur votre téléphone si l'application y est connectée, quand le prix passera en dessous de {threshold}.",
    MARKET_ALERT_DELETED: 'Alerte de prix supprimée.',
    MARKET_ALERT_MAIL_SUBJECT: 'Alerte de prix : {product} – {state}',
    MARKET_ALERT_MAIL_TEXT:
      'Le prix de {product} – {state} ({period}) est maintenant de {price} {currency} par {measure}, {direction} ' +
      'de votre seuil de {threshold}.\n\n{watching}',
    MARKET_ALERT_ABOVE: 'au-dessus',
    MARKET_ALERT_BELOW: 'en dessous',
    MARKET_ALERT_WATCHING_EITHER: 'Vous avez demandé à être prévenu chaque fois qu’il franchit {threshold}.',
    MARKET_ALERT_WATCHING_ABOVE: 'Vous avez demandé à être prévenu quand il passe au-dessus de {threshold}.',
    MARKET_ALERT_WATCHING_BELOW: 'Vous avez demandé à être prévenu quand il passe en dessous de {threshold}.',
    MARKET_ALERT_PUSH_TITLE_ABOVE: '{product} – {state} : le prix monte',
    MARKET_ALERT_PUSH_TITLE_BELOW: '{product} – {state} : le prix baisse',
    MARKET_ALERT_PUSH_BODY:
      'Maintenant {price} {currency} par {measure}, {direction} de votre seuil de {threshold} ({period}).',
  },
};

registerMessages(marketsMessages);
