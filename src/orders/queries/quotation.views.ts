import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../kernel/errors/domain-error';
import { Page, pageOf, PageRequest } from '../../kernel/http/envelopes';
import { QuotationStatus } from '../domain/quotation';
import { OrdersErrors } from '../orders.errors';
import { PartyNames, PartyView } from './party-names';

export interface QuotationMessageView {
  side: 'BUYER' | 'SELLER';
  /** REQUEST (the buyer asks), OFFER (the seller's price), COUNTER (the buyer's price), NOTE (the seller's comment), ACCEPT. */
  kind: 'REQUEST' | 'OFFER' | 'COUNTER' | 'NOTE' | 'ACCEPT';
  price: string | null;
  comment: string | null;
  at: string;
}

export interface QuotationView {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  /** What the buyer wrote when asking. */
  comment: string | null;
  /** Whether the seller has read it since the buyer last did something. */
  isRead: boolean;
  status: QuotationStatus;
  /** The seller's latest unit price, and the buyer's latest counter-offer (decimal strings). */
  price: string | null;
  counterPrice: string | null;
  requesterName: string;
  buyer: PartyView;
  seller: PartyView;
  /** The product request it became once accepted. */
  productRequestId: string | null;
  messages: QuotationMessageView[];
  createdAt: string;
  updatedAt: string;
}

export interface QuotationRow {
  id: string;
  buyer_id: string;
  seller_id: string;
  product_id: string;
  quantity: number;
  status: QuotationStatus;
}

/** A row of quotations as the driver reads it (prices numerics, as text). */
interface FullQuotationRow extends QuotationRow {
  product_name: string;
  comment: string | null;
  is_read: boolean;
  offered_price: string | null;
  countered_price: string | null;
  request_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A row of quotation_messages as the views read it. */
interface MessageRow extends Omit<QuotationMessageView, 'at'> {
  quotation_id: string;
  at: Date;
}

/** Whose quotations a list shows: those asked by a buyer, or those a seller received. */
export type QuotationScope = { buyerIds: string[] } | { sellerIds: string[] };

export interface QuotationFilter {
  status?: QuotationStatus;
  isRead?: boolean;
}

/** Reads of quotations and their threads. */
@Injectable()
export class QuotationViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly names: PartyNames,
  ) {}

  async row(id: string, manager: EntityManager = this.dataSource.manager): Promise<QuotationRow | undefined> {
    const [row] = await manager.query<QuotationRow[]>(
      `SELECT id, buyer_id, seller_id, product_id, quantity, status FROM quotations WHERE id = $1`,
      [id],
    );
    return row;
  }

  async view(id: string, manager: EntityManager = this.dataSource.manager): Promise<QuotationView> {
    const rows = await manager.query<FullQuotationRow[]>(`SELECT * FROM quotations WHERE id = $1`, [id]);
    if (!rows.length) throw new DomainError(OrdersErrors.QUOTATION_NOT_FOUND);
    return (await this.views(rows, manager))[0];
  }

  /** Latest activity first. */
  async list(scope: QuotationScope, filter: QuotationFilter, page: PageRequest): Promise<Page<QuotationView>> {
    const params: unknown[] = ['buyerIds' in scope ? scope.buyerIds : scope.sellerIds];
    const clauses = ['buyerIds' in scope ? 'buyer_id = ANY($1::uuid[])' : 'seller_id = ANY($1::uuid[])'];
    if (filter.status) clauses.push(`status = $${params.push(filter.status)}`);
    if (filter.isRead !== undefined) clauses.push(`is_read = $${params.push(filter.isRead)}`);
    const where = clauses.join(' AND ');
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM quotations WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query<FullQuotationRow[]>(
      `SELECT * FROM quotations WHERE ${where}
        ORDER BY updated_at DESC, id LIMIT ${page.size} OFFSET ${page.page * page.size}`,
      params,
    );
    return pageOf(await this.views(rows), total, page);
  }

  /** How many quotations a seller received that are read (or unread). */
  async count(sellerIds: string[], isRead: boolean): Promise<number> {
    const [{ n }] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM quotations WHERE seller_id = ANY($1::uuid[]) AND is_read = $2`,
      [sellerIds, isRead],
    );
    return n;
  }

  private async views(
    rows: FullQuotationRow[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<QuotationView[]> {
    if (!rows.length) return [];
    const party = await this.names.of(rows.flatMap((r) => [r.buyer_id, r.seller_id]));
    const messages = await manager.query<MessageRow[]>(
      `SELECT quotation_id, side, kind, price, comment, at FROM quotation_messages
        WHERE quotation_id = ANY($1::uuid[]) ORDER BY quotation_id, position`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => {
      const buyer = party(r.buyer_id);
      return {
        id: r.id,
        productId: r.product_id,
        productName: r.product_name,
        quantity: r.quantity,
        comment: r.comment,
        isRead: r.is_read,
        status: r.status,
        price: r.offered_price,
        counterPrice: r.countered_price,
        requesterName: buyer.fullName || buyer.company || '',
        buyer,
        seller: party(r.seller_id),
        productRequestId: r.request_id,
        messages: messages
          .filter((m) => m.quotation_id === r.id)
          .map((m) => ({
            side: m.side,
            kind: m.kind,
            price: m.price,
            comment: m.comment,
            at: new Date(m.at).toISOString(),
          })),
        createdAt: new Date(r.created_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
      };
    });
  }
}
