/** The permissions of the inventory console pages (spread into ../permissions.ts). Pure data. */
export const INVENTORY_RESOURCE_PREFIX: Record<string, string> = {
  warehouses: 'warehouses',
  inventory: 'inventory',
  agroinventory: 'inventory',
};

export const INVENTORY_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  warehouses: { list: 'list', show: 'list', read: 'list', create: 'manage', edit: 'manage', manage: 'manage' },
  inventory: {
    list: 'list',
    show: 'list',
    read: 'list',
    create: 'manage',
    edit: 'manage',
    manage: 'manage',
    export: 'export',
  },
  agroinventory: {
    list: 'list',
    show: 'list',
    read: 'list',
    create: 'manage',
    edit: 'manage',
    manage: 'manage',
    export: 'export',
  },
};

export const INVENTORY_PERMISSIONS = {
  warehousesList: 'warehouses:list',
  warehousesManage: 'warehouses:manage',
  inventoryList: 'inventory:list',
  inventoryManage: 'inventory:manage',
  inventoryExport: 'inventory:export',
} as const;
