import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../kernel/errors/domain-error';
import { Page, pageOf, PageRequest } from '../../kernel/http/envelopes';
import { nextStatuses, OrderStatus, Party } from '../domain/product-request';
import { OrdersErrors } from '../orders.errors';
import { HistoryEntry } from '../read-models/product-request.projection';
import { PartyNames, PartyView } from './party-names';

export interface ProductRequestView {
  id: string;
  status: OrderStatus;
  /** When it was placed (ISO). */
  orderDate: string;
  /** The buyer's name. */
  requesterName: string;
  productName: string;
  quantity: number;
  deliveryMethod: { id: number; name: string; nameFr: string };
  productId: string;
  /** Decimal strings: the price of one unit, and of the quantity. */
  unitPrice: string;
  totalPrice: string;
  deliveryLocation: string;
  comment: string | null;
  /** The quotation it was accepted from, if any. */
  quotationId: string | null;
  buyer: PartyView;
  seller: PartyView;
  countryId: number;
  /** Why it was declined, rejected or canceled, when the side said. */
  reason: string | null;
  history: HistoryEntry[];
  /** The statuses the caller may move it to now. */
  nextStatuses: OrderStatus[];
  updatedAt: string;
}

/** Whose orders a list shows: those a buyer placed, those a seller received, or every order of a country. */
export type OrderScope = { buyerIds: string[] } | { sellerIds: string[] } | { countryId: number };

export interface ProductRequestRow {
  id: string;
  buyer_id: string;
  seller_id: string;
  country_id: number;
  status: OrderStatus;
}

const COLUMNS = `*, (unit_price * quantity)::numeric(18, 2)::text AS total_price`;

/** A row of COLUMNS as the driver reads it (numerics as text, history the jsonb list). */
interface OrderRow extends ProductRequestRow {
  product_id: string;
  product_name: string;
  quantity: number;
  unit_price: string;
  total_price: string;
  delivery_method_id: number;
  delivery_method_name: string;
  delivery_method_name_fr: string;
  delivery_location: string;
  comment: string | null;
  quotation_id: string | null;
  reason: string | null;
  history: HistoryEntry[];
  ordered_at: Date;
  updated_at: Date;
}

function scopeClause(scope: OrderScope): { sql: string; params: unknown[] } {
  if ('buyerIds' in scope) return { sql: 'buyer_id = ANY($1::uuid[])', params: [scope.buyerIds] };
  if ('sellerIds' in scope) return { sql: 'seller_id = ANY($1::uuid[])', params: [scope.sellerIds] };
  return { sql: 'country_id = $1', params: [scope.countryId] };
}

const sidesOf = (scope: OrderScope): Party[] =>
  'buyerIds' in scope ? ['BUYER'] : 'sellerIds' in scope ? ['SELLER'] : [];

/** Reads of product_requests. */
@Injectable()
export class ProductRequestViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly names: PartyNames,
  ) {}

  async row(id: string, manager: EntityManager = this.dataSource.manager): Promise<ProductRequestRow | undefined> {
    const [row] = await manager.query<ProductRequestRow[]>(
      `SELECT id, buyer_id, seller_id, country_id, status FROM product_requests WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** The order `id` as someone standing on `sides` sees it. */
  async view(
    id: string,
    sides: Party[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProductRequestView> {
    const rows = await manager.query<OrderRow[]>(`SELECT ${COLUMNS} FROM product_requests WHERE id = $1`, [id]);
    if (!rows.length) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    return (await this.views(rows, sides))[0];
  }

  /** Newest first. */
  async list(scope: OrderScope, status: OrderStatus | undefined, page: PageRequest): Promise<Page<ProductRequestView>> {
    const where = scopeClause(scope);
    const params = [...where.params];
    let clause = where.sql;
    if (status) {
      params.push(status);
      clause += ` AND status = $${params.length}`;
    }
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM product_requests WHERE ${clause}`,
      params,
    );
    const rows = await this.dataSource.query<OrderRow[]>(
      `SELECT ${COLUMNS} FROM product_requests WHERE ${clause}
        ORDER BY ordered_at DESC, id LIMIT ${page.size} OFFSET ${page.page * page.size}`,
      params,
    );
    return pageOf(await this.views(rows, sidesOf(scope)), total, page);
  }

  async count(scope: OrderScope, status: OrderStatus): Promise<number> {
    const where = scopeClause(scope);
    const [{ n }] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM product_requests WHERE ${where.sql} AND status = $2`,
      [...where.params, status],
    );
    return n;
  }

  private async views(rows: OrderRow[], sides: Party[]): Promise<ProductRequestView[]> {
    const party = await this.names.of(rows.flatMap((r) => [r.buyer_id, r.seller_id]));
    return rows.map((r) => {
      const buyer = party(r.buyer_id);
      return {
        id: r.id,
        status: r.status,
        orderDate: new Date(r.ordered_at).toISOString(),
        requesterName: buyer.fullName || buyer.company || '',
        productName: r.product_name,
        quantity: r.quantity,
        deliveryMethod: { id: r.delivery_method_id, name: r.delivery_method_name, nameFr: r.delivery_method_name_fr },
        productId: r.product_id,
        unitPrice: r.unit_price,
        totalPrice: r.total_price,
        deliveryLocation: r.delivery_location,
        comment: r.comment,
        quotationId: r.quotation_id,
        buyer,
        seller: party(r.seller_id),
        countryId: r.country_id,
        reason: r.reason,
        history: r.history,
        nextStatuses: nextStatuses(r.status, sides),
        updatedAt: new Date(r.updated_at).toISOString(),
      };
    });
  }
}
