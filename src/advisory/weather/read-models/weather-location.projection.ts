import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../../accounts';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import {
  WeatherLocationDeleted,
  WeatherLocationEvents,
  WeatherLocationSaved,
  WeatherPlace,
} from '../domain/weather-location';

/** The saved locations (weather_locations), kept from the location streams; a deleted account's locations go with it. */
@Injectable()
@Projection()
export class WeatherLocationProjection implements InlineProjection {
  readonly name = 'weather-locations';
  readonly tables = ['weather_locations'];
  readonly handles = [...Object.values(WeatherLocationEvents), UserEvents.deleted];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (WeatherLocationSaved.is(event)) {
      const data = WeatherLocationSaved.dataOf(event);
      // Once the owner's key is destroyed the place reads as nothing, and the location is not kept.
      const place = await this.vault.open<WeatherPlace>(data.place, manager);
      if (!place) return;
      await manager.query(
        `INSERT INTO weather_locations (id, owner_id, name, latitude, longitude, address, lga, state, country, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          data.locationId,
          data.ownerId,
          place.name,
          place.latitude,
          place.longitude,
          place.address,
          place.lga,
          place.state,
          place.country,
          new Date(data.at),
        ],
      );
      return;
    }
    if (WeatherLocationDeleted.is(event)) {
      await manager.query(`DELETE FROM weather_locations WHERE id = $1`, [
        WeatherLocationDeleted.dataOf(event).locationId,
      ]);
      return;
    }
    if (event.type === UserEvents.deleted) {
      await manager.query(`DELETE FROM weather_locations WHERE owner_id = $1`, [UserDeleted.dataOf(event).userId]);
    }
  }
}
