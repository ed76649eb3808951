/** The shapes of the inventory screens, as the API sends them (see openapi.json). */
export interface Warehouse {
  id: string;
  ownerId: string;
  name: string;
  code: string;
  manager: string;
  stateId: number;
  stateName: string | null;
  cityId: number;
  cityName: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export type Direction = 'IN' | 'OUT';

export interface Movement {
  id: string;
  kind: 'WAREHOUSE' | 'SHOP';
  warehouseId: string | null;
  warehouseName: string | null;
  productId: string;
  productName: string;
  size: string;
  direction: Direction;
  quantity: number;
  balance: number;
  waybillNumber: string;
  waybillUrl: string | null;
  movementDate: string;
  comment: string | null;
  recordedBy: string;
  recordedAt: string;
}

export interface StockLine {
  productId: string;
  productName: string;
  size: string;
  quantity: number;
  unitPrice: string | null;
  value: string;
  threshold: number | null;
  level: 'OUT' | 'LOW' | 'OK';
}

export interface WarehouseStock {
  warehouse: Warehouse;
  lines: StockLine[];
  totalQuantity: number;
  totalValue: string;
  levels: { out: number; low: number; ok: number };
  movementsByDay: { date: string; in: number; out: number }[];
  lastMovements: Movement[];
}

export interface MovementDraft {
  warehouseId?: string;
  productId: string;
  size: string;
  quantity: string;
  movementDate: string;
  direction: Direction;
  waybillNumber: string;
  comment: string;
  document: File | null;
}

export interface ProductChoice {
  id: string;
  name: string;
}

/** The transfer form (POST warehouse/transfer): the waybill document is optional, as for any movement. */
export interface TransferDraft {
  fromWarehouseId: string;
  toWarehouseId: string;
  productId: string;
  size: string;
  quantity: string;
  movementDate: string;
  waybillNumber: string;
  comment: string;
  document: File | null;
}

/** PUT warehouse/{id}/threshold: null removes the threshold. */
export interface ThresholdDraft {
  productId: string;
  size: string;
  threshold: number | null;
}

export interface ThresholdAnswer {
  warehouseId: string;
  productId: string;
  size: string;
  threshold: number | null;
}
