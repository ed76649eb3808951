import { openMeteoFixture, OpenMeteoReplay, weatherEnv } from '../support/open-meteo-replay';
import { api, person, Person } from '../support/people';
import { SendWeatherWarningsJob } from '../../src/feature-phones/jobs/send-weather-warnings.job';
import { startTestApp, TestApp } from '../support/test-app';
import { enrolWithConsent, KENYA, SECRET, SENEGAL, SERVICE_CODE, session, ussd, uploadKakamegaMaize } from './support';

/**
 * Whole USSD sessions as Africa's Talking sends them: the text growing level by level, for a farmer the platform knows
 * by their number and for a stranger, in English (Kenya) and French (Senegal), with More, Back and a bad choice; no
 * answer over 182 characters (checked on every step by `ussd`).
 */
const weather = new OpenMeteoReplay();
let t: TestApp;
let admin: Person;
let kakamega: { stateId: number; cityId: number; cityName: string };
let dakar: { stateId: number; cityId: number };

// Numbers as the gateway sends them (international), enrolled as an agent typed them.
const AMINA = '+254711082000';
const AWA = '+221771234567';
const STRANGER_KE = '+254722000111';
const STRANGER_SN = '+221781112233';

beforeAll(async () => {
  const base = await weather.start();
  t = await startTestApp({
    env: {
      ...weatherEnv(base),
      SMS_CALLBACK_SECRET: SECRET,
      USSD_SERVICE_CODE: SERVICE_CODE,
      USSD_STEPS_PER_MINUTE: '60',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  admin = await person(t, 'ROLE_ADMIN', { countryId: KENYA });
  const [k] = await t.sql(
    `SELECT s.id AS "stateId", c.id AS "cityId", c.name AS "cityName" FROM states s JOIN cities c ON c.state_id = s.id AND c.listed WHERE s.country_id = $1 AND s.name = 'Kakamega' ORDER BY c.id LIMIT 1`,
    [KENYA],
  );
  kakamega = k;
  const [d] = await t.sql(
    `SELECT s.id AS "stateId", min(c.id) AS "cityId" FROM states s JOIN cities c ON c.state_id = s.id AND c.listed WHERE s.country_id = $1 AND s.name = 'Dakar' GROUP BY s.id`,
    [SENEGAL],
  );
  dakar = d;
  await enrolWithConsent(t, admin, KENYA, kakamega, 'Amina Wekesa', '0711082000');
  await enrolWithConsent(t, admin, SENEGAL, dakar, 'Awa Diop', '771234567');
  await uploadKakamegaMaize(t, admin);
  await t.settled();
});
afterAll(async () => {
  await t.close();
  await weather.stop();
});

const lines = (screen: string) => screen.split('\n');
/** The number a screen gives an option, whatever page it is on. */
const numberOf = (screen: string, label: string) =>
  lines(screen)
    .find((line) => line.replace(/^(CON|END) /, '').match(new RegExp(`^\\d+ ${label}$`)))
    ?.replace(/^(CON|END) /, '')
    .split(' ')[0];

describe('a farmer the platform knows by their number', () => {
  it('is greeted by name and finds the price of maize per kg at the nearest markets, in shillings', async () => {
    const [menu, crops] = await session(t, AMINA, ['1']);
    expect(menu).toBe(
      'CON Kasuwa: hello Amina\n1 Market prices\n2 Weather\n3 My orders\n4 SMS alerts\n5 Fertilizer advice',
    );
    expect(crops).toBe('CON Prices: choose a crop\n1 Maize (dry)\n0 Back');
    const [, , prices] = await session(t, AMINA, ['1', '1']);
    // KES 4,000 for 90 kg: 44.44 a kg.
    expect(prices).toBe('CON Maize (dry) per kg, KES:\nKakamega (Kakamega) 2020-04: 44.44\n0 Back');
  });

  it('reads the weather of their area, rain chance first, today then the next days', async () => {
    const [, forecast] = await session(t, AMINA, ['2']);
    const [title, ...days] = lines(forecast);
    expect(title).toBe(`CON Weather ${kakamega.cityName}:`);
    expect(days[0]).toMatch(/^Today: rain \d+% (\?|[\d.]+)mm -?\d+--?\d+C$/);
    // The recorded forecast's days, in order from the day it calls today: minimum and maximum as it gives them.
    const recorded = JSON.parse(openMeteoFixture('forecast-brno.json')).daily;
    const shown = days
      .filter((d) => d.includes('rain'))
      .map((d) =>
        d
          .match(/(-?\d+)-(-?\d+)C$/)!
          .slice(1)
          .map(Number),
      );
    const expected = (recorded.temperature_2m_min as number[]).map((min, i) => [
      Math.round(min),
      Math.round(recorded.temperature_2m_max[i]),
    ]);
    expect(expected.map(String).join('|')).toContain(shown.map(String).join('|'));
    expect(days[days.length - 1]).toBe('0 Back');
  });

  it('is told orders need an account when enrolled without one, and goes back to the menu', async () => {
    const [, orders, back] = await session(t, AMINA, ['3', '0']);
    expect(orders).toBe(
      'CON Orders are for farmers with a Kasuwa account. Ask your extension agent for an invitation.\n0 Back',
    );
    expect(back).toBe(
      'CON Kasuwa: hello Amina\n1 Market prices\n2 Weather\n3 My orders\n4 SMS alerts\n5 Fertilizer advice',
    );
  });

  it('is told a bad choice and may choose again in the same session', async () => {
    const [, bad, again] = await session(t, AMINA, ['7', '2']);
    expect(bad).toBe(
      'CON Invalid choice.\nKasuwa: hello Amina\n1 Market prices\n2 Weather\n3 My orders\n4 SMS alerts\n5 Fertilizer advice',
    );
    expect(again).toMatch(/^CON Weather /);
  });

  it('turns price alerts on, which is recorded as their consent, in French for a farmer of Senegal', async () => {
    const screens = await session(t, AWA, ['4', '1', '1']);
    expect(screens[0]).toBe(
      'CON Kasuwa : bonjour Awa\n1 Prix des marchés\n2 Météo\n3 Mes commandes\n4 Alertes SMS\n5 Conseil engrais',
    );
    expect(screens[1]).toBe(
      'CON Alertes SMS (STOP ou ARRET pour tout arrêter) :\n1 Prix: non\n2 Alertes météo: non\n3 Suivi des commandes: non\n0 Retour',
    );
    expect(screens[2]).toBe('CON Prix: non\n1 Activer\n2 Désactiver\n0 Retour');
    expect(screens[3]).toBe('END Prix par SMS : oui. Répondez ARRET pour arrêter tous les SMS.');
    const [subscription] = await t.sql(
      `SELECT price_alerts, weather_warnings, opted_out_at, state_id, language FROM sms_subscriptions WHERE phone = $1`,
      [AWA],
    );
    expect(subscription).toEqual({
      price_alerts: true,
      weather_warnings: false,
      opted_out_at: null,
      state_id: dakar.stateId,
      language: 'fr',
    });
    const consents = await t.sql(`SELECT topic, given, channel FROM sms_consent_changes WHERE phone = $1`, [AWA]);
    expect(consents).toEqual([{ topic: 'PRICE_ALERT', given: true, channel: 'USSD' }]);
    // The gateway sending the same step again changes nothing more than the value asked.
    await ussd(t, { sessionId: 'again', phoneNumber: AWA, text: '4*1*1' });
    expect((await t.sql(`SELECT price_alerts FROM sms_subscriptions WHERE phone = $1`, [AWA]))[0].price_alerts).toBe(
      true,
    );
    const [, prices] = await session(t, AWA, ['1']);
    expect(prices).toBe('CON Pas encore de prix des marchés pour votre pays.\n0 Retour');
  });
});

describe('weather warnings', () => {
  it('are turned on from the menu; the recorded forecast (overcast, no rain figure) warns nobody', async () => {
    expect((await session(t, AMINA, ['4', '2', '1'])).pop()).toBe(
      'END Weather warnings by SMS: on. Reply STOP to end all SMS.',
    );
    const [subscription] = await t.sql(`SELECT weather_warnings, city_id FROM sms_subscriptions WHERE phone = $1`, [
      AMINA,
    ]);
    expect(subscription).toEqual({ weather_warnings: true, city_id: kakamega.cityId });
    await t.app.get(SendWeatherWarningsJob).handle();
    expect(JSON.parse(openMeteoFixture('forecast-brno.json')).daily.weather_code).toEqual([3, 3, 3]);
    expect(await t.sql(`SELECT phone FROM sms_messages WHERE kind = 'WEATHER_WARNING'`)).toEqual([]);
  });
});

describe('a number the platform does not know', () => {
  it('chooses a county page by page (More, Back) and reads its maize prices', async () => {
    const [menu, first, second] = await session(t, STRANGER_KE, ['1', '98']);
    expect(menu).toBe('CON Welcome to Kasuwa\n1 Market prices\n2 Weather\n3 How to register');
    expect(first.startsWith('CON Choose your state\n1 ')).toBe(true);
    expect(first.endsWith('\n98 More\n0 Back')).toBe(true);
    // Numbers go on across pages: the second page starts where the first stopped.
    const lastOfFirst = Number(lines(first)[lines(first).length - 3].split(' ')[0]);
    expect(lines(second)[1].startsWith(`${lastOfFirst + 1} `)).toBe(true);
    // Back from the second page is the first page; from the first, the menu.
    expect((await session(t, STRANGER_KE, ['1', '98', '0'])).pop()).toBe(first);
    expect((await session(t, STRANGER_KE, ['1', '0'])).pop()).toBe(menu);
    // 98 on the last page is no choice.
    let inputs = ['1'];
    let page = first;
    while (page.includes('\n98 More')) page = (await session(t, STRANGER_KE, (inputs = [...inputs, '98']))).pop()!;
    expect((await session(t, STRANGER_KE, [...inputs, '98'])).pop()).toBe(
      page.replace('CON ', 'CON Invalid choice.\n'),
    );
    // Kakamega, wherever its page, then its maize.
    inputs = ['1'];
    page = first;
    while (!numberOf(page, 'Kakamega')) page = (await session(t, STRANGER_KE, (inputs = [...inputs, '98']))).pop()!;
    const screens = await session(t, STRANGER_KE, [...inputs, numberOf(page, 'Kakamega')!, '1']);
    expect(screens.pop()).toBe('CON Maize (dry) per kg, KES:\nKakamega (Kakamega) 2020-04: 44.44\n0 Back');
  });

  it('is told how to be registered, in French in Senegal', async () => {
    const [menu, register] = await session(t, STRANGER_SN, ['3']);
    expect(menu).toBe('CON Bienvenue sur Kasuwa\n1 Prix des marchés\n2 Météo\n3 Comment s’inscrire');
    expect(register).toMatch(
      /^END Demandez à un conseiller agricole de vous inscrire avec votre accord, ou inscrivez-vous sur .+ avec ce numéro\. Puis composez \*384\*123#\.$/,
    );
  });

  it('reads the weather of a region and area it chooses', async () => {
    const [, regions] = await session(t, STRANGER_SN, ['2']);
    const dakarNumber = numberOf(regions, 'Dakar')!;
    const [, , areas] = await session(t, STRANGER_SN, ['2', dakarNumber]);
    expect(areas.startsWith('CON Choisissez votre zone\n1 ')).toBe(true);
    const [, , , forecast] = await session(t, STRANGER_SN, ['2', dakarNumber, '1']);
    expect(lines(forecast)[1]).toMatch(/^Auj\. : pluie \d+% (\?|[\d.]+)mm -?\d+--?\d+C$/);
  });
});

describe('the callback', () => {
  it('refuses a call without the shared secret, and another service code gets an END', async () => {
    const refused = await t
      .http()
      .post(api('ussd/africastalking'))
      .type('form')
      .send({ sessionId: 's', serviceCode: SERVICE_CODE, phoneNumber: AMINA, text: '' })
      .expect(403);
    expect(refused.body.code).toBe('SMS_CALLBACK_REFUSED');
    expect(await ussd(t, { sessionId: 'other', phoneNumber: AMINA, text: '', serviceCode: '*999#' })).toBe(
      'END Sorry, Kasuwa cannot answer now. Please try again in a few minutes.',
    );
    expect(await ussd(t, { sessionId: 'nowhere', phoneNumber: '+15555550100', text: '' })).toBe(
      'END Sorry, Kasuwa cannot answer now. Please try again in a few minutes.',
    );
  });

  it('answers an apology, never a server error, when the weather service fails', async () => {
    weather.mode = 'overloaded';
    try {
      // An area nobody asked yet (forecasts are kept for the hour): the second of Dakar's.
      const [, regions] = await session(t, STRANGER_SN, ['2']);
      const forecast = (await session(t, STRANGER_SN, ['2', numberOf(regions, 'Dakar')!, '2'])).pop();
      expect(forecast).toBe('CON Le service météo ne répond pas. Réessayez plus tard.\n0 Retour');
    } finally {
      weather.mode = 'replay';
    }
  });

  it('limits the steps of one number a minute', async () => {
    const number = '+254733000999';
    const answers: string[] = [];
    // 60 a minute (USSD_STEPS_PER_MINUTE): 121 steps exceed it in one minute even if they straddle two.
    for (let i = 0; i < 121; i++) answers.push(await ussd(t, { sessionId: 'flood', phoneNumber: number, text: '' }));
    expect(answers[0]).toMatch(/^CON Welcome/);
    expect(answers).toContain('END Too many requests from this number. Please wait a minute and dial again.');
    expect(answers.filter((a) => a.startsWith('CON')).length).toBeLessThanOrEqual(120);
  });

  it('counts the sessions per day for the console', async () => {
    const [row] = await t.sql(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE known)::int AS known FROM ussd_sessions`,
    );
    expect(row.n).toBeGreaterThan(5);
    expect(row.known).toBeGreaterThan(0);
  });
});
