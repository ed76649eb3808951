import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { Clock } from '../../../kernel/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import { REDIS } from '../../../kernel/messaging/redis.provider';
import {
  Coordinates,
  FoundPlace,
  ProviderForecast,
  RainfallOutlook,
  WEATHER_PROVIDER,
  WeatherProvider,
} from './weather-provider';

/**
 * The weather provider behind a Redis cache: one answer per rounded location and hour, shared by every process. The
 * forecast is asked at two decimals (about 1 km, finer than the service's grid); the outlooks, on a 36 km grid, at
 * one. The point is rounded before the call, so every caller of a cell and hour gets the same answer and one call
 * serves them all. A failed call is not kept: the next request tries again.
 */
const ONE_HOUR_SECONDS = 3600;

export const roundTo = (value: number, decimals: number): number => Number(value.toFixed(decimals));

@Injectable()
export class WeatherCache {
  private readonly prefix: string;

  constructor(
    @Inject(WEATHER_PROVIDER) private readonly provider: WeatherProvider,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.prefix = `${config.queuePrefix}:weather`;
  }

  forecast(at: Coordinates): Promise<ProviderForecast> {
    const cell = { latitude: roundTo(at.latitude, 2), longitude: roundTo(at.longitude, 2) };
    return this.cached(`forecast:${cell.latitude}:${cell.longitude}`, () => this.provider.forecast(cell));
  }

  rainfallOutlook(at: Coordinates): Promise<RainfallOutlook> {
    const cell = { latitude: roundTo(at.latitude, 1), longitude: roundTo(at.longitude, 1) };
    return this.cached(`outlook:${cell.latitude}:${cell.longitude}`, () => this.provider.rainfallOutlook(cell));
  }

  places(name: string, language: string): Promise<FoundPlace[]> {
    return this.cached(`places:${language}:${encodeURIComponent(name.toLowerCase())}`, () =>
      this.provider.places(name, language),
    );
  }

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hour = this.clock.nowIso().slice(0, 13);
    const full = `${this.prefix}:${key}:${hour}`;
    const kept = await this.redis.get(full);
    if (kept !== null) return JSON.parse(kept) as T;
    const fresh = await load();
    await this.redis.set(full, JSON.stringify(fresh), 'EX', ONE_HOUR_SECONDS + 60);
    return fresh;
  }
}
