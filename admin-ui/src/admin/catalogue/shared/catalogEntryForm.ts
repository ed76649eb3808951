import { regex, required } from 'react-admin';

/** A dealer's price: greater than 0, at most two decimals (as the API checks it). */
export const POSITIVE_PRICE = /^(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/;

export const entryPrice = [required(), regex(POSITIVE_PRICE, 'kasuwa.catalogue.myProducts.validation.price')];
export const locationPrice = regex(POSITIVE_PRICE, 'kasuwa.catalogue.myProducts.validation.price');

export const wholeQuantity = (value: unknown) =>
  value === null || value === undefined || value === '' || (Number.isInteger(Number(value)) && Number(value) >= 0)
    ? undefined
    : 'kasuwa.catalogue.myProducts.validation.quantity';

/** At least one selling location. */
export const someLocation = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'kasuwa.catalogue.myProducts.validation.location';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The price, quantity and selling locations the API takes (a location without its own price uses the entry's). */
export function toEntryTerms(values: Record<string, unknown>) {
  const locations = Array.isArray(values.locations) ? (values.locations as Record<string, unknown>[]) : [];
  return {
    price: text(values.price),
    quantity: Number(values.quantity),
    locations: locations.map((row) => {
      const price = text(row?.price);
      return { location: text(row?.location), ...(price ? { price } : {}) };
    }),
  };
}
