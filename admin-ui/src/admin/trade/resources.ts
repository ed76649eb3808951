/**
 * The API lists the trade screens read through react-admin's data provider. Their names are the API's paths
 * (the data provider reads `/{name}`), so they need no entry of their own there; ./permissions.ts maps them.
 */
export const TRADE_LISTS = {
  /** The quotations asked of the caller's organisation (seller). */
  receivedQuotations: 'quotes',
  /** The quotations the caller asked (buyer). */
  askedQuotations: 'me/quotes',
  /** The orders the caller's organisation received (seller), or every order of the working country (administrators). */
  receivedOrders: 'product/request',
  /** The orders the caller placed (buyer). */
  placedOrders: 'me/product/request',
} as const;

/** Every query of the trade screens (threads and counts) starts with it, to refresh them together. */
export const TRADE_KEY = 'trade';
