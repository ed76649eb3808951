import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { timeOrderedUuid } from '../../../kernel/ids/time-ordered-uuid';
import { FarmersErrors } from '../../farmers.errors';
import { FarmViews } from '../../farms/queries/farm.views';
import { FarmerScope } from '../../registry/queries/farmer-scope';
import {
  buildContent,
  decideCreate,
  decideDelete,
  decideRemoveItem,
  decideSave,
  itemIdsOf,
  PlantingRecordStream,
  RecordInput,
  Section,
} from '../domain/planting-record';
import { PlantingRecordView, PlantingRecordViews } from '../queries/planting-record.views';
import { RecordTypes } from '../queries/record-types';

/** Creates a planting record on a farm of a farmer the caller may change; the same request again answers it, `created` false. */
export class CreatePlantingRecordCommand extends Command<CreatedPlantingRecord> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
    readonly farmId: string,
    readonly input: RecordInput,
    /** The client's id for the record (offline capture); one is made when absent. */
    readonly recordId?: string,
  ) {
    super();
  }
}

/** Replaces a record's content (items keep their ids when sent with them; items left out are removed). */
export class SavePlantingRecordCommand extends Command<PlantingRecordView> {
  constructor(
    readonly actor: Actor,
    readonly recordId: string,
    readonly input: RecordInput,
  ) {
    super();
  }
}

/** Removes one item (a fertilizer, a manure, a seed or a crop-protection product) from its record. */
export class RemovePlantingRecordItemCommand extends Command<{ id: string; recordId: string }> {
  constructor(
    readonly actor: Actor,
    readonly section: Section,
    readonly itemId: string,
  ) {
    super();
  }
}

export class DeletePlantingRecordCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly recordId: string,
  ) {
    super();
  }
}

export interface CreatedPlantingRecord {
  record: PlantingRecordView;
  created: boolean;
}

/** The record's owner when the caller may change its farmer; PLANTING_RECORD_NOT_FOUND otherwise (as for no record). */
async function recordToChange(
  views: PlantingRecordViews,
  scope: FarmerScope,
  actor: Actor,
  recordId: string,
  manager: EntityManager,
) {
  const owner = await views.owner(recordId, manager);
  if (!owner || !(await scope.view(actor, owner.farmerId, manager)).mayChange)
    throw new DomainError(FarmersErrors.PLANTING_RECORD_NOT_FOUND);
  return owner;
}

@CommandHandler(CreatePlantingRecordCommand)
export class CreatePlantingRecordHandler implements ICommandHandler<
  CreatePlantingRecordCommand,
  CreatedPlantingRecord
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly scope: FarmerScope,
    private readonly farms: FarmViews,
    private readonly views: PlantingRecordViews,
    private readonly types: RecordTypes,
    private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    farmerId,
    farmId,
    input,
    recordId: given,
  }: CreatePlantingRecordCommand): Promise<CreatedPlantingRecord> {
    const recordId = given?.toLowerCase() ?? timeOrderedUuid();
    const now = this.clock.nowIso();
    const content = buildContent(input, await this.types.catalogue(), { now, newId: () => timeOrderedUuid() });
    return this.dataSource.transaction(async (manager) => {
      await this.scope.require(actor, farmerId, 'CHANGE', manager);
      const farm = await this.farms.one(farmId, manager);
      if (!farm || farm.farmerId !== farmerId) throw new DomainError(FarmersErrors.FARM_NONE_FOR_FARMER);
      const events = await PlantingRecordStream.execute(
        this.store,
        recordId,
        (state) => decideCreate(state, { recordId, farmId, farmerId, createdBy: actor.id, content, now }),
        manager,
        { retries: 1 },
      );
      const record = await this.views.one(recordId, manager);
      if (!record) throw new DomainError(FarmersErrors.PLANTING_RECORD_ALREADY_EXISTS);
      return { record, created: events.length > 0 };
    });
  }
}

@CommandHandler(SavePlantingRecordCommand)
export class SavePlantingRecordHandler implements ICommandHandler<SavePlantingRecordCommand, PlantingRecordView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly scope: FarmerScope,
    private readonly views: PlantingRecordViews,
    private readonly types: RecordTypes,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, recordId, input }: SavePlantingRecordCommand): Promise<PlantingRecordView> {
    const catalogue = await this.types.catalogue();
    const now = this.clock.nowIso();
    return this.dataSource.transaction(async (manager) => {
      await recordToChange(this.views, this.scope, actor, recordId, manager);
      await PlantingRecordStream.execute(
        this.store,
        recordId,
        (state) =>
          decideSave(state, {
            recordId,
            content: buildContent(input, catalogue, {
              now,
              newId: () => timeOrderedUuid(),
              existing: itemIdsOf(state),
            }),
            now,
          }),
        manager,
      );
      return (await this.views.one(recordId, manager))!;
    });
  }
}

@CommandHandler(RemovePlantingRecordItemCommand)
export class RemovePlantingRecordItemHandler implements ICommandHandler<
  RemovePlantingRecordItemCommand,
  { id: string; recordId: string }
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly scope: FarmerScope,
    private readonly views: PlantingRecordViews,
    private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    section,
    itemId,
  }: RemovePlantingRecordItemCommand): Promise<{ id: string; recordId: string }> {
    return this.dataSource.transaction(async (manager) => {
      const item = await this.views.item(itemId, manager);
      if (!item || item.section !== section || !(await this.scope.view(actor, item.farmerId, manager)).mayChange)
        throw new DomainError(FarmersErrors.PLANTING_RECORD_ITEM_NOT_FOUND);
      await PlantingRecordStream.execute(
        this.store,
        item.recordId,
        (state) => decideRemoveItem(state, { recordId: item.recordId, section, itemId, now: this.clock.nowIso() }),
        manager,
      );
      return { id: itemId, recordId: item.recordId };
    });
  }
}

@CommandHandler(DeletePlantingRecordCommand)
export class DeletePlantingRecordHandler implements ICommandHandler<DeletePlantingRecordCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly scope: FarmerScope,
    private readonly views: PlantingRecordViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, recordId }: DeletePlantingRecordCommand): Promise<{ id: string }> {
    return this.dataSource.transaction(async (manager) => {
      await recordToChange(this.views, this.scope, actor, recordId, manager);
      await PlantingRecordStream.execute(
        this.store,
        recordId,
        (state) => decideDelete(state, { recordId, now: this.clock.nowIso() }),
        manager,
      );
      return { id: recordId };
    });
  }
}

/** Deletes every planting record of a farm, in the transaction that removes the farm. */
@Injectable()
export class RemovePlantingRecordsOfFarm {
  constructor(
    private readonly store: EventStore,
    private readonly views: PlantingRecordViews,
  ) {}

  async removeAll(farmId: string, now: string, manager: EntityManager): Promise<void> {
    for (const recordId of await this.views.idsOfFarm(farmId, manager)) {
      await PlantingRecordStream.execute(
        this.store,
        recordId,
        (state) => decideDelete(state, { recordId, now }),
        manager,
      );
    }
  }
}
