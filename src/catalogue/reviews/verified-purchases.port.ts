/**
 * Who bought a product and had it delivered, as the orders module knows it. A review by such a buyer carries a
 * "verified purchase" mark; the orders module binds its own class to VERIFIED_PURCHASES (the catalogue never reads
 * the orders' tables). Without it (a process without orders), no review is marked.
 */
export interface VerifiedPurchasesPort {
  /** Of `buyerIds`, those who received at least one delivered order of `productId`. */
  buyersWithDelivery(productId: string, buyerIds: readonly string[]): Promise<Set<string>>;
}

export const VERIFIED_PURCHASES = Symbol('VERIFIED_PURCHASES');
