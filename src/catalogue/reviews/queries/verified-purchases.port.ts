/**
 * Who bought a product and had it delivered, as the orders module knows it. A review by such a buyer carries a
 * "verified purchase" mark; the app module binds the orders' class to VERIFIED_PURCHASES with
 * `CatalogueModule.forRoot({ verifiedPurchases })` (the catalogue never imports orders nor reads their tables).
 * Without it (a process without orders), no review is marked.
 */
export interface VerifiedPurchasesPort {
  /** Of `buyerIds`, those who received at least one delivered order of `productId`. */
  buyersWithDelivery(productId: string, buyerIds: readonly string[]): Promise<Set<string>>;
}

export const VERIFIED_PURCHASES = Symbol('VERIFIED_PURCHASES');
