import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { timeOrderedUuid } from '../../../kernel/ids/time-ordered-uuid';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { FarmersErrors } from '../../farmers.errors';
import { farmerSubject } from '../../registry/domain/farmer';
import { FarmerScope } from '../../registry/queries/farmer-scope';
import { decideEdit, decideRecord, HistoryDetails, HistoryEntryStream, HistoryKind } from '../domain/history-entry';
import { HistoryEntryView, HistoryViews } from '../queries/history.queries';

export interface HistoryEntryInput {
  kind: HistoryKind;
  date: string;
  title: string;
  notes?: string | null;
}

/** Records an entry in a farmer's history (those who may change the farmer). */
export class RecordHistoryEntryCommand extends Command<RecordedHistoryEntry> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
    readonly input: HistoryEntryInput,
    readonly entryId: string | null = null,
  ) {
    super();
  }
}

export class EditHistoryEntryCommand extends Command<HistoryEntryView> {
  constructor(
    readonly actor: Actor,
    readonly entryId: string,
    readonly input: HistoryEntryInput,
  ) {
    super();
  }
}

export interface RecordedHistoryEntry {
  entry: HistoryEntryView;
  created: boolean;
}

const detailsOf = (input: HistoryEntryInput): HistoryDetails => ({
  title: input.title.trim(),
  notes: (input.notes ?? '').trim(),
});
const sameAs = (row: { title: string; notes: string } | null, details: HistoryDetails) =>
  !!row && row.title === details.title && row.notes === details.notes;

@CommandHandler(RecordHistoryEntryCommand)
export class RecordHistoryEntryHandler implements ICommandHandler<RecordHistoryEntryCommand, RecordedHistoryEntry> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly scope: FarmerScope,
    private readonly views: HistoryViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, farmerId, input, entryId }: RecordHistoryEntryCommand): Promise<RecordedHistoryEntry> {
    const id = entryId?.toLowerCase() ?? timeOrderedUuid();
    const details = detailsOf(input);
    // Copies of the same request at once: a late copy decides again once the first has committed.
    let sawNoEntry = false;
    const work = () =>
      this.dataSource.transaction(async (manager) => {
        await this.scope.require(actor, farmerId, 'CHANGE', manager);
        const current = await this.views.row(id, manager);
        sawNoEntry = current === null;
        const sealed = await this.vault.seal(farmerSubject(farmerId), details, manager);
        const events = await HistoryEntryStream.execute(
          this.store,
          id,
          (state) =>
            decideRecord(
              state,
              {
                entryId: id,
                farmerId,
                kind: input.kind,
                date: input.date,
                details: sealed,
                recordedBy: actor.id,
                now: this.clock.nowIso(),
              },
              sameAs(current, details),
            ),
          manager,
        );
        return events.length > 0;
      });
    let created: boolean;
    try {
      created = await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'CONCURRENCY_CONFLICT' && !(code === FarmersErrors.FARMER_HISTORY_ALREADY_EXISTS && sawNoEntry))
        throw error;
      created = await work();
    }
    return { entry: await this.views.one(id), created };
  }
}

@CommandHandler(EditHistoryEntryCommand)
export class EditHistoryEntryHandler implements ICommandHandler<EditHistoryEntryCommand, HistoryEntryView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly scope: FarmerScope,
    private readonly views: HistoryViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, entryId, input }: EditHistoryEntryCommand): Promise<HistoryEntryView> {
    const details = detailsOf(input);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.views.row(entryId, manager);
      if (!current) throw new DomainError(FarmersErrors.FARMER_HISTORY_NOT_FOUND);
      const farmer = await this.scope.view(actor, current.farmer_id, manager);
      if (!farmer.mayChange) throw new DomainError(FarmersErrors.FARMER_HISTORY_NOT_FOUND);
      const sealed = await this.vault.seal(farmerSubject(current.farmer_id), details, manager);
      await HistoryEntryStream.execute(
        this.store,
        entryId,
        (state) =>
          decideEdit(
            state,
            {
              entryId,
              kind: input.kind,
              date: input.date,
              details: sealed,
              editedBy: actor.id,
              now: this.clock.nowIso(),
            },
            sameAs(current, details),
          ),
        manager,
      );
    });
    return this.views.one(entryId);
  }
}
