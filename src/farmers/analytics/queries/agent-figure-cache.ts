import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import { VersionedCache } from '../../../kernel/search/versioned-cache';

/**
 * An extension agent's figures kept in memory under the agent's analytics version (ea_agent_versions, moved by the
 * ExtensionAgentAnalytics consumer in the statement that files each of the agent's activities): a figure is computed
 * once per change to the agent's farmers, farms and records, not once per request. Requests share a version read until
 * it is answered: the consumer's tables trail the log by a batch anyway. The UTC day is part of every
 * question: the monthly and daily figures count back from today.
 */
@Injectable()
export class AgentFigureCache extends VersionedCache {
  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super(dataSource, 'ea_agent_versions', { versionReads: 'until answered', answersSentAsIs: true });
  }

  override versionSql(): string {
    return `SELECT version FROM ea_agent_versions WHERE agent_id = $1::uuid`;
  }

  answer<T>(agentId: string, question: unknown[], compute: () => Promise<T>): Promise<T> {
    return this.remember(agentId, JSON.stringify([...question, this.clock.nowIso().slice(0, 10)]), compute);
  }
}
