import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { PublicCatalogueViews } from './public-catalogue.views';
import { slugOf } from './public-product';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The sitemap of the public product pages, for search engines; also answered at the site root (/sitemap.xml). */
@ApiTags('catalogue')
@Controller()
export class SitemapController {
  constructor(
    private readonly views: PublicCatalogueViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Public('Search engines read it')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The public products of every country as `${PUBLIC_URL}/products/{slug}`, most recently changed first (at most 50,000)' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  async sitemap(): Promise<string> {
    const urls = (await this.views.sitemapEntries()).map(
      (entry) => `  <url><loc>${escapeXml(`${this.config.publicUrl}/products/${slugOf(entry.name, entry.id)}`)}</loc><lastmod>${entry.updatedAt.toISOString()}</lastmod></url>`,
    );
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  }
}
