/** The permissions of the trade console pages (spread into ../permissions.ts). Pure data. */

/** The permission prefix of resources named otherwise (the pages, and the API lists they read: ./resources.ts). */
export const TRADE_RESOURCE_PREFIX: Record<string, string> = {
  quotations: 'quotations',
  quotes: 'quotations',
  'me/quotes': 'quotations',
  myorders: 'orders',
  allorders: 'orders',
  'product/request': 'orders',
  'me/product/request': 'orders',
};

const every = (action: string) => ({
  list: action,
  show: action,
  read: action,
  create: action,
  edit: action,
  delete: action,
  manage: action,
});

/** react-admin's actions to the API's, per resource. */
export const TRADE_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  // The seller reads the quotations asked of them (quotations:list) and answers them (quotations:answer).
  quotations: { list: 'list', show: 'list', read: 'list', edit: 'answer', manage: 'answer' },
  quotes: { list: 'list', show: 'list', read: 'list', edit: 'answer', manage: 'answer' },
  // The buyer asks, counters and accepts (quotations:create).
  'me/quotes': every('create'),
  // The buyer's orders: placing, cancelling, confirming delivery (orders:create).
  myorders: every('create'),
  'me/product/request': every('create'),
  // The orders received: reading is orders:list, moving them orders:manage.
  allorders: { list: 'list', show: 'list', read: 'list', edit: 'manage', manage: 'manage' },
  'product/request': { list: 'list', show: 'list', read: 'list', edit: 'manage', manage: 'manage' },
};

/** The API permissions the trade screens check. */
export const TRADE_PERMISSIONS = {
  quotationsList: 'quotations:list',
  quotationsAnswer: 'quotations:answer',
  quotationsCreate: 'quotations:create',
  ordersList: 'orders:list',
  ordersManage: 'orders:manage',
  ordersCreate: 'orders:create',
} as const;
