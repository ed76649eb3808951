import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { timeOrderedUuid } from '../../../kernel/ids/time-ordered-uuid';
import { FarmersErrors } from '../../farmers.errors';
import { FarmerScope } from '../../registry/queries/farmer-scope';
import { decideEdit, decideMap, decideRemove, FarmDetails, FarmStream } from '../domain/farm';
import { FarmView, FarmViews } from '../queries/farm.views';
import { RemovePlantingRecordsOfFarm } from '../../records/commands/planting-record.commands';

/** Maps a farm for a farmer the caller may change; the same request again answers the farm with `created` false. */
export class MapFarmCommand extends Command<MappedFarm> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
    readonly details: FarmDetails,
    /** The client's id for the farm (offline capture); one is made when absent. */
    readonly farmId?: string,
  ) {
    super();
  }
}

export class EditFarmCommand extends Command<FarmView> {
  constructor(
    readonly actor: Actor,
    readonly farmId: string,
    readonly details: FarmDetails,
  ) {
    super();
  }
}

/** Deletes a farm and its planting records. */
export class RemoveFarmCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly farmId: string,
  ) {
    super();
  }
}

export interface MappedFarm {
  farm: FarmView;
  created: boolean;
}

/** The farm, when the caller may change its farmer; FARM_NOT_FOUND otherwise (as for no farm at all). */
export async function farmToChange(
  views: FarmViews,
  scope: FarmerScope,
  actor: Actor,
  farmId: string,
  manager: EntityManager,
): Promise<FarmView> {
  const farm = await views.one(farmId, manager);
  if (!farm || !(await scope.view(actor, farm.farmerId, manager)).mayChange)
    throw new DomainError(FarmersErrors.FARM_NOT_FOUND);
  return farm;
}

@CommandHandler(MapFarmCommand)
export class MapFarmHandler implements ICommandHandler<MapFarmCommand, MappedFarm> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly scope: FarmerScope,
    private readonly views: FarmViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, farmerId, details, farmId: given }: MapFarmCommand): Promise<MappedFarm> {
    const farmId = given?.toLowerCase() ?? timeOrderedUuid();
    return this.dataSource.transaction(async (manager) => {
      await this.scope.require(actor, farmerId, 'CHANGE', manager);
      const events = await FarmStream.execute(
        this.store,
        farmId,
        (state) => decideMap(state, { farmId, farmerId, mappedBy: actor.id, details, now: this.clock.nowIso() }),
        manager,
        { retries: 1 },
      );
      const farm = await this.views.one(farmId, manager);
      if (!farm) throw new DomainError(FarmersErrors.FARM_ALREADY_EXISTS);
      return { farm, created: events.length > 0 };
    });
  }
}

@CommandHandler(EditFarmCommand)
export class EditFarmHandler implements ICommandHandler<EditFarmCommand, FarmView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly scope: FarmerScope,
    private readonly views: FarmViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, farmId, details }: EditFarmCommand): Promise<FarmView> {
    return this.dataSource.transaction(async (manager) => {
      await farmToChange(this.views, this.scope, actor, farmId, manager);
      await FarmStream.execute(
        this.store,
        farmId,
        (state) => decideEdit(state, { farmId, details, now: this.clock.nowIso() }),
        manager,
      );
      return (await this.views.one(farmId, manager))!;
    });
  }
}

@CommandHandler(RemoveFarmCommand)
export class RemoveFarmHandler implements ICommandHandler<RemoveFarmCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly scope: FarmerScope,
    private readonly views: FarmViews,
    private readonly records: RemovePlantingRecordsOfFarm,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, farmId }: RemoveFarmCommand): Promise<{ id: string }> {
    return this.dataSource.transaction(async (manager) => {
      await farmToChange(this.views, this.scope, actor, farmId, manager);
      const now = this.clock.nowIso();
      await this.records.removeAll(farmId, now, manager);
      await FarmStream.execute(this.store, farmId, (state) => decideRemove(state, { farmId, now }), manager);
      return { id: farmId };
    });
  }
}
