/**
 * The inventory calls that are not the warehouses' CRUD (../dataProvider.ts spreads them in; screens reach them with
 * useConsoleApi()).
 */
import type { TypedApi } from '../../shared/api';
import { saveFile } from '../api/files';
import type { Movement, MovementDraft, ProductChoice, ThresholdDraft, TransferDraft } from './types';

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

export const inventoryCalls = (api: TypedApi) => ({
  /** GET warehouse/{summary|status}/{id} */
  warehouseStock: (view: 'summary' | 'status', id: string, signal?: AbortSignal) =>
    api.get('/api/v1/warehouse/{type}/{id}', { params: { path: { type: view, id } }, signal }),

  /** GET warehouse/movement/{warehouseId}?page&size */
  warehouseMovements: (id: string, page: number, size: number, signal?: AbortSignal) =>
    api.get('/api/v1/warehouse/movement/{warehouseId}', {
      params: { path: { warehouseId: id }, query: { page, size } },
      signal,
    }),

  /** POST warehouse/movement (multipart, with the waybill) */
  recordWarehouseMovement: (draft: MovementDraft) =>
    api.post('/api/v1/warehouse/movement', { body: movementForm(draft) }),

  /** POST warehouse/transfer (multipart): an OUT of one warehouse and an IN of another, both or neither */
  transferStock: (draft: TransferDraft) => api.post('/api/v1/warehouse/transfer', { body: transferForm(draft) }),

  /** PUT warehouse/{id}/threshold: sets, changes or (threshold null) removes a product's low-stock threshold */
  setThreshold: (warehouseId: string, draft: ThresholdDraft) =>
    api.put('/api/v1/warehouse/{id}/threshold', {
      params: { path: { id: warehouseId } },
      // Left out (undefined), like null, removes the threshold.
      body: { productId: draft.productId, size: draft.size.trim(), threshold: draft.threshold ?? undefined },
    }),

  /** POST inventory-movement (multipart) */
  recordShopMovement: (draft: MovementDraft) =>
    api.post('/api/v1/inventory-movement', { body: movementForm({ ...draft, warehouseId: undefined }) }),

  /** The products one may keep: one's own (input providers) and those on sale in the country. */
  stockableProducts: async (own: boolean, signal?: AbortSignal): Promise<ProductChoice[]> => {
    const lists = await Promise.all([
      own
        ? api.get('/api/v1/me/products', { params: { query: { size: 100 } }, signal }).then(
            (page) => page.content,
            () => [],
          )
        : Promise.resolve([]),
      api.get('/api/v1/products', { params: { query: { size: 100 } }, signal }).then(
        (page) => page.content,
        () => [],
      ),
    ]);
    const seen = new Map<string, ProductChoice>();
    for (const row of lists.flat()) if (!seen.has(row.id)) seen.set(row.id, { id: row.id, name: row.name });
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  },

  /** GET inventory-movement/{id}/waybill, as a file to show */
  waybill: (movement: Movement) =>
    api.download('/api/v1/inventory-movement/{id}/waybill', { params: { path: { id: movement.id } } }),

  /** GET inventory/export/pdf: saved as a download */
  exportStockPdf: async (warehouseId?: string) =>
    saveFile(
      await api.download('/api/v1/inventory/export/pdf', { params: { query: warehouseId ? { warehouseId } : {} } }),
      `stock-${new Date().toISOString().slice(0, 10)}.pdf`,
    ),
});
