import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../src/kernel/config/app-config';
import { REDIS } from '../../src/kernel/messaging/redis.provider';
import { api, bearer, decideProduct, Person, registerPerson, submitProduct } from '../support/catalogue';
import { person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';
import { enrolWithConsent, KENYA, SECRET, SENEGAL, SERVICE_CODE, session, ussd } from './support';

/**
 * Fertilizer advice by USSD, as Africa's Talking sends the steps: a crop, the farm when there are several, the sourced
 * recommendation of the farm's area in 50 kg bags (per hectare and for the farm), then the basket asked of the nearest
 * sellers, which becomes quotation requests as on the web. In English (Kenya) and French (Senegal). And a session that
 * loses what Redis kept of it goes on where it was.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
let wanjiru: Awaited<ReturnType<typeof person>>;
let kakamega: { stateId: number; cityId: number; cityName: string; latitude: number; longitude: number };

const AMINA = '+254711082000';
// Accounts known by the phone they signed up with, as typed there, dialling from the international form.
// (stored as sign-up stores them: the national digits).
const WANJIRU = { typed: '722123456', dials: '+254722123456' };
const FATOU = { typed: '775551234', dials: '+221775551234' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const lines = (screen: string) => screen.replace(/^(CON|END) /, '').split('\n');
const numberOf = (screen: string, label: string) =>
  lines(screen)
    .find((line) => line.endsWith(` ${label}`) && /^\d+ /.test(line))
    ?.split(' ')[0];

/** Walks every page of the screen the inputs lead to, with 98, and answers the pages' lines and the inputs to the last. */
async function allPages(phone: string, inputs: string[]): Promise<{ body: string[]; inputs: string[] }> {
  let screen = (await session(t, phone, inputs)).pop()!;
  const body = lines(screen);
  while (screen.includes('\n98 ')) {
    inputs = [...inputs, '98'];
    screen = (await session(t, phone, inputs)).pop()!;
    // Every page repeats the screen's title.
    body.push(...lines(screen).slice(1));
  }
  return { body: body.filter((l) => !/^(98|0) /.test(l)), inputs };
}

/** One session dialled and walked step by step, as a farmer presses keys: each step sends the text grown by one level. */
class Call {
  readonly sessionId = `ATUid_${Math.random().toString(16).slice(2)}`;
  readonly inputs: string[] = [];
  screen = '';

  constructor(readonly phone: string) {}

  async dial(): Promise<string> {
    return (this.screen = await ussd(t, { sessionId: this.sessionId, phoneNumber: this.phone, text: '' }));
  }

  async press(input: string): Promise<string> {
    this.inputs.push(input);
    return (this.screen = await ussd(t, {
      sessionId: this.sessionId,
      phoneNumber: this.phone,
      text: this.inputs.join('*'),
    }));
  }

  /** Pages with 98 until the option shows, then chooses it. */
  async choose(label: string): Promise<string> {
    while (!numberOf(this.screen, label)) {
      if (!this.screen.includes('\n98 ')) throw new Error(`No option ${label} on ${this.screen}`);
      await this.press('98');
    }
    return this.press(numberOf(this.screen, label)!);
  }

  /** The lines of every page of the screen shown (its title once), paging with 98. */
  async allLines(): Promise<string[]> {
    const body = lines(this.screen);
    while (this.screen.includes('\n98 ')) body.push(...lines(await this.press('98')).slice(1));
    return body.filter((l) => !/^(98|0) /.test(l));
  }
}

/** A seller's fertilizer `km` east of a place, approved, with `bags` in a warehouse there. */
async function sellerNear(
  country: 'Kenya' | 'Senegal',
  place: { stateId: number; cityId: number; cityName: string; latitude: number; longitude: number },
  company: string,
  fields: Record<string, string>,
  bags: number,
) {
  const seller: Person =
    country === 'Senegal'
      ? await registerPerson(t, 'ROLE_INPUT_PROVIDER', company, 'Senegal')
      : ({
          ...(await person(t, 'ROLE_INPUT_PROVIDER', {
            company,
            countryId: KENYA,
            phone: null,
            password: 'seller-pass-1',
          })),
          country: 'Kenya',
        } as unknown as Person);
  const longitude = place.longitude + 5 / (111.32 * Math.cos((place.latitude * Math.PI) / 180));
  const product = await submitProduct(t, seller, {
    location: place.cityName,
    latitude: String(place.latitude),
    longitude: longitude.toFixed(6),
    ...fields,
  });
  await decideProduct(t, await t.login(), product.id, 'APPROVED', country as 'Senegal');
  const warehouse = await t
    .http()
    .post(api('warehouse'))
    .set(bearer(seller.token))
    .set('Country', country)
    .send({
      name: `${company} store`,
      code: `W-${company.slice(0, 4)}`,
      manager: 'Otieno',
      stateId: place.stateId,
      cityId: place.cityId,
      address: 'Market road',
    })
    .expect(201);
  await t
    .http()
    .post(api('warehouse/movement'))
    .set(bearer(seller.token))
    .set('Country', country)
    .field('warehouseId', warehouse.body.data.id)
    .field('productId', product.id)
    .field('size', '50kg')
    .field('direction', 'IN')
    .field('quantity', String(bags))
    .field('waybillNumber', `WB-${company.slice(0, 4)}`)
    .field('movementDate', '2026-03-10')
    .field('comment', 'Delivered by truck')
    .attach('document', PDF, { filename: 'waybill.pdf', contentType: 'application/pdf' })
    .expect(201);
  return { seller, product };
}

const cityOf = async (countryId: number, state: string, city?: string) =>
  (
    await t.sql(
      `SELECT s.id AS "stateId", c.id AS "cityId", c.name AS "cityName", c.latitude::float8 AS latitude, c.longitude::float8 AS longitude FROM states s JOIN cities c ON c.state_id = s.id AND c.listed
       WHERE s.country_id = $1 AND s.name = $2 AND ($3::text IS NULL OR c.name = $3) AND c.latitude IS NOT NULL ORDER BY c.id LIMIT 1`,
      [countryId, state, city ?? null],
    )
  )[0];

beforeAll(async () => {
  t = await startTestApp({
    env: {
      SMS_CALLBACK_SECRET: SECRET,
      USSD_SERVICE_CODE: SERVICE_CODE,
      USSD_STEPS_PER_MINUTE: '600',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  admin = await person(t, 'ROLE_ADMIN', { countryId: KENYA });
  kakamega = await cityOf(KENYA, 'Kakamega');
  const amina = await enrolWithConsent(t, admin, KENYA, kakamega, 'Amina Wekesa', '0711082000');
  // Two farms: 2 ha, and 5 acres (2.0234 ha).
  for (const [name, size, sizeUnit] of [
    ['Shamba ya mto', 2, 'HA'],
    ['Shamba ya juu', 5, 'ACRE'],
  ] as const)
    await t
      .http()
      .post(api('farm/create'))
      .set(bearer(admin.token))
      .set('Country', 'Kenya')
      .send({ farmerId: amina, name, size, sizeUnit, community: 'Lurambi' })
      .expect(201);
  wanjiru = await person(t, 'ROLE_FARMER', { firstname: 'Wanjiru', countryId: KENYA, phone: WANJIRU.typed });
  await person(t, 'ROLE_FARMER', { firstname: 'Fatou', countryId: SENEGAL, phone: FATOU.typed });
  await t.drainConsumers();
});
afterAll(() => t.close());

describe('fertilizer advice in English (Kenya)', () => {
  it('asks the crop, then which of the two farms, and gives the sourced rates in 50 kg bags per hectare and for the farm', async () => {
    const [menu, crops] = await session(t, AMINA, ['5']);
    expect(menu).toBe(
      'CON Kasuwa: hello Amina\n1 Market prices\n2 Weather\n3 My orders\n4 SMS alerts\n5 Fertilizer advice',
    );
    expect(crops.startsWith('CON Fertilizer: choose a crop\n1 Maize\n')).toBe(true);
    const maize = numberOf(crops, 'Maize')!;
    const farms = (await session(t, AMINA, ['5', maize])).pop()!;
    expect(farms).toBe('CON Choose your farm\n1 Shamba ya mto 2 ha\n2 Shamba ya juu 2.02 ha\n0 Back');
    // What the web gives for maize in the same area, first recommendation: the rates shown are its rates.
    const web = (
      await t
        .http()
        .get(api(`fertilizer-recommendation/crop/1/city/${kakamega.cityId}`))
        .set(bearer(admin.token))
        .expect(200)
    ).body;
    const first = web.recommendations[0];
    const { body } = await allPages(AMINA, ['5', maize, '1']);
    expect(body[0]).toBe(`Maize, ${web.siteSpecific ? kakamega.cityName : 'Kakamega'}: 50kg bags, per ha = for 2 ha`);
    const round = (value: number) => String(Math.round(value * 100) / 100);
    const names: Record<string, string> = {
      planting: 'Planting',
      top1: 'Top dress 1',
      top2: 'Top dress 2',
      season_total: 'Season',
    };
    const expected = first.applications.map(
      (line: any) =>
        `${line.alternative ? 'or' : `${names[line.application]}:`} ${line.productName} ${round(line.bagsPerHa)}/ha = ${round(line.bagsPerHa * 2)}`,
    );
    expect(body.slice(1)).toEqual([...expected, `Source: ${first.sourceName}`, '1 Ask sellers a price (2 ha)']);
    // NAFIS's maize guide for Nyanza & Western (Kakamega), DAP option: 89 kg/ha of DAP at planting (1.78 bags, 3.56 for
    // 2 ha), 98.8 kg/ha of CAN at the top dressing (1.98 bags, 3.96 for 2 ha).
    expect(body.slice(1, 3)).toEqual(['Planting: DAP 1.78/ha = 3.56', 'Top dress 1: CAN 1.98/ha = 3.96']);
  });

  it('goes back from the advice to the farms and from a bad choice shows the same screen; no account, no quotation', async () => {
    const maize = numberOf((await session(t, AMINA, ['5'])).pop()!, 'Maize')!;
    const screens = await session(t, AMINA, ['5', maize, '2', '0', '7']);
    expect(screens[4]).toBe('CON Choose your farm\n1 Shamba ya mto 2 ha\n2 Shamba ya juu 2.02 ha\n0 Back');
    expect(screens[5]).toBe(
      'CON Invalid choice.\nChoose your farm\n1 Shamba ya mto 2 ha\n2 Shamba ya juu 2.02 ha\n0 Back',
    );
    expect(screens[3]).toMatch(/^CON Maize, .+: 50kg bags, per ha = for 2\.02 ha\n/);
    const { inputs } = await allPages(AMINA, ['5', maize, '2']);
    expect((await session(t, AMINA, [...inputs, '1'])).pop()).toBe(
      'END Quotations are for farmers with a Kasuwa account. Ask your extension agent for an invitation.',
    );
  });

  it('says plainly when no source gives advice for the crop there', async () => {
    const crops = (await session(t, AMINA, ['5'])).pop()!;
    // Cassava: no readable Kenyan source (data/fertilizer-recommendations.ts, gap 5).
    let inputs = ['5'];
    let page = crops;
    while (!numberOf(page, 'Cassava')) page = (await session(t, AMINA, (inputs = [...inputs, '98']))).pop()!;
    const screens = await session(t, AMINA, [...inputs, numberOf(page, 'Cassava')!, '1']);
    expect(screens.pop()).toBe('CON No sourced fertilizer advice for Cassava in Kakamega yet.\n0 Back');
  });

  it('asks the nearest seller for the basket from a farmer’s account: a quotation request as on the web, asked once', async () => {
    const { seller, product } = await sellerNear(
      'Kenya',
      kakamega,
      'Lurambi Agrovet',
      { name: 'Lurambi DAP', subCategoryId: '10', price: '3800' },
      40,
    );
    await t.drainConsumers();
    // Without an area of its own, the account chooses its county and area.
    const call = new Call(WANJIRU.dials);
    expect(await call.dial()).toBe(
      'CON Kasuwa: hello Wanjiru\n1 Market prices\n2 Weather\n3 My orders\n4 SMS alerts\n5 Fertilizer advice',
    );
    expect(await call.press('5')).toMatch(/^CON Choose your state\n1 /);
    expect(await call.choose('Kakamega')).toMatch(/^CON Choose your area\n1 /);
    expect(await call.choose(kakamega.cityName)).toMatch(/^CON Fertilizer: choose a crop\n1 Maize\n/);
    await call.choose('Maize');
    const advice = await call.allLines();
    expect(advice[0]).toBe('Maize, Kakamega: 50kg bags');
    expect(advice.slice(1)).toEqual([
      'Planting: DAP 1.78/ha',
      'Top dress 1: CAN 1.98/ha',
      "Source: Kenya's Ministry of Agriculture (NAFIS), maize growing guide",
      '1 Ask sellers a price (1 ha)',
    ]);
    // ceil(1.78 x 1 ha) = 2 bags of DAP; CAN maps to no catalogue sub-category, so only the DAP is asked.
    expect(await call.press('1')).toBe('END Price asked: 2 x Lurambi DAP (Lurambi Agrovet). Answers in My orders.');
    // The gateway sending the step again gets the same answer and asks nobody twice.
    expect(await ussd(t, { sessionId: call.sessionId, phoneNumber: WANJIRU.dials, text: call.inputs.join('*') })).toBe(
      'END Price asked: 2 x Lurambi DAP (Lurambi Agrovet). Answers in My orders.',
    );
    // Nor does the session walked again after losing its state (the plan id comes from the session).
    await t.app.get<Redis>(REDIS).del(`${t.app.get<AppConfig>(APP_CONFIG).queuePrefix}:ussd-session:${call.sessionId}`);
    expect(await ussd(t, { sessionId: call.sessionId, phoneNumber: WANJIRU.dials, text: call.inputs.join('*') })).toBe(
      'END Price asked: 2 x Lurambi DAP (Lurambi Agrovet). Answers in My orders.',
    );
    const asked = (await t.http().get(api('me/quotes')).set(bearer(wanjiru.token)).set('Country', 'Kenya').expect(200))
      .body;
    expect(asked.content.map((q: any) => [q.productName, q.quantity, q.status])).toEqual([
      ['Lurambi DAP', 2, 'REQUESTED'],
    ]);
    // The seller receives it as any quotation request.
    const received = (await t.http().get(api('quotes')).set(bearer(seller.token)).set('Country', 'Kenya').expect(200))
      .body;
    expect(received.content.map((q: any) => q.productId)).toEqual([product.id]);
    // The menu's orders list shows it.
    expect((await session(t, WANJIRU.dials, ['3'])).pop()).toBe('CON My orders\nQuote Lurambi DAP: asked\n0 Back');
  });
});

describe('fertilizer advice in French (Senegal)', () => {
  it('gives the Senegal River valley’s rice advice and asks the urea of it, twice split, of the nearest seller', async () => {
    const saintLouis = await cityOf(SENEGAL, 'Saint-Louis');
    await sellerNear(
      'Senegal',
      saintLouis,
      'Podor Intrants',
      { name: 'Urée perlée', subCategoryId: '6', price: '14000' },
      25,
    );
    await t.drainConsumers();
    const call = new Call(FATOU.dials);
    expect(await call.dial()).toBe(
      'CON Kasuwa : bonjour Fatou\n1 Prix des marchés\n2 Météo\n3 Mes commandes\n4 Alertes SMS\n5 Conseil engrais',
    );
    expect(await call.press('5')).toMatch(/^CON Choisissez votre région\n1 /);
    expect(await call.choose('Saint-Louis')).toMatch(/^CON Choisissez votre zone\n1 /);
    expect(await call.choose(saintLouis.cityName)).toMatch(/^CON Engrais : choisissez une culture\n1 Maïs\n/);
    // Maize: Senegal has no sourced maize advice; back to the crops.
    expect(await call.choose('Maïs')).toBe(
      'CON Pas encore de conseil d’engrais sourcé pour Maïs (Saint-Louis).\n0 Retour',
    );
    expect(await call.press('0')).toMatch(/^CON Engrais : choisissez une culture\n1 Maïs\n/);
    await call.choose('Riz');
    // Agrisenegal: urea 120 kg/ha (2,4 bags) at tillering and again at panicle initiation.
    expect(await call.allLines()).toEqual([
      'Riz, Saint-Louis : sacs de 50kg',
      'Couverture 1 : Urée 2,4/ha',
      'Couverture 2 : Urée 2,4/ha',
      'Source : Agrisenegal, guide du producteur de riz',
      '1 Demander un prix aux vendeurs (1 ha)',
    ]);
    // A bad choice keeps the page.
    expect(await call.press('4')).toMatch(/^CON Choix invalide\.\nRiz, Saint-Louis : sacs de 50kg\n/);
    // ceil(2.4) + ceil(2.4) = 6 bags of the one urea, in one request.
    expect(await call.press('1')).toBe(
      'END Prix demandé : 6 x Urée perlée (Podor Intrants). Réponses dans Mes commandes.',
    );
    expect((await session(t, FATOU.dials, ['3'])).pop()).toBe(
      'CON Mes commandes\nDevis Urée perlée : demandé\n0 Retour',
    );
  });
});

describe('a session whose kept state is lost', () => {
  it('goes on where it was, walking the gateway’s text again', async () => {
    const redis = t.app.get<Redis>(REDIS);
    const key = (id: string) => `${t.app.get<AppConfig>(APP_CONFIG).queuePrefix}:ussd-session:${id}`;
    const maize = numberOf((await session(t, AMINA, ['5'])).pop()!, 'Maize')!;
    const steps = ['5', maize, '98', '0', '2'];
    const kept = await session(t, AMINA, steps);
    const sessionId = `ATUid_${Math.random().toString(16).slice(2)}`;
    const lost: string[] = [];
    for (let level = 0; level <= steps.length; level++) {
      lost.push(await ussd(t, { sessionId, phoneNumber: AMINA, text: steps.slice(0, level).join('*') }));
      expect(await redis.ttl(key(sessionId))).toBeGreaterThan(200);
      // As after a restart of Redis or the state's expiry: every other step finds nothing kept.
      if (level % 2 === 1) await redis.del(key(sessionId));
    }
    expect(lost).toEqual(kept);
    // 98 on the farms' only page is no choice, kept or not.
    expect(lost[3]).toBe(
      'CON Invalid choice.\nChoose your farm\n1 Shamba ya mto 2 ha\n2 Shamba ya juu 2.02 ha\n0 Back',
    );
  });
});
