import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../kernel/http/envelopes';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { ApprovalStatus, ProductStatus } from '../domain/product';
import { ReferenceLists } from './reference-lists';
import { CatalogueErrors } from '../catalogue.errors';

export interface ItemView {
  id: number;
  name: string;
  nameFr: string;
}
export interface SubCategoryView extends ItemView {
  categoryId: number;
}
export interface CategoryView extends ItemView {
  subCategories: ItemView[];
}
export interface PhotoView {
  id: string;
  /** Relative to /api/v1. */
  url: string;
  main: boolean;
}
export interface ProductView {
  id: string;
  name: string;
  description: string;
  storageCondition: string;
  category: ItemView | null;
  subCategory: ItemView | null;
  subCategoryId: number;
  type: ItemView | null;
  productForm: ItemView | null;
  sizes: ItemView[];
  deliveryMethods: ItemView[];
  usages: ItemView[];
  price: string;
  quantity: number;
  location: string;
  latitude: number | null;
  longitude: number | null;
  status: ProductStatus;
  approvalStatus: ApprovalStatus;
  rejectionReason: string | null;
  ownerId: string;
  countryId: number;
  photos: PhotoView[];
  createdAt: string;
  updatedAt: string;
}

/** The simple reference lists, by their table. */
export const REFERENCE_TABLES = {
  sizes: 'sizes',
  usages: 'usages',
  deliveryMethods: 'delivery_methods',
  forms: 'product_forms',
  types: 'product_types',
} as const;
export type ReferenceList = keyof typeof REFERENCE_TABLES;

/** A row of a reference list (categories, subcategories, sizes, ...). */
export interface ItemRow {
  id: number;
  name: string;
  name_fr: string;
}
interface SubCategoryRow extends ItemRow {
  category_id: number;
}

/**
 * A row of `products` as the driver reads it (numerics as text), with the extra columns a reader may select beside
 * it: `reference_version` and `photo_ids` (see productViews).
 */
export interface ProductRow {
  id: string;
  name: string;
  description: string;
  storage_condition: string;
  category_id: number;
  sub_category_id: number;
  type_id: number;
  form_id: number;
  size_ids: number[];
  delivery_method_ids: number[];
  usage_ids: number[];
  price: string;
  quantity: number;
  location: string;
  latitude: string | null;
  longitude: string | null;
  status: ProductStatus;
  approval_status: ApprovalStatus;
  rejection_reason: string | null;
  owner_id: string;
  country_id: number;
  created_at: Date | string;
  updated_at: Date | string;
  /** The reference version the row was read at (bigint, as text). */
  reference_version?: string | null;
  /** The product's photo ids by position. */
  photo_ids?: string[];
}

const item = (row: ItemRow): ItemView => ({
  id: row.id,
  name: row.name,
  nameFr: row.name_fr,
});

export interface ProductFilter {
  ownerId?: string;
  countryId?: number;
  categoryId?: number;
  subCategoryId?: number;
  status?: ProductStatus;
  approvalStatus?: ApprovalStatus;
  search?: string;
}

/** Reads of the catalogue's read model. */
@Injectable()
export class CatalogueViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly references: ReferenceLists,
  ) {}

  async list(list: ReferenceList, manager: EntityManager = this.dataSource.manager): Promise<ItemView[]> {
    return (await manager.query<ItemRow[]>(`SELECT id, name, name_fr FROM ${REFERENCE_TABLES[list]} ORDER BY id`)).map(
      item,
    );
  }

  async subCategories(): Promise<SubCategoryView[]> {
    const rows = await this.dataSource.query<SubCategoryRow[]>(
      `SELECT id, category_id, name, name_fr FROM sub_categories ORDER BY category_id, id`,
    );
    return rows.map((r) => ({ ...item(r), categoryId: r.category_id }));
  }

  async categories(manager: EntityManager = this.dataSource.manager, id?: number): Promise<CategoryView[]> {
    const categories = await manager.query<ItemRow[]>(
      `SELECT id, name, name_fr FROM categories ${id === undefined ? '' : 'WHERE id = $1'} ORDER BY id`,
      id === undefined ? [] : [id],
    );
    const subs = await manager.query<SubCategoryRow[]>(
      `SELECT id, category_id, name, name_fr FROM sub_categories ORDER BY id`,
    );
    return categories.map((c) => ({
      ...item(c),
      subCategories: subs.filter((s) => s.category_id === c.id).map(item),
    }));
  }

  async category(id: number, manager: EntityManager = this.dataSource.manager): Promise<CategoryView> {
    const [found] = await this.categories(manager, id);
    if (!found) throw new NotFoundError(CatalogueErrors.CATEGORY_NOT_FOUND);
    return found;
  }

  async categoryOfSubCategory(subCategoryId: number): Promise<CategoryView> {
    const [row] = await this.dataSource.query<{ category_id: number }[]>(
      `SELECT category_id FROM sub_categories WHERE id = $1`,
      [subCategoryId],
    );
    if (!row) throw new NotFoundError(CatalogueErrors.SUB_CATEGORY_NOT_FOUND);
    return this.category(row.category_id);
  }

  async products(
    filter: ProductFilter,
    page: PageRequest,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Page<ProductView>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      params.push(value);
      where.push(clause.replace('?', `$${params.length}`));
    };
    if (filter.ownerId) add('owner_id = ?', filter.ownerId);
    if (filter.countryId) add('country_id = ?', filter.countryId);
    if (filter.categoryId) add('category_id = ?', filter.categoryId);
    if (filter.subCategoryId) add('sub_category_id = ?', filter.subCategoryId);
    if (filter.status) add('status = ?', filter.status);
    if (filter.approvalStatus) add('approval_status = ?', filter.approvalStatus);
    if (filter.search?.trim())
      add(`(name || ' ' || description) ILIKE ?`, `%${filter.search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM products ${clause}`,
      params,
    );
    const rows = await manager.query<ProductRow[]>(
      `SELECT * FROM products ${clause} ORDER BY created_at DESC, id LIMIT ${page.size} OFFSET ${page.page * page.size}`,
      params,
    );
    return pageOf(await this.productViews(rows, manager), total, page);
  }

  /** The product `id`; owned by `ownerId` when given (another seller's product is 404 as well). */
  async product(id: string, ownerId?: string, manager: EntityManager = this.dataSource.manager): Promise<ProductView> {
    const rows = await manager.query<ProductRow[]>(
      `SELECT * FROM products WHERE id = $1 ${ownerId ? 'AND owner_id = $2' : ''}`,
      ownerId ? [id, ownerId] : [id],
    );
    if (!rows.length) throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
    return (await this.productViews(rows, manager))[0];
  }

  async photos(
    productId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<(PhotoView & { storageKey: string })[]> {
    const rows = await manager.query<{ id: string; storage_key: string }[]>(
      `SELECT id, storage_key FROM product_photos WHERE product_id = $1 ORDER BY position`,
      [productId],
    );
    return rows.map((r, i) => ({
      id: r.id,
      url: `products/${productId}/photos/${r.id}`,
      main: i === 0,
      storageKey: r.storage_key,
    }));
  }

  /**
   * Rows of `products` as views, in the same order. Rows may carry `reference_version` (see ReferenceLists: the
   * reference lists kept in memory are then used) and `photo_ids` (the photo ids by position: no photo query then);
   * other extra columns are ignored.
   */
  async productViews(rows: ProductRow[], manager: EntityManager = this.dataSource.manager): Promise<ProductView[]> {
    if (!rows.length) return [];
    const {
      categories: c,
      subCategories: s,
      sizes: z,
      usages: u,
      deliveryMethods: d,
      forms: f,
      types: t,
    } = await this.references.at(rows[0].reference_version, manager);
    const many = (map: Map<number, ItemView>, ids: number[]) =>
      ids.map((id) => map.get(id)).filter((x): x is ItemView => !!x);
    const photoIds = rows.every((r) => Array.isArray(r.photo_ids))
      ? new Map<string, string[]>(rows.map((r) => [r.id, r.photo_ids ?? []]))
      : await this.photoIds(rows, manager);
    return rows.map((r) => {
      const photos = (photoIds.get(r.id) ?? []).map((id, i) => ({
        id,
        url: `products/${r.id}/photos/${id}`,
        main: i === 0,
      }));
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        storageCondition: r.storage_condition,
        category: c.get(r.category_id) ?? null,
        subCategory: s.get(r.sub_category_id) ?? null,
        subCategoryId: r.sub_category_id,
        type: t.get(r.type_id) ?? null,
        productForm: f.get(r.form_id) ?? null,
        sizes: many(z, r.size_ids),
        deliveryMethods: many(d, r.delivery_method_ids),
        usages: many(u, r.usage_ids),
        price: r.price,
        quantity: r.quantity,
        location: r.location,
        latitude: r.latitude === null ? null : Number(r.latitude),
        longitude: r.longitude === null ? null : Number(r.longitude),
        status: r.status,
        approvalStatus: r.approval_status,
        rejectionReason: r.rejection_reason,
        ownerId: r.owner_id,
        countryId: r.country_id,
        photos,
        createdAt: new Date(r.created_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
      };
    });
  }

  private async photoIds(rows: ProductRow[], manager: EntityManager): Promise<Map<string, string[]>> {
    const photoRows = await manager.query<{ id: string; product_id: string }[]>(
      `SELECT id, product_id FROM product_photos WHERE product_id = ANY($1::uuid[]) ORDER BY position`,
      [rows.map((r) => r.id)],
    );
    const byProduct = new Map<string, string[]>();
    for (const photo of photoRows)
      byProduct.set(photo.product_id, [...(byProduct.get(photo.product_id) ?? []), photo.id]);
    return byProduct;
  }
}
