import { decider } from '../../../kernel/testing/given-when-then';
import {
  bagsAt,
  completeLine,
  decideCreateRecommendation,
  decideEditRecommendation,
  decideWithdrawRecommendation,
  evolveRecommendation,
  FertilizerRecommendationCreated,
  FertilizerRecommendationEdited,
  FertilizerRecommendationWithdrawn,
  initialRecommendationState,
  RecommendationContent,
} from './recommendation';

const NOW = '2026-03-01T08:00:00.000Z';
const content: RecommendationContent = {
  countryId: 1,
  stateId: 20,
  cityId: 300,
  cropId: 1,
  region: 'Sandy loam',
  source: 'Soil map 2025',
  applications: [completeLine({ application: 'planting', product: 'NPK 15-15-15', bagsPerHa: 4 })],
};
const created = FertilizerRecommendationCreated.create({
  recommendationId: 100000,
  createdBy: 'admin',
  ...content,
  at: NOW,
});
const recommendation = decider(evolveRecommendation, initialRecommendationState);

describe('fertilizer recommendation decisions', () => {
  it('creates a recommendation with at least one application', () => {
    recommendation
      .given()
      .when((s) =>
        decideCreateRecommendation(s, { ...content, recommendationId: 100000, createdBy: 'admin', now: NOW }),
      )
      .then(created);
    recommendation
      .given()
      .when((s) =>
        decideCreateRecommendation(s, {
          ...content,
          applications: [],
          recommendationId: 100000,
          createdBy: 'admin',
          now: NOW,
        }),
      )
      .thenFails('FERTILIZER_APPLICATIONS_REQUIRED');
  });

  it('edits only what changed, and never a withdrawn recommendation', () => {
    const top = [...content.applications, completeLine({ application: 'top1', product: 'Urea 46% N', kgPerHa: 65.2 })];
    recommendation
      .given(created)
      .when((s) => decideEditRecommendation(s, { ...content, applications: top, recommendationId: 100000, now: NOW }))
      .then(
        FertilizerRecommendationEdited.create({ recommendationId: 100000, ...content, applications: top, at: NOW }),
      );
    recommendation
      .given(created)
      .when((s) => decideEditRecommendation(s, { ...content, recommendationId: 100000, now: NOW }))
      .thenNothing();
    const withdrawn = FertilizerRecommendationWithdrawn.create({ recommendationId: 100000, at: NOW });
    recommendation
      .given(created)
      .when((s) => decideWithdrawRecommendation(s, { recommendationId: 100000, now: NOW }))
      .then(withdrawn);
    recommendation
      .given(created, withdrawn)
      .when((s) => decideEditRecommendation(s, { ...content, recommendationId: 100000, now: NOW }))
      .thenFails('FERTILIZER_RECOMMENDATION_NOT_FOUND');
    recommendation
      .given(created, withdrawn)
      .when((s) => decideWithdrawRecommendation(s, { recommendationId: 100000, now: NOW }))
      .thenFails('FERTILIZER_RECOMMENDATION_NOT_FOUND');
  });

  it('works out bags from kilograms (50 kg bags) and adds up an application without its alternatives', () => {
    expect(completeLine({ application: 'top1', product: 'Urea', kgPerHa: 65.2 })).toMatchObject({
      bagsPerHa: 1.3,
      kgPerHa: 65.2,
    });
    expect(completeLine({ application: 'planting', product: 'NPK', bagsPerHa: 4.94 })).toMatchObject({
      kgPerHa: 247,
      bagsPerHa: 4.94,
    });
    const lines = [
      completeLine({ application: 'top1', product: 'SA', bagsPerHa: 2.47 }),
      completeLine({ application: 'top1', product: 'Urea (alternative)', bagsPerHa: 1.24, alternative: true }),
      completeLine({ application: 'planting', product: 'DAP', bagsPerHa: 1.2 }),
      completeLine({ application: 'planting', product: 'MOP', bagsPerHa: 0.4 }),
    ];
    expect([bagsAt(lines, 'planting'), bagsAt(lines, 'top1'), bagsAt(lines, 'top2')]).toEqual([1.6, 2.47, null]);
  });
});
