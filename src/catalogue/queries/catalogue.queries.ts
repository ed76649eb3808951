import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../kernel/context/request-context';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { StorageService } from '../../kernel/storage/storage.service';
import { ProductVisibility } from '../public/queries/product-visibility';
import {
  CatalogueViews,
  CategoryView,
  ItemView,
  PhotoView,
  ProductFilter,
  ProductView,
  ReferenceList,
  SubCategoryView,
} from './catalogue.views';
import { CatalogueErrors } from '../catalogue.errors';

export class ListSubCategoriesQuery extends Query<SubCategoryView[]> {}
export class GetCategoryOfSubCategoryQuery extends Query<CategoryView> {
  constructor(readonly subCategoryId: number) {
    super();
  }
}
/** One of the simple reference lists (sizes, usages, delivery methods, forms, types), by id. */
export class ListReferenceItemsQuery extends Query<ItemView[]> {
  constructor(readonly list: ReferenceList) {
    super();
  }
}
/** The categories with their subcategories. */
export class ListCategoriesQuery extends Query<CategoryView[]> {}
export class GetCategoryQuery extends Query<CategoryView> {
  constructor(readonly categoryId: number) {
    super();
  }
}
/** Products of the catalogue's read model, newest first: a seller's own, or a country's for administrators. */
export class ListProductsQuery extends Query<Page<ProductView>> {
  constructor(
    readonly filter: ProductFilter,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** A seller's own product: another seller's answers 404. */
export class GetOwnProductQuery extends Query<ProductView> {
  constructor(
    readonly ownerId: string,
    readonly productId: string,
  ) {
    super();
  }
}
/** The photos of a product the caller may see (a public one, or their own, or one they approve). */
export class GetProductPhotosQuery extends Query<PhotoView[]> {
  constructor(
    readonly actor: Actor | null,
    readonly productId: string,
  ) {
    super();
  }
}
/** One photo of a product the caller may see, ready to send. */
export class GetProductPhotoQuery extends Query<PhotoFile> {
  constructor(
    readonly actor: Actor | null,
    readonly productId: string,
    readonly photoId: string,
  ) {
    super();
  }
}

export interface PhotoFile {
  contentType: string;
  /** Public products' photos are cached by anyone for a day; others privately for ten minutes. */
  cacheControl: string;
  body: Awaited<ReturnType<StorageService['open']>>;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

@QueryHandler(ListSubCategoriesQuery)
export class ListSubCategoriesHandler implements IQueryHandler<ListSubCategoriesQuery, SubCategoryView[]> {
  constructor(private readonly views: CatalogueViews) {}
  execute(): Promise<SubCategoryView[]> {
    return this.views.subCategories();
  }
}

@QueryHandler(GetCategoryOfSubCategoryQuery)
export class GetCategoryOfSubCategoryHandler implements IQueryHandler<GetCategoryOfSubCategoryQuery, CategoryView> {
  constructor(private readonly views: CatalogueViews) {}
  execute({ subCategoryId }: GetCategoryOfSubCategoryQuery): Promise<CategoryView> {
    return this.views.categoryOfSubCategory(subCategoryId);
  }
}

@QueryHandler(ListReferenceItemsQuery)
export class ListReferenceItemsHandler implements IQueryHandler<ListReferenceItemsQuery, ItemView[]> {
  constructor(private readonly views: CatalogueViews) {}
  execute({ list }: ListReferenceItemsQuery): Promise<ItemView[]> {
    return this.views.list(list);
  }
}

@QueryHandler(ListCategoriesQuery)
export class ListCategoriesHandler implements IQueryHandler<ListCategoriesQuery, CategoryView[]> {
  constructor(private readonly views: CatalogueViews) {}
  execute(): Promise<CategoryView[]> {
    return this.views.categories();
  }
}

@QueryHandler(GetCategoryQuery)
export class GetCategoryHandler implements IQueryHandler<GetCategoryQuery, CategoryView> {
  constructor(private readonly views: CatalogueViews) {}
  execute({ categoryId }: GetCategoryQuery): Promise<CategoryView> {
    return this.views.category(categoryId);
  }
}

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, Page<ProductView>> {
  constructor(private readonly views: CatalogueViews) {}
  execute({ filter, page }: ListProductsQuery): Promise<Page<ProductView>> {
    return this.views.products(filter, page);
  }
}

@QueryHandler(GetOwnProductQuery)
export class GetOwnProductHandler implements IQueryHandler<GetOwnProductQuery, ProductView> {
  constructor(private readonly views: CatalogueViews) {}
  execute({ ownerId, productId }: GetOwnProductQuery): Promise<ProductView> {
    return this.views.product(productId, ownerId);
  }
}

@QueryHandler(GetProductPhotosQuery)
export class GetProductPhotosHandler implements IQueryHandler<GetProductPhotosQuery, PhotoView[]> {
  constructor(
    private readonly views: CatalogueViews,
    private readonly visibility: ProductVisibility,
  ) {}

  async execute({ actor, productId }: GetProductPhotosQuery): Promise<PhotoView[]> {
    await this.visibility.check(actor, productId);
    return (await this.views.product(productId)).photos;
  }
}

@QueryHandler(GetProductPhotoQuery)
export class GetProductPhotoHandler implements IQueryHandler<GetProductPhotoQuery, PhotoFile> {
  constructor(
    private readonly views: CatalogueViews,
    private readonly visibility: ProductVisibility,
    private readonly storage: StorageService,
  ) {}

  async execute({ actor, productId, photoId }: GetProductPhotoQuery): Promise<PhotoFile> {
    const { isPublic } = await this.visibility.check(actor, productId);
    const photo = (await this.views.photos(productId)).find((p) => p.id === photoId);
    if (!photo) throw new NotFoundError(CatalogueErrors.PRODUCT_PHOTO_NOT_FOUND);
    const extension = photo.storageKey.split('.').pop() ?? '';
    return {
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      cacheControl: isPublic ? 'public, max-age=86400' : 'private, max-age=600',
      body: await this.storage.open(photo.storageKey),
    };
  }
}
