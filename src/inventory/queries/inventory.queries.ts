import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ROLE_INPUT_PROVIDER } from '../../kernel/auth/organisation-roles';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { InventoryErrors } from '../inventory.errors';
import { StockKeepers } from './stock-keepers';
import { MovementView, MovementViews } from './movement.views';
import { ExportRow, StockViews, WarehouseStockView } from './stock.views';
import { WarehouseView, WarehouseViews } from './warehouse.views';

export const WAREHOUSE_VIEWS = ['SUMMARY', 'STATUS'] as const;
export type WarehouseViewKind = (typeof WAREHOUSE_VIEWS)[number];

/** The warehouses the caller reaches: their organisation's (owners and staff), or their working country's (platform). */
export class ListWarehousesQuery extends Query<Page<WarehouseView>> {
  constructor(
    readonly actor: Actor,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export class GetWarehouseQuery extends Query<WarehouseView> {
  constructor(
    readonly actor: Actor,
    readonly warehouseId: string,
  ) {
    super();
  }
}

/** SUMMARY is the input provider's view (and their staff's); STATUS the distributor's and wholesaler's. Platform: both. */
export class WarehouseStockQuery extends Query<WarehouseStockView> {
  constructor(
    readonly actor: Actor,
    readonly warehouseId: string,
    readonly view: WarehouseViewKind,
  ) {
    super();
  }
}

export type MovementList =
  { warehouseId: string } | { recordedBy: string; kind?: 'WAREHOUSE' | 'SHOP' } | { kind: 'SHOP' };

export class ListMovementsQuery extends Query<Page<MovementView>> {
  constructor(
    readonly actor: Actor,
    readonly list: MovementList,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export class GetMovementQuery extends Query<MovementView> {
  constructor(
    readonly actor: Actor,
    readonly movementId: string,
  ) {
    super();
  }
}

export class WaybillFileQuery extends Query<{ storageKey: string; contentType: string; fileName: string }> {
  constructor(
    readonly actor: Actor,
    readonly movementId: string,
  ) {
    super();
  }
}

export class StockExportRowsQuery extends Query<ExportRow[]> {
  constructor(
    readonly actor: Actor,
    readonly warehouseId?: string,
  ) {
    super();
  }
}

/**
 * For other modules (the catalogue's "in stock", the nearest sellers): which of `sellerIds` (all sellers when left out)
 * hold some of the product in a warehouse or their shop.
 */
export class SellerStockQuery extends Query<string[]> {
  constructor(
    readonly productId: string,
    readonly sellerIds?: string[],
  ) {
    super();
  }
}

@QueryHandler(ListWarehousesQuery)
export class ListWarehousesHandler implements IQueryHandler<ListWarehousesQuery, Page<WarehouseView>> {
  constructor(
    private readonly keepers: StockKeepers,
    private readonly views: WarehouseViews,
  ) {}

  async execute({ actor, page }: ListWarehousesQuery) {
    return this.views.page(await this.keepers.scope(actor), page);
  }
}

@QueryHandler(GetWarehouseQuery)
export class GetWarehouseHandler implements IQueryHandler<GetWarehouseQuery, WarehouseView> {
  constructor(
    private readonly keepers: StockKeepers,
    private readonly views: WarehouseViews,
  ) {}

  async execute({ actor, warehouseId }: GetWarehouseQuery) {
    return this.views.view(warehouseId, await this.keepers.scope(actor));
  }
}

@QueryHandler(WarehouseStockQuery)
export class WarehouseStockHandler implements IQueryHandler<WarehouseStockQuery, WarehouseStockView> {
  constructor(
    private readonly keepers: StockKeepers,
    private readonly views: StockViews,
    private readonly warehouses: WarehouseViews,
  ) {}

  async execute({ actor, warehouseId, view }: WarehouseStockQuery) {
    const scope = await this.keepers.scope(actor);
    await this.warehouses.row(warehouseId, scope); // outside the scope: 404 before anything else
    if ('ownerRole' in scope) {
      const summaryRole = scope.ownerRole === ROLE_INPUT_PROVIDER;
      if ((view === 'SUMMARY') !== summaryRole)
        throw new DomainError(InventoryErrors.WAREHOUSE_VIEW_NOT_YOURS, { view: view.toLowerCase() });
    }
    return this.views.ofWarehouse(scope, warehouseId);
  }
}

@QueryHandler(ListMovementsQuery)
export class ListMovementsHandler implements IQueryHandler<ListMovementsQuery, Page<MovementView>> {
  constructor(
    private readonly keepers: StockKeepers,
    private readonly views: MovementViews,
    private readonly warehouses: WarehouseViews,
  ) {}

  async execute({ actor, list, page }: ListMovementsQuery) {
    const scope = await this.keepers.scope(actor);
    if ('warehouseId' in list) await this.warehouses.row(list.warehouseId, scope);
    if ('recordedBy' in list && !(await this.keepers.colleague(actor, list.recordedBy)))
      throw new NotFoundError(InventoryErrors.STAFF_NOT_FOUND);
    return this.views.page(scope, list, page);
  }
}

@QueryHandler(GetMovementQuery)
export class GetMovementHandler implements IQueryHandler<GetMovementQuery, MovementView> {
  constructor(
    private readonly keepers: StockKeepers,
    private readonly views: MovementViews,
  ) {}

  async execute({ actor, movementId }: GetMovementQuery) {
    return this.views.one(await this.keepers.scope(actor), movementId);
  }
}

@QueryHandler(WaybillFileQuery)
export class WaybillFileHandler implements IQueryHandler<
  WaybillFileQuery,
  { storageKey: string; contentType: string; fileName: string }
> {
  constructor(
    private readonly keepers: StockKeepers,
    private readonly views: MovementViews,
  ) {}

  async execute({ actor, movementId }: WaybillFileQuery) {
    return this.views.waybill(await this.keepers.scope(actor), movementId);
  }
}

@QueryHandler(StockExportRowsQuery)
export class StockExportRowsHandler implements IQueryHandler<StockExportRowsQuery, ExportRow[]> {
  constructor(
    private readonly keepers: StockKeepers,
    private readonly views: StockViews,
    private readonly warehouses: WarehouseViews,
  ) {}

  async execute({ actor, warehouseId }: StockExportRowsQuery) {
    const scope = await this.keepers.scope(actor);
    if (warehouseId) await this.warehouses.row(warehouseId, scope);
    return this.views.exportRows(scope, warehouseId);
  }
}

@QueryHandler(SellerStockQuery)
export class SellerStockHandler implements IQueryHandler<SellerStockQuery, string[]> {
  constructor(private readonly views: StockViews) {}

  execute({ productId, sellerIds }: SellerStockQuery) {
    return this.views.sellersWithStock(productId, sellerIds);
  }
}
