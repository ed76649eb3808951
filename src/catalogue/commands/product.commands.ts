import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent } from '../../kernel/events/event.types';
import { DomainError } from '../../kernel/errors/domain-error';
import { IMAGE_TYPES } from '../../kernel/storage/content-type';
import { StorageService } from '../../kernel/storage/storage.service';
import {
  ApprovalStatus,
  decideApproval,
  decideDeleteProduct,
  decideProductStatus,
  decideRemovePhotos,
  decideSubmitProduct,
  decideUpdateProduct,
  ProductPhoto,
  ProductState,
  ProductStatus,
  ProductStream,
} from '../domain/product';
import { CatalogueViews, ProductView } from '../queries/catalogue.views';
import { ProductInput, ProductInputs } from './product-inputs';
import { CatalogueErrors } from '../catalogue.errors';
import { Clock } from '../../kernel/clock/clock';

/** Decides on the product within `manager`'s transaction, then answers it as `ownerId` sees it (an administrator: none). */
async function decideProduct(
  store: EventStore,
  views: CatalogueViews,
  manager: EntityManager,
  product: { productId: string; ownerId?: string },
  decide: (state: ProductState) => NewEvent[],
): Promise<ProductView> {
  await ProductStream.execute(store, product.productId, decide, manager);
  return views.product(product.productId, product.ownerId, manager);
}

/** A seller's product form: its fields and the bytes of its photos (content-checked when they are kept). */
export interface ProductForm {
  fields: ProductInput;
  photos: Buffer[];
}
/** Reads the form when the handler is ready for it (after the product is known to be the caller's). */
export type ProductFormReader = () => Promise<ProductForm>;

/** A seller submits a product for approval, with at least one photo. */
export class SubmitProductCommand extends Command<ProductView> {
  constructor(
    readonly ownerId: string,
    readonly countryId: number,
    readonly readForm: ProductFormReader,
  ) {
    super();
  }
}
/** Replaces the details of a seller's own product; photos sent are added to the kept ones. */
export class UpdateProductCommand extends Command<ProductView> {
  constructor(
    readonly ownerId: string,
    readonly countryId: number,
    readonly productId: string,
    readonly readForm: ProductFormReader,
  ) {
    super();
  }
}
export class SetProductStatusCommand extends Command<ProductView> {
  constructor(
    readonly ownerId: string,
    readonly productId: string,
    readonly status: ProductStatus,
  ) {
    super();
  }
}
export class RemoveProductPhotosCommand extends Command<ProductView> {
  constructor(
    readonly ownerId: string,
    readonly productId: string,
    readonly photoIds: string[],
  ) {
    super();
  }
}
export class DeleteProductCommand extends Command<{ id: string }> {
  constructor(
    readonly ownerId: string,
    readonly productId: string,
  ) {
    super();
  }
}
/** An administrator's decision, on a product of the country they work in (another country's is 404). */
export class DecideProductApprovalCommand extends Command<ProductView> {
  constructor(
    readonly countryId: number,
    readonly productId: string,
    readonly approvalStatus: ApprovalStatus,
    readonly reason: string | null,
  ) {
    super();
  }
}

/** Checks the form, then keeps its photos and runs `write`; kept photos are removed if it fails. */
async function withPhotos<T>(
  inputs: ProductInputs,
  storage: StorageService,
  countryId: number,
  form: ProductForm,
  photosRequired: boolean,
  write: (fields: ProductInput, photos: ProductPhoto[]) => Promise<T>,
): Promise<T> {
  if (photosRequired && form.photos.length === 0)
    throw new DomainError('VALIDATION_FAILED', {}, [{ field: 'photos', message: 'PRODUCT_PHOTO_REQUIRED' }]);
  await inputs.checked(countryId, form.fields);
  const kept: ProductPhoto[] = [];
  try {
    for (const bytes of form.photos) {
      const stored = await storage.save('products', bytes, { accept: IMAGE_TYPES });
      kept.push({ photoId: randomUUID(), storageKey: stored.key });
    }
    return await write(form.fields, kept);
  } catch (error) {
    await Promise.all(kept.map((p) => storage.remove(p.storageKey)));
    throw error;
  }
}

@CommandHandler(SubmitProductCommand)
export class SubmitProductHandler implements ICommandHandler<SubmitProductCommand, ProductView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly inputs: ProductInputs,
    private readonly storage: StorageService,
    private readonly views: CatalogueViews,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, countryId, readForm }: SubmitProductCommand): Promise<ProductView> {
    const productId = randomUUID();
    return withPhotos(this.inputs, this.storage, countryId, await readForm(), true, (fields, photos) =>
      // The input is checked again inside the write, under the category's lock.
      this.dataSource.transaction(async (manager) => {
        const details = await this.inputs.checked(countryId, fields, manager);
        return decideProduct(this.store, this.views, manager, { productId, ownerId }, (state) =>
          decideSubmitProduct(state, { productId, ownerId, countryId, ...details, photos, now: this.clock.nowIso() }),
        );
      }),
    );
  }
}

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand, ProductView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly inputs: ProductInputs,
    private readonly storage: StorageService,
    private readonly views: CatalogueViews,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, countryId, productId, readForm }: UpdateProductCommand): Promise<ProductView> {
    await this.views.product(productId, ownerId);
    return withPhotos(this.inputs, this.storage, countryId, await readForm(), false, (fields, photos) =>
      this.dataSource.transaction(async (manager) => {
        const details = await this.inputs.checked(countryId, fields, manager);
        return decideProduct(this.store, this.views, manager, { productId, ownerId }, (state) =>
          decideUpdateProduct(state, { productId, ownerId, ...details, photos, now: this.clock.nowIso() }),
        );
      }),
    );
  }
}

@CommandHandler(SetProductStatusCommand)
export class SetProductStatusHandler implements ICommandHandler<SetProductStatusCommand, ProductView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: CatalogueViews,
    private readonly clock: Clock,
  ) {}

  execute({ ownerId, productId, status }: SetProductStatusCommand): Promise<ProductView> {
    return this.dataSource.transaction(async (manager) => {
      return decideProduct(this.store, this.views, manager, { productId, ownerId }, (state) =>
        decideProductStatus(state, { productId, ownerId, status, now: this.clock.nowIso() }),
      );
    });
  }
}

@CommandHandler(RemoveProductPhotosCommand)
export class RemoveProductPhotosHandler implements ICommandHandler<RemoveProductPhotosCommand, ProductView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: CatalogueViews,
    private readonly clock: Clock,
  ) {}

  execute({ ownerId, productId, photoIds }: RemoveProductPhotosCommand): Promise<ProductView> {
    return this.dataSource.transaction(async (manager) => {
      return decideProduct(this.store, this.views, manager, { productId, ownerId }, (state) =>
        decideRemovePhotos(state, { productId, ownerId, photoIds, now: this.clock.nowIso() }),
      );
    });
  }
}

@CommandHandler(DeleteProductCommand)
export class DeleteProductHandler implements ICommandHandler<DeleteProductCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  execute({ ownerId, productId }: DeleteProductCommand): Promise<{ id: string }> {
    return this.dataSource.transaction(async (manager) => {
      await ProductStream.execute(
        this.store,
        productId,
        (state) => decideDeleteProduct(state, { productId, ownerId, now: this.clock.nowIso() }),
        manager,
      );
      return { id: productId };
    });
  }
}

@CommandHandler(DecideProductApprovalCommand)
export class DecideProductApprovalHandler implements ICommandHandler<DecideProductApprovalCommand, ProductView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: CatalogueViews,
    private readonly clock: Clock,
  ) {}

  execute({ countryId, productId, approvalStatus, reason }: DecideProductApprovalCommand): Promise<ProductView> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<{ country_id: number }[]>(`SELECT country_id FROM products WHERE id = $1`, [
        productId,
      ]);
      if (!row || row.country_id !== countryId) throw new DomainError(CatalogueErrors.PRODUCT_NOT_FOUND);
      return decideProduct(this.store, this.views, manager, { productId }, (state) =>
        decideApproval(state, { productId, approvalStatus, reason, now: this.clock.nowIso() }),
      );
    });
  }
}
