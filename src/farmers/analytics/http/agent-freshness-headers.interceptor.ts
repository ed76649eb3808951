import { Injectable } from '@nestjs/common';
import { FreshnessHeaders } from '../../../kernel/http/freshness-headers';
import { AgentFiguresFreshness } from '../queries/agent-figures-freshness';

/** The freshness headers of every extension-agent analytics answer, as the dashboards' answers carry theirs. */
@Injectable()
export class AgentFreshnessHeaders extends FreshnessHeaders {
  constructor(freshness: AgentFiguresFreshness) {
    super(freshness);
  }
}
