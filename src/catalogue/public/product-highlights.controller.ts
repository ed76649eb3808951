import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../kernel/auth/access.decorators';
import { RequestContexts } from '../../kernel/context/request-context';
import { mutation } from '../../kernel/http/envelopes';
import { say } from '../../kernel/i18n/translator';
import { ProductHighlightCommands } from './product-highlights.commands';
import { CertifyDto, PublicProductMutationResponse, RecommendDto } from './public-catalogue.dto';

const workingCountry = () => RequestContexts.currentOrSystem().countryId!;

/** Administrators highlight products: recommended (shown on the home page) and certified. */
@ApiTags('catalogue')
@Controller('products')
export class ProductHighlightsController {
  constructor(private readonly highlights: ProductHighlightCommands) {}

  @Put(':id/recommend')
  @RequirePermission('products:approve')
  @ApiOperation({ summary: 'Recommends a product of the working country (Country header), or stops; toggles without a body' })
  @ApiOkResponse({ type: PublicProductMutationResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async recommend(@Param('id', ParseUUIDPipe) id: string, @Body() body: RecommendDto) {
    const product = await this.highlights.recommend(workingCountry(), id, body?.recommended);
    return mutation(say(product.recommended ? 'PRODUCT_RECOMMENDED' : 'PRODUCT_UNRECOMMENDED'), product);
  }

  @Put(':id/certify')
  @RequirePermission('products:approve')
  @ApiOperation({ summary: 'Certifies a product of the working country (Country header), or stops; toggles without a body' })
  @ApiOkResponse({ type: PublicProductMutationResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async certify(@Param('id', ParseUUIDPipe) id: string, @Body() body: CertifyDto) {
    const product = await this.highlights.certify(workingCountry(), id, body?.certified);
    return mutation(say(product.certified ? 'PRODUCT_CERTIFIED' : 'PRODUCT_UNCERTIFIED'), product);
  }
}
