import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { executeOnStream } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent } from '../../kernel/events/event.types';
import { DomainError } from '../../kernel/http/domain-error';
import {
  CATEGORY_STREAM,
  categoryStreamId,
  CategoryState,
  decideCreateCategory,
  decideDeleteCategory,
  decideRenameCategory,
  evolveCategory,
  initialCategoryState,
  NamedItem,
} from '../domain/category';
import {
  ApprovalStatus,
  decideApproval,
  decideDeleteProduct,
  decideProductStatus,
  decideRemovePhotos,
  decideSubmitProduct,
  decideUpdateProduct,
  evolveProduct,
  initialProductState,
  PRODUCT_STREAM,
  ProductDetails,
  ProductPhoto,
  ProductState,
  ProductStatus,
  productStreamId,
} from '../domain/product';
import { CatalogueViews, CategoryView, ProductView, REFERENCE_TABLES } from '../queries/catalogue.views';

const nowIso = () => new Date().toISOString();

// Accent folding without the unaccent extension (as the geography module does for city searches).
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőŕřśšşťùúûüūůűųýÿźżž';
const PLAIN = ACCENTED.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const foldColumn = (column: string) => `lower(translate(${column}, '${ACCENTED + ACCENTED.toUpperCase()}', '${PLAIN + PLAIN}'))`;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** What a seller sends; the coordinates are optional (they come from the resolved place when missing). */
export type ProductInput = Omit<ProductDetails, 'latitude' | 'longitude'> & { latitude?: number | null; longitude?: number | null };

@Injectable()
export class CategoryCommands {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: CatalogueViews,
  ) {}

  private on(categoryId: number, decide: (state: CategoryState) => NewEvent[], manager: EntityManager) {
    return executeOnStream(this.store, { id: categoryStreamId(categoryId), type: CATEGORY_STREAM }, evolveCategory, initialCategoryState, decide, { manager });
  }

  private async nameFree(manager: EntityManager, name: string, exceptId: number | null) {
    const [taken] = await manager.query(`SELECT 1 FROM categories WHERE lower(name) = lower($1) AND id <> $2`, [name, exceptId ?? 0]);
    if (taken) throw new DomainError('CATEGORY_NAME_TAKEN', 409, {}, [{ field: 'name', message: 'CATEGORY_NAME_TAKEN' }]);
  }

  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'categories_name') throw new DomainError('CATEGORY_NAME_TAKEN', 409);
      if ((error as { constraint?: string }).constraint === 'sub_categories_name') throw new DomainError('SUB_CATEGORY_NAME_TAKEN', 409);
      throw error;
    }
  }

  create(input: { name: string; nameFr?: string; subCategories?: { name: string; nameFr?: string }[] }): Promise<CategoryView> {
    return this.write(async (manager) => {
      await this.nameFree(manager, input.name, null);
      const [{ id }] = await manager.query(`SELECT nextval('categories_id_seq')::int AS id`);
      const subCategories: NamedItem[] = [];
      for (const sub of input.subCategories ?? []) {
        const [{ id: subId }] = await manager.query(`SELECT nextval('sub_categories_id_seq')::int AS id`);
        subCategories.push({ id: subId as number, name: sub.name, nameFr: sub.nameFr || sub.name });
      }
      await this.on(id, (state) => decideCreateCategory(state, { categoryId: id, name: input.name, nameFr: input.nameFr || input.name, subCategories, now: nowIso() }), manager);
      return this.views.category(id, manager);
    });
  }

  rename(categoryId: number, input: { name: string; nameFr?: string }): Promise<CategoryView> {
    return this.write(async (manager) => {
      const seeded = await this.seeded(manager, categoryId);
      await this.nameFree(manager, input.name, categoryId);
      await this.on(categoryId, (state) => decideRenameCategory(state, { categoryId, name: input.name, nameFr: input.nameFr || input.name, seeded, now: nowIso() }), manager);
      return this.views.category(categoryId, manager);
    });
  }

  delete(categoryId: number): Promise<{ id: number }> {
    return this.write(async (manager) => {
      const seeded = await this.seeded(manager, categoryId);
      const [used] = await manager.query(`SELECT 1 FROM products WHERE category_id = $1 LIMIT 1`, [categoryId]);
      await this.on(categoryId, (state) => decideDeleteCategory(state, { categoryId, seeded, inUse: !!used, now: nowIso() }), manager);
      return { id: categoryId };
    });
  }

  /** Locks the category's row: a product being added to it waits, so "in use" cannot change under the decision. */
  private async seeded(manager: EntityManager, categoryId: number): Promise<boolean> {
    return (await manager.query(`SELECT 1 FROM categories WHERE id = $1 FOR UPDATE`, [categoryId])).length > 0;
  }
}

@Injectable()
export class ProductCommands {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: CatalogueViews,
  ) {}

  private on(productId: string, decide: (state: ProductState) => NewEvent[], manager: EntityManager) {
    return executeOnStream(this.store, { id: productStreamId(productId), type: PRODUCT_STREAM }, evolveProduct, initialProductState, decide, { manager });
  }

  /** Checks every reference of the input and resolves its location in the seller's country. */
  async checked(countryId: number, input: ProductInput, manager: EntityManager = this.dataSource.manager): Promise<ProductDetails> {
    const errors: { field: string; message: string }[] = [];
    const known = async (table: string, ids: number[], field: string) => {
      const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
      if (n !== new Set(ids).size) errors.push({ field, message: 'UNKNOWN_REFERENCE' });
    };
    await manager.query(`SELECT 1 FROM categories WHERE id = $1 FOR SHARE`, [input.categoryId]);
    await known('categories', [input.categoryId], 'categoryId');
    const [sub] = await manager.query(`SELECT category_id FROM sub_categories WHERE id = $1`, [input.subCategoryId]);
    if (!sub || sub.category_id !== input.categoryId) errors.push({ field: 'subCategoryId', message: 'SUB_CATEGORY_NOT_IN_CATEGORY' });
    await known(REFERENCE_TABLES.types, [input.typeId], 'typeId');
    await known(REFERENCE_TABLES.forms, [input.formId], 'formId');
    await known(REFERENCE_TABLES.sizes, input.sizeIds, 'sizeIds');
    await known(REFERENCE_TABLES.deliveryMethods, input.deliveryMethodIds, 'deliveryMethodIds');
    await known(REFERENCE_TABLES.usages, input.usageIds, 'usageIds');
    if (errors.length) throw new DomainError('VALIDATION_FAILED', 400, {}, errors);
    const place = await this.resolveLocation(manager, countryId, input.location);
    return {
      ...input,
      sizeIds: [...new Set(input.sizeIds)],
      deliveryMethodIds: [...new Set(input.deliveryMethodIds)],
      usageIds: [...new Set(input.usageIds)],
      latitude: input.latitude ?? place.latitude,
      longitude: input.longitude ?? place.longitude,
    };
  }

  /** A city, else a state, of the country named by the whole text or one of its comma-separated parts. */
  async resolveLocation(manager: EntityManager, countryId: number, location: string): Promise<{ latitude: number; longitude: number }> {
    const candidates = [...new Set([location, ...location.split(',')].map(fold).filter(Boolean))];
    for (const table of ['cities', 'states']) {
      const [found] = await manager.query(
        `SELECT latitude, longitude FROM ${table} WHERE country_id = $1 AND ${foldColumn('name')} = ANY($2::text[])
         ORDER BY array_position($2::text[], ${foldColumn('name')}), id LIMIT 1`,
        [countryId, candidates],
      );
      if (found) return { latitude: Number(found.latitude), longitude: Number(found.longitude) };
    }
    throw new DomainError('LOCATION_UNRESOLVED', 400, {}, [{ field: 'location', message: 'LOCATION_UNRESOLVED' }]);
  }

  /** The controller checks the input first (before keeping the photos); the check runs again inside the write. */
  submit(ownerId: string, countryId: number, input: ProductInput, photos: ProductPhoto[]): Promise<ProductView> {
    const productId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const details = await this.checked(countryId, input, manager);
      await this.on(productId, (state) => decideSubmitProduct(state, { productId, ownerId, countryId, ...details, photos, now: nowIso() }), manager);
      return this.views.product(productId, ownerId, manager);
    });
  }

  update(ownerId: string, countryId: number, productId: string, input: ProductInput, photos: ProductPhoto[]): Promise<ProductView> {
    return this.dataSource.transaction(async (manager) => {
      const details = await this.checked(countryId, input, manager);
      await this.on(productId, (state) => decideUpdateProduct(state, { productId, ownerId, ...details, photos, now: nowIso() }), manager);
      return this.views.product(productId, ownerId, manager);
    });
  }

  setStatus(ownerId: string, productId: string, status: ProductStatus): Promise<ProductView> {
    return this.dataSource.transaction(async (manager) => {
      await this.on(productId, (state) => decideProductStatus(state, { productId, ownerId, status, now: nowIso() }), manager);
      return this.views.product(productId, ownerId, manager);
    });
  }

  removePhotos(ownerId: string, productId: string, photoIds: string[]): Promise<ProductView> {
    return this.dataSource.transaction(async (manager) => {
      await this.on(productId, (state) => decideRemovePhotos(state, { productId, ownerId, photoIds, now: nowIso() }), manager);
      return this.views.product(productId, ownerId, manager);
    });
  }

  delete(ownerId: string, productId: string): Promise<{ id: string }> {
    return this.dataSource.transaction(async (manager) => {
      await this.on(productId, (state) => decideDeleteProduct(state, { productId, ownerId, now: nowIso() }), manager);
      return { id: productId };
    });
  }

  /** An administrator's decision, on a product of the country they work in. */
  decide(countryId: number, productId: string, approvalStatus: ApprovalStatus, reason: string | null): Promise<ProductView> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(`SELECT country_id FROM products WHERE id = $1`, [productId]);
      if (!row || row.country_id !== countryId) throw new DomainError('PRODUCT_NOT_FOUND', 404);
      await this.on(productId, (state) => decideApproval(state, { productId, approvalStatus, reason, now: nowIso() }), manager);
      return this.views.product(productId, undefined, manager);
    });
  }
}
