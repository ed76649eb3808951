import { DomainError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { AdvisoryErrors } from '../../advisory.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * A fertilizer recommendation an administrator keeps: for a crop, generic for a state (no local area) or site-specific
 * for a local area (from soil mapping), the fertilizer of each application with its rate per hectare and its source.
 * The published generic advice that ships with the product is reference data (a plain table), not a stream.
 */
export const RECOMMENDATION_STREAM = 'fertilizer-recommendation';
export const recommendationStreamId = (id: number) => `fertilizer-recommendation-${id}`;

export const APPLICATIONS = ['planting', 'top1', 'top2', 'season_total'] as const;
export type Application = (typeof APPLICATIONS)[number];

/** The standard fertilizer bag (units-and-prices: fertilizer is priced per 50 kg bag in all seven countries). */
export const BAG_KG = 50;

export interface ApplicationLine {
  application: Application;
  product: string;
  /** kg of product (not nutrient) per hectare. */
  kgPerHa: number;
  /** 50 kg bags per hectare. */
  bagsPerHa: number;
  timing: string;
  /** Another choice for the same application (the source offers either): shown as such, never added up. */
  alternative: boolean;
}

export interface RecommendationContent {
  countryId: number;
  stateId: number;
  /** A local area for site-specific advice; null for the state's generic advice. */
  cityId: number | null;
  cropId: number;
  /** Where it applies, in words (zone, soil), may be empty. */
  region: string;
  /** The source the figures come from. */
  source: string;
  applications: ApplicationLine[];
}

export interface FertilizerRecommendationCreated extends RecommendationContent {
  recommendationId: number;
  createdBy: string;
  at: string;
}

export interface FertilizerRecommendationEdited extends RecommendationContent {
  recommendationId: number;
  at: string;
}

export interface FertilizerRecommendationWithdrawn {
  recommendationId: number;
  at: string;
}

export const FertilizerRecommendationCreated = defineEvent<FertilizerRecommendationCreated>(
  'FertilizerRecommendationCreated',
);
export const FertilizerRecommendationEdited = defineEvent<FertilizerRecommendationEdited>(
  'FertilizerRecommendationEdited',
);
export const FertilizerRecommendationWithdrawn = defineEvent<FertilizerRecommendationWithdrawn>(
  'FertilizerRecommendationWithdrawn',
);

export const RecommendationEvents = {
  created: FertilizerRecommendationCreated.type,
  edited: FertilizerRecommendationEdited.type,
  withdrawn: FertilizerRecommendationWithdrawn.type,
} as const;

export interface RecommendationState {
  exists: boolean;
  active: boolean;
  content: RecommendationContent | null;
}

export const initialRecommendationState: RecommendationState = { exists: false, active: false, content: null };

const contentOf = ({
  countryId,
  stateId,
  cityId,
  cropId,
  region,
  source,
  applications,
}: RecommendationContent): RecommendationContent => ({
  countryId,
  stateId,
  cityId,
  cropId,
  region,
  source,
  applications,
});

export function evolveRecommendation(state: RecommendationState, event: StoredEvent | NewEvent): RecommendationState {
  switch (event.type) {
    case RecommendationEvents.created:
      return { exists: true, active: true, content: contentOf(FertilizerRecommendationCreated.dataOf(event)) };
    case RecommendationEvents.edited:
      return { ...state, content: contentOf(FertilizerRecommendationEdited.dataOf(event)) };
    case RecommendationEvents.withdrawn:
      return { ...state, active: false };
    default:
      return state;
  }
}

/** Bags and kilograms agree (bags = kg / 50, to 0.01 bag); at least one application. */
export function checkApplications(applications: ApplicationLine[]): void {
  if (!applications.length)
    throw new DomainError(AdvisoryErrors.FERTILIZER_APPLICATIONS_REQUIRED, {}, [
      { field: 'applications', message: 'FERTILIZER_APPLICATIONS_REQUIRED' },
    ]);
}

/** Fills the missing one of kg and bags per hectare from the other (50 kg bags, rounded to 0.1 kg and 0.01 bag). */
export function completeLine(line: {
  application: Application;
  product: string;
  kgPerHa?: number | null;
  bagsPerHa?: number | null;
  timing?: string | null;
  alternative?: boolean | null;
}): ApplicationLine {
  const bags = line.bagsPerHa ?? Math.round(((line.kgPerHa ?? 0) / BAG_KG) * 100) / 100;
  const kg = line.kgPerHa ?? Math.round((line.bagsPerHa ?? 0) * BAG_KG * 10) / 10;
  return {
    application: line.application,
    product: line.product,
    kgPerHa: kg,
    bagsPerHa: bags,
    timing: line.timing ?? '',
    alternative: !!line.alternative,
  };
}

export function decideCreateRecommendation(
  state: RecommendationState,
  command: RecommendationContent & { recommendationId: number; createdBy: string; now: string },
): NewEvent[] {
  if (state.exists) throw new DomainError(AdvisoryErrors.FERTILIZER_RECOMMENDATION_NOT_FOUND);
  checkApplications(command.applications);
  const { now, recommendationId, createdBy } = command;
  return [FertilizerRecommendationCreated.create({ recommendationId, createdBy, ...contentOf(command), at: now })];
}

/** The same content again changes nothing; a withdrawn recommendation is not found. */
export function decideEditRecommendation(
  state: RecommendationState,
  command: RecommendationContent & { recommendationId: number; now: string },
): NewEvent[] {
  if (!state.exists || !state.active) throw new DomainError(AdvisoryErrors.FERTILIZER_RECOMMENDATION_NOT_FOUND);
  checkApplications(command.applications);
  const content = contentOf(command);
  if (JSON.stringify(content) === JSON.stringify(state.content)) return [];
  return [
    FertilizerRecommendationEdited.create({ recommendationId: command.recommendationId, ...content, at: command.now }),
  ];
}

export function decideWithdrawRecommendation(
  state: RecommendationState,
  command: { recommendationId: number; now: string },
): NewEvent[] {
  if (!state.exists || !state.active) throw new DomainError(AdvisoryErrors.FERTILIZER_RECOMMENDATION_NOT_FOUND);
  return [FertilizerRecommendationWithdrawn.create({ recommendationId: command.recommendationId, at: command.now })];
}

/** Bags per hectare of one application: the sum of its lines that are not alternatives; null when there is none. */
export function bagsAt(applications: ApplicationLine[], application: Application): number | null {
  const lines = applications.filter((line) => line.application === application && !line.alternative);
  if (!lines.length) return null;
  return Math.round(lines.reduce((sum, line) => sum + line.bagsPerHa, 0) * 100) / 100;
}

export const RecommendationStream = defineAggregate({
  streamType: RECOMMENDATION_STREAM,
  streamId: recommendationStreamId,
  initial: initialRecommendationState,
  evolve: evolveRecommendation,
});
