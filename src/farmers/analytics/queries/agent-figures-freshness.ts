import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConsumerFreshness } from '../../../kernel/events/consumer-freshness';
import { ExtensionAgentAnalytics } from '../consumers/extension-agent-analytics.consumer';

/** How fresh the extension agents' figures are: the analytics consumer's checkpoint (see ConsumerFreshness). */
@Injectable()
export class AgentFiguresFreshness extends ConsumerFreshness {
  constructor(dataSource: DataSource, consumer: ExtensionAgentAnalytics) {
    super(dataSource, consumer);
  }
}
