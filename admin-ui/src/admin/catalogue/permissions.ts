/**
 * The permissions of the catalogue's console pages (spread into ../permissions.ts).
 * Pure data, like ./resources.ts.
 */

/** The permission prefix of resources named otherwise. */
export const CATALOGUE_RESOURCE_PREFIX: Record<string, string> = {
  products: 'products',
  'all-products-management': 'products',
  categories: 'categories',
  reviews: 'reviews',
  inputs: 'inputs',
  myproducts: 'catalog',
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
export const CATALOGUE_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  products: { create: 'create', edit: 'edit', delete: 'delete' },
  categories: { create: 'create', edit: 'edit', delete: 'delete' },
  'all-products-management': every('approve'),
  reviews: every('moderate'),
  myproducts: every('manage'),
  // Browsing inputs is `inputs:list`; adding one to the catalogue is the catalogue's permission.
  inputs: { list: 'list', show: 'list', read: 'list' },
};
