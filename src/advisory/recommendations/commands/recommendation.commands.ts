import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError, ValidationFailedError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { say } from '../../../kernel/i18n/translator';
import { AdvisoryErrors } from '../../advisory.errors';
import {
  Application,
  completeLine,
  decideCreateRecommendation,
  decideEditRecommendation,
  decideWithdrawRecommendation,
  RecommendationContent,
  RecommendationStream,
} from '../domain/recommendation';
import { LookupHistory } from './lookup-history';
import {
  CropRef,
  PlaceRef,
  RECOMMENDED_SUB_CATEGORIES,
  RecommendationView,
  RecommendationViews,
} from '../queries/recommendation.views';

/** What a farmer or an agent sees for a crop and a place. */
export interface RecommendationResult {
  crop: CropRef;
  state: PlaceRef;
  city: PlaceRef | null;
  /** True when the advice is specific to the local area (soil mapping); false for the state's generic advice. */
  siteSpecific: boolean;
  /** Set when a local area was chosen that has no soil mapping data (the generic advice is given instead). */
  disclaimer: string | null;
  recommendations: RecommendationView[];
  /** The catalogue sub-categories of the recommended fertilizers (the sellers tab). */
  subCategoryIds: number[];
}

/**
 * The recommendations of a crop for a local area (site-specific, else the state's generic advice with the disclaimer)
 * or for a state (generic); recorded in the caller's history. RECOMMENDATION_NONE (404) when there is neither. A
 * farmer known only by the registry (no account: a feature phone's caller) has no history: `actor` null records nothing.
 */
export class LookUpRecommendationCommand extends Command<RecommendationResult> {
  constructor(
    readonly actor: Actor | null,
    readonly cropId: number,
    readonly place: { cityId: number } | { stateId: number },
  ) {
    super();
  }
}

@CommandHandler(LookUpRecommendationCommand)
export class LookUpRecommendationHandler implements ICommandHandler<LookUpRecommendationCommand, RecommendationResult> {
  constructor(
    private readonly history: LookupHistory,
    private readonly views: RecommendationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, cropId, place }: LookUpRecommendationCommand): Promise<RecommendationResult> {
    const crop = await this.views.requireCrop(cropId);
    const city = 'cityId' in place ? await this.views.requireCity(place.cityId) : null;
    const state = await this.views.requireState(city ? city.stateId : (place as { stateId: number }).stateId);
    const { siteSpecific, recommendations } = city
      ? await this.views.forLocalArea(crop.id, city, state)
      : { siteSpecific: false, recommendations: await this.views.generic(crop.id, state) };
    if (!recommendations.length) throw new DomainError(AdvisoryErrors.FERTILIZER_RECOMMENDATION_NONE);
    if (actor)
      await this.history.record({
        userId: actor.id,
        cropId: crop.id,
        stateId: state.id,
        cityId: city?.id ?? null,
        siteSpecific,
        recommendationIds: recommendations.map((r) => r.id),
        lookedUpAt: this.clock.now(),
      });
    return {
      crop,
      state: { id: state.id, name: state.name },
      city: city ? { id: city.id, name: city.name } : null,
      siteSpecific,
      disclaimer: city && !siteSpecific ? say('FERTILIZER_NO_SOIL_DATA_DISCLAIMER') : null,
      recommendations,
      subCategoryIds: RECOMMENDED_SUB_CATEGORIES,
    };
  }
}

/** One application as a client sends it: the bags or the kilograms per hectare (the other is worked out). */
export interface ApplicationInput {
  application: Application;
  product: string;
  kgPerHa?: number | null;
  bagsPerHa?: number | null;
  timing?: string | null;
  alternative?: boolean | null;
}

export interface RecommendationInput {
  cropId: number;
  stateId: number;
  cityId?: number | null;
  region?: string | null;
  source: string;
  applications: ApplicationInput[];
}

/** Checks the crop, the state and the local area, and completes each application; field errors name what is wrong. */
export async function contentOf(
  views: RecommendationViews,
  input: RecommendationInput,
): Promise<RecommendationContent> {
  const errors: { field: string; message: string }[] = [];
  if (!(await views.crop(input.cropId))) errors.push({ field: 'cropId', message: 'ADVISORY_CROP_INVALID' });
  const state = await views.requireState(input.stateId).catch(() => null);
  if (!state) errors.push({ field: 'stateId', message: 'ADVISORY_STATE_INVALID' });
  if (input.cityId) {
    const city = await views.requireCity(input.cityId).catch(() => null);
    if (!city || (state && city.stateId !== state.id))
      errors.push({ field: 'cityId', message: 'ADVISORY_CITY_INVALID' });
  }
  if (!input.applications.length) errors.push({ field: 'applications', message: 'FERTILIZER_APPLICATIONS_REQUIRED' });
  input.applications.forEach((line, index) => {
    if ((line.kgPerHa ?? null) === null && (line.bagsPerHa ?? null) === null)
      errors.push({ field: `applications.${index}.bagsPerHa`, message: 'FERTILIZER_BAGS_OR_KG_REQUIRED' });
  });
  if (errors.length) throw new ValidationFailedError(errors);
  return {
    countryId: state!.countryId,
    stateId: state!.id,
    cityId: input.cityId ?? null,
    cropId: input.cropId,
    region: input.region ?? '',
    source: input.source,
    applications: input.applications.map(completeLine),
  };
}

/** Creates recommendations already checked, in one transaction (the create call and the import). */
export async function createRecommendations(
  dataSource: DataSource,
  store: EventStore,
  actor: Actor,
  contents: RecommendationContent[],
  now: string,
): Promise<number[]> {
  return dataSource.transaction(async (manager) => {
    const ids: number[] = [];
    for (const content of contents) {
      const [{ id }] = await manager.query<{ id: number }[]>(
        `SELECT nextval('fertilizer_recommendations_id_seq')::int AS id`,
      );
      await RecommendationStream.execute(
        store,
        id,
        (state) => decideCreateRecommendation(state, { ...content, recommendationId: id, createdBy: actor.id, now }),
        manager,
      );
      ids.push(id);
    }
    return ids;
  });
}

export class CreateRecommendationCommand extends Command<RecommendationView> {
  constructor(
    readonly actor: Actor,
    readonly input: RecommendationInput,
  ) {
    super();
  }
}

@CommandHandler(CreateRecommendationCommand)
export class CreateRecommendationHandler implements ICommandHandler<CreateRecommendationCommand, RecommendationView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: RecommendationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, input }: CreateRecommendationCommand): Promise<RecommendationView> {
    const content = await contentOf(this.views, input);
    const [id] = await createRecommendations(this.dataSource, this.store, actor, [content], this.clock.nowIso());
    return this.views.one(id);
  }
}

/** Changes a recommendation administrators keep; the published ones answer FERTILIZER_RECOMMENDATION_PUBLISHED (409). */
export class EditRecommendationCommand extends Command<RecommendationView> {
  constructor(
    readonly recommendationId: number,
    readonly input: RecommendationInput,
  ) {
    super();
  }
}

async function kept(views: RecommendationViews, id: number, manager: EntityManager): Promise<void> {
  const view = await views.one(id, manager);
  if (view.origin === 'PUBLISHED') throw new DomainError(AdvisoryErrors.FERTILIZER_RECOMMENDATION_PUBLISHED);
  if (!view.active) throw new DomainError(AdvisoryErrors.FERTILIZER_RECOMMENDATION_NOT_FOUND);
}

@CommandHandler(EditRecommendationCommand)
export class EditRecommendationHandler implements ICommandHandler<EditRecommendationCommand, RecommendationView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: RecommendationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ recommendationId, input }: EditRecommendationCommand): Promise<RecommendationView> {
    await kept(this.views, recommendationId, this.dataSource.manager);
    const content = await contentOf(this.views, input);
    return this.dataSource.transaction(async (manager) => {
      await RecommendationStream.execute(
        this.store,
        recommendationId,
        (state) => decideEditRecommendation(state, { ...content, recommendationId, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(recommendationId, manager);
    });
  }
}

export class WithdrawRecommendationCommand extends Command<RecommendationView> {
  constructor(readonly recommendationId: number) {
    super();
  }
}

@CommandHandler(WithdrawRecommendationCommand)
export class WithdrawRecommendationHandler implements ICommandHandler<
  WithdrawRecommendationCommand,
  RecommendationView
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: RecommendationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ recommendationId }: WithdrawRecommendationCommand): Promise<RecommendationView> {
    await kept(this.views, recommendationId, this.dataSource.manager);
    return this.dataSource.transaction(async (manager) => {
      await RecommendationStream.execute(
        this.store,
        recommendationId,
        (state) => decideWithdrawRecommendation(state, { recommendationId, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(recommendationId, manager);
    });
  }
}
