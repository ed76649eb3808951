/** The permissions of the farmers console pages (spread into ../permissions.ts). Pure data. */

export const FARMERS_RESOURCE_PREFIX: Record<string, string> = {
  farmers: 'farmers',
  'users/farmers': 'farmers',
};

/** Seeing a farmer is `farmers:view` (input providers see the farmers referred to them); changing has its own. */
const FARMER_ACTIONS = { list: 'view', show: 'view', read: 'view', create: 'create', edit: 'edit', delete: 'delete' };

export const FARMERS_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  farmers: FARMER_ACTIONS,
  'users/farmers': FARMER_ACTIONS,
};

export const FARMERS_VIEW = 'farmers:view';
export const FARMERS_CREATE = 'farmers:create';
export const FARMERS_EDIT = 'farmers:edit';
export const FARMERS_DELETE = 'farmers:delete';
export const FARMERS_IMPORT = 'farmers:import';
