import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import InventoryIcon from '@mui/icons-material/Inventory';
import { AgroInventoryList, ShopInventoryList } from './ShopInventoryPage';
import { WarehouseCreate, WarehouseEdit, WarehouseList } from './WarehouseScreens';
import { WarehouseStockPage } from './WarehouseStockPage';

/** The inventory screens' react-admin resources (registered by ../AdminApp.tsx). */
export const inventoryResources: ReactElement[] = [
  <Resource key="warehouses" name="warehouses" list={WarehouseList} create={WarehouseCreate} edit={WarehouseEdit} icon={WarehouseIcon} />,
  // inventory/create and agroinventory/create open the movement dialog on the list page.
  <Resource key="inventory" name="inventory" list={ShopInventoryList} icon={InventoryIcon} />,
  <Resource key="agroinventory" name="agroinventory" list={AgroInventoryList} icon={InventoryIcon} />,
];

/** The inventory screens' custom routes, registered inside <CustomRoutes>: a warehouse's stock page. */
export const inventoryRoutes: ReactElement[] = [<Route key="warehouse-stock" path="/warehouses/:id/stock" element={<WarehouseStockPage />} />];
