import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { ContactCard, ContactCardsQuery } from '../../../accounts';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { Page, PageRequest, pageOf } from '../../../kernel/http/envelopes';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { FarmersErrors } from '../../farmers.errors';
import {
  FACT_FIELDS,
  FarmerEnrolled,
  farmerEventData,
  FarmerEvents,
  FarmerLinkedToAccount,
  FarmerPersonal,
  farmerStreamId,
  FarmerUpdated,
  PERSONAL_FIELDS,
} from '../../registry/domain/farmer';
import { FarmerScope } from '../../registry/queries/farmer-scope';
import { HistoryKind } from '../domain/history-entry';

const ENTRY_COLUMNS = `id, farmer_id, kind, to_char(date, 'YYYY-MM-DD') AS date, title, notes, recorded_by, edited_by,
  created_at, updated_at`;

export interface HistoryEntryRow {
  id: string;
  farmer_id: string;
  kind: HistoryKind;
  date: string;
  title: string;
  notes: string;
  recorded_by: string;
  edited_by: string;
  created_at: Date;
  updated_at: Date;
}

export interface PersonRef {
  id: string;
  fullName: string | null;
}

export interface HistoryEntryView {
  id: string;
  farmerId: string;
  kind: HistoryKind;
  date: string;
  title: string;
  notes: string;
  recordedBy: PersonRef;
  editedBy: PersonRef;
  createdAt: string;
  updatedAt: string;
}

/** A farmer's history entries, latest day first (those who may read the farmer). */
export class ListHistoryQuery extends Query<Page<HistoryEntryView>> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export class GetHistoryEntryQuery extends Query<HistoryEntryView> {
  constructor(
    readonly actor: Actor,
    readonly entryId: string,
  ) {
    super();
  }
}

/** Who changed what about a farmer, and when, read from the event log; personal values only while the vault opens them. */
export class FarmerChangeLogQuery extends Query<FarmerChangeView[]> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
  ) {
    super();
  }
}

export interface FieldChange {
  field: string;
  /** The new value; null for a personal value that can no longer be read (or was emptied). */
  value: unknown;
}

export interface FarmerChangeView {
  at: string;
  by: PersonRef | null;
  change: 'ENROLLED' | 'UPDATED' | 'LINKED_TO_ACCOUNT';
  fields: FieldChange[];
}

const fullNameOf = (card: ContactCard | undefined) => (card ? `${card.firstname} ${card.lastname}`.trim() : null);

@Injectable()
export class HistoryViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async row(entryId: string, manager: EntityManager = this.dataSource.manager): Promise<HistoryEntryRow | null> {
    const [row] = await manager.query<HistoryEntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM farmer_history_entries WHERE id = $1`,
      [entryId],
    );
    return row ?? null;
  }

  async one(entryId: string): Promise<HistoryEntryView> {
    const row = await this.row(entryId);
    if (!row) throw new DomainError(FarmersErrors.FARMER_HISTORY_NOT_FOUND);
    return (await this.many([row]))[0];
  }

  async people(ids: string[]): Promise<Map<string, ContactCard>> {
    const cards: ContactCard[] = ids.length ? await this.queries.execute(new ContactCardsQuery([...new Set(ids)])) : [];
    return new Map(cards.map((c) => [c.id, c]));
  }

  async many(rows: HistoryEntryRow[]): Promise<HistoryEntryView[]> {
    const people = await this.people(rows.flatMap((r) => [r.recorded_by, r.edited_by]));
    const ref = (id: string): PersonRef => ({ id, fullName: fullNameOf(people.get(id)) });
    return rows.map((r) => ({
      id: r.id,
      farmerId: r.farmer_id,
      kind: r.kind,
      date: r.date,
      title: r.title,
      notes: r.notes,
      recordedBy: ref(r.recorded_by),
      editedBy: ref(r.edited_by),
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
    }));
  }
}

@QueryHandler(ListHistoryQuery)
export class ListHistoryHandler implements IQueryHandler<ListHistoryQuery, Page<HistoryEntryView>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: FarmerScope,
    private readonly views: HistoryViews,
  ) {}

  async execute({ actor, farmerId, page }: ListHistoryQuery): Promise<Page<HistoryEntryView>> {
    await this.scope.require(actor, farmerId, 'READ');
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<HistoryEntryRow[]>(
        `SELECT ${ENTRY_COLUMNS}
         FROM farmer_history_entries WHERE farmer_id = $1 ORDER BY date DESC, created_at DESC, id LIMIT $2 OFFSET $3`,
        [farmerId, page.size, page.page * page.size],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM farmer_history_entries WHERE farmer_id = $1`,
        [farmerId],
      ),
    ]);
    return pageOf(await this.views.many(rows), total, page);
  }
}

@QueryHandler(GetHistoryEntryQuery)
export class GetHistoryEntryHandler implements IQueryHandler<GetHistoryEntryQuery, HistoryEntryView> {
  constructor(
    private readonly scope: FarmerScope,
    private readonly views: HistoryViews,
  ) {}

  async execute({ actor, entryId }: GetHistoryEntryQuery): Promise<HistoryEntryView> {
    const row = await this.views.row(entryId);
    if (!row || !(await this.scope.view(actor, row.farmer_id)).mayRead)
      throw new DomainError(FarmersErrors.FARMER_HISTORY_NOT_FOUND);
    return (await this.views.many([row]))[0];
  }
}

@QueryHandler(FarmerChangeLogQuery)
export class FarmerChangeLogHandler implements IQueryHandler<FarmerChangeLogQuery, FarmerChangeView[]> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly scope: FarmerScope,
    private readonly views: HistoryViews,
  ) {}

  async execute({ actor, farmerId }: FarmerChangeLogQuery): Promise<FarmerChangeView[]> {
    await this.scope.require(actor, farmerId, 'READ');
    const events = await this.store.readStream(farmerStreamId(farmerId));
    const people = await this.views.people(events.map((e) => e.metadata.actorId).filter((id): id is string => !!id));
    const changes: FarmerChangeView[] = [];
    for (const event of events) {
      const actorId = event.metadata.actorId;
      const by = actorId ? { id: actorId, fullName: fullNameOf(people.get(actorId)) } : null;
      const at = event.metadata.occurredAt ?? farmerEventData(event).at;
      if (event.type === FarmerEvents.enrolled) {
        const data = FarmerEnrolled.dataOf(event);
        const personal = await this.vault.open<FarmerPersonal>(data.personal);
        changes.push({
          at,
          by,
          change: 'ENROLLED',
          fields: [
            ...FACT_FIELDS.filter((f) => f !== 'pictureKey').map((field) => ({ field, value: data[field] })),
            ...PERSONAL_FIELDS.map((field) => ({ field, value: personal ? shown(field, personal[field]) : null })),
          ],
        });
      } else if (event.type === FarmerEvents.updated) {
        const data = FarmerUpdated.dataOf(event);
        const personal = data.personal ? await this.vault.open<Partial<FarmerPersonal>>(data.personal) : null;
        changes.push({
          at,
          by,
          change: 'UPDATED',
          fields: [
            ...FACT_FIELDS.filter((f) => f in data).map((field) => ({
              field,
              value: field === 'pictureKey' ? null : data[field],
            })),
            ...data.personalFields.map((field) => ({ field, value: personal ? shown(field, personal[field]) : null })),
            ...(data.invitedToPlatform ? [{ field: 'invitedToPlatform', value: true }] : []),
          ],
        });
      } else if (event.type === FarmerEvents.linkedToAccount) {
        changes.push({
          at,
          by,
          change: 'LINKED_TO_ACCOUNT',
          fields: [{ field: 'userId', value: FarmerLinkedToAccount.dataOf(event).userId }],
        });
      }
    }
    return changes.reverse();
  }
}

/** The consent shows without the storage key of its form. */
function shown(field: string, value: unknown): unknown {
  if (field !== 'consent' || !value || typeof value !== 'object') return value ?? null;
  const { formKey, formType: _formType, ...consent } = value as Record<string, unknown>;
  return { ...consent, signedForm: !!formKey };
}
