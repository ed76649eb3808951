import { GET, type ResourceRoutes } from '../api/routes';

/** The API lists the trade screens read through react-admin's data provider; ./permissions.ts maps them. */
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

/** Where they live in the API: paths of openapi.json (../api/routes.ts). */
export const TRADE_RESOURCES: Record<string, ResourceRoutes> = {
  [TRADE_LISTS.receivedQuotations]: { list: GET.path('/api/v1/quotes'), one: GET.byId('/api/v1/quotes/{id}') },
  [TRADE_LISTS.askedQuotations]: { list: GET.path('/api/v1/me/quotes'), one: GET.byId('/api/v1/quotes/{id}') },
  [TRADE_LISTS.receivedOrders]: {
    list: GET.path('/api/v1/product/request'),
    one: GET.byId('/api/v1/product/request/{id}'),
  },
  [TRADE_LISTS.placedOrders]: {
    list: GET.path('/api/v1/me/product/request'),
    one: GET.byId('/api/v1/product/request/{id}'),
  },
};

/** Every query of the trade screens (threads and counts) starts with it, to refresh them together. */
export const TRADE_KEY = 'trade';
