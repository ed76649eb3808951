import { Application, ApplicationLine, BAG_KG } from './recommendation';

/**
 * From a fertilizer recommendation and a farm size to a basket: the 50 kg bags each application needs, the product of a
 * nearby seller holding stock for each, and, given a budget, what it covers. Pure: the handler brings the products.
 */

/** The catalogue sub-categories a recommended fertilizer can be bought under (spec: NPK 5, urea 6, DAP 10). */
export const FERTILIZER_FAMILIES = [
  { subCategoryId: 5, family: 'NPK', pattern: /\bNPK\b/i },
  { subCategoryId: 6, family: 'UREA', pattern: /\bur(?:ea|ée)\b/i },
  { subCategoryId: 10, family: 'DAP', pattern: /\bDAP\b|\bdi-?ammonium phosphate\b/i },
] as const;

/** A nutrient grade written N-P-K ("15-15-15", "23:23:0"), in one written form. */
const GRADE = /\b(\d{1,2})\s*[-:/]\s*(\d{1,2})\s*[-:/]\s*(\d{1,2})\b/g;
const gradesOf = (text: string) =>
  [...text.matchAll(GRADE)].map((m) => `${Number(m[1])}-${Number(m[2])}-${Number(m[3])}`);

export interface FertilizerMatch {
  subCategoryId: number;
  /** For NPK: the grades the advice names (a product must carry one of them); empty when it names none. */
  grades: string[];
}

/**
 * The catalogue sub-category of a recommended fertilizer, conservatively: what the line names first (before any "(" or
 * "or") must name exactly one of NPK, urea and DAP ("DAP or NPK 23-23-0" is DAP; "Sulphate of ammonia (or half-bag
 * urea/acre)", "CAN", "TSP", "MEA Mazao 10-26-10" map to none, as does a name giving two of them). An NPK
 * advice keeps the grades it names ("NPK 20-20-0 or 23-23-0"): a product whose name gives another grade is left out.
 */
export function fertilizerMatch(product: string): FertilizerMatch | null {
  // The fertilizer the line names first: "Sulphate of ammonia (or half-bag urea/acre)" is sulphate of ammonia.
  const head = product.split(/\(|\bor\b/i)[0];
  const families = FERTILIZER_FAMILIES.filter((f) => f.pattern.test(head));
  if (families.length !== 1) return null;
  const [family] = families;
  return { subCategoryId: family.subCategoryId, grades: family.family === 'NPK' ? gradesOf(product) : [] };
}

/**
 * Whether a catalogue product (its sub-category and name) is the fertilizer the advice names: the same sub-category, and
 * when both the advice and the product's name give an NPK grade, one of the same grades. (Product names are words only
 * today, so the grade is rarely there to compare: the line shows the advised grade beside the product.)
 */
export function productFits(match: FertilizerMatch, product: { subCategoryId: number; name: string }): boolean {
  if (product.subCategoryId !== match.subCategoryId) return false;
  const grades = gradesOf(product.name);
  if (!match.grades.length || !grades.length) return true;
  return grades.some((g) => match.grades.includes(g));
}

/** A product on sale near the place, as the catalogue answers it (nearest first, then cheapest). */
export interface BasketOffer {
  productId: string;
  productName: string;
  subCategoryId: number;
  sellerId: string;
  sellerName: string | null;
  /** km from the place. */
  distance: number;
  /** Per unit (a bag), a decimal string. */
  price: string;
}

export const BASKET_LINE_STATUSES = [
  'PLANNED',
  'COVERED',
  'PARTIAL',
  'DROPPED',
  'ALTERNATIVE',
  'NOT_ON_MARKETPLACE',
  'NO_SELLER',
] as const;
export type BasketLineStatus = (typeof BASKET_LINE_STATUSES)[number];

export interface BasketLine {
  application: Application;
  /** The fertilizer the advice names. */
  fertilizer: string;
  timing: string;
  bagsPerHa: number;
  /** 50 kg bags for the farm: ceil(bags per ha x ha). */
  bags: number;
  alternative: boolean;
  /** The catalogue sub-category it maps to; null: not available on the marketplace. */
  subCategoryId: number | null;
  offer: BasketOffer | null;
  /** bags x price; null without an offer. */
  subtotal: string | null;
  /**
   * PLANNED (no budget given), COVERED, PARTIAL (the budget pays `bagsCovered` of the bags), DROPPED (the budget does
   * not reach it), ALTERNATIVE (another choice for the same application: shown, never added up nor bought),
   * NOT_ON_MARKETPLACE (the fertilizer maps to no catalogue sub-category), NO_SELLER (no seller with stock in range).
   */
  status: BasketLineStatus;
  /** Bags to buy: all of them when planned or covered, those the budget pays when partial, 0 otherwise. */
  bagsCovered: number;
  /** bagsCovered x price. */
  amountCovered: string | null;
}

export interface BasketPlan {
  hectares: number;
  bagKg: number;
  maxDistanceKm: number;
  budget: string | null;
  lines: BasketLine[];
  /** Every line with an offer that is not an alternative, in full. */
  total: string;
  /** What the lines to buy cost (within the budget when one is given). */
  toBuy: string;
  /** The budget left after the lines covered; null without a budget. */
  remaining: string | null;
}

/** Agronomic priority: the planting application first, then the 1st, then the 2nd top dressing. */
const PRIORITY: Record<Application, number> = { planting: 0, season_total: 0, top1: 1, top2: 2 };

const cents = (price: string) => Math.round(Number(price) * 100);
const money = (value: number) => (value / 100).toFixed(2);

/** ceil(bags per ha x ha), without the float noise of the product (2.47 x 2.5 is 6.175, 7 bags; 2 x 2.5 is 5). */
export const bagsFor = (bagsPerHa: number, hectares: number) => Math.ceil(Math.round(bagsPerHa * hectares * 1e6) / 1e6);

/**
 * The plan: each line's bags and offer (the first fitting offer: nearest, then cheapest); then, with a budget, the lines
 * to buy in agronomic priority (planting, 1st, 2nd top dressing; within one application the cheapest first) are paid
 * in full while the budget lasts; the first it cannot pay in full gets the bags it can pay (PARTIAL, or DROPPED when
 * none), and every line after it is DROPPED, so that a later application is never bought before an earlier one is.
 */
export function planBasket(input: {
  applications: ApplicationLine[];
  hectares: number;
  offers: BasketOffer[];
  budget: string | null;
  maxDistanceKm: number;
}): BasketPlan {
  const lines: BasketLine[] = input.applications.map((a) => {
    const match = fertilizerMatch(a.product);
    const offer = match
      ? (input.offers.find((o) => productFits(match, { subCategoryId: o.subCategoryId, name: o.productName })) ?? null)
      : null;
    const bags = bagsFor(a.bagsPerHa, input.hectares);
    const status: BasketLineStatus = !match
      ? 'NOT_ON_MARKETPLACE'
      : !offer
        ? 'NO_SELLER'
        : a.alternative
          ? 'ALTERNATIVE'
          : 'PLANNED';
    return {
      application: a.application,
      fertilizer: a.product,
      timing: a.timing,
      bagsPerHa: a.bagsPerHa,
      bags,
      alternative: a.alternative,
      subCategoryId: match?.subCategoryId ?? null,
      offer,
      subtotal: offer ? money(bags * cents(offer.price)) : null,
      status,
      bagsCovered: status === 'PLANNED' ? bags : 0,
      amountCovered: status === 'PLANNED' ? money(bags * cents(offer!.price)) : null,
    };
  });
  const toBuy = lines
    .filter((l) => l.status === 'PLANNED')
    .sort((a, b) => PRIORITY[a.application] - PRIORITY[b.application] || cents(a.subtotal!) - cents(b.subtotal!));
  const total = toBuy.reduce((sum, l) => sum + cents(l.subtotal!), 0);
  if (input.budget === null) {
    return {
      hectares: input.hectares,
      bagKg: BAG_KG,
      maxDistanceKm: input.maxDistanceKm,
      budget: null,
      lines,
      total: money(total),
      toBuy: money(total),
      remaining: null,
    };
  }
  let left = cents(input.budget);
  let stopped = false;
  for (const line of toBuy) {
    const price = cents(line.offer!.price);
    const bags = stopped ? 0 : price > 0 ? Math.min(line.bags, Math.floor(left / price)) : line.bags;
    line.bagsCovered = bags;
    line.amountCovered = money(bags * price);
    line.status = bags === line.bags ? 'COVERED' : bags > 0 ? 'PARTIAL' : 'DROPPED';
    left -= bags * price;
    if (line.status !== 'COVERED') stopped = true;
  }
  const spent = toBuy.reduce((sum, l) => sum + l.bagsCovered * cents(l.offer!.price), 0);
  for (const line of lines) if (line.status === 'DROPPED') line.amountCovered = money(0);
  return {
    hectares: input.hectares,
    bagKg: BAG_KG,
    maxDistanceKm: input.maxDistanceKm,
    budget: money(cents(input.budget)),
    lines,
    total: money(total),
    toBuy: money(spent),
    remaining: money(cents(input.budget) - spent),
  };
}

/** What a plan asks the sellers for: per product, the bags to buy over every application (nothing when none). */
export function quotationLines(plan: BasketPlan): { offer: BasketOffer; bags: number; applications: Application[] }[] {
  const byProduct = new Map<string, { offer: BasketOffer; bags: number; applications: Application[] }>();
  for (const line of plan.lines) {
    if (!line.offer || line.bagsCovered <= 0 || !['PLANNED', 'COVERED', 'PARTIAL'].includes(line.status)) continue;
    const entry = byProduct.get(line.offer.productId) ?? { offer: line.offer, bags: 0, applications: [] };
    entry.bags += line.bagsCovered;
    entry.applications.push(line.application);
    byProduct.set(line.offer.productId, entry);
  }
  return [...byProduct.values()];
}
