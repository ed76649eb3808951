import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { decideDelete, decideSave, WeatherLocationStream, WeatherPlace } from '../domain/weather-location';
import { WeatherLocationView, WeatherLocationViews } from '../queries/weather-location.views';
import { AdvisoryErrors } from '../../advisory.errors';

/** The most locations one user keeps: a farmer's farms, an agent's many more. */
export const MAX_LOCATIONS = 200;

/** Saves a farm location of the caller (their own list; nobody else sees it). */
export class SaveWeatherLocationCommand extends Command<WeatherLocationView> {
  constructor(
    readonly actor: Actor,
    readonly place: WeatherPlace,
  ) {
    super();
  }
}

/** Deletes one of the caller's saved locations; another user's answers 404. */
export class DeleteWeatherLocationCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly locationId: string,
  ) {
    super();
  }
}

@CommandHandler(SaveWeatherLocationCommand)
export class SaveWeatherLocationHandler implements ICommandHandler<SaveWeatherLocationCommand, WeatherLocationView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly views: WeatherLocationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, place }: SaveWeatherLocationCommand): Promise<WeatherLocationView> {
    const locationId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      // Serialises one user's saves, so the limit holds under concurrent requests.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('weather-locations'), hashtext($1))`, [actor.id]);
      if ((await this.views.count(actor.id, manager)) >= MAX_LOCATIONS)
        throw new DomainError(AdvisoryErrors.WEATHER_LOCATIONS_LIMIT, { max: MAX_LOCATIONS });
      const sealed = await this.vault.seal(actor.id, place, manager);
      await WeatherLocationStream.execute(
        this.store,
        locationId,
        (state) => decideSave(state, { locationId, ownerId: actor.id, place: sealed, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(locationId, actor.id, manager);
    });
  }
}

@CommandHandler(DeleteWeatherLocationCommand)
export class DeleteWeatherLocationHandler implements ICommandHandler<DeleteWeatherLocationCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, locationId }: DeleteWeatherLocationCommand): Promise<{ id: string }> {
    await this.dataSource.transaction((manager) =>
      WeatherLocationStream.execute(
        this.store,
        locationId,
        (state) => decideDelete(state, { locationId, ownerId: actor.id, now: this.clock.nowIso() }),
        manager,
      ),
    );
    return { id: locationId };
  }
}
