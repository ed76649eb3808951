import { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { UserEvents } from '../src/accounts';
import {
  ApprovalStatus,
  decideApproval,
  decideProductStatus,
  decideRecommendation,
  decideSubmitProduct,
  initialProductState,
  PRODUCT_STREAM,
  productStreamId,
} from '../src/catalogue/domain/product';
import { decideToggleLike, initialLikeState, LIKE_STREAM, likeStreamId } from '../src/catalogue/reviews/domain/like';
import {
  decideModeration,
  decideRate,
  evolveReview,
  initialReviewState,
  REVIEW_STREAM,
  reviewStreamId,
} from '../src/catalogue/reviews/domain/review';
import {
  CATALOG_ENTRY_STREAM,
  catalogEntryStreamId,
  decideAddCatalogEntry,
  initialCatalogEntryState,
} from '../src/catalogue/seller-catalogue/domain/catalog-entry';
import { EventStore } from '../src/kernel/events/event-store';
import { NewEvent } from '../src/kernel/events/event.types';
import { PersonalDataVault } from '../src/kernel/privacy/personal-data-vault';
import { between, companyName, personName, pick, productText, Random, seededRandom } from './catalogue-names';

/**
 * Fills the catalogue the way production does: every user, product, review, like and catalogue entry is a stream of
 * the real domain events, appended through the EventStore (so the inline projections fill the read tables), many
 * streams per transaction.
 */

export interface CatalogueSize {
  products: number;
  sellers: number;
  dealers: number;
  reviewers: number;
  reviews: number;
  likes: number;
  entriesPerDealer: number;
}

export const FULL_SIZE: CatalogueSize = {
  products: 100_000,
  sellers: 1_000,
  dealers: 200,
  reviewers: 1_000,
  reviews: 20_000,
  likes: 20_000,
  entriesPerDealer: 50,
};

/** FULL_SIZE times `scale` (0 < scale <= 1), at least one of each; the entries per dealer stay. */
export function scaledCatalogueSize(scale: number): CatalogueSize {
  if (!(scale > 0 && scale <= 1)) throw new Error(`BENCH_SCALE must be in (0, 1], not ${scale}`);
  const part = (n: number) => Math.max(1, Math.round(n * scale));
  const { products, sellers, dealers, reviewers, reviews, likes, entriesPerDealer } = FULL_SIZE;
  return {
    products: part(products),
    sellers: part(sellers),
    dealers: part(dealers),
    reviewers: part(reviewers),
    reviews: part(reviews),
    likes: part(likes),
    entriesPerDealer,
  };
}

interface CountryArea {
  id: number;
  name: string;
  /** Share of the sellers. */
  weight: number;
  /** latitude min, max, longitude min, max. */
  box: [number, number, number, number];
  towns: string[];
}

export const COUNTRY_AREAS: CountryArea[] = [
  {
    id: 1,
    name: 'Nigeria',
    weight: 40,
    box: [4.5, 13.5, 3, 14],
    towns: ['Kano', 'Kaduna', 'Ibadan', 'Abuja', 'Jos', 'Makurdi', 'Ikeja, Lagos'],
  },
  { id: 2, name: 'Ghana', weight: 12, box: [5, 11, -3, 1], towns: ['Kumasi', 'Tamale', 'Techiman', 'Accra'] },
  {
    id: 3,
    name: 'Ivory Coast',
    weight: 10,
    box: [5, 10.5, -8.5, -3],
    towns: ['Bouaké', 'Korhogo', 'Abidjan', 'Daloa'],
  },
  {
    id: 4,
    name: 'Senegal',
    weight: 10,
    box: [12.5, 16.5, -17, -12],
    towns: ['Thiès', 'Kaolack', 'Saint-Louis', 'Dakar'],
  },
  { id: 5, name: 'Kenya', weight: 12, box: [-4, 4, 34, 41], towns: ['Eldoret', 'Nakuru', 'Kisumu', 'Nairobi'] },
  { id: 6, name: 'Rwanda', weight: 4, box: [-2.7, -1.2, 29, 30.8], towns: ['Musanze', 'Huye', 'Kigali'] },
  { id: 7, name: 'Tanzania', weight: 8, box: [-11, -1.5, 30, 39.5], towns: ['Arusha', 'Mbeya', 'Dodoma', 'Morogoro'] },
  { id: 8, name: 'Morocco', weight: 4, box: [29, 35, -9.5, -2], towns: ['Meknès', 'Agadir', 'Fès', 'Marrakech'] },
];

const DEALER_ROLES = ['ROLE_DISTRIBUTOR', 'ROLE_WHOLESALER', 'ROLE_RETAILER', 'ROLE_AGRODEALER'];
const STREAMS_PER_TRANSACTION = 250;
const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

export interface Stream {
  id: string;
  type: string;
  events: NewEvent[];
}

function countryOf(random: Random): CountryArea {
  let left = random() * COUNTRY_AREAS.reduce((sum, c) => sum + c.weight, 0);
  for (const country of COUNTRY_AREAS) {
    left -= country.weight;
    if (left < 0) return country;
  }
  return COUNTRY_AREAS[0];
}

const pointIn = (random: Random, country: CountryArea) => ({
  latitude: Math.round(between(random, country.box[0], country.box[1]) * 1e6) / 1e6,
  longitude: Math.round(between(random, country.box[2], country.box[3]) * 1e6) / 1e6,
});

export class CatalogueGenerator {
  private readonly random = seededRandom(20_251_122);
  private readonly store: EventStore;
  private readonly vault: PersonalDataVault;
  private readonly dataSource: DataSource;
  private readonly now = Date.now();

  constructor(
    app: INestApplicationContext,
    private readonly size: CatalogueSize,
    private readonly progress: (line: string) => void,
  ) {
    this.store = app.get(EventStore);
    this.vault = app.get(PersonalDataVault);
    this.dataSource = app.get(DataSource);
  }

  async generate(): Promise<void> {
    const sellers = await this.registerUsers(this.size.sellers, 'seller', () => 'ROLE_INPUT_PROVIDER');
    const dealers = await this.registerUsers(this.size.dealers, 'dealer', () => pick(this.random, DEALER_ROLES));
    const reviewers = await this.registerUsers(this.size.reviewers, 'farmer', () => 'ROLE_FARMER');
    const products = await this.submitProducts(sellers);
    await this.addCatalogueEntries(dealers, products);
    await this.reviewAndLike(reviewers, products);
  }

  private async registerUsers(
    count: number,
    kind: string,
    role: () => string,
  ): Promise<{ id: string; role: string; country: CountryArea }[]> {
    const users = Array.from({ length: count }, () => ({
      id: randomUUID(),
      role: role(),
      country: countryOf(this.random),
    }));
    await this.appendAll(`${count} ${kind}s`, users, async (user, i, manager) => {
      const organisation = user.role !== 'ROLE_FARMER';
      const personal = await this.vault.seal(
        user.id,
        {
          ...personName(this.random),
          email: `${kind}${i}@bench.example`,
          phone: null,
          company: organisation ? companyName(this.random, i) : null,
        },
        manager,
      );
      const registeredAt = new Date(this.now - TWO_YEARS_MS - 86_400_000).toISOString();
      return {
        id: `user-${user.id}`,
        type: 'user',
        events: [
          {
            type: UserEvents.registered,
            data: {
              userId: user.id,
              roles: ['ROLE_USER', user.role],
              countryId: user.country.id,
              status: 'ACTIVE',
              approvalStatus: null,
              termsAccepted: true,
              organisationOwner: organisation,
              employerId: null,
              invitedBy: null,
              personal,
              registeredAt,
            },
          },
        ],
      };
    });
    return users;
  }

  /** 90% approved, the rest pending or rejected; 3% unpublished by their seller, 1% recommended. */
  private async submitProducts(sellers: { id: string; country: CountryArea }[]) {
    const products = Array.from({ length: this.size.products }, (_, i) => {
      const seller = sellers[i % sellers.length];
      const draw = this.random();
      const approval: ApprovalStatus = draw < 0.9 ? 'APPROVED' : draw < 0.95 ? 'PENDING' : 'REJECTED';
      const unpublished = this.random() < 0.03;
      return {
        id: randomUUID(),
        seller,
        countryId: seller.country.id,
        isPublic: approval === 'APPROVED' && !unpublished,
        approval,
        unpublished,
      };
    });
    await this.appendAll(`${products.length} products`, products, async (product) => {
      const text = productText(this.random);
      const point = pointIn(this.random, product.seller.country);
      const now = new Date(this.now - this.random() * TWO_YEARS_MS).toISOString();
      const events = decideSubmitProduct(initialProductState, {
        productId: product.id,
        ownerId: product.seller.id,
        countryId: product.countryId,
        ...text,
        storageCondition: 'Cool and dry place, away from children',
        deliveryMethodIds: [1, ...(this.random() < 0.5 ? [2] : [])],
        price: (Math.round(between(this.random, 1500, 60_000)) + 0.5).toFixed(2),
        quantity: Math.floor(between(this.random, 10, 5000)),
        location: pick(this.random, product.seller.country.towns),
        ...point,
        photos: [{ photoId: randomUUID(), storageKey: `products/${product.id}/photo-1.jpg` }],
        now,
      });
      const submitted = { ...initialProductState, exists: true, ownerId: product.seller.id };
      if (product.approval !== 'PENDING') {
        const reason = product.approval === 'REJECTED' ? 'The label is not readable.' : null;
        events.push(
          ...decideApproval(submitted, { productId: product.id, approvalStatus: product.approval, reason, now }),
        );
      }
      if (product.unpublished)
        events.push(
          ...decideProductStatus(submitted, {
            productId: product.id,
            ownerId: product.seller.id,
            status: 'UNPUBLISHED',
            now,
          }),
        );
      if (this.random() < 0.01)
        events.push(...decideRecommendation(submitted, { productId: product.id, recommended: true, now }));
      return { id: productStreamId(product.id), type: PRODUCT_STREAM, events };
    });
    return products;
  }

  /** Each dealer stocks products of input providers of their country, sold from one to three places. */
  private async addCatalogueEntries(
    dealers: { id: string; role: string; country: CountryArea }[],
    products: { id: string; countryId: number; isPublic: boolean }[],
  ) {
    const publicByCountry = new Map<number, string[]>();
    for (const p of products)
      if (p.isPublic) publicByCountry.set(p.countryId, [...(publicByCountry.get(p.countryId) ?? []), p.id]);
    const entries = dealers.flatMap((dealer) => {
      const candidates = publicByCountry.get(dealer.country.id) ?? [];
      const chosen = new Set(
        Array.from({ length: Math.min(this.size.entriesPerDealer, candidates.length) }, () =>
          pick(this.random, candidates),
        ),
      );
      return [...chosen].map((productId) => ({ dealer, productId }));
    });
    await this.appendAll(`${entries.length} catalogue entries`, entries, async ({ dealer, productId }) => {
      const entryId = randomUUID();
      const towns = [
        ...new Set(
          Array.from({ length: 1 + Math.floor(this.random() * 3) }, () => pick(this.random, dealer.country.towns)),
        ),
      ];
      const events = decideAddCatalogEntry(initialCatalogEntryState, {
        entryId,
        dealerId: dealer.id,
        dealerRole: dealer.role,
        productId,
        countryId: dealer.country.id,
        price: (Math.round(between(this.random, 1500, 60_000)) + 0.25).toFixed(2),
        quantity: Math.floor(between(this.random, 1, 500)),
        locations: towns.map((location) => ({
          locationId: randomUUID(),
          location,
          ...pointIn(this.random, dealer.country),
          price: null,
        })),
        now: new Date(this.now - (this.random() * TWO_YEARS_MS) / 2).toISOString(),
      });
      return { id: catalogEntryStreamId(entryId), type: CATALOG_ENTRY_STREAM, events };
    });
  }

  /** Ratings (half with an approved comment) and likes, on public products. */
  private async reviewAndLike(reviewers: { id: string }[], products: { id: string; isPublic: boolean }[]) {
    const publicIds = products.filter((p) => p.isPublic).map((p) => p.id);
    const pairs = (count: number) => {
      const seen = new Map<string, { productId: string; authorId: string }>();
      while (seen.size < count) {
        const pair = { productId: pick(this.random, publicIds), authorId: pick(this.random, reviewers).id };
        seen.set(`${pair.productId}/${pair.authorId}`, pair);
      }
      return [...seen.values()];
    };
    const at = () => new Date(this.now - (this.random() * TWO_YEARS_MS) / 2).toISOString();
    await this.appendAll(`${this.size.reviews} reviews`, pairs(this.size.reviews), async ({ productId, authorId }) => {
      const now = at();
      const comment = this.random() < 0.5 ? 'Good quality, delivered on time.' : undefined;
      const rated = decideRate(initialReviewState, {
        newReviewId: randomUUID(),
        productId,
        authorId,
        ownProduct: false,
        rating: 1 + Math.floor(this.random() * 5),
        comment,
        now,
      });
      const state = rated.reduce(evolveReview, initialReviewState);
      const moderated = comment ? decideModeration(state, { productId, decision: 'APPROVED', now }) : [];
      return { id: reviewStreamId(productId, authorId), type: REVIEW_STREAM, events: [...rated, ...moderated] };
    });
    await this.appendAll(`${this.size.likes} likes`, pairs(this.size.likes), async ({ productId, authorId }) => ({
      id: likeStreamId(productId, authorId),
      type: LIKE_STREAM,
      events: decideToggleLike(initialLikeState, { productId, userId: authorId, ownProduct: false, now: at() }),
    }));
  }

  /** Appends the streams `build` makes of `items`, STREAMS_PER_TRANSACTION per transaction. */
  async appendAll<T>(
    label: string,
    items: T[],
    build: (item: T, index: number, manager: EntityManager) => Promise<Stream>,
  ): Promise<void> {
    const started = Date.now();
    for (let from = 0; from < items.length; from += STREAMS_PER_TRANSACTION) {
      await this.dataSource.transaction(async (manager) => {
        for (let i = from; i < Math.min(from + STREAMS_PER_TRANSACTION, items.length); i++) {
          const stream = await build(items[i], i, manager);
          await this.store.append(stream.id, stream.type, 'no_stream', stream.events, {
            manager,
            metadata: { actorId: null },
          });
        }
      });
      if ((from / STREAMS_PER_TRANSACTION) % 40 === 39)
        this.progress(
          `  ${label}: ${from + STREAMS_PER_TRANSACTION} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
    }
    this.progress(`  ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
