import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import {
  GetProductShortDetailQuery,
  GetPublicProductQuery,
  GetVisibleProductQuery,
  ListPublicProductsQuery,
  ListRecommendedProductsQuery,
  ListRelatedProductsQuery,
  ListVendorsQuery,
  SearchPublicProductsQuery,
} from '../queries/public-catalogue.queries';
import {
  ProductSearchQueryDto,
  ProductShortDetailResponse,
  PublicProductResponse,
  PublicProductsQueryDto,
  PublicSellerResponse,
  RecommendedProductsQueryDto,
  RelatedProductsQueryDto,
  VendorsQueryDto,
} from './public-catalogue.dto';

const CATALOGUE = 'The public catalogue: approved, published products of active sellers';

/** The public catalogue: lists, search, a product's page and its neighbours. */
@ApiTags('catalogue')
@Controller('products')
export class PublicProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'Public products of a country, newest first' })
  @ApiPageResponse(PublicProductResponse)
  @ApiBadRequestResponse({ description: 'COUNTRY_UNKNOWN, VALIDATION_FAILED' })
  list(@Query() query: PublicProductsQueryDto) {
    return this.queries.execute(
      new ListPublicProductsQuery(
        query.countryName,
        {
          categoryId: query.category,
          subCategoryIds: query.subCategoryId,
          subCategoryNames: query.subCategory,
          sizeIds: query.packagingSize,
          sellerIds: query.vendors,
        },
        query.pageRequest(),
      ),
    );
  }

  @Get('search')
  @Public(CATALOGUE)
  @ApiOperation({
    summary:
      'Public products of a country matching the words of `query`, most relevant first; typos and accents tolerated',
  })
  @ApiPageResponse(PublicProductResponse)
  @ApiBadRequestResponse({ description: 'SEARCH_QUERY_REQUIRED: the query holds no word or number; COUNTRY_UNKNOWN' })
  search(@Query() query: ProductSearchQueryDto) {
    return this.queries.execute(new SearchPublicProductsQuery(query.countryName, query.query, query.pageRequest()));
  }

  @Get('vendors')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'The sellers with public products in the country, by name' })
  @ApiOkResponse({ type: [PublicSellerResponse] })
  vendors(@Query() query: VendorsQueryDto) {
    return this.queries.execute(new ListVendorsQuery(query.countryName));
  }

  @Get('are-recommended')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'The recommended public products of the country, newest first (at most 50)' })
  @ApiOkResponse({ type: [PublicProductResponse] })
  recommended(@Query() query: RecommendedProductsQueryDto) {
    return this.queries.execute(new ListRecommendedProductsQuery(query.country));
  }

  @Get('public/:id')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'A public product, by id or slug' })
  @ApiOkResponse({ type: PublicProductResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also when it is not public)' })
  publicOne(@Param('id') slugOrId: string) {
    return this.queries.execute(new GetPublicProductQuery(slugOrId));
  }

  @Get(':id')
  @Public('A public product to anyone; any other only to its seller and administrators (404 otherwise)')
  @ApiOperation({ summary: 'A product, by id or slug' })
  @ApiOkResponse({ type: PublicProductResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  one(@CurrentActor() actor: Actor | null, @Param('id') slugOrId: string) {
    return this.queries.execute(new GetVisibleProductQuery(actor, slugOrId));
  }

  @Get(':id/short-detail')
  @Public(CATALOGUE)
  @ApiOkResponse({ type: ProductShortDetailResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also when it is not public)' })
  shortDetail(@Param('id') slugOrId: string) {
    return this.queries.execute(new GetProductShortDetailQuery(slugOrId));
  }

  @Get(':id/related')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'Up to 8 other public products: the same subcategory first, then the same category' })
  @ApiOkResponse({ type: [PublicProductResponse] })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also when it is not public)' })
  related(@Param('id') slugOrId: string, @Query() query: RelatedProductsQueryDto) {
    return this.queries.execute(new ListRelatedProductsQuery(slugOrId, query.countryName, query.category));
  }
}
