import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import type { Actor } from '../../../kernel/context/request-context';
import { RequestContexts } from '../../../kernel/context/request-context';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { catalogueOwner, dealerOf } from '../domain/dealer-of';
import { InputsFilter, InputsFilterQuery, InputView } from './inputs-filter.query';
import {
  CatalogEntryView,
  CatalogLocationView,
  CatalogPriceView,
  MapPointView,
  SellerCatalogueViews,
} from './seller-catalogue.views';

/**
 * The input providers' products a dealer can add to their catalogue (the inputs screen), in the dealer's country (the
 * request's, for a caller who is not a dealer), with the caller's entry for each.
 */
export class FilterInputsQuery extends Query<Page<InputView>> {
  constructor(
    readonly actor: Actor,
    readonly filter: Omit<InputsFilter, 'dealerId' | 'countryId'>,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** The caller's catalogue entries, newest first. */
export class ListCatalogEntriesQuery extends Query<Page<CatalogEntryView>> {
  constructor(
    readonly actor: Actor,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** One of the caller's catalogue entries: another dealer's answers 404. */
export class GetCatalogEntryQuery extends Query<CatalogEntryView> {
  constructor(
    readonly actor: Actor,
    readonly entryId: string,
  ) {
    super();
  }
}
/** The active dealers' prices for a product on sale, cheapest first. */
export class ListCatalogPricesQuery extends Query<CatalogPriceView[]> {
  constructor(readonly productId: string) {
    super();
  }
}
/** Where the active dealers sell a product on sale. */
export class ListCatalogLocationsQuery extends Query<CatalogLocationView[]> {
  constructor(readonly productId: string) {
    super();
  }
}
/** Where to buy a product on sale: its input provider's place, then every active dealer's selling location. */
export class ListMapPointsQuery extends Query<MapPointView[]> {
  constructor(readonly productId: string) {
    super();
  }
}

@QueryHandler(FilterInputsQuery)
export class FilterInputsHandler implements IQueryHandler<FilterInputsQuery, Page<InputView>> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly inputs: InputsFilterQuery,
  ) {}

  async execute({ actor, filter, page }: FilterInputsQuery): Promise<Page<InputView>> {
    const dealer = dealerOf(await this.organisations.of(actor));
    const countryId = dealer?.countryId ?? RequestContexts.currentOrSystem().countryId ?? actor.countryId!;
    return this.inputs.run({ ...filter, dealerId: dealer?.id ?? null, countryId }, page);
  }
}

@QueryHandler(ListCatalogEntriesQuery)
export class ListCatalogEntriesHandler implements IQueryHandler<ListCatalogEntriesQuery, Page<CatalogEntryView>> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: SellerCatalogueViews,
  ) {}

  async execute({ actor, page }: ListCatalogEntriesQuery): Promise<Page<CatalogEntryView>> {
    return this.views.entries(catalogueOwner(await this.organisations.of(actor)).id, page);
  }
}

@QueryHandler(GetCatalogEntryQuery)
export class GetCatalogEntryHandler implements IQueryHandler<GetCatalogEntryQuery, CatalogEntryView> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly views: SellerCatalogueViews,
  ) {}

  async execute({ actor, entryId }: GetCatalogEntryQuery): Promise<CatalogEntryView> {
    return this.views.entry(entryId, catalogueOwner(await this.organisations.of(actor)).id);
  }
}

@QueryHandler(ListCatalogPricesQuery)
export class ListCatalogPricesHandler implements IQueryHandler<ListCatalogPricesQuery, CatalogPriceView[]> {
  constructor(private readonly views: SellerCatalogueViews) {}
  execute({ productId }: ListCatalogPricesQuery): Promise<CatalogPriceView[]> {
    return this.views.pricesFor(productId);
  }
}

@QueryHandler(ListCatalogLocationsQuery)
export class ListCatalogLocationsHandler implements IQueryHandler<ListCatalogLocationsQuery, CatalogLocationView[]> {
  constructor(private readonly views: SellerCatalogueViews) {}
  execute({ productId }: ListCatalogLocationsQuery): Promise<CatalogLocationView[]> {
    return this.views.locationsFor(productId);
  }
}

@QueryHandler(ListMapPointsQuery)
export class ListMapPointsHandler implements IQueryHandler<ListMapPointsQuery, MapPointView[]> {
  constructor(private readonly views: SellerCatalogueViews) {}
  execute({ productId }: ListMapPointsQuery): Promise<MapPointView[]> {
    return this.views.mapPoints(productId);
  }
}
