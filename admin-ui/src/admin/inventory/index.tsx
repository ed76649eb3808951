import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import InventoryIcon from '@mui/icons-material/Inventory';
import { EXPORT_PDF_PATH } from './ExportPdfButton';
import { ExportPdfPage } from './ExportPdfPage';
import { AgroInventoryCreate, AgroInventoryList, ShopInventoryCreate, ShopInventoryList } from './ShopInventoryPage';
import { ThresholdsPage } from './ThresholdsPage';
import { TransferPage } from './TransferPage';
import { WarehouseCreate, WarehouseEdit, WarehouseList } from './WarehouseScreens';
import { WarehouseStockPage } from './WarehouseStockPage';

/** The inventory screens' react-admin resources (registered by ../AdminApp.tsx). */
export const inventoryResources: ReactElement[] = [
  // warehouses/edit/{id} is the spec's path of the edit form (react-admin's own is warehouses/{id}).
  <Resource
    key="warehouses"
    name="warehouses"
    list={WarehouseList}
    create={WarehouseCreate}
    edit={WarehouseEdit}
    icon={WarehouseIcon}
  >
    <Route path="edit/:id" element={<WarehouseEdit />} />
  </Resource>,
  // inventory/create and agroinventory/create: the list with the movement dialog open over it.
  <Resource
    key="inventory"
    name="inventory"
    list={ShopInventoryList}
    create={ShopInventoryCreate}
    icon={InventoryIcon}
  />,
  <Resource
    key="agroinventory"
    name="agroinventory"
    list={AgroInventoryList}
    create={AgroInventoryCreate}
    icon={InventoryIcon}
  />,
];

/**
 * The inventory screens' custom routes, registered inside <CustomRoutes>: a warehouse's stock page and its low-stock
 * thresholds, the transfer between two warehouses, and the PDF export (spec: inventory/export/pdf).
 */
export const inventoryRoutes: ReactElement[] = [
  <Route key="warehouse-stock" path="/warehouses/:id/stock" element={<WarehouseStockPage />} />,
  <Route key="warehouse-thresholds" path="/warehouses/:id/thresholds" element={<ThresholdsPage />} />,
  <Route key="warehouse-transfer" path="/warehouses/transfer" element={<TransferPage />} />,
  <Route key="inventory-export-pdf" path={EXPORT_PDF_PATH} element={<ExportPdfPage />} />,
];
