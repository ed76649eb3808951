import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../kernel/events/event-store';
import { decideToggleLike, LikeEvents, LikeStream } from '../domain/like';
import { ReviewedProducts } from '../queries/reviewed-products';
import { ReviewViews } from '../queries/review.views';
import { Clock } from '../../../kernel/clock/clock';

/** Likes a public product, or takes the like back; answers the new state and the product's count. */
export class ToggleLikeCommand extends Command<{ liked: boolean; likes: number }> {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {
    super();
  }
}

@CommandHandler(ToggleLikeCommand)
export class ToggleLikeHandler implements ICommandHandler<ToggleLikeCommand, { liked: boolean; likes: number }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly products: ReviewedProducts,
    private readonly views: ReviewViews,
    private readonly clock: Clock,
  ) {}

  execute({ userId, productId }: ToggleLikeCommand): Promise<{ liked: boolean; likes: number }> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.products.publicProduct(productId, manager);
      const ownProduct = await this.products.sells(userId, product);
      const [event] = await LikeStream.execute(
        this.store,
        { productId, userId },
        (state) => decideToggleLike(state, { productId, userId, ownProduct, now: this.clock.nowIso() }),
        manager,
      );
      const { likes } = await this.views.likes(productId, userId, manager);
      return { liked: event.type === LikeEvents.liked, likes };
    });
  }
}
