import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { DailyWeather } from '../../advisory';
import { ForecastAtQuery } from '../../advisory';
import { GeographyQueries } from '../../geography';
import { translate } from '../../kernel/i18n/translator';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { SmsOutbox } from '../commands/sms-outbox';
import { AreaRecall, drySpellIn, isWetDay, warnsOfDrySpell } from '../domain/dry-spell';
import { heavyRainDays } from '../domain/heavy-rain';
import { SendWeatherWarnings } from './feature-phones.jobs';

/** Today and the next 2 days: what a farmer can still act on (delay a top dressing, clear drains). */
const HEAVY_RAIN_DAYS_AHEAD = 3;

interface Subscriber {
  country_id: number;
  phone: string;
  language: 'en' | 'fr';
  city_id: number;
}

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * Each morning, for every area with numbers subscribed to weather warnings: its forecast (one call per area, through
 * the weather cache), and an SMS to each number naming the days of heavy rain (once per number and days warned of),
 * and one naming a dry spell that interrupts rain (once per number and spell start): the dedupe keys, so a retried run
 * sends nothing twice. What the dry-spell rule needs of earlier runs (the latest wet day, the latest warning) is kept
 * per area in weather_warning_areas, written after the area's SMS are queued. An area whose forecast cannot be had is
 * skipped and logged.
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
    const subscribers: Subscriber[] = await this.dataSource.query(
      `SELECT country_id, phone, language, city_id FROM sms_subscriptions
       WHERE weather_warnings AND opted_out_at IS NULL AND city_id IS NOT NULL ORDER BY city_id`,
    );
    const byCity = new Map<number, Subscriber[]>();
    for (const s of subscribers) byCity.set(s.city_id, [...(byCity.get(s.city_id) ?? []), s]);
    for (const [cityId, numbers] of byCity) {
      const city = await this.geography.findCity(cityId);
      if (!city) continue;
      let forecast: { today: DailyWeather | null; upcomingDays: DailyWeather[] };
      try {
        forecast = await this.queries.execute(
          new ForecastAtQuery({ latitude: city.latitude, longitude: city.longitude }),
        );
      } catch (error) {
        this.logger.warn(`No forecast for ${city.name} (${cityId}): ${(error as Error).message}`);
        continue;
      }
      const days = [...(forecast.today ? [forecast.today] : []), ...forecast.upcomingDays];
      await this.warnOfHeavyRain(city.name, numbers, days.slice(0, HEAVY_RAIN_DAYS_AHEAD));
      // The forecast's own today, not the wall clock: the day its figures are about.
      if (forecast.today) await this.warnOfDrySpell(cityId, city.name, numbers, forecast.today, days);
    }
  }

  private async warnOfHeavyRain(place: string, numbers: Subscriber[], days: DailyWeather[]): Promise<void> {
    const heavy = heavyRainDays(days);
    if (heavy.length === 0) return;
    const dates = heavy.map((d) => dayMonth(d.date)).join(', ');
    for (const number of numbers) {
      await this.outbox.queue({
        dedupeKey: `weather-warning:${number.phone}:${heavy.map((d) => d.date).join(',')}`,
        countryId: number.country_id,
        phone: number.phone,
        kind: 'WEATHER_WARNING',
        text: translate('SMS_HEAVY_RAIN', number.language, { place, dates }),
      });
    }
  }

  private async warnOfDrySpell(
    cityId: number,
    place: string,
    numbers: Subscriber[],
    today: DailyWeather,
    days: DailyWeather[],
  ): Promise<void> {
    const spell = drySpellIn(days);
    const warns = warnsOfDrySpell(spell, await this.recall(cityId), today.date);
    if (spell && warns) {
      const dates = { from: dayMonth(spell.from), to: dayMonth(spell.to) };
      for (const number of numbers) {
        await this.outbox.queue({
          dedupeKey: `dry-spell:${number.phone}:${spell.from}`,
          countryId: number.country_id,
          phone: number.phone,
          kind: 'WEATHER_WARNING',
          text: translate('SMS_DRY_SPELL', number.language, { place, ...dates }),
        });
      }
    }
    // Only ever forward: a run that reads an older forecast (a retry) takes back neither date.
    await this.dataSource.query(
      `INSERT INTO weather_warning_areas (city_id, last_wet_on, dry_spell_warned_on) VALUES ($1, $2::date, $3::date)
       ON CONFLICT (city_id) DO UPDATE SET
         last_wet_on = GREATEST(weather_warning_areas.last_wet_on, EXCLUDED.last_wet_on),
         dry_spell_warned_on = GREATEST(weather_warning_areas.dry_spell_warned_on, EXCLUDED.dry_spell_warned_on),
         updated_at = now()`,
      [cityId, isWetDay(today) ? today.date : null, warns ? today.date : null],
    );
  }

  private async recall(cityId: number): Promise<AreaRecall | null> {
    const rows: { last_wet_on: string | null; dry_spell_warned_on: string | null }[] = await this.dataSource.query(
      `SELECT last_wet_on::text, dry_spell_warned_on::text FROM weather_warning_areas WHERE city_id = $1`,
      [cityId],
    );
    return rows[0] ? { lastWetOn: rows[0].last_wet_on, drySpellWarnedOn: rows[0].dry_spell_warned_on } : null;
  }
}
