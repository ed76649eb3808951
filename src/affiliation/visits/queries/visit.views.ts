import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { AffiliationErrors } from '../../affiliation.errors';
import { People } from '../../queries/people';
import { minutesFileName, minutesUrl } from '../domain/minutes-document';

export interface MinutesView {
  url: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

export interface PartyRef {
  id: string;
  fullName: string;
  company: string | null;
}

export interface VisitView {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  place: string;
  participants: string[];
  agenda: string;
  planner: PartyRef;
  minutes: MinutesView | null;
  /** For the planner: the partners it is shared with. Null for anyone else. */
  sharedWith: (PartyRef & { sharedAt: string })[] | null;
  /** For a partner: when it was shared with them. Null for the planner. */
  sharedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A minutes document shared with a partner. */
export interface SharedMinutesView {
  visitId: string;
  title: string;
  startsAt: string;
  place: string;
  planner: PartyRef;
  document: MinutesView;
}

/** Visits between two instants (either may be left out): those that end (or start) after `from` and start before `to`. */
export interface VisitPeriod {
  from?: Date;
  to?: Date;
}

interface VisitRow {
  id: string;
  planner_id: string;
  title: string;
  place: string;
  participants: string[];
  agenda: string;
  starts_at: Date;
  ends_at: Date | null;
  minutes_key: string | null;
  minutes_type: string | null;
  minutes_size: number | null;
  minutes_at: Date | null;
  created_at: Date;
  updated_at: Date;
  shared_at?: Date;
}

const COLUMNS = `v.id, v.planner_id, v.title, v.place, v.participants, v.agenda, v.starts_at, v.ends_at, v.minutes_key, v.minutes_type, v.minutes_size,
                 v.minutes_at, v.created_at, v.updated_at`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

const minutesOf = (r: VisitRow): MinutesView | null =>
  r.minutes_key && r.minutes_type
    ? {
        url: minutesUrl(r.id),
        fileName: minutesFileName(new Date(r.starts_at), r.minutes_type),
        contentType: r.minutes_type,
        size: Number(r.minutes_size),
        uploadedAt: iso(r.minutes_at)!,
      }
    : null;

function periodFilter(period: VisitPeriod, params: unknown[]): string {
  const where: string[] = [];
  if (period.from) {
    params.push(period.from);
    where.push(`coalesce(v.ends_at, v.starts_at) >= $${params.length}`);
  }
  if (period.to) {
    params.push(period.to);
    where.push(`v.starts_at < $${params.length}`);
  }
  return where.map((w) => ` AND ${w}`).join('');
}

@Injectable()
export class VisitViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly people: People,
  ) {}

  /** The visits an organisation planned, by start. */
  async planned(plannerId: string, period: VisitPeriod, page: PageRequest): Promise<Page<VisitView>> {
    const params: unknown[] = [plannerId];
    const where = `v.planner_id = $1${periodFilter(period, params)}`;
    return this.page(`FROM visits v WHERE ${where}`, COLUMNS, params, page, true);
  }

  /** The visits shared with `recipientId`, by start (the shared calendar). */
  async received(recipientId: string, period: VisitPeriod, page: PageRequest): Promise<Page<VisitView>> {
    const params: unknown[] = [recipientId];
    const where = `s.user_id = $1${periodFilter(period, params)}`;
    return this.page(
      `FROM visits v JOIN visit_shares s ON s.visit_id = v.id WHERE ${where}`,
      `${COLUMNS}, s.shared_at`,
      params,
      page,
      false,
    );
  }

  /** The minutes documents of the visits shared with `recipientId`, latest first (the shared minutes). */
  async sharedMinutes(recipientId: string, page: PageRequest): Promise<Page<SharedMinutesView>> {
    const from = `FROM visits v JOIN visit_shares s ON s.visit_id = v.id WHERE s.user_id = $1 AND v.minutes_key IS NOT NULL`;
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, [
      recipientId,
    ]);
    const rows: VisitRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} ${from} ORDER BY v.minutes_at DESC, v.id LIMIT $2 OFFSET $3`,
      [recipientId, page.size, page.page * page.size],
    );
    const parties = await this.parties(rows.map((r) => r.planner_id));
    const content = rows.map((r) => ({
      visitId: r.id,
      title: r.title,
      startsAt: iso(r.starts_at)!,
      place: r.place,
      planner: parties(r.planner_id),
      document: minutesOf(r)!,
    }));
    return pageOf(content, total, page);
  }

  /** One visit, for its planner or a partner it is shared with (`viewerIds`: the caller and their organisation); 404 for anyone else. */
  async one(
    visitId: string,
    viewerIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<VisitView> {
    const row = await this.reachable(visitId, viewerIds, manager);
    return (await this.views([row], viewerIds.includes(row.planner_id), manager))[0];
  }

  /** The minutes document of a visit the viewer reaches: its storage key, type and download name. */
  async minutesFile(
    visitId: string,
    viewerIds: string[],
  ): Promise<{ storageKey: string; contentType: string; fileName: string }> {
    const row = await this.reachable(visitId, viewerIds, this.dataSource.manager);
    if (!row.minutes_key || !row.minutes_type) throw new DomainError(AffiliationErrors.VISIT_MINUTES_NOT_FOUND);
    return {
      storageKey: row.minutes_key,
      contentType: row.minutes_type,
      fileName: minutesFileName(new Date(row.starts_at), row.minutes_type),
    };
  }

  private async reachable(visitId: string, viewerIds: string[], manager: EntityManager): Promise<VisitRow> {
    const [row]: VisitRow[] = await manager.query(
      `SELECT ${COLUMNS}, (SELECT min(s.shared_at) FROM visit_shares s WHERE s.visit_id = v.id AND s.user_id = ANY($2::uuid[])) AS shared_at
       FROM visits v
       WHERE v.id = $1 AND (v.planner_id = ANY($2::uuid[]) OR EXISTS (SELECT 1 FROM visit_shares s WHERE s.visit_id = v.id AND s.user_id = ANY($2::uuid[])))`,
      [visitId, viewerIds],
    );
    if (!row) throw new DomainError(AffiliationErrors.VISIT_NOT_FOUND);
    return row;
  }

  private async page(
    from: string,
    columns: string,
    params: unknown[],
    page: PageRequest,
    asPlanner: boolean,
  ): Promise<Page<VisitView>> {
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total ${from}`,
      params,
    );
    const rows: VisitRow[] = await this.dataSource.query(
      `SELECT ${columns} ${from} ORDER BY v.starts_at, v.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.size, page.page * page.size],
    );
    return pageOf(await this.views(rows, asPlanner, this.dataSource.manager), total, page);
  }

  private async parties(ids: string[]): Promise<(id: string) => PartyRef> {
    const cards = await this.people.cards(ids);
    return (id) => {
      const card = cards.get(id);
      return { id, fullName: card ? `${card.firstname} ${card.lastname}`.trim() : '', company: card?.company ?? null };
    };
  }

  private async views(rows: VisitRow[], asPlanner: boolean, manager: EntityManager): Promise<VisitView[]> {
    if (!rows.length) return [];
    const shares: { visit_id: string; user_id: string; shared_at: Date }[] = asPlanner
      ? await manager.query(
          `SELECT visit_id, user_id, shared_at FROM visit_shares WHERE visit_id = ANY($1::uuid[]) ORDER BY shared_at, user_id`,
          [rows.map((r) => r.id)],
        )
      : [];
    const party = await this.parties([...rows.map((r) => r.planner_id), ...shares.map((s) => s.user_id)]);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      startsAt: iso(r.starts_at)!,
      endsAt: iso(r.ends_at),
      place: r.place,
      participants: r.participants,
      agenda: r.agenda,
      planner: party(r.planner_id),
      minutes: minutesOf(r),
      sharedWith: asPlanner
        ? shares.filter((s) => s.visit_id === r.id).map((s) => ({ ...party(s.user_id), sharedAt: iso(s.shared_at)! }))
        : null,
      sharedAt: asPlanner ? null : iso(r.shared_at ?? null),
      createdAt: iso(r.created_at)!,
      updatedAt: iso(r.updated_at)!,
    }));
  }
}
