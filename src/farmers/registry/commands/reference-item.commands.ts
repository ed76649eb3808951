import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { CountryDirectory } from '../../../geography';
import { Clock } from '../../../kernel/clock/clock';
import { DomainError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { FarmersErrors } from '../../farmers.errors';
import {
  decideAddItem,
  decideRenameItem,
  decideSetItemStatus,
  ReferenceItemStream,
  ReferenceList,
} from '../domain/reference-item';
import { ReferenceItemView, ReferenceItemViews } from '../queries/reference-item.queries';

/** Adds an entry to a country's list (projects, aggregation partners, farmer companies). */
export class AddReferenceItemCommand extends Command<ReferenceItemView> {
  constructor(
    readonly list: ReferenceList,
    readonly countryId: number,
    readonly name: string,
  ) {
    super();
  }
}

export class RenameReferenceItemCommand extends Command<ReferenceItemView> {
  constructor(
    readonly list: ReferenceList,
    readonly itemId: number,
    readonly name: string,
  ) {
    super();
  }
}

/** Deactivates (no longer offered) or reactivates an entry. */
export class SetReferenceItemStatusCommand extends Command<ReferenceItemView> {
  constructor(
    readonly list: ReferenceList,
    readonly itemId: number,
    readonly active: boolean,
  ) {
    super();
  }
}

const nameTaken = () =>
  new DomainError(FarmersErrors.FARMER_REFERENCE_NAME_TAKEN, {}, [
    { field: 'name', message: 'FARMER_REFERENCE_NAME_TAKEN' },
  ]);

async function nameFree(
  manager: EntityManager,
  list: ReferenceList,
  countryId: number,
  name: string,
  exceptId: number,
): Promise<void> {
  const [taken] = await manager.query<unknown[]>(
    `SELECT 1 FROM farmer_reference_items WHERE list = $1 AND country_id = $2 AND lower(name) = lower($3) AND id <> $4`,
    [list, countryId, name, exceptId],
  );
  if (taken) throw nameTaken();
}

/** One transaction; a name a concurrent writer took first answers 409. */
async function write<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await dataSource.transaction(work);
  } catch (error) {
    if ((error as { constraint?: string }).constraint === 'farmer_reference_items_name') throw nameTaken();
    throw error;
  }
}

/** The entry of `list`, locked for the change; FARMER_REFERENCE_NOT_FOUND when that list has no such entry. */
async function itemOf(manager: EntityManager, list: ReferenceList, itemId: number): Promise<{ countryId: number }> {
  const [row] = await manager.query<{ countryId: number }[]>(
    `SELECT country_id AS "countryId" FROM farmer_reference_items WHERE id = $1 AND list = $2 FOR UPDATE`,
    [itemId, list],
  );
  if (!row) throw new DomainError(FarmersErrors.FARMER_REFERENCE_NOT_FOUND);
  return row;
}

@CommandHandler(AddReferenceItemCommand)
export class AddReferenceItemHandler implements ICommandHandler<AddReferenceItemCommand, ReferenceItemView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly countries: CountryDirectory,
    private readonly views: ReferenceItemViews,
    private readonly clock: Clock,
  ) {}

  async execute({ list, countryId, name }: AddReferenceItemCommand): Promise<ReferenceItemView> {
    if (!(await this.countries.ready()).byId(countryId))
      throw new DomainError(FarmersErrors.FARMER_COUNTRY_UNKNOWN, {}, [
        { field: 'countryId', message: 'FARMER_COUNTRY_UNKNOWN' },
      ]);
    return write(this.dataSource, async (manager) => {
      await nameFree(manager, list, countryId, name, 0);
      const [{ id }] = await manager.query<{ id: number }[]>(
        `SELECT nextval('farmer_reference_items_id_seq')::int AS id`,
      );
      await ReferenceItemStream.execute(
        this.store,
        id,
        (state) => decideAddItem(state, { itemId: id, list, countryId, name, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(list, id, manager);
    });
  }
}

@CommandHandler(RenameReferenceItemCommand)
export class RenameReferenceItemHandler implements ICommandHandler<RenameReferenceItemCommand, ReferenceItemView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: ReferenceItemViews,
    private readonly clock: Clock,
  ) {}

  execute({ list, itemId, name }: RenameReferenceItemCommand): Promise<ReferenceItemView> {
    return write(this.dataSource, async (manager) => {
      const item = await itemOf(manager, list, itemId);
      await nameFree(manager, list, item.countryId, name, itemId);
      await ReferenceItemStream.execute(
        this.store,
        itemId,
        (state) => decideRenameItem(state, { itemId, name, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(list, itemId, manager);
    });
  }
}

@CommandHandler(SetReferenceItemStatusCommand)
export class SetReferenceItemStatusHandler implements ICommandHandler<
  SetReferenceItemStatusCommand,
  ReferenceItemView
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: ReferenceItemViews,
    private readonly clock: Clock,
  ) {}

  execute({ list, itemId, active }: SetReferenceItemStatusCommand): Promise<ReferenceItemView> {
    return write(this.dataSource, async (manager) => {
      await itemOf(manager, list, itemId);
      await ReferenceItemStream.execute(
        this.store,
        itemId,
        (state) => decideSetItemStatus(state, { itemId, active, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(list, itemId, manager);
    });
  }
}
