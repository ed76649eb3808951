import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VerifiedPurchasesPort } from '../../catalogue';

/** The catalogue's "verified purchase" answer: buyers with a DELIVERED order of the product. */
@Injectable()
export class DeliveredPurchases implements VerifiedPurchasesPort {
  constructor(private readonly dataSource: DataSource) {}

  async buyersWithDelivery(productId: string, buyerIds: readonly string[]): Promise<Set<string>> {
    if (!buyerIds.length) return new Set();
    const rows: { buyer_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT buyer_id FROM product_requests WHERE product_id = $1 AND buyer_id = ANY($2::uuid[]) AND status = 'DELIVERED'`,
      [productId, buyerIds],
    );
    return new Set(rows.map((row) => row.buyer_id));
  }
}
