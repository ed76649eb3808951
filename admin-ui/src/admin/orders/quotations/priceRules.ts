/** A unit price as people type it (a comma or a point before the cents), and the check both sides of a thread use. */
import type { Validator } from 'react-admin';

const PRICE = /^\d{1,12}([.,]\d{1,2})?$/;

/** The typed price with a point for decimals ('' when none is typed). */
export const typedPrice = (value: unknown) => (typeof value === 'string' ? value.trim().replace(',', '.') : '');

/** A price greater than 0 when one is typed. */
export const priceRule: Validator = (value) => {
  const typed = typedPrice(value);
  return !typed || (PRICE.test(typed) && Number(typed) > 0) ? undefined : 'kasuwa.trade.quotations.priceRule';
};

/** A price is needed (a counter-offer is one). */
export const priceNeeded: Validator = (value) => (typedPrice(value) ? undefined : 'kasuwa.trade.quotations.priceRule');

export const trimmedText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
