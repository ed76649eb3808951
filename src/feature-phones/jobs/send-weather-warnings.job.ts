import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { DailyWeather } from '../../advisory';
import { ForecastAtQuery } from '../../advisory';
import { GeographyQueries } from '../../geography';
import { translate } from '../../kernel/i18n/translator';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { SmsOutbox } from '../commands/sms-outbox';
import { heavyRainDays } from '../domain/heavy-rain';
import { SendWeatherWarnings } from './feature-phones.jobs';

/** Today and the next 2 days: what a farmer can still act on (delay a top dressing, clear drains). */
const DAYS_AHEAD = 3;

/**
 * Each morning, for every area with numbers subscribed to weather warnings: its forecast (one call per area, through
 * the weather cache), and an SMS naming the days of heavy rain to each number, once per number and day warned of (the
 * dedupe key), so a retried run sends nothing twice. An area whose forecast cannot be had is skipped and logged.
 */
@Injectable()
@HandlesJob(SendWeatherWarnings)
export class SendWeatherWarningsJob implements JobHandler<Record<string, never>> {
  private readonly logger = new Logger('WeatherWarnings');

  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
    private readonly geography: GeographyQueries,
    private readonly outbox: SmsOutbox,
  ) {}

  async handle(): Promise<void> {
    const subscribers: { country_id: number; phone: string; language: 'en' | 'fr'; city_id: number }[] =
      await this.dataSource.query(
        `SELECT country_id, phone, language, city_id FROM sms_subscriptions WHERE weather_warnings AND opted_out_at IS NULL AND city_id IS NOT NULL ORDER BY city_id`,
      );
    const byCity = new Map<number, typeof subscribers>();
    for (const s of subscribers) byCity.set(s.city_id, [...(byCity.get(s.city_id) ?? []), s]);
    for (const [cityId, numbers] of byCity) {
      const city = await this.geography.findCity(cityId);
      if (!city) continue;
      let days: DailyWeather[];
      try {
        const forecast: { today: DailyWeather | null; upcomingDays: DailyWeather[] } = await this.queries.execute(
          new ForecastAtQuery({ latitude: city.latitude, longitude: city.longitude }),
        );
        days = [...(forecast.today ? [forecast.today] : []), ...forecast.upcomingDays].slice(0, DAYS_AHEAD);
      } catch (error) {
        this.logger.warn(`No forecast for ${city.name} (${cityId}): ${(error as Error).message}`);
        continue;
      }
      const heavy = heavyRainDays(days);
      if (heavy.length === 0) continue;
      const dates = heavy.map((d) => `${d.date.slice(8, 10)}/${d.date.slice(5, 7)}`).join(', ');
      for (const number of numbers) {
        await this.outbox.queue({
          dedupeKey: `weather-warning:${number.phone}:${heavy.map((d) => d.date).join(',')}`,
          countryId: number.country_id,
          phone: number.phone,
          kind: 'WEATHER_WARNING',
          text: translate('SMS_HEAVY_RAIN', number.language, { place: city.name, dates }),
        });
      }
    }
  }
}
