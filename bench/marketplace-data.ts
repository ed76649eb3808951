import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { pick, seededRandom } from './catalogue-names';
import { EventRow, FarmersGenerator, insertEventRows } from './farmers-data';

const NIGERIA = 1;
const BATCH = 5_000;

export interface MarketplaceSize {
  products: number;
  orders: number;
  inputProviders: number;
  distributors: number;
  retailers: number;
}

/** The dashboards issue's marketplace at full scale: 100,000 products and 200,000 orders. */
export const FULL_MARKETPLACE: MarketplaceSize = {
  products: 100_000,
  orders: 200_000,
  inputProviders: 100,
  distributors: 100,
  retailers: 2_000,
};

export interface GeneratedMarketplace {
  inputProviderId: string;
  distributorId: string;
}

/**
 * Products and orders for the dashboards benchmark: sellers and buyers registered through the EventStore (so they can
 * sign in), then ProductSubmitted and ProductRequestPlaced events (with a fifth of the orders delivered) written
 * straight into the log, a batch a statement, as the farmers are (the orders' sealed delivery details left out). Only the dashboards' aggregates are made from them
 * (by the DashboardAggregates consumer, as in production); the catalogue's and the orders' own read tables stay empty,
 * since no dashboard call reads them.
 */
export class MarketplaceGenerator {
  private readonly rnd = seededRandom(23);
  private readonly now = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: FarmersGenerator,
    private readonly size: MarketplaceSize,
    private readonly progress: (line: string) => void,
  ) {}

  /** A time in the last two years (with some today, so that the "today" figures have something to count). */
  private at(): string {
    return new Date(
      this.now - (this.rnd() < 0.01 ? this.rnd() * 3_600_000 : Math.floor(this.rnd() * 730 * 86_400_000)),
    ).toISOString();
  }

  async generate(): Promise<GeneratedMarketplace> {
    const started = Date.now();
    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    const inputProviders = ids(this.size.inputProviders);
    const distributors = ids(this.size.distributors);
    const retailers = ids(this.size.retailers);
    await this.users.registerUsers([
      ...inputProviders.map((id) => ({ id, role: 'ROLE_INPUT_PROVIDER' })),
      ...distributors.map((id) => ({ id, role: 'ROLE_DISTRIBUTOR' })),
      ...retailers.map((id) => ({ id, role: 'ROLE_RETAILER' })),
    ]);
    this.progress(
      `  ${inputProviders.length + distributors.length + retailers.length} sellers and buyers in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const sellers = [...inputProviders, ...distributors];
    const products: { id: string; ownerId: string; price: string; name: string }[] = [];
    for (let from = 0; from < this.size.products; from += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, this.size.products - from) }, (_, n) => ({
        id: randomUUID(),
        ownerId: sellers[(from + n) % sellers.length],
        price: (2_000 + Math.floor(this.rnd() * 40_000)).toFixed(2),
        name: `NPK 15-15-15 lot ${from + n}`,
      }));
      products.push(...batch);
      await this.write(batch.map((p) => this.productSubmitted(p)));
    }
    this.progress(`  ${products.length} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (let from = 0; from < this.size.orders; from += BATCH) {
      const events: EventRow[] = [];
      for (let n = 0; n < Math.min(BATCH, this.size.orders - from); n++)
        events.push(...this.order(pick(this.rnd, products), pick(this.rnd, retailers)));
      await this.write(events);
    }
    this.progress(`  ${this.size.orders} orders in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { inputProviderId: inputProviders[0], distributorId: distributors[0] };
  }

  private productSubmitted(product: { id: string; ownerId: string; price: string; name: string }): EventRow {
    const at = this.at();
    return {
      streamId: `product-${product.id}`,
      streamType: 'product',
      type: 'ProductSubmitted',
      actorId: product.ownerId,
      at,
      data: {
        productId: product.id,
        ownerId: product.ownerId,
        countryId: NIGERIA,
        name: product.name,
        description: 'Compound fertilizer, 50 kg bag',
        storageCondition: 'Dry, shaded store',
        categoryId: 1,
        subCategoryId: 5,
        typeId: 1,
        formId: 1,
        sizeIds: [],
        deliveryMethodIds: [],
        usageIds: [],
        price: product.price,
        quantity: 100,
        location: 'Kano',
        latitude: null,
        longitude: null,
        at,
      },
    };
  }

  /** An order placed, and a fifth of them delivered (the second event of the request's stream). */
  private order(product: { id: string; ownerId: string; price: string; name: string }, buyerId: string): EventRow[] {
    const requestId = randomUUID();
    const at = this.at();
    const streamId = `product-request-${requestId}`;
    const placed: EventRow = {
      streamId,
      streamType: 'product-request',
      type: 'ProductRequestPlaced',
      actorId: buyerId,
      at,
      data: {
        requestId,
        productId: product.id,
        productName: product.name,
        sellerId: product.ownerId,
        buyerId,
        placedBy: buyerId,
        countryId: NIGERIA,
        quantity: 1 + Math.floor(this.rnd() * 20),
        unitPrice: product.price,
        deliveryMethod: { id: 1, name: 'Pick-up at the store', nameFr: 'Retrait au magasin' },
        details: null,
        quotationId: null,
        at,
      },
    };
    if (this.rnd() >= 0.2) return [placed];
    const deliveredAt = new Date(Math.min(this.now, Date.parse(at) + 3 * 86_400_000)).toISOString();
    return [
      placed,
      {
        streamId,
        streamType: 'product-request',
        type: 'ProductRequestDelivered',
        actorId: product.ownerId,
        at: deliveredAt,
        version: 2,
        data: {
          requestId,
          from: 'PENDING',
          to: 'DELIVERED',
          side: 'SELLER',
          by: product.ownerId,
          reason: null,
          at: deliveredAt,
        },
      },
    ];
  }

  private write(events: EventRow[]): Promise<void> {
    return this.dataSource.transaction((m: EntityManager) => insertEventRows(m, events));
  }
}
