import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { EventStore } from '../../../kernel/events/event-store';
import { NewEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/errors/domain-error';
import { decideCertification, decideRecommendation, ProductState, ProductStream } from '../../domain/product';
import { PublicCatalogueViews } from '../queries/public-catalogue.views';
import { PublicProductView } from '../queries/public-product';
import { CatalogueErrors } from '../../catalogue.errors';
import { Clock } from '../../../kernel/clock/clock';

/** An administrator recommends a product of the country they work in (another country's is 404), or stops; undefined toggles. */
export class RecommendProductCommand extends Command<PublicProductView> {
  constructor(
    readonly countryId: number,
    readonly productId: string,
    readonly recommended: boolean | undefined,
  ) {
    super();
  }
}
/** An administrator certifies a product of the country they work in, or stops; undefined toggles. */
export class CertifyProductCommand extends Command<PublicProductView> {
  constructor(
    readonly countryId: number,
    readonly productId: string,
    readonly certified: boolean | undefined,
  ) {
    super();
  }
}

function highlight(
  dataSource: DataSource,
  store: EventStore,
  views: PublicCatalogueViews,
  countryId: number,
  productId: string,
  decide: (state: ProductState) => NewEvent[],
) {
  return dataSource.transaction(async (manager: EntityManager) => {
    const [row] = await manager.query<{ country_id: number }[]>(`SELECT country_id FROM products WHERE id = $1`, [
      productId,
    ]);
    if (!row || row.country_id !== countryId) throw new DomainError(CatalogueErrors.PRODUCT_NOT_FOUND);
    await ProductStream.execute(store, productId, decide, manager);
    return (await views.products([productId], manager))[0];
  });
}

@CommandHandler(RecommendProductCommand)
export class RecommendProductHandler implements ICommandHandler<RecommendProductCommand, PublicProductView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: PublicCatalogueViews,
    private readonly clock: Clock,
  ) {}

  execute({ countryId, productId, recommended }: RecommendProductCommand): Promise<PublicProductView> {
    return highlight(this.dataSource, this.store, this.views, countryId, productId, (state) =>
      decideRecommendation(state, { productId, recommended, now: this.clock.nowIso() }),
    );
  }
}

@CommandHandler(CertifyProductCommand)
export class CertifyProductHandler implements ICommandHandler<CertifyProductCommand, PublicProductView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: PublicCatalogueViews,
    private readonly clock: Clock,
  ) {}

  execute({ countryId, productId, certified }: CertifyProductCommand): Promise<PublicProductView> {
    return highlight(this.dataSource, this.store, this.views, countryId, productId, (state) =>
      decideCertification(state, { productId, certified, now: this.clock.nowIso() }),
    );
  }
}
