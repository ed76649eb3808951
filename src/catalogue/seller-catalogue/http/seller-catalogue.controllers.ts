import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public, RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { ValidationFailedError } from '../../../kernel/errors/domain-error';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import {
  AddCatalogEntryCommand,
  EditCatalogEntryCommand,
  RemoveCatalogEntryCommand,
  RemoveCatalogLocationCommand,
} from '../commands/seller-catalogue.commands';
import {
  FilterInputsQuery,
  GetCatalogEntryQuery,
  ListCatalogEntriesQuery,
  ListCatalogLocationsQuery,
  ListCatalogPricesQuery,
  ListMapPointsQuery,
} from '../queries/seller-catalogue.queries';
import {
  CatalogEntryDeletedResponse,
  CatalogEntryEditDto,
  CatalogEntryResponse,
  CatalogLocationResponse,
  CatalogPriceResponse,
  InputResponse,
  InputsFilterQueryDto,
  MapPointResponse,
  NewCatalogEntryDto,
} from './seller-catalogue.dto';

const NOT_A_DEALER = 'CATALOG_DEALERS_ONLY: the caller is not a dealer nor works for one';

/** A dealer's own catalogue (myproducts), the inputs they can add (inputs) and the dealers' prices of a product. */
@ApiTags('seller-catalogue')
@Controller('catalog')
export class SellerCatalogueController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('products/filter')
  @RequirePermission('inputs:list')
  @ApiOperation({
    summary:
      "The input providers' products on sale in the caller's country, with the caller's entry for each (page of 20)",
  })
  @ApiPageResponse(InputResponse)
  @ApiBadRequestResponse({ description: 'Latitude or longitude out of range, or one without the other' })
  async filter(@CurrentActor() actor: Actor, @Query() query: InputsFilterQueryDto) {
    if ((query.latitude === undefined) !== (query.longitude === undefined)) {
      throw new ValidationFailedError([
        { field: query.latitude === undefined ? 'latitude' : 'longitude', message: 'CATALOG_COORDINATES_TOGETHER' },
      ]);
    }
    return this.queries.execute(
      new FilterInputsQuery(
        actor,
        {
          categoryId: query.category,
          subCategoryId: query.subCategory,
          sizeId: query.packagingSize,
          inputProviderName: query.inputProviderName || undefined,
          isAffiliated: query.isAffiliated,
          inStock: query.inStock || undefined,
          near:
            query.latitude !== undefined && query.longitude !== undefined
              ? { latitude: query.latitude, longitude: query.longitude }
              : undefined,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
          isMyCatalog: query.isMyCatalog,
          status: query.status ?? 'PUBLISHED',
        },
        query.pageRequest(),
      ),
    );
  }

  @Get('products')
  @RequirePermission('catalog:manage')
  @ApiOperation({ summary: "The caller's catalogue entries, newest first (page of 20)" })
  @ApiPageResponse(CatalogEntryResponse)
  @ApiForbiddenResponse({ description: NOT_A_DEALER })
  mine(@CurrentActor() actor: Actor, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListCatalogEntriesQuery(actor, query.pageRequest()));
  }

  @Get('products/:id')
  @RequirePermission('catalog:manage')
  @ApiOkResponse({ type: CatalogEntryResponse })
  @ApiNotFoundResponse({ description: "CATALOG_ENTRY_NOT_FOUND (also for another dealer's entry)" })
  one(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetCatalogEntryQuery(actor, id));
  }

  @Get(':id/products')
  @RequirePermission('inputs:list')
  @ApiOperation({ summary: 'catalog_prices: the active dealers’ prices for a product on sale, cheapest first' })
  @ApiOkResponse({ type: [CatalogPriceResponse] })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND: no such product on sale' })
  prices(@Param('id', UuidPipe) productId: string) {
    return this.queries.execute(new ListCatalogPricesQuery(productId));
  }

  @Get(':id/products/location')
  @RequirePermission('inputs:list')
  @ApiOperation({
    summary: 'catalog_locations: where the active dealers sell a product on sale, at the price that applies there',
  })
  @ApiOkResponse({ type: [CatalogLocationResponse] })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND: no such product on sale' })
  locations(@Param('id', UuidPipe) productId: string) {
    return this.queries.execute(new ListCatalogLocationsQuery(productId));
  }

  @Post('product/add')
  @RequirePermission('catalog:manage')
  @ApiOperation({
    summary:
      "Adds an input provider's product on sale in the dealer's country, with the dealer's price, quantity and selling locations",
  })
  @ApiMutationResponse(CatalogEntryResponse, { status: 201 })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, LOCATION_UNRESOLVED (errors name the location row)' })
  @ApiNotFoundResponse({ description: 'CATALOG_PRODUCT_NOT_AVAILABLE' })
  @ApiConflictResponse({ description: 'CATALOG_PRODUCT_ALREADY_ADDED' })
  @ApiForbiddenResponse({ description: NOT_A_DEALER })
  async add(@CurrentActor() actor: Actor, @Body() body: NewCatalogEntryDto) {
    return mutation(
      say('CATALOG_ENTRY_ADDED'),
      await this.commands.execute(new AddCatalogEntryCommand(actor, body.productId, body)),
    );
  }

  @Put('product/edit/:id')
  @RequirePermission('catalog:manage')
  @ApiOperation({
    summary:
      'Replaces the price, quantity and selling locations of an entry (a location kept under the same name keeps its id)',
  })
  @ApiMutationResponse(CatalogEntryResponse)
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, LOCATION_UNRESOLVED' })
  @ApiNotFoundResponse({ description: 'CATALOG_ENTRY_NOT_FOUND' })
  async edit(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Body() body: CatalogEntryEditDto) {
    return mutation(
      say('CATALOG_ENTRY_UPDATED'),
      await this.commands.execute(new EditCatalogEntryCommand(actor, id, body)),
    );
  }

  @Delete('products/location/:id')
  @RequirePermission('catalog:manage')
  @ApiOperation({ summary: 'Removes one selling location; answers the entry as it now stands' })
  @ApiMutationResponse(CatalogEntryResponse)
  @ApiBadRequestResponse({ description: 'CATALOG_LAST_LOCATION: delete the entry instead' })
  @ApiNotFoundResponse({ description: 'CATALOG_LOCATION_NOT_FOUND' })
  async removeLocation(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(
      say('CATALOG_LOCATION_DELETED'),
      await this.commands.execute(new RemoveCatalogLocationCommand(actor, id)),
    );
  }

  @Delete('products/:id')
  @RequirePermission('catalog:manage')
  @ApiOkResponse({ type: CatalogEntryDeletedResponse })
  @ApiNotFoundResponse({ description: 'CATALOG_ENTRY_NOT_FOUND' })
  async remove(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(
      say('CATALOG_ENTRY_DELETED'),
      await this.commands.execute(new RemoveCatalogEntryCommand(actor, id)),
    );
  }
}

/** The public map of where to buy a product. */
@ApiTags('seller-catalogue')
@Controller('retailers')
export class RetailerMapController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Public('Where to buy a product on sale: its input provider and the dealers selling it')
  @ApiOperation({
    summary: "retailer_map_locations: the input provider's place, then every active dealer's selling location",
  })
  @ApiOkResponse({ type: [MapPointResponse] })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND: no such product on sale' })
  mapPoints(@Param('id', UuidPipe) productId: string) {
    return this.queries.execute(new ListMapPointsQuery(productId));
  }
}
