import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { workingCountryOf } from '../../accounts';
import { GeographyQueries } from '../../geography';
import { Clock } from '../../kernel/clock/clock';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { EventStore } from '../../kernel/events/event-store';
import {
  AlertDirection,
  decideDeleteAlert,
  decideSetAlert,
  latestPricePerKg,
  PriceAlertStream,
  sideOf,
} from '../domain/price-alert';
import { MarketsErrors } from '../markets.errors';
import { normaliseWords } from '../domain/market-units';

export interface PriceAlertView {
  id: string;
  product: string;
  stateId: number;
  threshold: number;
  direction: AlertDirection;
  side: string | null;
  fired: number;
  createdAt: string;
}

export class SetPriceAlertCommand extends Command<PriceAlertView> {
  constructor(
    readonly actor: Actor,
    readonly product: string,
    readonly stateId: number,
    readonly threshold: number,
    readonly direction: AlertDirection = 'EITHER',
  ) {
    super();
  }
}

export class DeletePriceAlertCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly alertId: string,
  ) {
    super();
  }
}

/** The caller's own alerts, newest first. */
export class ListPriceAlertsQuery extends Query<PriceAlertView[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}

/** Latest prices of a product in a state, per kg, as an alert weighs them. */
export async function latestPriceIn(manager: EntityManager, countryId: number, stateId: number, productKey: string) {
  const rows: { period: string; first: string | null; second: string | null }[] = await manager.query(
    `SELECT to_char(period, 'YYYY-MM') AS period, first_half_per_kg AS first, second_half_per_kg AS second
     FROM market_prices WHERE country_id = $1 AND state_id = $2 AND product_key = $3`,
    [countryId, stateId, productKey],
  );
  return latestPricePerKg(
    rows.map((r) => ({
      period: r.period,
      firstHalfPerKg: r.first === null ? null : Number(r.first),
      secondHalfPerKg: r.second === null ? null : Number(r.second),
    })),
  );
}

/** A row of market_price_alerts as the driver reads it. */
type AlertRow = Record<string, string | number | Date | null>;

const view = async (manager: EntityManager, id: string): Promise<PriceAlertView> => {
  const [row] = await manager.query<AlertRow[]>(`SELECT * FROM market_price_alerts WHERE id = $1`, [id]);
  return toAlertView(row);
};

const toAlertView = (row: AlertRow): PriceAlertView => ({
  id: String(row.id),
  product: String(row.product),
  stateId: Number(row.state_id),
  threshold: Number(row.threshold),
  direction: String(row.direction) as AlertDirection,
  side: row.side === null ? null : String(row.side),
  fired: Number(row.fired),
  createdAt: (row.created_at as Date).toISOString(),
});

@CommandHandler(SetPriceAlertCommand)
export class SetPriceAlertHandler implements ICommandHandler<SetPriceAlertCommand, PriceAlertView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly geography: GeographyQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, product, stateId, threshold, direction }: SetPriceAlertCommand): Promise<PriceAlertView> {
    const countryId = workingCountryOf(actor);
    const state = await this.geography.findState(stateId);
    if (!state || state.countryId !== countryId) throw new DomainError(MarketsErrors.MARKET_STATE_NOT_FOUND);
    const productKey = normaliseWords(product);
    if (!productKey) throw new DomainError(MarketsErrors.MARKET_PRODUCT_REQUIRED);
    const alertId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const latest = await latestPriceIn(manager, countryId, stateId, productKey);
      await PriceAlertStream.execute(
        this.store,
        alertId,
        (s) =>
          decideSetAlert(s, {
            alertId,
            userId: actor.id,
            countryId,
            stateId,
            product,
            productKey,
            threshold,
            direction,
            side: latest ? sideOf(latest.price, threshold) : null,
            period: latest?.period ?? null,
            at: this.clock.nowIso(),
          }),
        manager,
      );
      return view(manager, alertId);
    });
  }
}

@CommandHandler(DeletePriceAlertCommand)
export class DeletePriceAlertHandler implements ICommandHandler<DeletePriceAlertCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, alertId }: DeletePriceAlertCommand): Promise<void> {
    await this.dataSource.transaction((manager) =>
      PriceAlertStream.execute(
        this.store,
        alertId,
        (s) => decideDeleteAlert(s, { alertId, userId: actor.id, now: this.clock.nowIso() }),
        manager,
      ),
    );
  }
}

@QueryHandler(ListPriceAlertsQuery)
export class ListPriceAlertsHandler implements IQueryHandler<ListPriceAlertsQuery, PriceAlertView[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor }: ListPriceAlertsQuery): Promise<PriceAlertView[]> {
    const rows = await this.dataSource.query<AlertRow[]>(
      `SELECT * FROM market_price_alerts WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [actor.id],
    );
    return rows.map(toAlertView);
  }
}
