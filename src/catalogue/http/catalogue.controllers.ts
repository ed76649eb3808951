import { Body, Controller, Delete, Get, Inject, Param, ParseIntPipe, ParseUUIDPipe, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, RequirePermission } from '../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { DomainError, NotFoundError } from '../../kernel/http/domain-error';
import { mutation } from '../../kernel/http/envelopes';
import { say } from '../../kernel/i18n/translator';
import { IMAGE_TYPES } from '../../kernel/storage/content-type';
import { StorageService } from '../../kernel/storage/storage.service';
import { CategoryCommands, ProductCommands } from '../commands/catalogue.commands';
import { APPROVAL_STATUSES, ApprovalStatus, ProductPhoto } from '../domain/product';
import { ProductVisibility } from '../public/product-visibility';
import { CatalogueViews } from '../queries/catalogue.views';
import {
  AdminProductsQueryDto,
  ApprovalDto,
  CategoryInputDto,
  CategoryMutationResponse,
  CategoryResponse,
  ItemResponse,
  MyProductsQueryDto,
  NewCategoryDto,
  PhotoResponse,
  ProductFormDto,
  ProductMutationResponse,
  ProductPageResponse,
  ProductResponse,
  ProductStatusDto,
  RemovePhotosDto,
  SubCategoryResponse,
} from './catalogue.dto';
import { readProductForm } from './product-form';

const REFERENCE = 'Reference data';
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const countryOfRequest = () => RequestContexts.currentOrSystem().countryId!;

/** The reference lists of the catalogue, and the categories administered. */
@ApiTags('catalogue')
@Controller()
export class CatalogueReferenceController {
  constructor(
    private readonly views: CatalogueViews,
    private readonly categories: CategoryCommands,
  ) {}

  @Get('sub-category')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [SubCategoryResponse] })
  subCategories() {
    return this.views.subCategories();
  }

  @Get('sub-category/:id/category')
  @Public(REFERENCE)
  @ApiOkResponse({ type: CategoryResponse })
  @ApiNotFoundResponse({ description: 'SUB_CATEGORY_NOT_FOUND' })
  categoryOfSubCategory(@Param('id', ParseIntPipe) id: number) {
    return this.views.categoryOfSubCategory(id);
  }

  @Get('size')
  @Public(REFERENCE)
  @ApiOperation({ summary: 'Packaging sizes' })
  @ApiOkResponse({ type: [ItemResponse] })
  sizes() {
    return this.views.list('sizes');
  }

  @Get('usage')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [ItemResponse] })
  usages() {
    return this.views.list('usages');
  }

  @Get('delivery-method')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [ItemResponse] })
  deliveryMethods() {
    return this.views.list('deliveryMethods');
  }

  @Get('products/form')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [ItemResponse] })
  forms() {
    return this.views.list('forms');
  }

  @Get('products/type')
  @Public(REFERENCE)
  @ApiOkResponse({ type: [ItemResponse] })
  types() {
    return this.views.list('types');
  }

  @Get('category')
  @Public(REFERENCE)
  @ApiOperation({ summary: 'The categories with their subcategories' })
  @ApiOkResponse({ type: [CategoryResponse] })
  allCategories() {
    return this.views.categories();
  }

  @Get('category/:id')
  @Public(REFERENCE)
  @ApiOkResponse({ type: CategoryResponse })
  @ApiNotFoundResponse({ description: 'CATEGORY_NOT_FOUND' })
  category(@Param('id', ParseIntPipe) id: number) {
    return this.views.category(id);
  }

  @Post('category')
  @RequirePermission('categories:create')
  @ApiCreatedResponse({ type: CategoryMutationResponse })
  @ApiConflictResponse({ description: 'CATEGORY_NAME_TAKEN, SUB_CATEGORY_NAME_TAKEN' })
  async createCategory(@Body() body: NewCategoryDto) {
    return mutation(say('CATEGORY_CREATED'), await this.categories.create(body));
  }

  @Put('category/:id')
  @RequirePermission('categories:edit')
  @ApiOkResponse({ type: CategoryMutationResponse })
  @ApiNotFoundResponse({ description: 'CATEGORY_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATEGORY_NAME_TAKEN' })
  async editCategory(@Param('id', ParseIntPipe) id: number, @Body() body: CategoryInputDto) {
    return mutation(say('CATEGORY_UPDATED'), await this.categories.rename(id, body));
  }

  @Delete('category/:id')
  @RequirePermission('categories:delete')
  @ApiNotFoundResponse({ description: 'CATEGORY_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATEGORY_IN_USE: products use it' })
  async deleteCategory(@Param('id', ParseIntPipe) id: number) {
    return mutation(say('CATEGORY_DELETED'), await this.categories.delete(id));
  }
}

const PRODUCT_FORM_BODY = { schema: { allOf: [{ $ref: '#/components/schemas/ProductFormDto' }, { type: 'object', properties: { photos: { type: 'array', items: { type: 'string', format: 'binary' } } } }] } };

/** An input provider's own products: another seller's product answers 404. */
@ApiTags('catalogue')
@ApiExtraModels(ProductFormDto)
@Controller('me/products')
export class SellerProductsController {
  constructor(
    private readonly views: CatalogueViews,
    private readonly products: ProductCommands,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Checks the form, then keeps its photos (content-checked) and runs `write`; kept photos are removed if it fails. */
  private async withPhotos<T>(request: FastifyRequest, actor: Actor, write: (fields: ProductFormDto, photos: ProductPhoto[]) => Promise<T>, photosRequired: boolean): Promise<T> {
    const form = await readProductForm(request, this.config.uploadMaxBytes);
    if (photosRequired && form.photos.length === 0) throw new DomainError('VALIDATION_FAILED', 400, {}, [{ field: 'photos', message: 'PRODUCT_PHOTO_REQUIRED' }]);
    await this.products.checked(actor.countryId!, form.fields);
    const kept: ProductPhoto[] = [];
    try {
      for (const bytes of form.photos) {
        const stored = await this.storage.save('products', bytes, { accept: IMAGE_TYPES });
        kept.push({ photoId: randomUUID(), storageKey: stored.key });
      }
      return await write(form.fields, kept);
    } catch (error) {
      await Promise.all(kept.map((p) => this.storage.remove(p.storageKey)));
      throw error;
    }
  }

  @Post()
  @RequirePermission('products:create')
  @ApiConsumes('multipart/form-data')
  @ApiBody(PRODUCT_FORM_BODY)
  @ApiCreatedResponse({ type: ProductMutationResponse })
  async create(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const product = await this.withPhotos(request, actor, (fields, photos) => this.products.submit(actor.id, actor.countryId!, fields, photos), true);
    return mutation(say('PRODUCT_CREATED'), product);
  }

  @Get()
  @RequirePermission('products:list')
  @ApiOkResponse({ type: ProductPageResponse })
  list(@CurrentActor() actor: Actor, @Query() query: MyProductsQueryDto) {
    const status = query.status && query.status !== 'ALL' ? query.status : undefined;
    return this.views.products({ ownerId: actor.id, categoryId: query.category, subCategoryId: query.subCategoryId, status }, query.pageRequest());
  }

  @Get(':id')
  @RequirePermission('products:list')
  @ApiOkResponse({ type: ProductResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also for another seller’s product)' })
  one(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string) {
    return this.views.product(id, actor.id);
  }

  @Put(':id')
  @RequirePermission('products:edit')
  @ApiConsumes('multipart/form-data')
  @ApiBody(PRODUCT_FORM_BODY)
  @ApiOkResponse({ type: ProductMutationResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async edit(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string, @Req() request: FastifyRequest) {
    await this.views.product(id, actor.id);
    const product = await this.withPhotos(request, actor, (fields, photos) => this.products.update(actor.id, actor.countryId!, id, fields, photos), false);
    return mutation(say('PRODUCT_UPDATED'), product);
  }

  @Put(':id/status')
  @RequirePermission('products:edit')
  @ApiOkResponse({ type: ProductMutationResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async setStatus(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string, @Body() body: ProductStatusDto) {
    return mutation(say('PRODUCT_STATUS_CHANGED'), await this.products.setStatus(actor.id, id, body.status));
  }

  @Delete(':id/photos')
  @RequirePermission('products:edit')
  @ApiOkResponse({ type: ProductMutationResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND, PRODUCT_PHOTO_NOT_FOUND' })
  async removePhotos(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string, @Body() body: RemovePhotosDto) {
    return mutation(say('PRODUCT_PHOTOS_REMOVED'), await this.products.removePhotos(actor.id, id, body.photoIds));
  }

  @Delete(':id')
  @RequirePermission('products:delete')
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string) {
    return mutation(say('PRODUCT_DELETED'), await this.products.delete(actor.id, id));
  }
}

/** The administrators' moderation, and a product's photos. */
@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly views: CatalogueViews,
    private readonly products: ProductCommands,
    private readonly storage: StorageService,
    private readonly visibility: ProductVisibility,
  ) {}

  @Get('admin')
  @RequirePermission('products:approve')
  @ApiOperation({ summary: 'The products of the working country (Country header), newest first' })
  @ApiOkResponse({ type: ProductPageResponse })
  adminList(@Query() query: AdminProductsQueryDto) {
    const approvalStatus = query.status && query.status !== 'ALL' ? query.status : undefined;
    return this.views.products({ countryId: countryOfRequest(), approvalStatus, search: query.search }, query.pageRequest());
  }

  @Put('admin/approve/:productId/:approvalStatus')
  @RequirePermission('products:approve')
  @ApiOkResponse({ type: ProductMutationResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  async approve(@Param('productId', ParseUUIDPipe) productId: string, @Param('approvalStatus') approvalStatus: string, @Body() body: ApprovalDto) {
    if (!APPROVAL_STATUSES.includes(approvalStatus as ApprovalStatus)) {
      throw new DomainError('VALIDATION_FAILED', 400, {}, [{ field: 'approvalStatus', message: 'UNKNOWN_REFERENCE' }]);
    }
    const product = await this.products.decide(countryOfRequest(), productId, approvalStatus as ApprovalStatus, body?.reason ?? null);
    return mutation(say('PRODUCT_APPROVAL_SAVED'), product);
  }

  /** Public products show to anyone; others only to their seller and administrators (ProductVisibility). */
  private async visible(actor: Actor | null, productId: string) {
    const { isPublic } = await this.visibility.check(actor, productId);
    return { ...(await this.views.product(productId)), isPublic };
  }

  @Get(':id/photos')
  @Public('Photos of a public product; others only for their seller and administrators (404 otherwise)')
  @ApiOkResponse({ type: [PhotoResponse] })
  async photos(@CurrentActor() actor: Actor | null, @Param('id', ParseUUIDPipe) id: string) {
    return (await this.visible(actor, id)).photos;
  }

  @Get(':id/photos/:photoId')
  @Public('A photo of a public product; others only for their seller and administrators (404 otherwise)')
  @ApiOkResponse({ description: 'The image' })
  async photo(@CurrentActor() actor: Actor | null, @Param('id', ParseUUIDPipe) id: string, @Param('photoId', ParseUUIDPipe) photoId: string, @Res() reply: FastifyReply) {
    const product = await this.visible(actor, id);
    const photo = (await this.views.photos(product.id)).find((p) => p.id === photoId);
    if (!photo) throw new NotFoundError('PRODUCT_PHOTO_NOT_FOUND');
    const extension = photo.storageKey.split('.').pop() ?? '';
    const bytes = await this.storage.open(photo.storageKey);
    return reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', product.isPublic ? 'public, max-age=86400' : 'private, max-age=600')
      .send(bytes);
  }
}
