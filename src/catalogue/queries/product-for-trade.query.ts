import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PublicCatalogueViews } from '../public/queries/public-catalogue.views';
import { ItemRow, REFERENCE_TABLES } from './catalogue.views';

export interface DeliveryMethodFacts {
  id: number;
  name: string;
  nameFr: string;
}

/** What another module needs to trade a product: who sells it, where, under which name and price, and how it is delivered. */
export interface ProductFacts {
  id: string;
  ownerId: string;
  countryId: number;
  name: string;
  /** A decimal string, e.g. "12500.50". */
  price: string;
  /** Approved, published and sold by an active seller: anyone may buy it now. */
  isPublic: boolean;
  /** The delivery methods its seller offers, in the reference list's order. */
  deliveryMethods: DeliveryMethodFacts[];
}

/** The facts of one product, or null when there is no such product. */
export class GetProductForTradeQuery extends Query<ProductFacts | null> {
  constructor(readonly productId: string) {
    super();
  }
}

/** What a trade reads of a product (`products`, the price as the numeric's text). */
interface TradedProductRow {
  id: string;
  owner_id: string;
  country_id: number;
  name: string;
  price: string;
  delivery_method_ids: number[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetProductForTradeQuery)
export class GetProductForTradeHandler implements IQueryHandler<GetProductForTradeQuery, ProductFacts | null> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly publicViews: PublicCatalogueViews,
  ) {}

  async execute({ productId }: GetProductForTradeQuery): Promise<ProductFacts | null> {
    if (!UUID.test(productId)) return null;
    const [row] = await this.dataSource.query<TradedProductRow[]>(
      `SELECT id, owner_id, country_id, name, price, delivery_method_ids FROM products WHERE id = $1`,
      [productId],
    );
    if (!row) return null;
    const methods = await this.dataSource.query<ItemRow[]>(
      `SELECT id, name, name_fr FROM ${REFERENCE_TABLES.deliveryMethods} WHERE id = ANY($1::int[]) ORDER BY id`,
      [row.delivery_method_ids],
    );
    return {
      id: row.id,
      ownerId: row.owner_id,
      countryId: row.country_id,
      name: row.name,
      price: row.price,
      isPublic: await this.publicViews.isPublic(productId),
      deliveryMethods: methods.map((m) => ({
        id: m.id,
        name: m.name,
        nameFr: m.name_fr,
      })),
    };
  }
}
