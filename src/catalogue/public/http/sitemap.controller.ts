import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../kernel/auth/access.decorators';
import { GetSitemapQuery } from '../queries/public-catalogue.queries';

/** The sitemap of the public product pages, for search engines; also answered at the site root (/sitemap.xml). */
@ApiTags('catalogue')
@Controller()
export class SitemapController {
  constructor(private readonly queries: QueryBus) {}

  @Get('sitemap.xml')
  @Public('Search engines read it')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({
    summary:
      'The public products of every country as `${PUBLIC_URL}/products/{slug}`, most recently changed first (at most 50,000)',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  sitemap(): Promise<string> {
    return this.queries.execute(new GetSitemapQuery());
  }
}
