import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListPlacedOrdersQuery, ListAskedQuotationsQuery } from '../../orders';
import type { DailyWeather } from '../../advisory';
import { ForecastAtQuery } from '../../advisory';
import { CountryView, GeographyQueries } from '../../geography';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { Language } from '../../kernel/context/request-context';
import { translate } from '../../kernel/i18n/translator';
import { DistinctMarketProductsQuery, ListMarketProductsQuery, MarketPriceView } from '../../markets';
import { SmsSubscriptions, SmsTopic } from '../commands/sms-subscriptions';
import { PhoneInCountry } from '../gateway/phone-numbers';
import { UssdOption, UssdScreen } from './ussd-screens';

/** Who dials: the number, its country and language, and the farmer or account it belongs to (none for a stranger). */
export interface UssdCaller {
  phone: PhoneInCountry;
  country: CountryView;
  language: Language;
  /** Where they farm: the registry's area, or an account's (none when the account names none: they choose one). */
  farmer: { farmerId: string | null; name: string; stateId: number | null; cityId: number | null } | null;
  userId: string | null;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** Options of a list: at most 97, so that 98 stays "More". */
const LIST_MAX = 97;
const PRICE_MARKETS = 6;

const distance = (a: Point, b: Point) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

const amount = (value: number) => (value >= 100 ? String(Math.round(value)) : String(Math.round(value * 100) / 100));

/**
 * The menu a caller walks: market prices (nearest markets first, per kg, in the country's currency), the weather of
 * their area (rain first), their latest orders and quotations, and their SMS alerts. A stranger gets prices and
 * weather for a state or area they choose, and how to be registered.
 */
@Injectable()
export class UssdMenu {
  constructor(
    private readonly queries: QueryBus,
    private readonly geography: GeographyQueries,
    private readonly subscriptions: SmsSubscriptions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  first(caller: UssdCaller): UssdScreen {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const farmer = caller.farmer;
    if (farmer) {
      const options: UssdOption[] = [
        {
          label: t('USSD_MENU_PRICES'),
          open: async () => (farmer.cityId ? this.crops(caller, await this.pointOfCity(farmer.cityId)) : this.chooseState(caller, async (state) => this.crops(caller, state))),
        },
        {
          label: t('USSD_MENU_WEATHER'),
          open: () => (farmer.cityId ? this.weather(caller, farmer.cityId) : this.chooseState(caller, (state) => this.chooseArea(caller, state.id))),
        },
        { label: t('USSD_MENU_ORDERS'), open: () => this.orders(caller) },
        { label: t('USSD_MENU_ALERTS'), open: () => this.alerts(caller) },
      ];
      return { kind: 'menu', title: t('USSD_WELCOME_KNOWN', { name: farmer.name.split(/\s+/)[0] }), options };
    }
    return {
      kind: 'menu',
      title: t('USSD_WELCOME_UNKNOWN'),
      options: [
        { label: t('USSD_MENU_PRICES'), open: () => this.chooseState(caller, async (state) => this.crops(caller, state)) },
        { label: t('USSD_MENU_WEATHER'), open: () => this.chooseState(caller, (state) => this.chooseArea(caller, state.id)) },
        {
          label: t('USSD_MENU_REGISTER'),
          open: async () => ({ kind: 'end', text: t('USSD_REGISTER', { url: this.config.publicUrl.replace(/^https?:\/\//, ''), code: this.config.smsGateway.ussdServiceCode ?? 'Kasuwa' }) }),
        },
      ],
    };
  }

  private async pointOfCity(cityId: number): Promise<Point | null> {
    return (await this.geography.findCity(cityId)) ?? null;
  }

  private async chooseState(caller: UssdCaller, then: (state: { id: number } & Point) => Promise<UssdScreen>): Promise<UssdScreen> {
    const states = (await this.geography.listStates({ countryId: caller.country.id })).slice(0, LIST_MAX);
    return {
      kind: 'menu',
      title: translate('USSD_CHOOSE_STATE', caller.language),
      options: states.map((state) => ({ label: state.name, open: () => then(state) })),
    };
  }

  private async chooseArea(caller: UssdCaller, stateId: number): Promise<UssdScreen> {
    const areas = ((await this.geography.citiesOfState(stateId)) ?? []).slice(0, LIST_MAX);
    return {
      kind: 'menu',
      title: translate('USSD_CHOOSE_AREA', caller.language),
      options: areas.map((area) => ({ label: area.name, open: () => this.weather(caller, area.id) })),
    };
  }

  private async crops(caller: UssdCaller, near: Point | null): Promise<UssdScreen> {
    const products: string[] = await this.queries.execute(new DistinctMarketProductsQuery(caller.country.id));
    if (products.length === 0) return { kind: 'text', title: translate('USSD_NO_PRICES', caller.language), lines: [] };
    return {
      kind: 'menu',
      title: translate('USSD_CHOOSE_CROP', caller.language),
      options: products.slice(0, LIST_MAX).map((product) => ({ label: product, open: () => this.prices(caller, product, near) })),
    };
  }

  /** The product's latest price at each market, nearest markets first (by their state's point), per kg. */
  private async prices(caller: UssdCaller, product: string, near: Point | null): Promise<UssdScreen> {
    const page = await this.queries.execute(new ListMarketProductsQuery(caller.country.id, { products: [product] }, { page: 0, size: 2000 }));
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
      title: translate('USSD_PRICES_TITLE', caller.language, { product, measure: (first?.measure ?? 'KG').toLowerCase(), currency: first?.currency ?? caller.country.currency }),
      lines: rows.map((row) => `${row.market || row.state}${row.market ? ` (${row.state})` : ''} ${row.period}: ${amount(row.perKg)}`),
    };
  }

  /** Today's and the next days' weather of an area: rain chance first, then the amount and the temperatures. */
  private async weather(caller: UssdCaller, cityId: number): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const city = await this.geography.findCity(cityId);
    if (!city) return { kind: 'text', title: t('USSD_NO_FORECAST'), lines: [] };
    let forecast: { today: DailyWeather | null; upcomingDays: DailyWeather[] };
    try {
      forecast = await this.queries.execute(new ForecastAtQuery({ latitude: city.latitude, longitude: city.longitude }));
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
    const actor = { id: caller.userId, roles: ['ROLE_FARMER'], countryId: caller.country.id };
    const [orders, quotations] = await Promise.all([
      this.queries.execute(new ListPlacedOrdersQuery(actor, undefined, { page: 0, size: 5 })),
      this.queries.execute(new ListAskedQuotationsQuery(actor, {}, { page: 0, size: 5 })),
    ]);
    const lines = [
      ...(orders.content as { productName: string; status: string }[]).map((o) => t('USSD_ORDER_LINE', { product: o.productName, status: t(`USSD_ORDER_${o.status}`) })),
      ...(quotations.content as { productName: string; status: string }[]).map((q) => t('USSD_QUOTATION_LINE', { product: q.productName, status: t(`USSD_QUOTATION_${q.status}`) })),
    ];
    return { kind: 'text', title: lines.length ? t('USSD_MENU_ORDERS') : t('USSD_NO_ORDERS'), lines };
  }

  private async alerts(caller: UssdCaller): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const now = await this.subscriptions.of(caller.phone.countryId, caller.phone.international);
    const topics: [SmsTopic, string, boolean][] = [
      ['PRICE_ALERT', t('USSD_ALERT_PRICES'), now.priceAlerts],
      ['WEATHER_WARNING', t('USSD_ALERT_WEATHER'), now.weatherWarnings],
      ['ORDER_STATUS', t('USSD_ALERT_ORDERS'), now.orderStatus],
    ];
    return {
      kind: 'menu',
      title: t('USSD_ALERTS_TITLE'),
      options: topics.map(([topic, label, on]) => ({
        label: `${label}: ${t(on ? 'USSD_ON' : 'USSD_OFF')}`,
        open: async () => ({
          kind: 'menu',
          title: `${label}: ${t(on ? 'USSD_ON' : 'USSD_OFF')}`,
          // Setting a value (never flipping the one shown) leaves a step the gateway sends twice harmless.
          options: [true, false].map((wanted) => ({ label: t(wanted ? 'USSD_TURN_ON' : 'USSD_TURN_OFF'), open: () => this.setAlert(caller, topic, label, wanted) })),
        }),
      })),
    };
  }

  private async setAlert(caller: UssdCaller, topic: SmsTopic, label: string, on: boolean): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const farmer = caller.farmer!;
    const state = t(on ? 'USSD_ON' : 'USSD_OFF');
    await this.subscriptions.set(
      { countryId: caller.phone.countryId, phone: caller.phone.international, farmerId: farmer.farmerId, userId: caller.userId, language: caller.language, stateId: farmer.stateId, cityId: farmer.cityId },
      topic,
      on,
      'USSD',
      `${label}: ${state}`,
    );
    return { kind: 'end', text: t('USSD_ALERT_CHANGED', { topic: label, state }) };
  }
}
