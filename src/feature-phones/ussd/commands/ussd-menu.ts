import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListPlacedOrdersQuery, ListAskedQuotationsQuery } from '../../../orders';
import type { DailyWeather } from '../../../advisory';
import { ForecastAtQuery } from '../../../advisory';
import { CountryView, GeographyQueries } from '../../../geography';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import { Actor, Language } from '../../../kernel/context/request-context';
import { translate } from '../../../kernel/i18n/translator';
import { DistinctMarketProductsQuery, ListMarketProductsQuery, MarketPriceView } from '../../../markets';
import { SmsSubscriptions, SmsTopic } from '../../commands/sms-subscriptions';
import { PhoneInCountry } from '../../domain/phone-numbers';
import { FertilizerAdvice } from './fertilizer-advice';
import { UssdOption, UssdRoute, UssdScreen } from '../domain/ussd-screens';

/** Who dials: the number, its country and language, and the farmer or account it belongs to (none for a stranger). */
export interface UssdCaller {
  phone: PhoneInCountry;
  country: CountryView;
  language: Language;
  /** Where they farm: the registry's area, or an account's (none when the account names none: they choose one). */
  farmer: { farmerId: string | null; name: string; stateId: number | null; cityId: number | null } | null;
  userId: string | null;
}

/** The step being answered: the session it belongs to (what a request made from it is known by). */
export interface UssdStepContext {
  sessionId: string;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** Options of a list: at most 97, so that 98 stays "More". */
export const LIST_MAX = 97;
const PRICE_MARKETS = 6;

const distance = (a: Point, b: Point) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

const amount = (value: number) => (value >= 100 ? String(Math.round(value)) : String(Math.round(value * 100) / 100));
const pointOf = (place: Point | null | undefined): Point | null =>
  place ? { latitude: Number(place.latitude), longitude: Number(place.longitude) } : null;

/** What a state chosen from the list leads to. */
type AfterState = 'crops' | 'areas' | 'adviceAreas';

/**
 * The menu a caller walks: market prices (nearest markets first, per kg, in the country's currency), the weather of
 * their area (rain first), their latest orders and quotations, their SMS alerts and their fertilizer advice. A stranger
 * gets prices and weather for a state or area they choose, and how to be registered. Every option names its screen by
 * a route (`open` builds it), so a step builds only the screen it leads to.
 */
@Injectable()
export class UssdMenu {
  constructor(
    private readonly queries: QueryBus,
    private readonly geography: GeographyQueries,
    private readonly subscriptions: SmsSubscriptions,
    private readonly advice: FertilizerAdvice,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  first(caller: UssdCaller): UssdScreen {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const farmer = caller.farmer;
    if (farmer) {
      const options: UssdOption[] = [
        {
          label: t('USSD_MENU_PRICES'),
          to: farmer.cityId ? { to: 'cropsNearCity', cityId: farmer.cityId } : { to: 'states', then: 'crops' },
        },
        {
          label: t('USSD_MENU_WEATHER'),
          to: farmer.cityId ? { to: 'weather', cityId: farmer.cityId } : { to: 'states', then: 'areas' },
        },
        { label: t('USSD_MENU_ORDERS'), to: { to: 'orders' } },
        { label: t('USSD_MENU_ALERTS'), to: { to: 'alerts' } },
        {
          label: t('USSD_MENU_ADVICE'),
          to: farmer.cityId ? { to: 'adviceCrops', cityId: farmer.cityId } : { to: 'states', then: 'adviceAreas' },
        },
      ];
      return { kind: 'menu', title: t('USSD_WELCOME_KNOWN', { name: farmer.name.split(/\s+/)[0] }), options };
    }
    return {
      kind: 'menu',
      title: t('USSD_WELCOME_UNKNOWN'),
      options: [
        { label: t('USSD_MENU_PRICES'), to: { to: 'states', then: 'crops' } },
        { label: t('USSD_MENU_WEATHER'), to: { to: 'states', then: 'areas' } },
        { label: t('USSD_MENU_REGISTER'), to: { to: 'register' } },
      ],
    };
  }

  /** The screen a route names, for this caller. */
  async open(caller: UssdCaller, route: UssdRoute, step: UssdStepContext): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    switch (route.to) {
      case 'states':
        return this.chooseState(caller, route.then as AfterState);
      case 'areas':
        return this.chooseArea(caller, Number(route.stateId), 'weather');
      case 'adviceAreas':
        return this.chooseArea(caller, Number(route.stateId), 'adviceCrops');
      case 'cropsNearCity':
        return this.crops(caller, pointOf(await this.geography.findCity(Number(route.cityId))));
      case 'crops':
        return this.crops(caller, route.near as Point | null);
      case 'prices':
        return this.prices(caller, String(route.product), route.near as Point | null);
      case 'weather':
        return this.weather(caller, Number(route.cityId));
      case 'orders':
        return this.orders(caller);
      case 'alerts':
        return this.alerts(caller);
      case 'alert':
        return this.alert(caller, route.topic as SmsTopic, route.on === true);
      case 'setAlert':
        return this.setAlert(caller, route.topic as SmsTopic, route.on === true);
      case 'register':
        return {
          kind: 'end',
          text: t('USSD_REGISTER', {
            url: this.config.publicUrl.replace(/^https?:\/\//, ''),
            code: this.config.smsGateway.ussdServiceCode ?? 'Kasuwa',
          }),
        };
      case 'adviceCrops':
        return this.advice.crops(caller, Number(route.cityId));
      case 'adviceFarms':
        return this.advice.farms(caller, Number(route.cityId), Number(route.cropId));
      case 'advice':
        return this.advice.advice(
          caller,
          Number(route.cityId),
          Number(route.cropId),
          route.hectares === null ? null : Number(route.hectares),
        );
      case 'quote':
        return this.advice.quote(
          caller,
          Number(route.recommendationId),
          Number(route.cityId),
          route.hectares === null ? null : Number(route.hectares),
          step.sessionId,
        );
      default:
        throw new Error(`No USSD screen ${route.to}`);
    }
  }

  private async chooseState(caller: UssdCaller, then: AfterState): Promise<UssdScreen> {
    const states = (await this.geography.listStates({ countryId: caller.country.id })).slice(0, LIST_MAX);
    const next = (state: { id: number } & Point): UssdRoute =>
      then === 'crops' ? { to: 'crops', near: pointOf(state) } : { to: then, stateId: state.id };
    return {
      kind: 'menu',
      title: translate('USSD_CHOOSE_STATE', caller.language),
      options: states.map((state) => ({ label: state.name, to: next(state) })),
    };
  }

  private async chooseArea(caller: UssdCaller, stateId: number, then: 'weather' | 'adviceCrops'): Promise<UssdScreen> {
    const areas = ((await this.geography.citiesOfState(stateId)) ?? []).slice(0, LIST_MAX);
    return {
      kind: 'menu',
      title: translate('USSD_CHOOSE_AREA', caller.language),
      options: areas.map((area) => ({ label: area.name, to: { to: then, cityId: area.id } })),
    };
  }

  private async crops(caller: UssdCaller, near: Point | null): Promise<UssdScreen> {
    const products: string[] = await this.queries.execute(new DistinctMarketProductsQuery(caller.country.id));
    if (products.length === 0) return { kind: 'text', title: translate('USSD_NO_PRICES', caller.language), lines: [] };
    return {
      kind: 'menu',
      title: translate('USSD_CHOOSE_CROP', caller.language),
      options: products.slice(0, LIST_MAX).map((product) => ({ label: product, to: { to: 'prices', product, near } })),
    };
  }

  /** The product's latest price at each market, nearest markets first (by their state's point), per kg. */
  private async prices(caller: UssdCaller, product: string, near: Point | null): Promise<UssdScreen> {
    const page = await this.queries.execute(
      new ListMarketProductsQuery(caller.country.id, { products: [product] }, { page: 0, size: 2000 }),
    );
    const states = new Map((await this.geography.listStates({ countryId: caller.country.id })).map((s) => [s.id, s]));
    const latest = new Map<string, MarketPriceView & { perKg: number }>();
    for (const row of page.content as MarketPriceView[]) {
      const perKg = row.secondHalfPerKg ?? row.firstHalfPerKg;
      if (perKg === null) continue;
      const key = `${row.stateId}\t${row.market.toLowerCase()}`;
      const kept = latest.get(key);
      if (!kept || row.period > kept.period) latest.set(key, { ...row, perKg });
    }
    const far = (row: MarketPriceView) => {
      const state = states.get(row.stateId);
      return near && state ? distance(near, state) : 0;
    };
    const rows = [...latest.values()].sort((a, b) => far(a) - far(b) || a.perKg - b.perKg).slice(0, PRICE_MARKETS);
    const first = rows[0];
    return {
      kind: 'text',
      title: translate('USSD_PRICES_TITLE', caller.language, {
        product,
        measure: (first?.measure ?? 'KG').toLowerCase(),
        currency: first?.currency ?? caller.country.currency,
      }),
      lines: rows.map(
        (row) => `${row.market || row.state}${row.market ? ` (${row.state})` : ''} ${row.period}: ${amount(row.perKg)}`,
      ),
    };
  }

  /** Today's and the next days' weather of an area: rain chance first, then the amount and the temperatures. */
  private async weather(caller: UssdCaller, cityId: number): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const city = await this.geography.findCity(cityId);
    if (!city) return { kind: 'text', title: t('USSD_NO_FORECAST'), lines: [] };
    let forecast: { today: DailyWeather | null; upcomingDays: DailyWeather[] };
    try {
      forecast = await this.queries.execute(
        new ForecastAtQuery({ latitude: city.latitude, longitude: city.longitude }),
      );
    } catch {
      return { kind: 'text', title: t('USSD_NO_FORECAST'), lines: [] };
    }
    const days = [...(forecast.today ? [forecast.today] : []), ...forecast.upcomingDays];
    const show = (value: number | null) => (value === null ? '?' : String(Math.round(value)));
    const lines = days.map((day, index) =>
      t('USSD_WEATHER_DAY', {
        day: index === 0 && forecast.today ? t('USSD_TODAY') : `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}`,
        chance: show(day.precipitationProbabilityMax),
        mm: day.precipitationSum === null ? '?' : String(Math.round(day.precipitationSum * 10) / 10),
        min: show(day.temperatureMin),
        max: show(day.temperatureMax),
      }),
    );
    return { kind: 'text', title: t('USSD_WEATHER_TITLE', { place: city.name }), lines };
  }

  /** The latest orders and quotations of the caller's account (a farmer enrolled without one has none). */
  private async orders(caller: UssdCaller): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    if (!caller.userId) return { kind: 'text', title: t('USSD_ORDERS_NEED_ACCOUNT'), lines: [] };
    const actor: Actor = { id: caller.userId, roles: ['ROLE_FARMER'], countryId: caller.country.id };
    const [orders, quotations] = await Promise.all([
      this.queries.execute(new ListPlacedOrdersQuery(actor, undefined, { page: 0, size: 5 })),
      this.queries.execute(new ListAskedQuotationsQuery(actor, {}, { page: 0, size: 5 })),
    ]);
    const lines = [
      ...(orders.content as { productName: string; status: string }[]).map((o) =>
        t('USSD_ORDER_LINE', { product: o.productName, status: t(`USSD_ORDER_${o.status}`) }),
      ),
      ...(quotations.content as { productName: string; status: string }[]).map((q) =>
        t('USSD_QUOTATION_LINE', { product: q.productName, status: t(`USSD_QUOTATION_${q.status}`) }),
      ),
    ];
    return { kind: 'text', title: lines.length ? t('USSD_MENU_ORDERS') : t('USSD_NO_ORDERS'), lines };
  }

  private topicLabel(caller: UssdCaller, topic: SmsTopic): string {
    const keys: Record<SmsTopic, string> = {
      PRICE_ALERT: 'USSD_ALERT_PRICES',
      WEATHER_WARNING: 'USSD_ALERT_WEATHER',
      ORDER_STATUS: 'USSD_ALERT_ORDERS',
    };
    return translate(keys[topic], caller.language);
  }

  private async alerts(caller: UssdCaller): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const now = await this.subscriptions.of(caller.phone.countryId, caller.phone.international);
    const topics: [SmsTopic, boolean][] = [
      ['PRICE_ALERT', now.priceAlerts],
      ['WEATHER_WARNING', now.weatherWarnings],
      ['ORDER_STATUS', now.orderStatus],
    ];
    return {
      kind: 'menu',
      title: t('USSD_ALERTS_TITLE'),
      options: topics.map(([topic, on]) => ({
        label: `${this.topicLabel(caller, topic)}: ${t(on ? 'USSD_ON' : 'USSD_OFF')}`,
        to: { to: 'alert', topic, on },
      })),
    };
  }

  /** One topic, as it stood on the list: turn it on or off. */
  private async alert(caller: UssdCaller, topic: SmsTopic, on: boolean): Promise<UssdScreen> {
    const t = (key: string) => translate(key, caller.language);
    return {
      kind: 'menu',
      title: `${this.topicLabel(caller, topic)}: ${t(on ? 'USSD_ON' : 'USSD_OFF')}`,
      // Setting a value (never flipping the one shown) leaves a step the gateway sends twice harmless.
      options: [true, false].map((wanted) => ({
        label: t(wanted ? 'USSD_TURN_ON' : 'USSD_TURN_OFF'),
        to: { to: 'setAlert', topic, on: wanted },
      })),
    };
  }

  private async setAlert(caller: UssdCaller, topic: SmsTopic, on: boolean): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const farmer = caller.farmer!;
    const label = this.topicLabel(caller, topic);
    const state = t(on ? 'USSD_ON' : 'USSD_OFF');
    await this.subscriptions.set(
      {
        countryId: caller.phone.countryId,
        phone: caller.phone.international,
        farmerId: farmer.farmerId,
        userId: caller.userId,
        language: caller.language,
        stateId: farmer.stateId,
        cityId: farmer.cityId,
      },
      topic,
      on,
      'USSD',
      `${label}: ${state}`,
    );
    return { kind: 'end', text: t('USSD_ALERT_CHANGED', { topic: label, state }) };
  }
}
