import { OpenMeteoReplay, ReplayMode, weatherEnv } from '../support/open-meteo-replay';
import { api, bearer, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/*
 * Weather end to end: saved locations per user, and forecasts through the Open-Meteo adapter against a local server
 * that replays recorded Open-Meteo replies (test/support/open-meteo/README.md says where each comes from).
 */

type Mode = ReplayMode;

const replay = new OpenMeteoReplay();
let t: TestApp;
let farmer: Person;
let agent: Person;

beforeAll(async () => {
  const base = await replay.start();
  t = await startTestApp({
    workers: false,
    smtp: false,
    env: { ...weatherEnv(base), WEATHER_TIMEOUT_MS: '500', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  farmer = await person(t, 'ROLE_FARMER');
  agent = await person(t, 'ROLE_EXTENSION_AGENT');
});
afterAll(async () => {
  await t.close();
  await replay.stop();
});
beforeEach(() => {
  replay.mode = 'replay';
  replay.forecastFile = 'forecast-brno.json';
});

const as = (who: Person) => ({
  get: (path: string) => t.http().get(api(path)).set(bearer(who.token)),
  post: (path: string, body?: object) => t.http().post(api(path)).set(bearer(who.token)).send(body),
  delete: (path: string) => t.http().delete(api(path)).set(bearer(who.token)),
});
const rows = async () => (await t.sql(`SELECT count(*)::int AS n FROM weather_locations`))[0].n;

const FARM = {
  name: 'Musa maize farm',
  latitude: 12.0022,
  longitude: 8.592,
  address: 'Dawakin Tofa road',
  lga: 'Dawakin Tofa',
  state: 'Kano',
  country: 'Nigeria',
};

describe('my locations', () => {
  it('saves, lists and deletes the caller’s own locations', async () => {
    const saved = await as(farmer).post('weather/my-locations', FARM).expect(201);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Location saved.',
      data: { ...FARM, id: expect.any(String) },
    });
    await as(farmer).post('weather/my-locations', { name: 'Second farm', latitude: 11.5, longitude: 8.1 }).expect(201);

    const list = await as(farmer).get('weather/my-locations').expect(200);
    expect(list.body).toMatchObject({ page: 0, size: 50, totalElements: 2, totalPages: 1 });
    expect(list.body.content.map((l: any) => l.name)).toEqual(['Musa maize farm', 'Second farm']);
    expect(list.body.content[1]).toMatchObject({ address: null, lga: null, state: null, country: null });

    const deleted = await as(farmer).delete(`weather/my-locations/${saved.body.data.id}`).expect(200);
    expect(deleted.body).toMatchObject({
      success: true,
      message: 'Location deleted.',
      data: { id: saved.body.data.id },
    });
    const after = await as(farmer).get('weather/my-locations').expect(200);
    expect(after.body.content.map((l: any) => l.name)).toEqual(['Second farm']);
    await as(farmer).delete(`weather/my-locations/${saved.body.data.id}`).expect(404);
  });

  it('refuses a location without a farm name or with a place off the globe, in the caller’s language, and keeps nothing', async () => {
    const before = await rows();
    const nameless = await as(farmer)
      .post('weather/my-locations', { ...FARM, name: '  ' })
      .expect(400);
    expect(nameless.body.errors).toEqual([{ field: 'name', message: 'Give the farm a name.' }]);
    const french = await t
      .http()
      .post(api('weather/my-locations'))
      .set(bearer(farmer.token))
      .set('Accept-Language', 'fr')
      .send({ latitude: 91, longitude: -200 })
      .expect(400);
    expect(french.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Donnez un nom à la ferme.' },
        { field: 'latitude', message: 'La latitude doit être un nombre de -90 à 90.' },
        { field: 'longitude', message: 'La longitude doit être un nombre de -180 à 180.' },
      ]),
    );
    await as(farmer)
      .post('weather/my-locations', { ...FARM, latitude: '12' })
      .expect(400);
    await as(farmer)
      .post('weather/my-locations', { ...FARM, address: 'x'.repeat(301) })
      .expect(400);
    expect(await rows()).toBe(before);
  });

  it('never shows nor deletes another user’s location (404), and asks for a sign-in', async () => {
    const mine = await as(agent)
      .post('weather/my-locations', { ...FARM, name: 'Agent demo plot' })
      .expect(201);
    const id = mine.body.data.id;
    const farmersList = await as(farmer).get('weather/my-locations').expect(200);
    expect(farmersList.body.content.map((l: any) => l.id)).not.toContain(id);
    const refused = await as(farmer).delete(`weather/my-locations/${id}`).expect(404);
    expect(refused.body).toMatchObject({ code: 'WEATHER_LOCATION_NOT_FOUND', message: 'No saved location found.' });
    await as(farmer).get(`weather/my-locations/${id}/forecast`).expect(404);
    expect((await as(agent).get('weather/my-locations').expect(200)).body.content.map((l: any) => l.id)).toContain(id);
    await t.http().get(api('weather/my-locations')).expect(401);
    await t.http().post(api('weather/my-locations')).send(FARM).expect(401);
  });
});

describe('forecasts from Open-Meteo', () => {
  it('maps the recorded reply: local times, today and the days after, hourly values and metric units', async () => {
    const calls = replay.count('/v1/forecast');
    const reply = await t.http().get(api('weather/forecast?latitude=49.1951&longitude=16.6068')).expect(200);
    expect(replay.count('/v1/forecast')).toBe(calls + 1);
    const asked = replay.calls[replay.calls.length - 1].query;
    // Rounded to the cached cell, metric, in the place's own time zone, today and six days.
    expect(Object.fromEntries(asked)).toMatchObject({
      latitude: '49.2',
      longitude: '16.61',
      timezone: 'auto',
      forecast_days: '7',
      temperature_unit: 'celsius',
      wind_speed_unit: 'kmh',
      precipitation_unit: 'mm',
    });
    expect(asked.get('hourly')!.split(',')).toEqual(
      expect.arrayContaining([
        'temperature_2m',
        'wind_speed_10m',
        'precipitation_probability',
        'relative_humidity_2m',
        'dew_point_2m',
      ]),
    );
    expect(asked.get('daily')!.split(',')).toContain('et0_fao_evapotranspiration');

    const body = reply.body;
    expect(body).toMatchObject({ latitude: 49.2, longitude: 16.599998, elevation: 231, timezone: 'Europe/Prague' });
    expect(body.units).toEqual({ temperature: '°C', windSpeed: 'km/h', precipitation: 'mm', evapotranspiration: 'mm' });
    // 1790859600 is 15:00 in Brno (UTC+2).
    expect(body.current).toEqual({
      time: '2026-10-01T15:00',
      temperature: 23.2,
      humidity: 27,
      weatherCode: 0,
      windSpeed: 20.3,
      precipitation: null,
    });
    expect(body.today).toMatchObject({
      date: '2026-10-01',
      weatherCode: 3,
      temperatureMax: 23.2,
      temperatureMin: 13.1,
      precipitationProbabilityMax: 0,
      sunrise: '2026-10-01T06:53',
      sunset: '2026-10-01T18:32',
    });
    expect(body.upcomingDays.map((d: any) => [d.date, d.temperatureMax, d.temperatureMin])).toEqual([
      ['2026-10-02', 23.0, 12.6],
      ['2026-10-03', 22.5, 9.6],
    ]);
    expect(body.hourly).toHaveLength(4);
    expect(body.hourly[0]).toEqual({
      time: '2026-10-01T00:00',
      temperature: 16.0,
      humidity: null,
      dewPoint: null,
      precipitationProbability: 0,
      precipitation: null,
      windSpeed: null,
      weatherCode: 3,
      et0: null,
    });
    expect(body.attribution).toEqual({ text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' });
  });

  it('reads an iso8601 reply and gives six upcoming days', async () => {
    replay.forecastFile = 'forecast-nyc-daily.json';
    const body = (await t.http().get(api('weather/forecast?latitude=40.75&longitude=-74.05')).expect(200)).body;
    expect(body.today).toMatchObject({
      date: '2024-11-20',
      weatherCode: 3,
      temperatureMax: 16.3,
      temperatureMin: 11.7,
    });
    expect(body.upcomingDays.map((d: any) => d.date)).toEqual([
      '2024-11-21',
      '2024-11-22',
      '2024-11-23',
      '2024-11-24',
      '2024-11-25',
      '2024-11-26',
    ]);
    expect(body.upcomingDays[1]).toMatchObject({ weatherCode: 85, temperatureMax: 4.4, temperatureMin: 1.8 });
    expect(body.current).toBeNull();
    expect(body.hourly).toEqual([]);
  });

  it('asks Open-Meteo once per rounded place and hour: the second call is served from the cache', async () => {
    const calls = replay.count('/v1/forecast');
    await t.http().get(api('weather/forecast?latitude=9.0801&longitude=7.4012')).expect(200);
    await t.http().get(api('weather/forecast?latitude=9.0801&longitude=7.4012')).expect(200);
    await t.http().get(api('weather/forecast?latitude=9.0849&longitude=7.3951')).expect(200); // same 0.01° cell
    expect(replay.count('/v1/forecast')).toBe(calls + 1);
    await t.http().get(api('weather/forecast?latitude=9.12&longitude=7.40')).expect(200);
    expect(replay.count('/v1/forecast')).toBe(calls + 2);
  });

  it('answers a saved farm’s forecast with spray windows, rain, ET0 and an advice line per day', async () => {
    const saved = await as(farmer)
      .post('weather/my-locations', { name: 'Brno trial plot', latitude: 49.1951, longitude: 16.6068 })
      .expect(201);
    const body = (await as(farmer).get(`weather/my-locations/${saved.body.data.id}/forecast`).expect(200)).body;
    expect(body.location).toMatchObject({ id: saved.body.data.id, name: 'Brno trial plot' });
    expect(body.forecast.today.date).toBe('2026-10-01');
    expect(body.fieldWork.days.map((d: any) => d.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    // The recording holds only the first four (night) hours: no window can be offered, and the line says why.
    expect(body.fieldWork.days[0]).toMatchObject({
      sprayWindows: [],
      noSprayReason: 'DARK',
      rainExpectedMm: null,
      et0: null,
      advice: 'No spray window: no daylight hours in the forecast.',
    });
    const french = await as(farmer)
      .get(`weather/my-locations/${saved.body.data.id}/forecast`)
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(french.body.fieldWork.days[0].advice).toBe(
      'Pas de créneau de pulvérisation : aucune heure de jour dans la prévision.',
    );
  });

  it('maps the rainfall outlook: the next 4 weeks and 6 months', async () => {
    const body = (await t.http().get(api('weather/outlook?latitude=9.08&longitude=7.4')).expect(200)).body;
    const asked = replay.calls.filter((c) => c.path === '/v1/seasonal').pop()!.query;
    expect(Object.fromEntries(asked)).toMatchObject({
      latitude: '9.1',
      longitude: '7.4',
      weekly: 'precipitation_mean,precipitation_anomaly',
      monthly: 'precipitation_mean,precipitation_anomaly',
    });
    expect(body.weeks).toHaveLength(4);
    expect(body.weeks[3]).toEqual({ start: '2000-01-24', precipitationMean: 4, precipitationAnomaly: null });
    expect(body.months.map((m: any) => m.start)).toEqual([
      '2000-01-01',
      '2000-02-01',
      '2000-03-01',
      '2000-04-01',
      '2000-05-01',
      '2000-06-01',
    ]);
    expect(body).toMatchObject({ weeklyUnit: 'mm', monthlyUnit: 'mm' });
  });

  it('searches places by name; no match is an empty list', async () => {
    const found = await as(farmer).get('weather/places?name=Brno').expect(200);
    expect(found.body).toEqual([
      {
        name: 'Brno',
        latitude: 49.19522,
        longitude: 16.60796,
        country: 'Czechia',
        countryCode: 'CZ',
        admin1: 'South Moravian',
        admin2: 'Město Brno',
      },
    ]);
    expect((await as(farmer).get('weather/places?name=Nowhereville').expect(200)).body).toEqual([]);
    await as(farmer).get('weather/places?name=B').expect(400);
  });

  it('refuses a point off the globe', async () => {
    const bad = await t.http().get(api('weather/forecast?latitude=abc&longitude=200')).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'latitude', message: 'The latitude must be a number from -90 to 90.' },
        { field: 'longitude', message: 'The longitude must be a number from -180 to 180.' },
      ]),
    );
    expect(new Set(bad.body.errors.map((e: any) => e.field))).toEqual(new Set(['latitude', 'longitude']));
  });
});

describe('when Open-Meteo fails', () => {
  const unavailable = async (path: string, who?: Person) => {
    const started = Date.now();
    const call = t.http().get(api(path));
    const reply = await (who ? call.set(bearer(who.token)) : call).expect(503);
    expect(reply.body).toMatchObject({
      success: false,
      status: 503,
      code: 'WEATHER_UNAVAILABLE',
      message: 'Weather is unavailable at the moment. Try again later.',
    });
    return Date.now() - started;
  };

  it.each<[Mode, string]>([
    ['overloaded', 'answers 503 with its error body'],
    ['reset', 'drops the connection'],
    ['garbage', 'answers something that is not JSON'],
  ])('answers 503 WEATHER_UNAVAILABLE at once when the service %s (%s)', async (mode) => {
    replay.mode = mode;
    expect(await unavailable(`weather/forecast?latitude=1.${mode.length}&longitude=2.5`)).toBeLessThan(2000);
  });

  it('gives up after the timeout rather than waiting for a silent service', async () => {
    replay.mode = 'hang';
    const waited = await unavailable('weather/forecast?latitude=3.3&longitude=4.4');
    expect(waited).toBeGreaterThanOrEqual(450);
    expect(waited).toBeLessThan(3000);
    await unavailable('weather/outlook?latitude=3.3&longitude=4.4');
  });

  it('keeps no failure: the next call, once the service is back, gets the forecast', async () => {
    replay.mode = 'overloaded';
    await unavailable('weather/forecast?latitude=5.5&longitude=6.6');
    const saved = await as(farmer)
      .post('weather/my-locations', { name: 'Down farm', latitude: 5.5, longitude: 6.6 })
      .expect(201);
    await unavailable(`weather/my-locations/${saved.body.data.id}/forecast`, farmer);
    replay.mode = 'replay';
    await t.http().get(api('weather/forecast?latitude=5.5&longitude=6.6')).expect(200);
  });
});

// Last in the file: it spends this address's public weather budget for the minute.
describe('the public forecast, on the platform’s key', () => {
  it('are shared from the cache per rounded place and hour, and limited per address: 429 once the minute’s budget is spent', async () => {
    const calls = replay.count('/v1/forecast');
    const first = await t.http().get(api('weather/forecast?latitude=10.5101&longitude=7.4165')).expect(200);
    const left = Number(first.headers['x-ratelimit-remaining']);
    expect(Number(first.headers['x-ratelimit-limit'])).toBe(30);
    expect(left).toBeGreaterThan(2);
    // The rest of the budget, on the same place (a scraper's refreshes): the service is asked once.
    for (let i = 0; i < left; i++)
      await t.http().get(api('weather/forecast?latitude=10.51&longitude=7.42')).expect(200);
    expect(replay.count('/v1/forecast')).toBe(calls + 1);

    const refused = await t
      .http()
      .get(api('weather/forecast?latitude=-1.29&longitude=36.82'))
      .set('Accept-Language', 'fr')
      .expect(429);
    expect(refused.body).toMatchObject({ success: false, status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.message).toBe('Trop de tentatives. Veuillez patienter une minute et réessayer.');
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    // The place asked when refused never reached the service.
    expect(replay.count('/v1/forecast')).toBe(calls + 1);
    // The outlook has a budget of its own, as limited.
    const outlook = await t.http().get(api('weather/outlook?latitude=10.5&longitude=7.4')).expect(200);
    expect(Number(outlook.headers['x-ratelimit-limit'])).toBe(30);
    // A signed-in farmer's own saved farm is not a public call.
    const saved = await as(farmer)
      .post('weather/my-locations', { name: 'Limit farm', latitude: 10.51, longitude: 7.42 })
      .expect(201);
    await as(farmer).get(`weather/my-locations/${saved.body.data.id}/forecast`).expect(200);
  });
});
