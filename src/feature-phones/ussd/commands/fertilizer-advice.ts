import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import {
  BasketQuotationsView,
  LookUpRecommendationCommand,
  RecommendationResult,
  RequestBasketQuotationsCommand,
} from '../../../advisory';
import type { AdviceLine } from '../../../advisory';
import { CropTypeView, FarmsOfKnownFarmerQuery, FarmView, ListRecordTypesQuery } from '../../../farmers';
import { GeographyQueries } from '../../../geography';
import {
  PEOPLE_DIRECTORY,
  PeopleDirectory,
  PERMISSION_CHECKER,
  PermissionChecker,
} from '../../../kernel/auth/access.ports';
import { Actor, RequestContexts } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { translate } from '../../../kernel/i18n/translator';
import type { UssdCaller } from './ussd-menu';
import { UssdScreen } from '../domain/ussd-screens';

/** Farms offered to choose from (a farmer rarely has more than a few). */
const FARMS_MAX = 9;
const CROPS_MAX = 97;

/** A number as the console shows it: at most 2 decimals, a decimal comma in French. */
const number = (value: number, language: 'en' | 'fr') => {
  const text = String(Math.round(value * 100) / 100);
  return language === 'fr' ? text.replace('.', ',') : text;
};
/** Hectares as the basket takes them: 2 decimals, at least 0.01. */
const hectaresOf = (sizeHa: number) => Math.max(0.01, Math.round(sizeHa * 100) / 100);

/**
 * The plan id of a quotation request made from a USSD session: the same session asking for the same basket names the
 * same plan, so a step the gateway sends again (or walks again after its state was lost) asks no seller twice.
 */
export function ussdPlanId(sessionId: string, recommendationId: number, cityId: number, hectares: number): string {
  const hex = createHash('sha256').update(`ussd|${sessionId}|${recommendationId}|${cityId}|${hectares}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Fertilizer advice on a feature phone, read as the web reads it: a crop, the farm when the farmer has several, then
 * the recommendation the advisory module gives for the farm's area (site-specific, else the state's generic advice;
 * LookUpRecommendationCommand), its rates in 50 kg bags per hectare and for the farm as the console shows them, and its
 * source. Then the basket can be asked of the nearest sellers (RequestBasketQuotationsCommand, as the web does), which
 * needs an account allowed to ask for quotations.
 */
@Injectable()
export class FertilizerAdvice {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly geography: GeographyQueries,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
  ) {}

  async crops(caller: UssdCaller, cityId: number): Promise<UssdScreen> {
    const crops: CropTypeView[] = await this.queries.execute(new ListRecordTypesQuery('crop'));
    const french = caller.language === 'fr';
    return {
      kind: 'menu',
      title: translate('USSD_ADVICE_CHOOSE_CROP', caller.language),
      options: crops.slice(0, CROPS_MAX).map((crop) => ({
        label: french ? crop.nameFr : crop.name,
        to: { to: 'adviceFarms', cityId, cropId: crop.id },
      })),
    };
  }

  /** The farm to work the bags out for, when the farmer has several; with one (or none) the advice at once. */
  async farms(caller: UssdCaller, cityId: number, cropId: number): Promise<UssdScreen> {
    const farmerId = caller.farmer?.farmerId;
    const farms: FarmView[] = farmerId
      ? await this.queries.execute(new FarmsOfKnownFarmerQuery(farmerId, FARMS_MAX))
      : [];
    if (farms.length <= 1) return this.advice(caller, cityId, cropId, farms[0] ? hectaresOf(farms[0].sizeHa) : null);
    return {
      kind: 'menu',
      title: translate('USSD_ADVICE_CHOOSE_FARM', caller.language),
      options: farms.map((farm) => ({
        label: translate('USSD_ADVICE_FARM', caller.language, {
          name: farm.name,
          hectares: number(farm.sizeHa, caller.language),
        }),
        to: { to: 'advice', cityId, cropId, hectares: hectaresOf(farm.sizeHa) },
      })),
    };
  }

  async advice(caller: UssdCaller, cityId: number, cropId: number, hectares: number | null): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const french = caller.language === 'fr';
    let result: RecommendationResult;
    try {
      result = await this.commands.execute(new LookUpRecommendationCommand(this.actorOf(caller), cropId, { cityId }));
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'FERTILIZER_RECOMMENDATION_NONE') throw error;
      const crop = (await this.queries.execute(new ListRecordTypesQuery('crop'))).find((c) => c.id === cropId);
      const city = await this.geography.findCity(cityId);
      const state = city ? await this.geography.findState(city.stateId) : undefined;
      return {
        kind: 'text',
        title: t('USSD_ADVICE_NONE', { crop: (french ? crop?.nameFr : crop?.name) ?? '', place: state?.name ?? '' }),
        lines: [],
      };
    }
    const [recommendation] = result.recommendations;
    const place = result.siteSpecific && result.city ? result.city.name : result.state.name;
    const lines = recommendation.applications.map((line) => this.line(caller, line, hectares));
    lines.push(t('USSD_ADVICE_SOURCE', { source: french ? recommendation.sourceNameFr : recommendation.sourceName }));
    return {
      kind: 'menu',
      title: t(hectares === null ? 'USSD_ADVICE_TITLE' : 'USSD_ADVICE_TITLE_FARM', {
        crop: french ? result.crop.nameFr : result.crop.name,
        place,
        hectares: number(hectares ?? 1, caller.language),
      }),
      lines,
      options: [
        {
          label: t('USSD_ADVICE_ASK_SELLERS', { hectares: number(hectares ?? 1, caller.language) }),
          to: { to: 'quote', recommendationId: recommendation.id, cityId, hectares: hectares ?? 1 },
        },
      ],
    };
  }

  /** "Planting: NPK 23-23-0 4.94/ha" and, for a farm, "= 9.88": the bags as the console shows them (2 decimals). */
  private line(caller: UssdCaller, line: AdviceLine, hectares: number | null): string {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    const product = caller.language === 'fr' ? line.productNameFr : line.productName;
    const bags =
      t('USSD_ADVICE_PER_HA', { bags: number(line.bagsPerHa, caller.language) }) +
      (hectares === null ? '' : ` = ${number(line.bagsPerHa * hectares, caller.language)}`);
    if (line.alternative) return t('USSD_ADVICE_ALTERNATIVE', { product, bags });
    return t('USSD_ADVICE_LINE', {
      application: t(`USSD_APPLICATION_${line.application.toUpperCase()}`),
      product,
      bags,
    });
  }

  /** Asks the nearest sellers holding the basket's fertilizers for a price, as the caller's account. */
  async quote(
    caller: UssdCaller,
    recommendationId: number,
    cityId: number,
    hectares: number | null,
    sessionId: string,
  ): Promise<UssdScreen> {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, caller.language, params);
    if (!caller.userId) return { kind: 'end', text: t('USSD_QUOTE_NEEDS_ACCOUNT') };
    const person = await this.people.personOf(caller.userId);
    const actor: Actor | null = person ? { id: person.id, roles: person.roles, countryId: person.countryId } : null;
    if (!actor || !(await this.permissions.allows(actor, 'quotations:create', caller.country.id)))
      return { kind: 'end', text: t('USSD_QUOTE_NOT_ALLOWED') };
    const ha = hectares ?? 1;
    const context = {
      ...RequestContexts.currentOrSystem(),
      actor,
      language: caller.language,
      country: caller.country.name,
      countryId: caller.country.id,
    };
    let asked: BasketQuotationsView;
    try {
      asked = await RequestContexts.run(context, () =>
        this.commands.execute(
          new RequestBasketQuotationsCommand(
            actor,
            recommendationId,
            ussdPlanId(sessionId, recommendationId, cityId, ha),
            { cityId, hectares: ha },
          ),
        ),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'BASKET_NOTHING_TO_ASK')
        return { kind: 'end', text: t('USSD_QUOTE_NO_SELLER') };
      if (error instanceof DomainError && error.code === 'BASKET_PLAN_IN_PROGRESS')
        return { kind: 'end', text: t('USSD_QUOTE_IN_PROGRESS') };
      throw error;
    }
    const lines = asked.quotations
      .map((q) => t('USSD_QUOTE_LINE', { bags: q.bags, product: q.productName, seller: q.sellerName ?? '' }))
      .join('; ');
    return { kind: 'end', text: t('USSD_QUOTE_SENT', { lines }) };
  }

  private actorOf(caller: UssdCaller): Actor | null {
    return caller.userId ? { id: caller.userId, roles: [], countryId: caller.country.id } : null;
  }
}
