import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiExtraModels,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, RequirePermission } from '../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import {
  ApiFileResponse,
  ApiMutationResponse,
  ApiPageResponse,
  NumericIdResponse,
  UuidIdResponse,
} from '../../kernel/http/openapi-schemas';
import { OneOfPipe, StoredIdPipe, UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import { CreateCategoryCommand, DeleteCategoryCommand, RenameCategoryCommand } from '../commands/category.commands';
import {
  DecideProductApprovalCommand,
  DeleteProductCommand,
  RemoveProductPhotosCommand,
  SetProductStatusCommand,
  SubmitProductCommand,
  UpdateProductCommand,
} from '../commands/product.commands';
import { APPROVAL_STATUSES, ApprovalStatus } from '../domain/product';
import {
  GetCategoryOfSubCategoryQuery,
  GetCategoryQuery,
  GetOwnProductQuery,
  GetProductPhotoQuery,
  GetProductPhotosQuery,
  ListCategoriesQuery,
  ListProductsQuery,
  ListReferenceItemsQuery,
  ListSubCategoriesQuery,
  PhotoFile,
} from '../queries/catalogue.queries';
import {
  AdminProductsQueryDto,
  ApprovalDto,
  CategoryInputDto,
  CategoryResponse,
  ItemResponse,
  MyProductsQueryDto,
  NewCategoryDto,
  PhotoResponse,
  ProductFormDto,
  ProductResponse,
  ProductStatusDto,
  RemovePhotosDto,
  SubCategoryResponse,
} from './catalogue.dto';
import { readProductForm } from './product-form';

const REFERENCE = 'Reference data';
const countryOfRequest = () => RequestContexts.currentOrSystem().countryId!;

/** The reference lists of the catalogue, and the categories administered. */
@ApiTags('catalogue')
@Controller()
export class CatalogueReferenceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('sub-category')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [SubCategoryResponse] })
  subCategories() {
    return this.queries.execute(new ListSubCategoriesQuery());
  }

  @Get('sub-category/:id/category')
  @Public(REFERENCE)
  @ApiOkResponse({ type: CategoryResponse })
  @ApiNotFoundResponse({ description: 'SUB_CATEGORY_NOT_FOUND' })
  categoryOfSubCategory(@Param('id', StoredIdPipe) id: number) {
    return this.queries.execute(new GetCategoryOfSubCategoryQuery(id));
  }

  @Get('size')
  @Public(REFERENCE)
  @ApiOperation({ summary: 'Packaging sizes' })
  @ApiOkResponse({ type: [ItemResponse] })
  sizes() {
    return this.queries.execute(new ListReferenceItemsQuery('sizes'));
  }

  @Get('usage')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [ItemResponse] })
  usages() {
    return this.queries.execute(new ListReferenceItemsQuery('usages'));
  }

  @Get('delivery-method')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [ItemResponse] })
  deliveryMethods() {
    return this.queries.execute(new ListReferenceItemsQuery('deliveryMethods'));
  }

  @Get('products/form')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [ItemResponse] })
  forms() {
    return this.queries.execute(new ListReferenceItemsQuery('forms'));
  }

  @Get('products/type')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [ItemResponse] })
  types() {
    return this.queries.execute(new ListReferenceItemsQuery('types'));
  }

  @Get('category')
  @Public(REFERENCE)
  @ApiOperation({ summary: 'The categories with their subcategories' })
  @ApiOkResponse({ type: [CategoryResponse] })
  allCategories() {
    return this.queries.execute(new ListCategoriesQuery());
  }

  @Get('category/:id')
  @Public(REFERENCE)
  @ApiOkResponse({ type: CategoryResponse })
  @ApiNotFoundResponse({ description: 'CATEGORY_NOT_FOUND' })
  category(@Param('id', StoredIdPipe) id: number) {
    return this.queries.execute(new GetCategoryQuery(id));
  }

  @Post('category')
  @RequirePermission('categories:create')
  @ApiMutationResponse(CategoryResponse, { status: 201 })
  @ApiConflictResponse({ description: 'CATEGORY_NAME_TAKEN, SUB_CATEGORY_NAME_TAKEN' })
  async createCategory(@Body() body: NewCategoryDto) {
    return mutation(say('CATEGORY_CREATED'), await this.commands.execute(new CreateCategoryCommand(body)));
  }

  @Put('category/:id')
  @RequirePermission('categories:edit')
  @ApiMutationResponse(CategoryResponse)
  @ApiNotFoundResponse({ description: 'CATEGORY_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATEGORY_NAME_TAKEN' })
  async editCategory(@Param('id', StoredIdPipe) id: number, @Body() body: CategoryInputDto) {
    return mutation(say('CATEGORY_UPDATED'), await this.commands.execute(new RenameCategoryCommand(id, body)));
  }

  @Delete('category/:id')
  @RequirePermission('categories:delete')
  @ApiNotFoundResponse({ description: 'CATEGORY_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATEGORY_IN_USE: products use it' })
  @ApiMutationResponse(NumericIdResponse)
  async deleteCategory(@Param('id', StoredIdPipe) id: number) {
    return mutation(say('CATEGORY_DELETED'), await this.commands.execute(new DeleteCategoryCommand(id)));
  }
}

const PRODUCT_FORM_BODY = {
  schema: {
    allOf: [
      { $ref: '#/components/schemas/ProductFormDto' },
      { type: 'object', properties: { photos: { type: 'array', items: { type: 'string', format: 'binary' } } } },
    ],
  },
};

/** An input provider's own products: another seller's product answers 404. */
@ApiTags('catalogue')
@ApiExtraModels(ProductFormDto)
@Controller('me/products')
export class SellerProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private form(request: FastifyRequest) {
    return () => readProductForm(request, this.config.uploadMaxBytes);
  }

  @Post()
  @RequirePermission('products:create')
  @ApiConsumes('multipart/form-data')
  @ApiBody(PRODUCT_FORM_BODY)
  @ApiMutationResponse(ProductResponse, { status: 201 })
  async create(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    return mutation(
      say('PRODUCT_CREATED'),
      await this.commands.execute(new SubmitProductCommand(actor.id, actor.countryId!, this.form(request))),
    );
  }

  @Get()
  @RequirePermission('products:list')
  @ApiPageResponse(ProductResponse)
  list(@CurrentActor() actor: Actor, @Query() query: MyProductsQueryDto) {
    const status = query.status && query.status !== 'ALL' ? query.status : undefined;
    return this.queries.execute(
      new ListProductsQuery(
        { ownerId: actor.id, categoryId: query.category, subCategoryId: query.subCategoryId, status },
        query.pageRequest(),
      ),
    );
  }

  @Get(':id')
  @RequirePermission('products:list')
  @ApiOkResponse({ type: ProductResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also for another seller’s product)' })
  one(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetOwnProductQuery(actor.id, id));
  }

  @Put(':id')
  @RequirePermission('products:edit')
  @ApiConsumes('multipart/form-data')
  @ApiBody(PRODUCT_FORM_BODY)
  @ApiMutationResponse(ProductResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async edit(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Req() request: FastifyRequest) {
    return mutation(
      say('PRODUCT_UPDATED'),
      await this.commands.execute(new UpdateProductCommand(actor.id, actor.countryId!, id, this.form(request))),
    );
  }

  @Put(':id/status')
  @RequirePermission('products:edit')
  @ApiMutationResponse(ProductResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async setStatus(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Body() body: ProductStatusDto) {
    return mutation(
      say('PRODUCT_STATUS_CHANGED'),
      await this.commands.execute(new SetProductStatusCommand(actor.id, id, body.status)),
    );
  }

  @Delete(':id/photos')
  @RequirePermission('products:edit')
  @ApiMutationResponse(ProductResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND, PRODUCT_PHOTO_NOT_FOUND' })
  async removePhotos(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Body() body: RemovePhotosDto) {
    return mutation(
      say('PRODUCT_PHOTOS_REMOVED'),
      await this.commands.execute(new RemoveProductPhotosCommand(actor.id, id, body.photoIds)),
    );
  }

  @Delete(':id')
  @RequirePermission('products:delete')
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  @ApiMutationResponse(UuidIdResponse)
  async remove(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(say('PRODUCT_DELETED'), await this.commands.execute(new DeleteProductCommand(actor.id, id)));
  }
}

/** The administrators' moderation, and a product's photos. */
@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('admin')
  @RequirePermission('products:approve')
  @ApiOperation({ summary: 'The products of the working country (Country header), newest first' })
  @ApiPageResponse(ProductResponse)
  adminList(@Query() query: AdminProductsQueryDto) {
    const approvalStatus = query.status && query.status !== 'ALL' ? query.status : undefined;
    return this.queries.execute(
      new ListProductsQuery(
        { countryId: countryOfRequest(), approvalStatus, search: query.search },
        query.pageRequest(),
      ),
    );
  }

  @Put('admin/approve/:productId/:approvalStatus')
  @RequirePermission('products:approve')
  @ApiMutationResponse(ProductResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async approve(
    @Param('productId', new UuidPipe('productId')) productId: string,
    // Typed `string` for the OpenAPI document (a union type reads as an object there); the pipe lets only the statuses through.
    @Param('approvalStatus', new OneOfPipe<ApprovalStatus>(APPROVAL_STATUSES)) approvalStatus: string,
    @Body() body: ApprovalDto,
  ) {
    const decision = new DecideProductApprovalCommand(
      countryOfRequest(),
      productId,
      approvalStatus as ApprovalStatus,
      body?.reason ?? null,
    );
    return mutation(say('PRODUCT_APPROVAL_SAVED'), await this.commands.execute(decision));
  }

  @Get(':id/photos')
  @Public('Photos of a public product; others only for their seller and administrators (404 otherwise)')
  @ApiOkResponse({ type: [PhotoResponse] })
  photos(@CurrentActor() actor: Actor | null, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetProductPhotosQuery(actor, id));
  }

  @Get(':id/photos/:photoId')
  @Public('A photo of a public product; others only for their seller and administrators (404 otherwise)')
  @ApiFileResponse('The image', 'image/jpeg', 'image/png', 'image/webp')
  async photo(
    @CurrentActor() actor: Actor | null,
    @Param('id', UuidPipe) id: string,
    @Param('photoId', new UuidPipe('photoId')) photoId: string,
    @Res() reply: FastifyReply,
  ) {
    const photo: PhotoFile = await this.queries.execute(new GetProductPhotoQuery(actor, id, photoId));
    return reply
      .header('content-type', photo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', photo.cacheControl)
      .send(photo.body);
  }
}
