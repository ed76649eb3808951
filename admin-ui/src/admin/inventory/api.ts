/**
 * The inventory calls that are not the warehouses' CRUD (../dataProvider.ts spreads them in; screens reach them with
 * useConsoleApi()).
 */
import { rowsOf, seg, type ApiRequest } from '../api/request';
import { saveFile } from '../api/files';
import type { Page } from '../../shared/schemas';
import type { Movement, MovementDraft, ProductChoice, ThresholdAnswer, ThresholdDraft, TransferDraft, WarehouseStock } from './types';

interface Mutation<T> {
  success: boolean;
  message: string;
  data: T;
}

const movementForm = (draft: MovementDraft) => {
  const form = new FormData();
  if (draft.warehouseId) form.append('warehouseId', draft.warehouseId);
  form.append('productId', draft.productId);
  form.append('size', draft.size.trim());
  form.append('quantity', draft.quantity.trim());
  form.append('movementDate', draft.movementDate);
  form.append('direction', draft.direction);
  form.append('waybillNumber', draft.waybillNumber.trim());
  form.append('comment', draft.comment.trim());
  if (draft.document) form.append('document', draft.document);
  return form;
};

const transferForm = (draft: TransferDraft) => {
  const form = new FormData();
  form.append('fromWarehouseId', draft.fromWarehouseId);
  form.append('toWarehouseId', draft.toWarehouseId);
  form.append('productId', draft.productId);
  form.append('size', draft.size.trim());
  form.append('quantity', draft.quantity.trim());
  form.append('movementDate', draft.movementDate);
  form.append('waybillNumber', draft.waybillNumber.trim());
  form.append('comment', draft.comment.trim());
  if (draft.document) form.append('document', draft.document);
  return form;
};

export const inventoryCalls = (request: ApiRequest) => ({
  /** GET warehouse/{summary|status}/{id} */
  warehouseStock: (view: 'summary' | 'status', id: string, signal?: AbortSignal) => request<WarehouseStock>(`/warehouse/${view}/${seg(id)}`, { signal }),

  /** GET warehouse/movement/{warehouseId}?page&size */
  warehouseMovements: (id: string, page: number, size: number, signal?: AbortSignal) =>
    request<Page<Movement>>(`/warehouse/movement/${seg(id)}`, { query: { page, size }, signal }),

  /** POST warehouse/movement (multipart, with the waybill) */
  recordWarehouseMovement: (draft: MovementDraft) => request<Mutation<Movement>>('/warehouse/movement', { method: 'POST', body: movementForm(draft) }),

  /** POST warehouse/transfer (multipart): an OUT of one warehouse and an IN of another, both or neither */
  transferStock: (draft: TransferDraft) => request<Mutation<Movement[]>>('/warehouse/transfer', { method: 'POST', body: transferForm(draft) }),

  /** PUT warehouse/{id}/threshold: sets, changes or (threshold null) removes a product's low-stock threshold */
  setThreshold: (warehouseId: string, draft: ThresholdDraft) =>
    request<Mutation<ThresholdAnswer>>(`/warehouse/${seg(warehouseId)}/threshold`, { method: 'PUT', body: { productId: draft.productId, size: draft.size.trim(), threshold: draft.threshold } }),

  /** GET inventory-movement (owners) or inventory-movement/staff (staff) */
  shopMovements: (staff: boolean, page: number, size: number, signal?: AbortSignal) =>
    request<Page<Movement>>(staff ? '/inventory-movement/staff' : '/inventory-movement', { query: { page, size }, signal }),

  /** POST inventory-movement (multipart) */
  recordShopMovement: (draft: MovementDraft) => request<Mutation<Movement>>('/inventory-movement', { method: 'POST', body: movementForm({ ...draft, warehouseId: undefined }) }),

  /** The products one may keep: one's own (input providers) and those on sale in the country. */
  stockableProducts: async (own: boolean, signal?: AbortSignal): Promise<ProductChoice[]> => {
    const lists = await Promise.all([
      own ? request('/me/products', { query: { size: 100 }, signal }).catch(() => []) : Promise.resolve([]),
      request('/products', { query: { size: 100 }, signal }).catch(() => []),
    ]);
    const seen = new Map<string, ProductChoice>();
    for (const row of lists.flatMap((list) => rowsOf<{ id: string; name: string }>(list))) if (!seen.has(row.id)) seen.set(row.id, { id: row.id, name: row.name });
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  },

  /** GET inventory-movement/{id}/waybill, as a file to show */
  waybill: (movement: Movement) => request<Blob>(`/inventory-movement/${seg(movement.id)}/waybill`, { as: 'blob' }),

  /** GET inventory/export/pdf: saved as a download */
  exportStockPdf: async (warehouseId?: string) =>
    saveFile(await request<Blob>('/inventory/export/pdf', { query: warehouseId ? { warehouseId } : {}, as: 'blob' }), `stock-${new Date().toISOString().slice(0, 10)}.pdf`),
});
