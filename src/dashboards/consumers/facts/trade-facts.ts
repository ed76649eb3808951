import {
  ProductRequestApproved,
  ProductRequestCanceled,
  ProductRequestDeclined,
  ProductRequestDelivered,
  ProductRequestPlaced,
  ProductRequestRejected,
  ProductRequestShipped,
  productRequestStatusData,
  QuotationAccepted,
  QuotationCountered,
  quotationEventData,
  QuotationOffered,
  QuotationRequested,
} from '../../../orders';
import { dayIn } from '../../domain/country-day';
import { COUNTRY, METRICS as M } from '../../domain/metrics';
import { FactSource, rowsOf } from './batch';

const ORDER_STATUS_OF: Record<string, string> = {
  [ProductRequestApproved.type]: 'APPROVED',
  [ProductRequestDeclined.type]: 'DECLINED',
  [ProductRequestRejected.type]: 'REJECTED',
  [ProductRequestCanceled.type]: 'CANCELED',
  [ProductRequestShipped.type]: 'SHIPPED',
  [ProductRequestDelivered.type]: 'DELIVERED',
};

const QUOTATION_STATUS_OF: Record<string, string> = {
  [QuotationOffered.type]: 'OFFERED',
  [QuotationCountered.type]: 'COUNTERED',
  [QuotationAccepted.type]: 'ACCEPTED',
};

/** The orders module's facts: orders and quotations by status, and the value of sales delivered. */
export const tradeFacts: FactSource = {
  handles: [
    ProductRequestPlaced.type,
    ...Object.keys(ORDER_STATUS_OF),
    QuotationRequested.type,
    ...Object.keys(QUOTATION_STATUS_OF),
  ],

  async apply(event, manager, batch) {
    const d = batch.deltas;
    if (ProductRequestPlaced.is(event)) {
      const e = ProductRequestPlaced.dataOf(event);
      const day = dayIn(e.countryId, e.at);
      const rows = await manager.query<{ request_id: string }[]>(
        `INSERT INTO dash_orders (request_id, seller_id, buyer_id, country_id, day, status, value)
         VALUES ($1, $2, $3, $4, $5, 'PENDING', $6::numeric * $7::numeric)
         ON CONFLICT (request_id) DO NOTHING RETURNING request_id`,
        [e.requestId, e.sellerId, e.buyerId, e.countryId, day, e.quantity, e.unitPrice],
      );
      if (!rows[0]) return;
      d.counted(M.orders, [COUNTRY, e.sellerId, e.buyerId], e.countryId, day, 1);
      d.counted(M.ordersReceived, [e.sellerId], e.countryId, day, 1);
      d.counted(M.ordersPlaced, [e.buyerId], e.countryId, day, 1);
      d.total(M.ordersByStatus, [COUNTRY], e.countryId, 'PENDING', 1, 1);
      d.total(M.receivedByStatus, [e.sellerId], e.countryId, 'PENDING', 1, 1);
    } else if (ORDER_STATUS_OF[event.type]) {
      const to = ORDER_STATUS_OF[event.type];
      const [row] = await rowsOf<{ from: string; seller_id: string; country_id: number; value: string }>(
        manager,
        `UPDATE dash_orders o SET status = $2
           FROM (SELECT request_id, status FROM dash_orders WHERE request_id = $1 FOR UPDATE) old
         WHERE o.request_id = old.request_id AND o.status <> $2
         RETURNING old.status AS "from", o.seller_id, o.country_id, o.value::text AS value`,
        [productRequestStatusData(event).requestId, to],
      );
      if (!row) return;
      d.total(M.ordersByStatus, [COUNTRY], row.country_id, row.from, 1, -1).total(
        M.ordersByStatus,
        [COUNTRY],
        row.country_id,
        to,
        1,
        1,
      );
      d.total(M.receivedByStatus, [row.seller_id], row.country_id, row.from, 1, -1).total(
        M.receivedByStatus,
        [row.seller_id],
        row.country_id,
        to,
        1,
        1,
      );
      if (to === 'DELIVERED') d.total(M.salesValue, [COUNTRY, row.seller_id], row.country_id, '', row.value, 1);
      if (row.from === 'DELIVERED') d.total(M.salesValue, [COUNTRY, row.seller_id], row.country_id, '', row.value, -1);
    } else if (QuotationRequested.is(event)) {
      const e = QuotationRequested.dataOf(event);
      const day = dayIn(e.countryId, e.at);
      const rows = await manager.query<{ quotation_id: string }[]>(
        `INSERT INTO dash_quotations (quotation_id, seller_id, buyer_id, country_id, status)
         VALUES ($1, $2, $3, $4, 'REQUESTED')
         ON CONFLICT (quotation_id) DO NOTHING RETURNING quotation_id`,
        [e.quotationId, e.sellerId, e.buyerId, e.countryId],
      );
      if (!rows[0]) return;
      d.counted(M.quotations, [COUNTRY, e.sellerId, e.buyerId], e.countryId, day, 1);
      d.counted(M.quotationsReceived, [e.sellerId], e.countryId, day, 1);
      d.total(M.quotationsByStatus, [e.sellerId], e.countryId, 'REQUESTED', 1, 1);
    } else if (QUOTATION_STATUS_OF[event.type]) {
      const to = QUOTATION_STATUS_OF[event.type];
      const [row] = await rowsOf<{ from: string; seller_id: string; country_id: number }>(
        manager,
        `UPDATE dash_quotations q SET status = $2
           FROM (SELECT quotation_id, status FROM dash_quotations WHERE quotation_id = $1 FOR UPDATE) old
         WHERE q.quotation_id = old.quotation_id AND q.status <> $2 RETURNING old.status AS "from", q.seller_id, q.country_id`,
        [quotationEventData(event).quotationId, to],
      );
      if (!row) return;
      d.total(M.quotationsByStatus, [row.seller_id], row.country_id, row.from, 1, -1).total(
        M.quotationsByStatus,
        [row.seller_id],
        row.country_id,
        to,
        1,
        1,
      );
    }
  },
};
