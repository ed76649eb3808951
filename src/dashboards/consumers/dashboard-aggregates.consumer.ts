import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { gatheredRuns } from '../../kernel/events/event-runs';
import { StoredEvent } from '../../kernel/events/event.types';
import { AsyncEventConsumer, ConsumerReplay, EventConsumer } from '../../kernel/events/projection';
import { AGGREGATES_CONSUMER } from '../queries/dashboard-answers';
import { BatchState, Deltas, FactSource } from './facts/batch';
import { farmerFacts } from './facts/farmer-facts';
import { COUNTER_TABLES, createStagingTables, settleStagedCounters } from './facts/staged-counters';
import { listingFacts } from './facts/listing-facts';
import { peopleFacts } from './facts/people-facts';
import { tradeFacts } from './facts/trade-facts';

/**
 * Counter terms a rebuild's replay keeps in memory across pages before staging them (a few tens of MB; the terms of
 * one page of a log of a million farmers are a few thousand).
 */
const KEPT_TERMS = 250_000;

/** What the dashboards count, by the modules whose events they follow (./facts). */
const SOURCES: readonly FactSource[] = [farmerFacts, peopleFacts, tradeFacts, listingFacts];

/**
 * Keeps the dashboards' aggregates (dash_totals, dash_daily) from the events of the farmers, accounts, affiliation,
 * orders, catalogue, agronomy content and inventory modules, after commit and in commit order; the batch, its effects
 * and the checkpoint commit together.
 *
 * Each thing counted has a small row of what was counted for it (dash_farmers, dash_orders, ...): a counter moves
 * only when that row is inserted or deleted (ON CONFLICT DO NOTHING / DELETE ... RETURNING), and a change subtracts
 * what the row counted and adds what it counts afterwards, so the same event handled twice finds nothing left to
 * count. Days are the country's own (domain/country-day.ts), from the event's time: `projections:rebuild` replays it
 * exactly.
 */
@Injectable()
@EventConsumer()
export class DashboardAggregates implements AsyncEventConsumer {
  readonly name = AGGREGATES_CONSUMER;
  readonly tables = [
    'dash_totals',
    'dash_daily',
    'dash_communities',
    'dash_records',
    'dash_farms',
    'dash_farmers',
    'dash_signed_users',
    'dash_agent_referrers',
    'dash_invitations',
    'dash_users',
    'dash_orders',
    'dash_quotations',
    'dash_products',
    'dash_contents',
    'dash_stock',
    'dash_affiliations',
  ];
  /** The facts by day serve only the daily counts' reconciliation (ReconcileDailyCountsJob). */
  readonly readerIndexes = [
    'dash_farmers_day',
    'dash_orders_day',
    'dash_users_day',
    'dash_products_day',
    'dash_contents_day',
  ];
  readonly handles = SOURCES.flatMap((source) => source.handles);
  private readonly gathered = SOURCES.flatMap((source) => source.gathered ?? []);
  private readonly sourceOf = new Map(
    SOURCES.flatMap((source) => source.handles.map((type) => [type, source] as const)),
  );

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  /**
   * The counters of a whole batch are summed in memory and written once: a batch of 100 enrolments moves each counter
   * row once, not 100 times. The fact rows, which the events read, are written as each event comes, except for the
   * runs a source writes at once (a bulk import's enrolments, farms mapped and records created, gathered by type where
   * they follow one another).
   */
  async handleBatch(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const batch = await this.countBatch(events, manager, new Deltas());
    await batch.deltas.flush(manager);
  }

  /**
   * A rebuild's replay: the fact rows are written page by page, as the events read them, but the counters' terms are
   * kept across pages, appended to staging tables when they have grown large, and summed into the counters once, at
   * the end (staged-counters.ts): each counter row is written once, not once or twice per twenty pages. `keptTerms`:
   * how many terms are kept before they are staged.
   */
  replayInPages(keptTerms = KEPT_TERMS): ConsumerReplay {
    let kept = new Deltas();
    let staging = false;
    const stage = async (manager: EntityManager) => {
      if (!staging) await createStagingTables(manager);
      staging = true;
      await kept.stage(manager);
      kept = new Deltas();
    };
    return {
      handleBatch: async (events, manager) => {
        await this.countBatch(events, manager, kept);
        if (kept.size() >= keptTerms) await stage(manager);
      },
      finish: async (manager) => {
        await stage(manager);
        await settleStagedCounters(manager);
      },
      finishWrites: COUNTER_TABLES,
    };
  }

  /** Writes the batch's fact rows and adds what they count to `deltas`. */
  private async countBatch(events: StoredEvent[], manager: EntityManager, deltas: Deltas): Promise<BatchState> {
    const batch = new BatchState(deltas);
    for (const source of SOURCES) await source.startBatch?.(events, manager, batch);
    for (const run of gatheredRuns(events, this.gathered)) {
      const source = this.sourceOf.get(run[0].type);
      if (!source || (source.writeRun && (await source.writeRun(run, manager, batch)))) continue;
      for (const event of run) await source.apply(event, manager, batch);
    }
    for (const source of SOURCES) await source.finishBatch?.(manager, batch);
    return batch;
  }
}
