import { Injectable } from '@nestjs/common';
import { FreshnessHeaders } from '../../kernel/http/freshness-headers';
import { DashboardFreshness } from '../queries/dashboard-freshness';

export {
  FIGURES_AS_OF_HEADER,
  FIGURES_CATCHING_UP_HEADER,
  FRESHNESS_HEADERS,
} from '../../kernel/http/freshness-headers';

/** The freshness headers of every dashboard answer (see DashboardFreshness). */
@Injectable()
export class FreshnessHeadersInterceptor extends FreshnessHeaders {
  constructor(freshness: DashboardFreshness) {
    super(freshness);
  }
}
