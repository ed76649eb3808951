import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { DomainError } from '../../kernel/http/domain-error';
import { CatalogueCountries } from './catalogue-countries';
import { ProductVisibility } from './product-visibility';
import {
  ProductSearchQueryDto,
  ProductShortDetailResponse,
  PublicProductPageResponse,
  PublicProductResponse,
  PublicProductsQueryDto,
  PublicSellerResponse,
  RecommendedProductsQueryDto,
  RelatedProductsQueryDto,
  VendorsQueryDto,
} from './public-catalogue.dto';
import { PublicCatalogueViews } from './public-catalogue.views';
import { productIdOf } from './public-product';

const CATALOGUE = 'The public catalogue: approved, published products of active sellers';

/** The public catalogue: lists, search, a product's page and its neighbours. */
@ApiTags('catalogue')
@Controller('products')
export class PublicProductsController {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly countries: CatalogueCountries,
    private readonly visibility: ProductVisibility,
  ) {}

  @Get()
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'Public products of a country, newest first' })
  @ApiOkResponse({ type: PublicProductPageResponse })
  @ApiBadRequestResponse({ description: 'COUNTRY_UNKNOWN, VALIDATION_FAILED' })
  async list(@Query() query: PublicProductsQueryDto) {
    const country = await this.countries.resolve(query.countryName, 'countryName');
    return this.views.list(
      {
        countryId: country.id,
        categoryId: query.category,
        subCategoryIds: query.subCategoryId,
        subCategoryNames: query.subCategory,
        sizeIds: query.packagingSize,
        sellerIds: query.vendors,
      },
      query.pageRequest(),
    );
  }

  @Get('search')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'Public products of a country matching the words of `query`, most relevant first; typos and accents tolerated' })
  @ApiOkResponse({ type: PublicProductPageResponse })
  @ApiBadRequestResponse({ description: 'SEARCH_QUERY_REQUIRED: the query holds no word or number; COUNTRY_UNKNOWN' })
  async search(@Query() query: ProductSearchQueryDto) {
    const country = await this.countries.resolve(query.countryName, 'countryName');
    const found = query.query?.trim() ? await this.views.search(query.query, country.id, query.pageRequest()) : null;
    if (!found) throw new DomainError('SEARCH_QUERY_REQUIRED', 400, {}, [{ field: 'query', message: 'SEARCH_QUERY_REQUIRED' }]);
    return found;
  }

  @Get('vendors')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'The sellers with public products in the country, by name' })
  @ApiOkResponse({ type: [PublicSellerResponse] })
  async vendors(@Query() query: VendorsQueryDto) {
    return this.views.vendors((await this.countries.resolve(query.countryName, 'countryName')).id);
  }

  @Get('are-recommended')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'The recommended public products of the country, newest first (at most 50)' })
  @ApiOkResponse({ type: [PublicProductResponse] })
  async recommended(@Query() query: RecommendedProductsQueryDto) {
    return this.views.recommended((await this.countries.resolve(query.country, 'country')).id);
  }

  @Get('public/:id')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'A public product, by id or slug' })
  @ApiOkResponse({ type: PublicProductResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also when it is not public)' })
  async publicOne(@Param('id') slugOrId: string) {
    const id = await this.visibility.mustBePublic(productIdOf(slugOrId));
    return (await this.views.products([id]))[0];
  }

  @Get(':id')
  @Public('A public product to anyone; any other only to its seller and administrators (404 otherwise)')
  @ApiOperation({ summary: 'A product, by id or slug' })
  @ApiOkResponse({ type: PublicProductResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async one(@CurrentActor() actor: Actor | null, @Param('id') slugOrId: string) {
    const id = productIdOf(slugOrId);
    await this.visibility.check(actor, id);
    return (await this.views.products([id!]))[0];
  }

  @Get(':id/short-detail')
  @Public(CATALOGUE)
  @ApiOkResponse({ type: ProductShortDetailResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also when it is not public)' })
  async shortDetail(@Param('id') slugOrId: string) {
    const id = await this.visibility.mustBePublic(productIdOf(slugOrId));
    return this.views.shortDetail((await this.views.products([id]))[0]);
  }

  @Get(':id/related')
  @Public(CATALOGUE)
  @ApiOperation({ summary: 'Up to 8 other public products: the same subcategory first, then the same category' })
  @ApiOkResponse({ type: [PublicProductResponse] })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also when it is not public)' })
  async related(@Param('id') slugOrId: string, @Query() query: RelatedProductsQueryDto) {
    const id = await this.visibility.mustBePublic(productIdOf(slugOrId));
    const [product] = await this.views.products([id]);
    const countryId = query.countryName ? (await this.countries.resolve(query.countryName, 'countryName')).id : product.countryId;
    return this.views.related(product, countryId, query.category ?? product.category?.id ?? 0);
  }
}
