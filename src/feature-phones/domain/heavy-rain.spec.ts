import type { DailyWeather } from '../../advisory';
import { heavyRainDays } from './heavy-rain';

const day = (date: string, weatherCode: number | null): DailyWeather =>
  ({
    date,
    weatherCode,
    temperatureMax: null,
    temperatureMin: null,
    precipitationSum: null,
    precipitationProbabilityMax: null,
    windSpeedMax: null,
    et0: null,
    sunrise: null,
    sunset: null,
  }) as DailyWeather;

describe('heavy rain', () => {
  it('is a day whose WMO code is heavy rain, violent showers or a thunderstorm', () => {
    const days = [
      day('2026-11-29', 3),
      day('2026-11-30', 65),
      day('2026-12-01', 63),
      day('2026-12-02', 82),
      day('2026-12-03', 95),
      day('2026-12-04', null),
    ];
    expect(heavyRainDays(days).map((d) => d.date)).toEqual(['2026-11-30', '2026-12-02', '2026-12-03']);
  });
});
