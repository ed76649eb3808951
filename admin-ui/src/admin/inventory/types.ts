/** The shapes of the inventory screens: the API's (generated from openapi.json), and the forms' own drafts. */
import type { Schema } from '../../shared/schemas';

export type Warehouse = Schema<'WarehouseResponse'>;

export type Movement = Schema<'MovementResponse'>;
export type Direction = Movement['direction'];

export type StockLine = Schema<'StockLineResponse'>;

export type WarehouseStock = Schema<'WarehouseStockResponse'>;

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

export type ThresholdAnswer = Schema<'ThresholdResponse'>;
