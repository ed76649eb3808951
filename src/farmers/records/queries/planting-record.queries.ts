import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { FarmersErrors } from '../../farmers.errors';
import { FarmViews } from '../../farms/queries/farm.views';
import { FarmerScope } from '../../registry/queries/farmer-scope';
import { PlantingRecordView, PlantingRecordViews, SeasonView } from './planting-record.views';

/** One record of a farmer the caller may read; PLANTING_RECORD_NOT_FOUND otherwise. */
export class GetPlantingRecordQuery extends Query<PlantingRecordView> {
  constructor(
    readonly actor: Actor,
    readonly recordId: string,
  ) {
    super();
  }
}

/** The records of one farm of a farmer the caller may read (FARM_NOT_FOUND otherwise), latest year first. */
export class ListPlantingRecordsOfFarmQuery extends Query<Page<PlantingRecordView>> {
  constructor(
    readonly actor: Actor,
    readonly farmId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** What a farmer planted, applied and harvested, season by season, over all their farms. */
export class FarmerSeasonsQuery extends Query<SeasonView[]> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
  ) {
    super();
  }
}

@QueryHandler(GetPlantingRecordQuery)
export class GetPlantingRecordHandler implements IQueryHandler<GetPlantingRecordQuery, PlantingRecordView> {
  constructor(
    private readonly scope: FarmerScope,
    private readonly views: PlantingRecordViews,
  ) {}

  async execute({ actor, recordId }: GetPlantingRecordQuery): Promise<PlantingRecordView> {
    const record = await this.views.one(recordId);
    if (!record || !(await this.scope.view(actor, record.farmerId)).mayRead)
      throw new DomainError(FarmersErrors.PLANTING_RECORD_NOT_FOUND);
    return record;
  }
}

@QueryHandler(ListPlantingRecordsOfFarmQuery)
export class ListPlantingRecordsOfFarmHandler implements IQueryHandler<
  ListPlantingRecordsOfFarmQuery,
  Page<PlantingRecordView>
> {
  constructor(
    private readonly scope: FarmerScope,
    private readonly farms: FarmViews,
    private readonly views: PlantingRecordViews,
  ) {}

  async execute({ actor, farmId, page }: ListPlantingRecordsOfFarmQuery): Promise<Page<PlantingRecordView>> {
    const farm = await this.farms.one(farmId);
    if (!farm || !(await this.scope.view(actor, farm.farmerId)).mayRead)
      throw new DomainError(FarmersErrors.FARM_NOT_FOUND);
    return this.views.ofFarm(farmId, page);
  }
}

@QueryHandler(FarmerSeasonsQuery)
export class FarmerSeasonsHandler implements IQueryHandler<FarmerSeasonsQuery, SeasonView[]> {
  constructor(
    private readonly scope: FarmerScope,
    private readonly views: PlantingRecordViews,
  ) {}

  async execute({ actor, farmerId }: FarmerSeasonsQuery): Promise<SeasonView[]> {
    await this.scope.require(actor, farmerId, 'READ');
    return this.views.seasonsOf(farmerId);
  }
}
