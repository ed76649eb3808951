import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GeographyQueries } from '../../../geography';
import { Clock } from '../../../kernel/clock/clock';
import { RequestContexts } from '../../../kernel/context/request-context';
import type { Actor } from '../../../kernel/context/request-context';
import { EventStore } from '../../../kernel/events/event-store';
import { excel, normaliseHeader, readExcelRows, RowErrors } from '../../../kernel/files/excel-reader';
import { AdvisoryErrors } from '../../advisory.errors';
import { Application, completeLine, RecommendationContent } from '../domain/recommendation';
import { RecommendationViews } from '../queries/recommendation.views';
import { createRecommendations } from './recommendation.commands';

/** The most rows one sheet may hold. */
export const RECOMMENDATION_IMPORT_MAX_ROWS = 2000;

/**
 * The recommendation sheet: one row per application. Rows of the same crop, state, local area, region and source make
 * one recommendation. Headers in English or French, in any order.
 */
export const RECOMMENDATION_SHEET = {
  crop: { aliases: ['Crop', 'Culture'], required: true, parse: excel.text(120) },
  state: { aliases: ['State', 'État', 'Region', 'Région', 'County', 'Comté'], required: true, parse: excel.text(120) },
  city: {
    aliases: ['LGA', 'City', 'Local area', 'Zone locale', 'Ville', 'District', 'Département'],
    parse: excel.text(120),
  },
  region: { aliases: ['Zone', 'Soil', 'Sol', 'Where'], parse: excel.text(300) },
  source: { aliases: ['Source'], required: true, parse: excel.text(500) },
  application: {
    aliases: ['Application'],
    required: true,
    parse: excel.oneOf<Application>({
      planting: ['Planting', 'At planting', 'Basal', 'Plantation', 'Fumure de fond'],
      top1: ['1st top dressing', 'First top dressing', 'Top dressing 1', '1er épandage de couverture'],
      top2: ['2nd top dressing', 'Second top dressing', 'Top dressing 2', '2e épandage de couverture'],
      season_total: ['Season total', 'Total de la saison'],
    }),
  },
  product: { aliases: ['Product', 'Fertilizer', 'Produit', 'Engrais'], required: true, parse: excel.text(200) },
  kgPerHa: { aliases: ['Kg per ha', 'kg/ha', 'Kg par ha'], parse: excel.number({ min: 0, max: 100000 }) },
  bagsPerHa: {
    aliases: ['Bags per ha', 'Bags/ha', 'Sacs par ha', 'Sacs/ha'],
    parse: excel.number({ min: 0, max: 2000 }),
  },
  timing: { aliases: ['Timing', 'When', 'Moment'], parse: excel.text(300) },
  alternative: {
    aliases: ['Alternative'],
    parse: excel.oneOf({ yes: ['Yes', 'Oui', 'true', '1', 'x'], no: ['No', 'Non', 'false', '0'] }),
  },
};

export interface RecommendationImportReport {
  dryRun: boolean;
  rows: number;
  created: number;
  recommendationIds: number[];
}

/**
 * Imports a sheet of recommendations for the caller's working country: every row is checked (crop, state and local
 * area by name) before anything is written; any error answers FERTILIZER_IMPORT_ROWS_INVALID (422) naming each row and
 * field, and nothing is imported. `dryRun` checks only.
 */
export class ImportRecommendationsCommand extends Command<RecommendationImportReport> {
  constructor(
    readonly actor: Actor,
    readonly countryId: number,
    readonly bytes: Buffer,
    readonly dryRun: boolean,
  ) {
    super();
  }
}

@CommandHandler(ImportRecommendationsCommand)
export class ImportRecommendationsHandler implements ICommandHandler<
  ImportRecommendationsCommand,
  RecommendationImportReport
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: RecommendationViews,
    private readonly geography: GeographyQueries,
    private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    countryId,
    bytes,
    dryRun,
  }: ImportRecommendationsCommand): Promise<RecommendationImportReport> {
    const errors = new RowErrors(RequestContexts.currentOrSystem().language);
    const crops = new Map<string, number>();
    for (const crop of await this.views.cropList()) {
      crops.set(normaliseHeader(crop.name), crop.id);
      crops.set(normaliseHeader(crop.nameFr), crop.id);
    }
    const states = new Map((await this.geography.listStates({ countryId })).map((s) => [normaliseHeader(s.name), s]));
    const citiesOf = new Map<number, Map<string, number>>();
    const groups = new Map<string, RecommendationContent>();
    let rows = 0;
    for await (const { row, values } of readExcelRows(bytes, RECOMMENDATION_SHEET, {
      errors,
      maxRows: RECOMMENDATION_IMPORT_MAX_ROWS,
    })) {
      rows++;
      const cropId = crops.get(normaliseHeader(values.crop!));
      if (!cropId) errors.add(row, 'crop', 'ADVISORY_CROP_INVALID');
      const state = states.get(normaliseHeader(values.state!));
      if (!state) errors.add(row, 'state', 'ADVISORY_STATE_INVALID');
      let cityId: number | null = null;
      if (state && values.city) {
        if (!citiesOf.has(state.id))
          citiesOf.set(
            state.id,
            new Map((await this.geography.citiesOfState(state.id))!.map((c) => [normaliseHeader(c.name), c.id])),
          );
        cityId = citiesOf.get(state.id)!.get(normaliseHeader(values.city)) ?? null;
        if (!cityId) errors.add(row, 'city', 'ADVISORY_CITY_INVALID');
      }
      if (values.kgPerHa === null && values.bagsPerHa === null)
        errors.add(row, 'bagsPerHa', 'FERTILIZER_BAGS_OR_KG_REQUIRED');
      if (!cropId || !state || (values.city && !cityId) || (values.kgPerHa === null && values.bagsPerHa === null))
        continue;
      const region = values.region ?? '';
      const key = [cropId, state.id, cityId ?? '', region, values.source].join('\t');
      const group = groups.get(key) ?? {
        countryId,
        stateId: state.id,
        cityId,
        cropId,
        region,
        source: values.source!,
        applications: [],
      };
      group.applications.push(
        completeLine({
          application: values.application!,
          product: values.product!,
          kgPerHa: values.kgPerHa,
          bagsPerHa: values.bagsPerHa,
          timing: values.timing,
          alternative: values.alternative === 'yes',
        }),
      );
      groups.set(key, group);
    }
    errors.throwIfAny(AdvisoryErrors.FERTILIZER_IMPORT_ROWS_INVALID);
    const contents = [...groups.values()];
    if (dryRun) return { dryRun, rows, created: contents.length, recommendationIds: [] };
    const ids = await createRecommendations(this.dataSource, this.store, actor, contents, this.clock.nowIso());
    return { dryRun, rows, created: ids.length, recommendationIds: ids };
  }
}
