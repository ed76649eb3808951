import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../kernel/context/request-context';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { FarmerScope } from '../../registry/queries/farmer-scope';
import { FarmView, FarmViews } from './farm.views';

/** The farms of a farmer the caller may read (FARMER_NOT_FOUND otherwise), in the order they were mapped. */
export class ListFarmsOfFarmerQuery extends Query<Page<FarmView>> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListFarmsOfFarmerQuery)
export class ListFarmsOfFarmerHandler implements IQueryHandler<ListFarmsOfFarmerQuery, Page<FarmView>> {
  constructor(
    private readonly scope: FarmerScope,
    private readonly views: FarmViews,
  ) {}

  async execute({ actor, farmerId, page }: ListFarmsOfFarmerQuery): Promise<Page<FarmView>> {
    await this.scope.require(actor, farmerId, 'READ');
    return this.views.ofFarmer(farmerId, page);
  }
}

/**
 * The farms of a farmer as the platform itself reads them (no caller to scope: the farmer is known by their own
 * number on a feature phone), oldest first, at most `limit`.
 */
export class FarmsOfKnownFarmerQuery extends Query<FarmView[]> {
  constructor(
    readonly farmerId: string,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(FarmsOfKnownFarmerQuery)
export class FarmsOfKnownFarmerHandler implements IQueryHandler<FarmsOfKnownFarmerQuery, FarmView[]> {
  constructor(private readonly views: FarmViews) {}

  async execute({ farmerId, limit }: FarmsOfKnownFarmerQuery): Promise<FarmView[]> {
    return (await this.views.ofFarmer(farmerId, { page: 0, size: limit })).content;
  }
}
