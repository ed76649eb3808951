import {
  Command,
  CommandBus,
  CommandHandler,
  ICommandHandler,
  IQueryHandler,
  Query,
  QueryBus,
  QueryHandler,
} from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ProductNearView, ProductsNearQuery } from '../../../catalogue';
import { AskQuotationCommand, QuotationView } from '../../../orders';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { say } from '../../../kernel/i18n/translator';
import { AdvisoryErrors } from '../../advisory.errors';
import { Application } from '../domain/recommendation';
import { PlaceRef, RecommendationViews } from '../queries/recommendation.views';
import { BasketPlan, FERTILIZER_FAMILIES, fertilizerMatch, planBasket, quotationLines } from '../domain/basket';

/** Sellers farther than this from the place are left out unless the caller says otherwise. */
export const DEFAULT_MAX_DISTANCE_KM = 100;
/** How many products near the place are weighed (nearest first) for the lines of a plan. */
const OFFERS_WEIGHED = 500;

export interface BasketInput {
  cityId: number;
  hectares: number;
  /** A decimal string in the country's currency; none: no budget. */
  budget?: string | null;
  maxDistanceKm?: number | null;
}

export interface BasketPlanView extends BasketPlan {
  recommendationId: number;
  cropId: number;
  city: PlaceRef;
}

/** The basket of a recommendation for a farm of `hectares` near a local area, with live catalogue prices and stock. */
export class BasketPlanQuery extends Query<BasketPlanView> {
  constructor(
    readonly recommendationId: number,
    readonly input: BasketInput,
  ) {
    super();
  }
}

/** Works a plan out: the recommendation, the place, the in-stock products of sellers in range, nearest then cheapest. */
async function workOut(
  views: RecommendationViews,
  queries: QueryBus,
  recommendationId: number,
  input: BasketInput,
): Promise<BasketPlanView> {
  const recommendation = await views.one(recommendationId);
  const city = await views.requireCity(input.cityId);
  if (city.countryId !== recommendation.countryId) throw new DomainError(AdvisoryErrors.BASKET_PLACE_OUTSIDE_COUNTRY);
  const maxDistanceKm = input.maxDistanceKm ?? DEFAULT_MAX_DISTANCE_KM;
  const wanted = new Set(
    recommendation.applications
      .map((a) => fertilizerMatch(a.product)?.subCategoryId)
      .filter((id): id is number => id !== undefined),
  );
  const near: ProductNearView[] = wanted.size
    ? await queries.execute(
        new ProductsNearQuery(
          city.countryId,
          FERTILIZER_FAMILIES.map((f) => f.subCategoryId).filter((id) => wanted.has(id)),
          city.latitude,
          city.longitude,
          OFFERS_WEIGHED,
          { inStockOnly: true, maxDistanceKm },
        ),
      )
    : [];
  const plan = planBasket({
    applications: recommendation.applications,
    hectares: input.hectares,
    budget: input.budget ?? null,
    maxDistanceKm,
    offers: near.map((p) => ({
      productId: p.id,
      productName: p.name,
      subCategoryId: p.subCategoryId,
      sellerId: p.sellerId,
      sellerName: p.sellerName,
      distance: p.distance,
      price: p.price,
    })),
  });
  return {
    recommendationId: recommendation.id,
    cropId: recommendation.cropId,
    city: { id: city.id, name: city.name },
    ...plan,
  };
}

@QueryHandler(BasketPlanQuery)
export class BasketPlanHandler implements IQueryHandler<BasketPlanQuery, BasketPlanView> {
  constructor(
    private readonly views: RecommendationViews,
    private readonly queries: QueryBus,
  ) {}

  execute({ recommendationId, input }: BasketPlanQuery): Promise<BasketPlanView> {
    return workOut(this.views, this.queries, recommendationId, input);
  }
}

export interface BasketQuotationView {
  quotationId: string;
  sellerId: string;
  sellerName: string | null;
  productId: string;
  productName: string;
  bags: number;
  applications: Application[];
}

export interface BasketQuotationsView {
  planId: string;
  quotations: BasketQuotationView[];
}

/**
 * Turns a plan into quotation requests: the plan is worked out again (live prices and stock), then each product to buy
 * is asked of its seller once, for the bags of every application it serves, through the orders module's
 * AskQuotationCommand as the caller. The client's plan id makes it safe to retry: a product already asked under the
 * plan id is not asked again (the quotation it became is answered instead); the plan id is the caller's own.
 */
export class RequestBasketQuotationsCommand extends Command<BasketQuotationsView> {
  constructor(
    readonly actor: Actor,
    readonly recommendationId: number,
    readonly planId: string,
    readonly input: BasketInput,
  ) {
    super();
  }
}

interface AskedRow {
  product_id: string;
  quotation_id: string;
  seller_id: string;
  bags: number;
  applications: Application[];
  product_name: string;
  seller_name: string | null;
  asked_by: string;
}

const toView = (row: AskedRow): BasketQuotationView => ({
  quotationId: row.quotation_id,
  sellerId: row.seller_id,
  sellerName: row.seller_name,
  productId: row.product_id,
  productName: row.product_name,
  bags: row.bags,
  applications: row.applications,
});

@CommandHandler(RequestBasketQuotationsCommand)
export class RequestBasketQuotationsHandler implements ICommandHandler<
  RequestBasketQuotationsCommand,
  BasketQuotationsView
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: RecommendationViews,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    recommendationId,
    planId,
    input,
  }: RequestBasketQuotationsCommand): Promise<BasketQuotationsView> {
    const plan = await workOut(this.views, this.queries, recommendationId, input);
    const lines = quotationLines(plan);
    // One request per plan id at a time, claimed in a row (no connection is held while another request runs): a retry
    // while the first still runs answers 409, a retry after it finds what it asked.
    const now = this.clock.now();
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO basket_plans (plan_id, asked_by, running, claimed_at) VALUES ($1, $2, true, $3)
       ON CONFLICT (plan_id) DO UPDATE SET running = true, claimed_at = EXCLUDED.claimed_at
         WHERE basket_plans.asked_by = EXCLUDED.asked_by AND (NOT basket_plans.running OR basket_plans.claimed_at < EXCLUDED.claimed_at - interval '5 minutes')
       RETURNING plan_id`,
      [planId, actor.id, now],
    );
    if (!claimed.length) {
      const [owner]: { asked_by: string }[] = await this.dataSource.query(
        `SELECT asked_by FROM basket_plans WHERE plan_id = $1`,
        [planId],
      );
      throw new DomainError(
        owner && owner.asked_by !== actor.id
          ? AdvisoryErrors.BASKET_PLAN_ID_TAKEN
          : AdvisoryErrors.BASKET_PLAN_IN_PROGRESS,
      );
    }
    try {
      const asked: AskedRow[] = await this.dataSource.query(
        `SELECT product_id, quotation_id, seller_id, bags, applications, product_name, seller_name, asked_by FROM basket_quotations
         WHERE plan_id = $1 ORDER BY created_at, product_id`,
        [planId],
      );
      // A retry asks only what the plan id has not asked yet: neither the product nor all of its applications.
      const covered = new Set(asked.flatMap((row) => row.applications));
      const toAsk = lines.filter(
        (line) =>
          !asked.some((row) => row.product_id === line.offer.productId) &&
          !line.applications.every((a) => covered.has(a)),
      );
      if (!asked.length && !toAsk.length) throw new DomainError(AdvisoryErrors.BASKET_NOTHING_TO_ASK);
      const made: AskedRow[] = [];
      for (const line of toAsk) {
        const comment = say('BASKET_QUOTATION_COMMENT', {
          bags: line.bags,
          hectares: plan.hectares,
          applications: line.applications.map((a) => say(`BASKET_APPLICATION_${a.toUpperCase()}`)).join(', '),
        });
        const quotation: QuotationView = await this.commands.execute(
          new AskQuotationCommand(actor, { productId: line.offer.productId, quantity: line.bags, comment }),
        );
        const row: AskedRow = {
          product_id: line.offer.productId,
          quotation_id: quotation.id,
          seller_id: line.offer.sellerId,
          bags: line.bags,
          applications: line.applications,
          product_name: line.offer.productName,
          seller_name: line.offer.sellerName,
          asked_by: actor.id,
        };
        await this.dataSource.query(
          `INSERT INTO basket_quotations (plan_id, product_id, asked_by, seller_id, quotation_id, bags, applications, product_name, seller_name, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
          [
            planId,
            row.product_id,
            row.asked_by,
            row.seller_id,
            row.quotation_id,
            row.bags,
            row.applications,
            row.product_name,
            row.seller_name,
            this.clock.now(),
          ],
        );
        made.push(row);
      }
      return { planId, quotations: [...asked, ...made].map(toView) };
    } finally {
      await this.dataSource.query(`UPDATE basket_plans SET running = false WHERE plan_id = $1`, [planId]);
    }
  }
}
