import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { VerifiedPurchasesPort } from '../../catalogue';

/** Which of `buyerIds` had `productId` delivered (a DELIVERED order): the catalogue's "verified purchase" mark. */
export class BuyersWithDeliveryQuery extends Query<Set<string>> {
  constructor(
    readonly productId: string,
    readonly buyerIds: readonly string[],
  ) {
    super();
  }
}

@QueryHandler(BuyersWithDeliveryQuery)
export class BuyersWithDeliveryHandler implements IQueryHandler<BuyersWithDeliveryQuery, Set<string>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ productId, buyerIds }: BuyersWithDeliveryQuery): Promise<Set<string>> {
    if (!buyerIds.length) return new Set();
    const rows: { buyer_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT buyer_id FROM product_requests WHERE product_id = $1 AND buyer_id = ANY($2::uuid[]) AND status = 'DELIVERED'`,
      [productId, buyerIds],
    );
    return new Set(rows.map((row) => row.buyer_id));
  }
}

/**
 * The catalogue's VERIFIED_PURCHASES port, answered by BuyersWithDeliveryQuery. Bound by the app module
 * (`CatalogueModule.forRoot({ verifiedPurchases: DeliveredPurchases })`) and built there: it needs only the bus.
 */
@Injectable()
export class DeliveredPurchases implements VerifiedPurchasesPort {
  constructor(private readonly queries: QueryBus) {}

  buyersWithDelivery(productId: string, buyerIds: readonly string[]): Promise<Set<string>> {
    return this.queries.execute(new BuyersWithDeliveryQuery(productId, buyerIds));
  }
}
