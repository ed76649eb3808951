import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { GetProductForTradeQuery, ProductFacts } from '../../catalogue';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { Clock } from '../../kernel/clock/clock';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error';
import { decideOnLoaded } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { RequestContexts } from '../../kernel/context/request-context';
import { KnownType } from '../../kernel/storage/content-type';
import { StorageService, StoredFile } from '../../kernel/storage/storage.service';
import {
  decideMovement,
  decideThreshold,
  Direction,
  initialStockState,
  MovementInput,
  STOCK_STREAM,
  StockPlace,
  StockState,
  stockStreamId,
  WaybillDocument,
} from '../domain/stock';
import { InventoryErrors } from '../inventory.errors';
import { MovementView, MovementViews } from '../queries/movement.views';
import { WarehouseViews } from '../queries/warehouse.views';
import { Keeper, SHOP_OWNER_ROLES, WAREHOUSE_OWNER_ROLES } from '../domain/stock-keepers';
import { StockKeepers } from '../queries/stock-keepers';

/** What a waybill may be: a PDF, or a photo or scan of the paper. */
export const WAYBILL_TYPES: KnownType[] = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const WAYBILL_AREA = 'waybills';

export interface MovementFields {
  waybillNumber: string;
  productId: string;
  size: string;
  quantity: number;
  movementDate: string;
  direction: Direction;
  comment: string;
}

/** A movement into or out of a warehouse (`warehouseId`) or the caller's own shop (none), with its waybill document. */
export class RecordMovementCommand extends Command<MovementView> {
  constructor(
    readonly actor: Actor,
    readonly warehouseId: string | null,
    readonly input: MovementFields,
    readonly document: Buffer | null,
  ) {
    super();
  }
}

/** Goods sent from one warehouse of an owner to another: an OUT and an IN, both or neither. */
export class TransferStockCommand extends Command<MovementView[]> {
  constructor(
    readonly actor: Actor,
    readonly input: Omit<MovementFields, 'direction'> & { fromWarehouseId: string; toWarehouseId: string },
    readonly document: Buffer | null,
  ) {
    super();
  }
}

/** The quantity under which the owner wants to hear of a product in a warehouse (null: no alert). */
export class SetStockThresholdCommand extends Command<{
  warehouseId: string;
  productId: string;
  size: string;
  threshold: number | null;
}> {
  constructor(
    readonly actor: Actor,
    readonly warehouseId: string,
    readonly input: { productId: string; size: string; threshold: number | null },
  ) {
    super();
  }
}

interface Move {
  place: StockPlace;
  placeName: string;
  direction: Direction;
  transferId: string | null;
}

/**
 * The stock rule under concurrency: every writer of one stock takes a transaction-scoped lock on it before reading
 * its quantity, so the quantity it decides on is the latest committed one and no two OUTs can both spend the same
 * units. Locks are taken in stream-id order (a transfer takes two), so two transfers never wait on each other.
 */
export async function lockStocks(manager: EntityManager, stockIds: string[]): Promise<void> {
  for (const id of [...new Set(stockIds)].sort())
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [id]);
}

/**
 * Decides on the stock's level as its row holds it (read under the stock's lock, see lockStocks) and appends to its
 * stream, expecting the stream's version read with it.
 */
function onStock(
  manager: EntityManager,
  store: EventStore,
  stockId: string,
  decide: (state: StockState) => NewEvent[],
): Promise<StoredEvent[]> {
  const load = async () => {
    const [level] = await manager.query<{ quantity: number; threshold: number | null; stocked: boolean }[]>(
      `SELECT quantity, threshold, last_moved_at IS NOT NULL AS stocked FROM stock_levels WHERE stock_id = $1`,
      [stockId],
    );
    return {
      state: level
        ? { quantity: level.quantity, threshold: level.threshold, stocked: level.stocked }
        : initialStockState,
      version: await store.streamVersion(stockId, manager),
    };
  };
  return decideOnLoaded(store, { id: stockId, type: STOCK_STREAM }, load, decide, { manager });
}

/** The product, when the organisation may keep it: its own, or one on sale in its country. */
async function productFor(queries: QueryBus, keeper: Keeper, productId: string): Promise<ProductFacts> {
  const product: ProductFacts | null = await queries.execute(new GetProductForTradeQuery(productId));
  if (
    !product ||
    (product.ownerId !== keeper.organisationId && !(product.isPublic && product.countryId === keeper.countryId))
  ) {
    throw new NotFoundError(InventoryErrors.STOCK_PRODUCT_NOT_FOUND);
  }
  return product;
}

const language = () => RequestContexts.currentOrSystem().language;

abstract class MovementHandlerBase {
  constructor(
    protected readonly dataSource: DataSource,
    protected readonly store: EventStore,
    protected readonly keepers: StockKeepers,
    protected readonly warehouses: WarehouseViews,
    protected readonly movements: MovementViews,
    protected readonly storage: StorageService,
    protected readonly queries: QueryBus,
    protected readonly clock: Clock,
    protected readonly config: AppConfig,
  ) {}

  protected async keep(document: Buffer | null): Promise<StoredFile | null> {
    return document
      ? this.storage.save(WAYBILL_AREA, document, { accept: WAYBILL_TYPES, maxBytes: this.config.uploadMaxBytes })
      : null;
  }

  /** Runs `work` in one transaction; a stored waybill is removed again when nothing was recorded. */
  protected async recording<T>(stored: StoredFile | null, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (stored) await this.storage.remove(stored.key).catch(() => undefined);
      throw error;
    }
  }

  /** Appends one movement per move under the stocks' locks; answers the movement ids in order. */
  protected async move(
    manager: EntityManager,
    actor: Actor,
    keeper: Keeper,
    product: ProductFacts,
    fields: Omit<MovementFields, 'direction'>,
    waybill: WaybillDocument | null,
    moves: Move[],
  ) {
    const stockIds = moves.map((m) => stockStreamId(m.place, product.id, fields.size));
    await lockStocks(manager, stockIds);
    const ids: string[] = [];
    for (const [i, m] of moves.entries()) {
      const stockId = stockIds[i];
      const movementId = randomUUID();
      const input: MovementInput = {
        movementId,
        stockId,
        kind: m.place.kind,
        ownerId: keeper.organisationId,
        warehouseId: m.place.kind === 'WAREHOUSE' ? m.place.warehouseId : null,
        countryId: keeper.countryId,
        productId: product.id,
        productName: product.name,
        size: fields.size,
        unitPrice: product.price ?? null,
        direction: m.direction,
        quantity: fields.quantity,
        waybillNumber: fields.waybillNumber,
        waybill,
        movementDate: fields.movementDate,
        comment: fields.comment || null,
        recordedBy: actor.id,
        transferId: m.transferId,
        placeName: m.placeName,
        now: this.clock.nowIso(),
      };
      await onStock(manager, this.store, stockId, (state) => decideMovement(state, input));
      ids.push(movementId);
    }
    return ids;
  }
}

const waybillOf = (stored: StoredFile | null): WaybillDocument | null =>
  stored ? { storageKey: stored.key, contentType: stored.contentType, size: stored.size } : null;

@CommandHandler(RecordMovementCommand)
export class RecordMovementHandler
  extends MovementHandlerBase
  implements ICommandHandler<RecordMovementCommand, MovementView>
{
  constructor(
    dataSource: DataSource,
    store: EventStore,
    keepers: StockKeepers,
    warehouses: WarehouseViews,
    movements: MovementViews,
    storage: StorageService,
    queries: QueryBus,
    clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(dataSource, store, keepers, warehouses, movements, storage, queries, clock, config);
  }

  async execute({ actor, warehouseId, input, document }: RecordMovementCommand): Promise<MovementView> {
    const keeper = await this.keepers.keeper(actor, warehouseId ? WAREHOUSE_OWNER_ROLES : SHOP_OWNER_ROLES);
    const scope = { organisationId: keeper.organisationId, ownerRole: keeper.ownerRole };
    const warehouse = warehouseId ? await this.warehouses.row(warehouseId, scope) : null;
    const product = await productFor(this.queries, keeper, input.productId);
    const place: StockPlace = warehouse
      ? { kind: 'WAREHOUSE', warehouseId: warehouse.id }
      : { kind: 'SHOP', ownerId: keeper.organisationId };
    const placeName = warehouse?.name ?? translate('INVENTORY_OWN_SHOP', language());
    const stored = await this.keep(document);
    return this.recording(stored, async (manager) => {
      const [id] = await this.move(manager, actor, keeper, product, input, waybillOf(stored), [
        { place, placeName, direction: input.direction, transferId: null },
      ]);
      return this.movements.one(scope, id, manager);
    });
  }
}

@CommandHandler(TransferStockCommand)
export class TransferStockHandler
  extends MovementHandlerBase
  implements ICommandHandler<TransferStockCommand, MovementView[]>
{
  constructor(
    dataSource: DataSource,
    store: EventStore,
    keepers: StockKeepers,
    warehouses: WarehouseViews,
    movements: MovementViews,
    storage: StorageService,
    queries: QueryBus,
    clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(dataSource, store, keepers, warehouses, movements, storage, queries, clock, config);
  }

  async execute({ actor, input, document }: TransferStockCommand): Promise<MovementView[]> {
    const keeper = await this.keepers.keeper(actor, WAREHOUSE_OWNER_ROLES);
    const scope = { organisationId: keeper.organisationId, ownerRole: keeper.ownerRole };
    const from = await this.warehouses.row(input.fromWarehouseId, scope);
    const to = await this.warehouses.row(input.toWarehouseId, scope);
    if (from.id === to.id) throw new DomainError(InventoryErrors.TRANSFER_SAME_WAREHOUSE);
    const product = await productFor(this.queries, keeper, input.productId);
    const stored = await this.keep(document);
    const transferId = randomUUID();
    return this.recording(stored, async (manager) => {
      const ids = await this.move(manager, actor, keeper, product, input, waybillOf(stored), [
        { place: { kind: 'WAREHOUSE', warehouseId: from.id }, placeName: from.name, direction: 'OUT', transferId },
        { place: { kind: 'WAREHOUSE', warehouseId: to.id }, placeName: to.name, direction: 'IN', transferId },
      ]);
      return Promise.all(ids.map((id) => this.movements.one(scope, id, manager)));
    });
  }
}

@CommandHandler(SetStockThresholdCommand)
export class SetStockThresholdHandler implements ICommandHandler<
  SetStockThresholdCommand,
  { warehouseId: string; productId: string; size: string; threshold: number | null }
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly keepers: StockKeepers,
    private readonly warehouses: WarehouseViews,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, warehouseId, input }: SetStockThresholdCommand) {
    const keeper = await this.keepers.keeper(actor, WAREHOUSE_OWNER_ROLES);
    const warehouse = await this.warehouses.row(warehouseId, {
      organisationId: keeper.organisationId,
      ownerRole: keeper.ownerRole,
    });
    const product = await productFor(this.queries, keeper, input.productId);
    const place: StockPlace = { kind: 'WAREHOUSE', warehouseId: warehouse.id };
    const stockId = stockStreamId(place, product.id, input.size);
    await this.dataSource.transaction(async (manager) => {
      await lockStocks(manager, [stockId]);
      await onStock(manager, this.store, stockId, (state) =>
        decideThreshold(state, {
          stockId,
          kind: 'WAREHOUSE',
          ownerId: keeper.organisationId,
          warehouseId: warehouse.id,
          countryId: keeper.countryId,
          productId: product.id,
          productName: product.name,
          size: input.size,
          threshold: input.threshold,
          by: actor.id,
          now: this.clock.nowIso(),
        }),
      );
    });
    return { warehouseId: warehouse.id, productId: product.id, size: input.size, threshold: input.threshold };
  }
}
