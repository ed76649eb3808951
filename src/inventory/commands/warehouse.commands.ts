import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { GeographyQueries } from '../../geography';
import { Clock } from '../../kernel/clock/clock';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError, FieldError, ValidationFailedError } from '../../kernel/errors/domain-error';
import { EventStore } from '../../kernel/events/event-store';
import { decideCreateWarehouse, decideUpdateWarehouse, WarehouseDetails, WarehouseStream } from '../domain/warehouse';
import { InventoryErrors } from '../inventory.errors';
import { WarehouseViews, WarehouseView } from '../queries/warehouse.views';
import { WAREHOUSE_OWNER_ROLES } from '../domain/stock-keepers';
import { StockKeepers } from '../queries/stock-keepers';

export interface WarehouseInput {
  name: string;
  code: string;
  manager: string;
  stateId: number;
  cityId: number;
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** An input provider, distributor or wholesaler (or their staff holding warehouses:manage) opens a warehouse. */
export class CreateWarehouseCommand extends Command<WarehouseView> {
  constructor(
    readonly actor: Actor,
    readonly input: WarehouseInput,
  ) {
    super();
  }
}

/** The owner (or their staff) changes a warehouse's details; the whole description is sent. */
export class UpdateWarehouseCommand extends Command<WarehouseView> {
  constructor(
    readonly actor: Actor,
    readonly warehouseId: string,
    readonly input: WarehouseInput,
  ) {
    super();
  }
}

async function detailsOf(
  geography: GeographyQueries,
  countryId: number,
  input: WarehouseInput,
): Promise<WarehouseDetails> {
  const errors: FieldError[] = [];
  const state = await geography.findState(input.stateId);
  if (!state || state.countryId !== countryId) errors.push({ field: 'stateId', message: 'STATE_NOT_IN_COUNTRY' });
  else if (!(await geography.cityBelongsTo(input.cityId, input.stateId, countryId, { listedOnly: true })))
    errors.push({ field: 'cityId', message: 'CITY_NOT_IN_STATE' });
  if ((input.latitude == null) !== (input.longitude == null))
    errors.push({ field: input.latitude == null ? 'latitude' : 'longitude', message: 'WAREHOUSE_LOCATION_PAIR' });
  if (errors.length) throw new ValidationFailedError(errors);
  return {
    name: input.name,
    code: input.code,
    manager: input.manager,
    stateId: input.stateId,
    cityId: input.cityId,
    address: input.address,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

/** Codes are unique per owner: the owner's row is locked so that two creations with one code cannot both pass. */
async function checkCode(
  manager: EntityManager,
  views: WarehouseViews,
  ownerId: string,
  code: string,
  exceptId: string | null,
) {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`warehouse-codes-${ownerId}`]);
  if (await views.codeTaken(ownerId, code, exceptId, manager))
    throw new DomainError(InventoryErrors.WAREHOUSE_CODE_TAKEN, { code });
}

@CommandHandler(CreateWarehouseCommand)
export class CreateWarehouseHandler implements ICommandHandler<CreateWarehouseCommand, WarehouseView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly keepers: StockKeepers,
    private readonly geography: GeographyQueries,
    private readonly views: WarehouseViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, input }: CreateWarehouseCommand): Promise<WarehouseView> {
    const keeper = await this.keepers.keeper(actor, WAREHOUSE_OWNER_ROLES);
    const details = await detailsOf(this.geography, keeper.countryId, input);
    const warehouseId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      await checkCode(manager, this.views, keeper.organisationId, details.code, null);
      await WarehouseStream.execute(
        this.store,
        warehouseId,
        (state) =>
          decideCreateWarehouse(state, {
            warehouseId,
            ownerId: keeper.organisationId,
            countryId: keeper.countryId,
            ...details,
            by: actor.id,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.view(
        warehouseId,
        { organisationId: keeper.organisationId, ownerRole: keeper.ownerRole },
        manager,
      );
    });
  }
}

@CommandHandler(UpdateWarehouseCommand)
export class UpdateWarehouseHandler implements ICommandHandler<UpdateWarehouseCommand, WarehouseView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly keepers: StockKeepers,
    private readonly geography: GeographyQueries,
    private readonly views: WarehouseViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, warehouseId, input }: UpdateWarehouseCommand): Promise<WarehouseView> {
    const keeper = await this.keepers.keeper(actor, WAREHOUSE_OWNER_ROLES);
    const scope = { organisationId: keeper.organisationId, ownerRole: keeper.ownerRole };
    await this.views.row(warehouseId, scope); // another owner's warehouse: 404 before anything else
    const details = await detailsOf(this.geography, keeper.countryId, input);
    return this.dataSource.transaction(async (manager) => {
      await checkCode(manager, this.views, keeper.organisationId, details.code, warehouseId);
      await WarehouseStream.execute(
        this.store,
        warehouseId,
        (state) =>
          decideUpdateWarehouse(state, {
            warehouseId,
            ownerId: keeper.organisationId,
            details,
            by: actor.id,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.view(warehouseId, scope, manager);
    });
  }
}
