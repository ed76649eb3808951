import Redis from 'ioredis';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { SendWeatherWarningsJob } from '../../src/feature-phones/jobs/send-weather-warnings.job';
import { REDIS } from '../../src/kernel/messaging/redis.provider';
import { weatherEnv } from '../support/open-meteo-replay';
import { api, person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';
import { enrolWithConsent, KENYA, SECRET, SENEGAL, SERVICE_CODE, session } from './support';

/**
 * The dry-spell warning end to end: farmers turn weather warnings on from the USSD menu, the morning job reads each
 * area's 7-day forecast from a local stand-in for Open-Meteo, and the SMS rows it writes are checked. The forecast's
 * own days are the job's "today", so the test feeds it one morning after another. The precipitation sums below are
 * test constants in the shape of Open-Meteo's daily reply (iso8601 times, `precipitation_sum` in mm), not weather.
 */
let t: TestApp;
let forecastServer: Server;

interface Area {
  stateId: number;
  cityId: number;
  name: string;
  latitude: number;
}
let kakamega: Area;
let bungoma: Area;
let dakar: Area;

// Numbers as the gateway sends them; enrolled as an agent typed them.
const AMINA = '+254711082000'; // Kakamega, English: weather warnings on
const JANE = '+254711082001'; // Kakamega: weather warnings on, then STOP
const OTIENO = '+254711082003'; // Kakamega: enrolled with consent, weather warnings never turned on
const PETER = '+254711082002'; // Bungoma: weather warnings on, no wet day ever read there
const AWA = '+221771234567'; // Dakar, French: weather warnings on

/** Per area (by the latitude the weather cache asks at): the forecast's first day and each day's precipitation sum. */
const forecasts = new Map<number, { from: string; sums: number[]; codes?: number[] }>();
const cell = (latitude: number) => Number(latitude.toFixed(2));

const datesFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

function answerForecast(latitude: number, longitude: number): object | null {
  const forecast = forecasts.get(latitude);
  if (!forecast) return null;
  return {
    latitude,
    longitude,
    generationtime_ms: 0.2,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 1500,
    daily_units: { time: 'iso8601', weather_code: 'wmo code', precipitation_sum: 'mm' },
    daily: {
      time: datesFrom(forecast.from, forecast.sums.length),
      // Unless given: 61 "Rain: slight", 3 "Overcast", never the heavy-rain codes, so only the dry-spell rule speaks.
      weather_code: forecast.codes ?? forecast.sums.map((mm) => (mm >= 1 ? 61 : 3)),
      precipitation_sum: forecast.sums,
    },
  };
}

/** The morning of `day`: each area's forecast starts that day, and the weather cache of the day before is gone. */
async function morning(
  day: string,
  sums: { kakamega: number[]; bungoma: number[]; dakar: number[] },
  bungomaCodes?: number[],
) {
  forecasts.set(cell(kakamega.latitude), { from: day, sums: sums.kakamega });
  forecasts.set(cell(bungoma.latitude), { from: day, sums: sums.bungoma, codes: bungomaCodes });
  forecasts.set(cell(dakar.latitude), { from: day, sums: sums.dakar });
  const redis = t.app.get<symbol, Redis>(REDIS);
  const cached = await redis.keys(`${t.config.queuePrefix}:weather:forecast:*`);
  if (cached.length) await redis.del(...cached);
}

const runJob = () => t.app.get(SendWeatherWarningsJob).handle();
const warnings = () =>
  t.sql<{ phone: string; body: string }>(
    `SELECT phone, body FROM sms_messages WHERE kind = 'WEATHER_WARNING' ORDER BY created_at, phone`,
  );
const memory = async (area: Area) =>
  (
    await t.sql(
      `SELECT last_wet_on::text AS "lastWetOn", dry_spell_warned_on::text AS "warnedOn" FROM weather_warning_areas WHERE city_id = $1`,
      [area.cityId],
    )
  )[0];

const areaOf = async (countryId: number, state: string): Promise<Area> =>
  (
    await t.sql<Area>(
      `SELECT s.id AS "stateId", c.id AS "cityId", c.name, c.latitude::float8 AS latitude FROM states s
       JOIN cities c ON c.state_id = s.id AND c.listed WHERE s.country_id = $1 AND s.name = $2 ORDER BY c.id LIMIT 1`,
      [countryId, state],
    )
  )[0];

beforeAll(async () => {
  forecastServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://forecast');
    const body =
      url.pathname === '/v1/forecast'
        ? answerForecast(Number(url.searchParams.get('latitude')), Number(url.searchParams.get('longitude')))
        : null;
    res
      .writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? { error: true, reason: 'Not found' }));
  });
  await new Promise<void>((resolve) => forecastServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(forecastServer.address() as AddressInfo).port}`;
  t = await startTestApp({
    env: {
      ...weatherEnv(base),
      SMS_CALLBACK_SECRET: SECRET,
      USSD_SERVICE_CODE: SERVICE_CODE,
      USSD_STEPS_PER_MINUTE: '60',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const admin = await person(t, 'ROLE_ADMIN', { countryId: KENYA });
  kakamega = await areaOf(KENYA, 'Kakamega');
  bungoma = await areaOf(KENYA, 'Bungoma');
  dakar = await areaOf(SENEGAL, 'Dakar');
  expect(new Set([kakamega, bungoma, dakar].map((a) => cell(a.latitude))).size).toBe(3);
  await enrolWithConsent(t, admin, KENYA, kakamega, 'Amina Wekesa', '0711082000');
  await enrolWithConsent(t, admin, KENYA, kakamega, 'Jane Otieno', '0711082001');
  await enrolWithConsent(t, admin, KENYA, kakamega, 'Paul Otieno', '+254711082003');
  await enrolWithConsent(t, admin, KENYA, bungoma, 'Peter Wafula', '711082002');
  await enrolWithConsent(t, admin, SENEGAL, dakar, 'Awa Diop', '771234567');
  for (const phone of [AMINA, JANE, PETER])
    expect((await session(t, phone, ['4', '2', '1'])).pop()).toBe(
      'END Weather warnings by SMS: on. Reply STOP to end all SMS.',
    );
  expect((await session(t, AWA, ['4', '2', '1'])).pop()).toBe(
    'END Alertes météo par SMS : oui. Répondez ARRET pour arrêter tous les SMS.',
  );
  await t
    .http()
    .post(`${api('sms/africastalking/incoming')}?secret=${SECRET}`)
    .type('form')
    .send({
      from: JANE,
      to: '21525',
      text: 'Stop',
      id: 'in-1',
      date: '2026-11-01 18:00:00',
      linkId: '',
      networkCode: '63902',
    })
    .expect(200);
  await t.settled();
});
afterAll(async () => {
  await t.close();
  forecastServer.closeAllConnections();
  await new Promise((resolve) => forecastServer.close(resolve));
});

describe('a dry spell by SMS', () => {
  it('is not warned of on the first run, even with six dry days ahead: no rain was read before', async () => {
    await morning('2026-11-02', {
      kakamega: [12.4, 0, 0, 0, 0, 0, 0],
      bungoma: [0, 0, 0, 0, 0, 0, 0],
      dakar: [8.2, 2.5, 0, 0, 0, 0, 0],
    });
    await runJob();
    expect(await warnings()).toEqual([]);
    // Remembered: the wet today of Kakamega and Dakar, nothing wet in Bungoma.
    expect(await memory(kakamega)).toEqual({ lastWetOn: '2026-11-02', warnedOn: null });
    expect(await memory(dakar)).toEqual({ lastWetOn: '2026-11-02', warnedOn: null });
    expect(await memory(bungoma)).toEqual({ lastWetOn: null, warnedOn: null });
  });

  it('is warned of after rain, in each number’s language, to the subscribed numbers only', async () => {
    await morning('2026-11-04', {
      kakamega: [0, 0, 0.4, 0, 0, 0.2, 0],
      bungoma: [0, 0, 0, 0, 0, 0, 0],
      dakar: [0, 0, 0, 0, 0, 0.9, 1.5],
    });
    await runJob();
    const sent = await warnings();
    expect([...sent].sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([
      {
        phone: AWA,
        body: `Kasuwa : peu ou pas de pluie à ${dakar.name} du 04/11 au 09/11. Reportez la fumure de couverture ; paillez le sol. ARRET pour finir`,
      },
      {
        phone: AMINA,
        body: `Kasuwa: little or no rain in ${kakamega.name} from 04/11 to 10/11. Delay fertilizer top dressing; mulch to keep soil moisture. STOP to end`,
      },
    ]);
    for (const { body } of sent) expect(body.length).toBeLessThanOrEqual(160);
    // Jane replied STOP, Otieno never turned weather warnings on, Bungoma had no rain to interrupt.
    expect(sent.map((s) => s.phone)).not.toContain(JANE);
    expect(sent.map((s) => s.phone)).not.toContain(OTIENO);
    expect(sent.map((s) => s.phone)).not.toContain(PETER);
    expect(await memory(kakamega)).toEqual({ lastWetOn: '2026-11-02', warnedOn: '2026-11-04' });
  });

  it('is sent once: a run again the same morning, or after a crash before the memory was written, sends nothing more', async () => {
    await runJob();
    expect(await warnings()).toHaveLength(2);
    await t.sql(`UPDATE weather_warning_areas SET dry_spell_warned_on = NULL`);
    await runJob();
    expect(await warnings()).toHaveLength(2);
  });

  it('is not warned of again while the spell lasts, and is again once rain has come between', async () => {
    await morning('2026-11-05', {
      kakamega: [0, 0, 0, 0, 0, 0, 0],
      bungoma: [0, 0, 0, 0, 0, 0, 0],
      dakar: [0, 0, 0, 0, 0, 0, 0],
    });
    await runJob();
    expect(await warnings()).toHaveLength(2);
    // Rain in Kakamega on the 6th, six dry days after it: the rain is remembered, the spell warned of the next morning.
    await morning('2026-11-06', {
      kakamega: [6.0, 0, 0, 0, 0, 0, 0],
      bungoma: [0, 0, 0, 0, 0, 0, 0],
      dakar: [0, 0, 0, 0, 0, 0, 0],
    });
    await runJob();
    expect(await warnings()).toHaveLength(2);
    await morning('2026-11-07', {
      kakamega: [0, 0, 0, 0, 0, 0, 0],
      bungoma: [0, 0, 0, 0, 0, 0, 0],
      dakar: [0, 0, 0, 0, 0, 0, 0],
    });
    await runJob();
    const sent = await warnings();
    expect(sent.slice(2)).toEqual([
      {
        phone: AMINA,
        body: `Kasuwa: little or no rain in ${kakamega.name} from 07/11 to 13/11. Delay fertilizer top dressing; mulch to keep soil moisture. STOP to end`,
      },
    ]);
    expect(await memory(kakamega)).toEqual({ lastWetOn: '2026-11-06', warnedOn: '2026-11-07' });
    expect(await memory(bungoma)).toEqual({ lastWetOn: null, warnedOn: null });
  });
});

describe('heavy rain by SMS', () => {
  it('is still warned of for the next 3 days, beside the dry-spell rule, and the rainy today is remembered', async () => {
    await morning(
      '2026-11-08',
      { kakamega: [0, 0, 0, 0, 0, 0, 0], bungoma: [4.2, 38.5, 0.3, 0, 0, 0, 0], dakar: [0, 0, 0, 0, 0, 0, 0] },
      // 61 "Rain: slight" today, 65 "Rain: heavy intensity" tomorrow.
      [61, 65, 3, 3, 3, 3, 3],
    );
    await runJob();
    expect((await warnings()).slice(3)).toEqual([
      { phone: PETER, body: `Kasuwa weather ${bungoma.name}: heavy rain forecast on 09/11. STOP to end` },
    ]);
    expect(await memory(bungoma)).toEqual({ lastWetOn: '2026-11-08', warnedOn: null });
  });
});
