import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import { RequestContexts } from '../../../kernel/context/request-context';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse } from '../../../kernel/http/openapi-schemas';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { CertifyProductCommand, RecommendProductCommand } from '../commands/product-highlights.commands';
import { PublicProductView } from '../queries/public-product';
import { CertifyDto, PublicProductResponse, RecommendDto } from './public-catalogue.dto';

const workingCountry = () => RequestContexts.currentOrSystem().countryId!;

/** Administrators highlight products: recommended (shown on the home page) and certified. */
@ApiTags('catalogue')
@Controller('products')
export class ProductHighlightsController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/recommend')
  @RequirePermission('products:approve')
  @ApiOperation({
    summary: 'Recommends a product of the working country (Country header), or stops; toggles without a body',
  })
  @ApiMutationResponse(PublicProductResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async recommend(@Param('id', UuidPipe) id: string, @Body() body: RecommendDto) {
    const product: PublicProductView = await this.commands.execute(
      new RecommendProductCommand(workingCountry(), id, body?.recommended),
    );
    return mutation(say(product.recommended ? 'PRODUCT_RECOMMENDED' : 'PRODUCT_UNRECOMMENDED'), product);
  }

  @Put(':id/certify')
  @RequirePermission('products:approve')
  @ApiOperation({
    summary: 'Certifies a product of the working country (Country header), or stops; toggles without a body',
  })
  @ApiMutationResponse(PublicProductResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async certify(@Param('id', UuidPipe) id: string, @Body() body: CertifyDto) {
    const product: PublicProductView = await this.commands.execute(
      new CertifyProductCommand(workingCountry(), id, body?.certified),
    );
    return mutation(say(product.certified ? 'PRODUCT_CERTIFIED' : 'PRODUCT_UNCERTIFIED'), product);
  }
}
