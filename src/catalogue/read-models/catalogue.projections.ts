import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { byRowCountry, everyRow } from '../../kernel/events/cache-versions';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { CategoryCreated, CategoryDeleted, CategoryEvents, CategoryRenamed } from '../domain/category';
import {
  PhotosAdded,
  PhotosRemoved,
  productApprovalData,
  ProductCertificationChanged,
  productEventData,
  ProductEvents,
  ProductRecommendationChanged,
  ProductSubmitted,
  ProductUpdated,
} from '../domain/product';
import { LISTING_VERSIONS } from '../public/queries/listing-cache';
import { forgetSearchWords, refreshSearchDocuments } from '../public/read-models/search-document';
import { REFERENCE_VERSIONS } from '../queries/reference-lists';

/**
 * Categories and subcategories. The migration seeds them, so a rebuild must not empty them: the projection owns no
 * table and every change is idempotent (upsert, update, delete), so replaying the log over the seeded rows is safe.
 * The products of a renamed category get their search text again (it holds the category names), and every country's
 * listing version moves with the reference version (category names are in every country's search text).
 */
@Injectable()
@Projection()
export class CategoryProjection implements InlineProjection {
  readonly name = 'categories';
  readonly tables: string[] = [];
  readonly handles = Object.values(CategoryEvents);
  readonly cacheVersions = [REFERENCE_VERSIONS, everyRow(LISTING_VERSIONS)];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case CategoryEvents.created: {
        const data = CategoryCreated.dataOf(event);
        await manager.query(
          `INSERT INTO categories (id, name, name_fr) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET name = $2, name_fr = $3`,
          [data.categoryId, data.name, data.nameFr],
        );
        for (const sub of data.subCategories) {
          await manager.query(
            `INSERT INTO sub_categories (id, category_id, name, name_fr) VALUES ($1, $2, $3, $4) ON CONFLICT (id)
             DO UPDATE SET category_id = $2, name = $3, name_fr = $4`,
            [sub.id, data.categoryId, sub.name, sub.nameFr],
          );
        }
        await refreshSearchDocuments(manager, 'p.category_id = $1', [data.categoryId]);
        return;
      }
      case CategoryEvents.renamed: {
        const data = CategoryRenamed.dataOf(event);
        await manager.query(`UPDATE categories SET name = $2, name_fr = $3 WHERE id = $1`, [
          data.categoryId,
          data.name,
          data.nameFr,
        ]);
        await refreshSearchDocuments(manager, 'p.category_id = $1', [data.categoryId]);
        return;
      }
      case CategoryEvents.deleted:
        await manager.query(`DELETE FROM categories WHERE id = $1`, [CategoryDeleted.dataOf(event).categoryId]);
        return;
    }
  }
}

const detailColumns = (d: ProductUpdated | ProductSubmitted) => [
  d.name,
  d.description,
  d.storageCondition,
  d.categoryId,
  d.subCategoryId,
  d.typeId,
  d.formId,
  d.sizeIds,
  d.deliveryMethodIds,
  d.usageIds,
  d.price,
  d.quantity,
  d.location,
  d.latitude,
  d.longitude,
];

/** The products read model (products with their search text, product_photos, catalogue_search_words), kept from the product streams. */
@Injectable()
@Projection()
export class ProductProjection implements InlineProjection {
  readonly name = 'products';
  readonly tables = ['product_photos', 'products', 'catalogue_search_words'];
  readonly handles = Object.values(ProductEvents);
  /** A product's country's listing version (see ListingCache): a new product's from its event, the others' from their row. */
  readonly cacheVersions = [
    byRowCountry(LISTING_VERSIONS, {
      rows: 'products',
      key: 'id',
      idOf: (event) => productEventData(event).productId,
      countryIn: (event) => (ProductSubmitted.is(event) ? ProductSubmitted.dataOf(event).countryId : undefined),
    }),
  ];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const { productId, at: occurredAt } = productEventData(event);
    const at = new Date(occurredAt);
    const set = (assignments: string, values: unknown[]) =>
      manager.query(`UPDATE products SET ${assignments}, updated_at = $2 WHERE id = $1`, [productId, at, ...values]);
    switch (event.type) {
      case ProductEvents.submitted: {
        const data = ProductSubmitted.dataOf(event);
        await manager.query(
          `INSERT INTO products (id, owner_id, country_id, name, description, storage_condition, category_id, sub_category_id, type_id, form_id,
             size_ids, delivery_method_ids, usage_ids, price, quantity, location, latitude, longitude, status, approval_status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, 'PUBLISHED', 'PENDING', $19, $19)`,
          [productId, data.ownerId, data.countryId, ...detailColumns(data), at],
        );
        await refreshSearchDocuments(manager, 'p.id = $1', [productId]);
        return;
      }
      case ProductEvents.updated:
        await set(
          `name = $3, description = $4, storage_condition = $5, category_id = $6, sub_category_id = $7, type_id = $8, form_id = $9, size_ids = $10,
           delivery_method_ids = $11, usage_ids = $12, price = $13, quantity = $14, location = $15, latitude = $16, longitude = $17,
           approval_status = 'PENDING', rejection_reason = NULL`,
          detailColumns(ProductUpdated.dataOf(event)),
        );
        await refreshSearchDocuments(manager, 'p.id = $1', [productId]);
        return;
      case ProductEvents.published:
      case ProductEvents.unpublished:
        await set(`status = $3`, [event.type === ProductEvents.published ? 'PUBLISHED' : 'UNPUBLISHED']);
        return;
      case ProductEvents.approved:
      case ProductEvents.rejected:
      case ProductEvents.returnedToPending: {
        const status = {
          [ProductEvents.approved]: 'APPROVED',
          [ProductEvents.rejected]: 'REJECTED',
          [ProductEvents.returnedToPending]: 'PENDING',
        }[event.type];
        await set(`approval_status = $3, rejection_reason = $4`, [status, productApprovalData(event).reason]);
        return;
      }
      case ProductEvents.photosAdded: {
        const data = PhotosAdded.dataOf(event);
        const [{ next }] = await manager.query<{ next: number }[]>(
          `SELECT coalesce(max(position), -1) + 1 AS next FROM product_photos WHERE product_id = $1`,
          [productId],
        );
        for (const [index, photo] of data.photos.entries()) {
          await manager.query(
            `INSERT INTO product_photos (id, product_id, storage_key, position, created_at) VALUES ($1, $2, $3, $4, $5)`,
            [photo.photoId, productId, photo.storageKey, Number(next) + index, at],
          );
        }
        return;
      }
      case ProductEvents.photosRemoved:
        await manager.query(`DELETE FROM product_photos WHERE product_id = $1 AND id = ANY($2::uuid[])`, [
          productId,
          PhotosRemoved.dataOf(event).photoIds,
        ]);
        return;
      case ProductEvents.deleted:
        await forgetSearchWords(manager, 'p.id = $1', [productId]);
        await manager.query(`DELETE FROM products WHERE id = $1`, [productId]);
        return;
      case ProductEvents.recommendationChanged:
        await set(`recommended = $3`, [ProductRecommendationChanged.dataOf(event).recommended]);
        return;
      case ProductEvents.certificationChanged:
        await set(`certified = $3`, [ProductCertificationChanged.dataOf(event).certified]);
        return;
    }
  }
}
