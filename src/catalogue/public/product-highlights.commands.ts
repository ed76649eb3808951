import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { executeOnStream } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { NewEvent } from '../../kernel/events/event.types';
import { DomainError } from '../../kernel/http/domain-error';
import { decideCertification, decideRecommendation, evolveProduct, initialProductState, PRODUCT_STREAM, ProductState, productStreamId } from '../domain/product';
import { PublicCatalogueViews } from './public-catalogue.views';
import { PublicProductView } from './public-product';

/** An administrator recommends or certifies a product of the country they work in (another country's is 404). */
@Injectable()
export class ProductHighlightCommands {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: PublicCatalogueViews,
  ) {}

  recommend(countryId: number, productId: string, recommended: boolean | undefined): Promise<PublicProductView> {
    return this.change(countryId, productId, (state) => decideRecommendation(state, { productId, recommended, now: new Date().toISOString() }));
  }

  certify(countryId: number, productId: string, certified: boolean | undefined): Promise<PublicProductView> {
    return this.change(countryId, productId, (state) => decideCertification(state, { productId, certified, now: new Date().toISOString() }));
  }

  private change(countryId: number, productId: string, decide: (state: ProductState) => NewEvent[]): Promise<PublicProductView> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const [row] = await manager.query(`SELECT country_id FROM products WHERE id = $1`, [productId]);
      if (!row || row.country_id !== countryId) throw new DomainError('PRODUCT_NOT_FOUND', 404);
      await executeOnStream(this.store, { id: productStreamId(productId), type: PRODUCT_STREAM }, evolveProduct, initialProductState, decide, { manager });
      return (await this.views.products([productId], manager))[0];
    });
  }
}
