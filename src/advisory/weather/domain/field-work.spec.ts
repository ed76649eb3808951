import { DailyWeather, HourlyWeather } from '../queries/weather-provider';
import { fieldWork } from './field-work';

// Test constants, not weather: hours shaped to cross each rule once.
const day = (date: string, extra: Partial<DailyWeather> = {}): DailyWeather => ({
  date,
  weatherCode: 1,
  temperatureMax: 30,
  temperatureMin: 20,
  precipitationSum: 0,
  precipitationProbabilityMax: 5,
  windSpeedMax: 20,
  et0: 4.2,
  sunrise: `${date}T06:00`,
  sunset: `${date}T18:30`,
  ...extra,
});

/** 24 hourly values of a day, labelled 01:00 to 24:00 (the next day's 00:00), each shaped by `at(hour)`. */
function hoursOf(date: string, at: (hour: number) => Partial<HourlyWeather> = () => ({})): HourlyWeather[] {
  return Array.from({ length: 24 }, (_, i) => {
    const end = new Date(`${date}T00:00:00Z`).getTime() + (i + 1) * 3600_000;
    return {
      time: new Date(end).toISOString().slice(0, 16),
      temperature: 24,
      humidity: 60,
      dewPoint: 15,
      precipitationProbability: 0,
      precipitation: 0,
      windSpeed: 8,
      weatherCode: 1,
      et0: 0.2,
      ...at(i + 1),
    };
  });
}

describe('field work from a forecast', () => {
  it('finds spray windows between one hour after sunrise and two hours before sunset, split by an unsuitable hour', () => {
    // Daylight for spraying: 07:00 to 16:30; the hour 11:00-12:00 is too windy; rain falls 17:00-18:00.
    const hourly = hoursOf('2026-06-01', (h) =>
      h === 12 ? { windSpeed: 20 } : h === 18 ? { precipitation: 0.5 } : {},
    );
    const [today] = fieldWork([day('2026-06-01')], hourly).days;
    expect(today.sprayWindows).toEqual([
      {
        from: '2026-06-01T07:00',
        to: '2026-06-01T11:00',
        hours: 4,
        maxWindSpeed: 8,
        maxTemperature: 24,
        dryHoursAfter: 6,
      },
      {
        from: '2026-06-01T12:00',
        to: '2026-06-01T16:00',
        hours: 4,
        maxWindSpeed: 8,
        maxTemperature: 24,
        dryHoursAfter: 1,
      },
    ]);
    expect(today.noSprayReason).toBeNull();
  });

  it('gives no window on a rainy, a calm or a hot and dry day, and says which condition ruled out most hours', () => {
    const dates = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04'];
    const hourly = [
      ...hoursOf(dates[0], () => ({ precipitation: 1.2 })),
      ...hoursOf(dates[1], () => ({ windSpeed: 1 })),
      ...hoursOf(dates[2], () => ({ temperature: 31, humidity: 30 })),
      // Hot but humid enough, and warm but dry enough: both suit.
      ...hoursOf(dates[3], (h) => (h < 12 ? { temperature: 31, humidity: 45 } : { temperature: 25, humidity: 20 })),
    ].slice(0, 95);
    const work = fieldWork(
      dates.map((d) => day(d)),
      hourly,
    );
    expect(work.days.map((d) => d.noSprayReason)).toEqual(['RAIN', 'WIND', 'HOT_DRY', null]);
    expect(work.days[3].sprayWindows).toHaveLength(1);
    expect(work.days[3].sprayWindows[0]).toMatchObject({
      from: '2026-06-04T07:00',
      to: '2026-06-04T16:00',
      hours: 9,
      maxTemperature: 31,
    });
  });

  it('never counts a missing value as suitable, and says when the forecast has no daylight hour of the day', () => {
    const hourly = hoursOf('2026-06-01', () => ({ windSpeed: null }));
    const work = fieldWork([day('2026-06-01'), day('2026-06-02')], hourly);
    expect(work.days[0]).toMatchObject({ sprayWindows: [], noSprayReason: 'WIND' });
    expect(work.days[1]).toMatchObject({ sprayWindows: [], noSprayReason: 'DARK' });
  });

  it('adds up the rain expected and the crop water demand (ET0) of the days', () => {
    const work = fieldWork(
      [
        day('2026-06-01', { precipitationSum: 12.4, et0: 3.1 }),
        day('2026-06-02', { precipitationSum: 0.6, et0: null }),
        day('2026-06-03', { precipitationSum: null, et0: 4.05 }),
      ],
      [],
    );
    expect(work.rainExpectedMm).toBe(13);
    expect(work.et0TotalMm).toBe(7.2);
    expect(work.days[0]).toMatchObject({ rainExpectedMm: 12.4, rainChance: 5, et0: 3.1 });
  });
});
