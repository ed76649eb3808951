import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { GeographyQueries } from '../../../geography';
import { Clock } from '../../../kernel/clock/clock';
import { DomainError, ValidationFailedError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { AdvisoryErrors } from '../../advisory.errors';
import { decideEditHub, decideOpenHub, decideSetHubStatus, HubDetails, HubStream } from '../domain/hub';
import { HubView, HubViews } from '../queries/hub.queries';

export interface HubInput {
  name: string;
  stateId: number;
  cityId?: number | null;
  address: string;
  phone?: string | null;
  latitude: number;
  longitude: number;
}

export class OpenHubCommand extends Command<HubView> {
  constructor(readonly input: HubInput) {
    super();
  }
}

export class EditHubCommand extends Command<HubView> {
  constructor(
    readonly hubId: number,
    readonly input: HubInput,
  ) {
    super();
  }
}

/** Closes (farmers no longer see it) or reopens a hub. */
export class SetHubStatusCommand extends Command<HubView> {
  constructor(
    readonly hubId: number,
    readonly open: boolean,
  ) {
    super();
  }
}

const nameTaken = () =>
  new DomainError(AdvisoryErrors.HUB_NAME_TAKEN, {}, [{ field: 'name', message: 'HUB_NAME_TAKEN' }]);

/** The state (and local area) checked; the country is the state's. */
async function detailsOf(geography: GeographyQueries, input: HubInput): Promise<HubDetails> {
  const state = await geography.findState(input.stateId);
  const errors: { field: string; message: string }[] = [];
  if (!state) errors.push({ field: 'stateId', message: 'ADVISORY_STATE_INVALID' });
  if (input.cityId && (!state || !(await geography.cityBelongsTo(input.cityId, state.id, state.countryId))))
    errors.push({ field: 'cityId', message: 'ADVISORY_CITY_INVALID' });
  if (errors.length) throw new ValidationFailedError(errors);
  return {
    countryId: state!.countryId,
    stateId: state!.id,
    cityId: input.cityId ?? null,
    name: input.name,
    address: input.address,
    phone: input.phone ?? null,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

async function nameFree(manager: EntityManager, countryId: number, name: string, exceptId: number): Promise<void> {
  const [taken] = await manager.query<unknown[]>(
    `SELECT 1 FROM farm_fortune_hubs WHERE country_id = $1 AND lower(name) = lower($2) AND id <> $3`,
    [countryId, name, exceptId],
  );
  if (taken) throw nameTaken();
}

@CommandHandler(OpenHubCommand)
export class OpenHubHandler implements ICommandHandler<OpenHubCommand, HubView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly geography: GeographyQueries,
    private readonly views: HubViews,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: OpenHubCommand): Promise<HubView> {
    const details = await detailsOf(this.geography, input);
    return this.dataSource.transaction(async (manager) => {
      // One writer per country's names at a time, so two hubs of the same name cannot both pass the check.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('farm-fortune-hub-names'), $1)`, [details.countryId]);
      await nameFree(manager, details.countryId, details.name, 0);
      const [{ id }] = await manager.query<{ id: number }[]>(`SELECT nextval('farm_fortune_hubs_id_seq')::int AS id`);
      await HubStream.execute(
        this.store,
        id,
        (state) => decideOpenHub(state, { ...details, hubId: id, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(id, manager);
    });
  }
}

@CommandHandler(EditHubCommand)
export class EditHubHandler implements ICommandHandler<EditHubCommand, HubView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly geography: GeographyQueries,
    private readonly views: HubViews,
    private readonly clock: Clock,
  ) {}

  async execute({ hubId, input }: EditHubCommand): Promise<HubView> {
    await this.views.one(hubId);
    const details = await detailsOf(this.geography, input);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('farm-fortune-hub-names'), $1)`, [details.countryId]);
      await nameFree(manager, details.countryId, details.name, hubId);
      await HubStream.execute(
        this.store,
        hubId,
        (state) => decideEditHub(state, { ...details, hubId, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(hubId, manager);
    });
  }
}

@CommandHandler(SetHubStatusCommand)
export class SetHubStatusHandler implements ICommandHandler<SetHubStatusCommand, HubView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: HubViews,
    private readonly clock: Clock,
  ) {}

  async execute({ hubId, open }: SetHubStatusCommand): Promise<HubView> {
    await this.views.one(hubId);
    return this.dataSource.transaction(async (manager) => {
      await HubStream.execute(
        this.store,
        hubId,
        (state) => decideSetHubStatus(state, { hubId, open, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(hubId, manager);
    });
  }
}
