import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GeographyQueries } from '../../geography';
import { StoredEvent } from '../../kernel/events/event.types';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { PushToUserCommand } from '../../notifications';
import { PriceAlertCrossed, PriceAlertEvents } from '../domain/price-alert';
import { loadAlertFacts, pushText } from './price-alert-notice';

/**
 * Pushes a fired price alert to its owner's registered devices (each in the language the device was registered in),
 * beside the mail; a user without devices is told by mail only. Once per crossing: the push is keyed by the event, so
 * a redelivered or replayed event sends nothing more.
 */
@Injectable()
@SubscribesTo({ name: 'market-price-alert-push', events: [PriceAlertEvents.crossed] })
export class PriceAlertPushSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly geography: GeographyQueries,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const moved = PriceAlertCrossed.dataOf(event);
    const alert = await loadAlertFacts(this.dataSource, this.geography, moved.alertId);
    if (!alert) return; // deleted since
    await this.commands.execute(
      new PushToUserCommand(
        moved.userId,
        { en: pushText(alert, moved, 'en'), fr: pushText(alert, moved, 'fr') },
        `market-price-alert-push-${event.eventId}`,
        {
          kind: 'price-alert',
          alertId: moved.alertId,
        },
      ),
    );
  }
}
