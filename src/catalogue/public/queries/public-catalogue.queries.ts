import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { PublishedContentSitemapQuery } from '../../../content';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { CatalogueCountries } from './catalogue-countries';
import { ProductVisibility } from './product-visibility';
import { PublicCatalogueViews, PublicProductFilter, SITEMAP_LIMIT } from './public-catalogue.views';
import { ProductShortDetail, productIdOf, PublicProductView, PublicSeller, slugOf } from './public-product';
import { CatalogueErrors } from '../../catalogue.errors';

/** The lists of a country take it by name (a query parameter); none means the request's Country header. */
type CountryName = string | undefined;

/** Public products of a country, newest first. */
export class ListPublicProductsQuery extends Query<Page<PublicProductView>> {
  constructor(
    readonly countryName: CountryName,
    readonly filter: Omit<PublicProductFilter, 'countryId'>,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** Public products of a country matching the words of `text`, most relevant first. */
export class SearchPublicProductsQuery extends Query<Page<PublicProductView>> {
  constructor(
    readonly countryName: CountryName,
    readonly text: string | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** The sellers with public products in a country, by name. */
export class ListVendorsQuery extends Query<PublicSeller[]> {
  constructor(readonly countryName: CountryName) {
    super();
  }
}
export class ListRecommendedProductsQuery extends Query<PublicProductView[]> {
  constructor(readonly countryName: CountryName) {
    super();
  }
}
/** A public product by id or slug (404 when it is not public). */
export class GetPublicProductQuery extends Query<PublicProductView> {
  constructor(readonly slugOrId: string) {
    super();
  }
}
/** A product by id or slug: a public one to anyone, any other only to its seller and administrators. */
export class GetVisibleProductQuery extends Query<PublicProductView> {
  constructor(
    readonly actor: Actor | null,
    readonly slugOrId: string,
  ) {
    super();
  }
}
export class GetProductShortDetailQuery extends Query<ProductShortDetail> {
  constructor(readonly slugOrId: string) {
    super();
  }
}
/** Other public products near a public one: the same subcategory first, then the same category. */
export class ListRelatedProductsQuery extends Query<PublicProductView[]> {
  constructor(
    readonly slugOrId: string,
    /** Default: the product's country. */
    readonly countryName: CountryName,
    /** Default: the product's category. */
    readonly categoryId: number | undefined,
  ) {
    super();
  }
}
/** The sitemap of the public product pages, as XML. */
export class GetSitemapQuery extends Query<string> {}

@QueryHandler(ListPublicProductsQuery)
export class ListPublicProductsHandler implements IQueryHandler<ListPublicProductsQuery, Page<PublicProductView>> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly countries: CatalogueCountries,
  ) {}

  async execute({ countryName, filter, page }: ListPublicProductsQuery): Promise<Page<PublicProductView>> {
    const country = await this.countries.resolve(countryName, 'countryName');
    return this.views.list({ ...filter, countryId: country.id }, page);
  }
}

@QueryHandler(SearchPublicProductsQuery)
export class SearchPublicProductsHandler implements IQueryHandler<SearchPublicProductsQuery, Page<PublicProductView>> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly countries: CatalogueCountries,
  ) {}

  async execute({ countryName, text, page }: SearchPublicProductsQuery): Promise<Page<PublicProductView>> {
    const country = await this.countries.resolve(countryName, 'countryName');
    const found = text?.trim() ? await this.views.search(text, country.id, page) : null;
    if (!found)
      throw new DomainError(CatalogueErrors.SEARCH_QUERY_REQUIRED, {}, [
        { field: 'query', message: 'SEARCH_QUERY_REQUIRED' },
      ]);
    return found;
  }
}

@QueryHandler(ListVendorsQuery)
export class ListVendorsHandler implements IQueryHandler<ListVendorsQuery, PublicSeller[]> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly countries: CatalogueCountries,
  ) {}

  async execute({ countryName }: ListVendorsQuery): Promise<PublicSeller[]> {
    return this.views.vendors((await this.countries.resolve(countryName, 'countryName')).id);
  }
}

@QueryHandler(ListRecommendedProductsQuery)
export class ListRecommendedProductsHandler implements IQueryHandler<
  ListRecommendedProductsQuery,
  PublicProductView[]
> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly countries: CatalogueCountries,
  ) {}

  async execute({ countryName }: ListRecommendedProductsQuery): Promise<PublicProductView[]> {
    return this.views.recommended((await this.countries.resolve(countryName, 'country')).id);
  }
}

@QueryHandler(GetPublicProductQuery)
export class GetPublicProductHandler implements IQueryHandler<GetPublicProductQuery, PublicProductView> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly visibility: ProductVisibility,
  ) {}

  async execute({ slugOrId }: GetPublicProductQuery): Promise<PublicProductView> {
    return this.visibility.publicProduct(productIdOf(slugOrId));
  }
}

@QueryHandler(GetVisibleProductQuery)
export class GetVisibleProductHandler implements IQueryHandler<GetVisibleProductQuery, PublicProductView> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly visibility: ProductVisibility,
  ) {}

  async execute({ actor, slugOrId }: GetVisibleProductQuery): Promise<PublicProductView> {
    return this.visibility.visibleProduct(actor, productIdOf(slugOrId));
  }
}

@QueryHandler(GetProductShortDetailQuery)
export class GetProductShortDetailHandler implements IQueryHandler<GetProductShortDetailQuery, ProductShortDetail> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly visibility: ProductVisibility,
  ) {}

  async execute({ slugOrId }: GetProductShortDetailQuery): Promise<ProductShortDetail> {
    return this.views.shortDetail(await this.visibility.publicProduct(productIdOf(slugOrId)));
  }
}

@QueryHandler(ListRelatedProductsQuery)
export class ListRelatedProductsHandler implements IQueryHandler<ListRelatedProductsQuery, PublicProductView[]> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly visibility: ProductVisibility,
    private readonly countries: CatalogueCountries,
  ) {}

  async execute({ slugOrId, countryName, categoryId }: ListRelatedProductsQuery): Promise<PublicProductView[]> {
    const product = await this.visibility.publicProduct(productIdOf(slugOrId));
    const countryId = countryName ? (await this.countries.resolve(countryName, 'countryName')).id : product.countryId;
    return this.views.related(product, countryId, categoryId ?? product.category?.id ?? 0);
  }
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

@QueryHandler(GetSitemapQuery)
export class GetSitemapHandler implements IQueryHandler<GetSitemapQuery, string> {
  constructor(
    private readonly views: PublicCatalogueViews,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<string> {
    const entries = await this.views.sitemapEntries();
    const urls = entries.map((entry) => {
      const loc = escapeXml(`${this.config.publicUrl}/products/${slugOf(entry.name, entry.id)}`);
      return `  <url><loc>${loc}</loc><lastmod>${entry.updatedAt.toISOString()}</lastmod></url>`;
    });
    // The public agronomy contents share the file, up to the limit of one sitemap.
    const contents: { slug: string; updatedAt: Date }[] = await this.queries.execute(
      new PublishedContentSitemapQuery(Math.max(0, SITEMAP_LIMIT - entries.length)),
    );
    urls.push(
      ...contents.map(
        (c) =>
          `  <url><loc>${escapeXml(`${this.config.publicUrl}/contents/${c.slug}`)}</loc><lastmod>${c.updatedAt.toISOString()}</lastmod></url>`,
      ),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }
}
