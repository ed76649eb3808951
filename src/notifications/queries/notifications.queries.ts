import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { MonitoredCountriesQuery } from '../../authorization';
import { isAdministrator } from '../../kernel/auth/platform-roles';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { Page, pageOf, PageRequest } from '../../kernel/http/envelopes';
import { parseVersion } from '../domain/app-version';
import { NotificationsErrors } from '../notifications.errors';

export type PushStatus = 'QUEUED' | 'SENDING' | 'SENT';

export interface PushNotificationView {
  id: string;
  title: string;
  message: string;
  /** For the devices registered in French; null: they get `title` and `message`. */
  titleFr: string | null;
  messageFr: string | null;
  countryId: number;
  role: string | null;
  status: PushStatus;
  /** Devices the notification goes to (null until its job took them). */
  recipients: number | null;
  sent: number;
  failed: number;
  tokensRemoved: number;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
}

export interface AppVersionView {
  version: string;
  isMandatory: boolean;
  createdAt: string;
}

export interface VersionCheckView {
  latest: AppVersionView | null;
  installed: string | null;
  /** A version higher than the installed one exists (without `installed`: any version exists). */
  updateAvailable: boolean;
  /** A mandatory version higher than the installed one exists (without `installed`: the latest is mandatory). */
  updateMandatory: boolean;
}

const PUSH_COLUMNS = `id, title, message, title_fr AS "titleFr", message_fr AS "messageFr", country_id AS "countryId", role, status,
  recipients, sent, failed, tokens_removed AS "tokensRemoved", created_by AS "createdBy", created_at AS "createdAt", finished_at AS "finishedAt"`;
const VERSION_COLUMNS = `version, is_mandatory AS "isMandatory", created_at AS "createdAt"`;
const NEWEST_FIRST = `ORDER BY major DESC, minor DESC, patch DESC`;

/** The rows as the driver reads them: the times as dates. */
type PushRow = Omit<PushNotificationView, 'createdAt' | 'finishedAt'> & { createdAt: Date; finishedAt: Date | null };
type VersionRow = Omit<AppVersionView, 'createdAt'> & { createdAt: Date };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const toPush = (row: PushRow): PushNotificationView => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  finishedAt: iso(row.finishedAt),
});
const toVersion = (row: VersionRow): AppVersionView => ({ ...row, createdAt: iso(row.createdAt)! });

@Injectable()
export class NotificationViews {
  constructor(private readonly dataSource: DataSource) {}

  async notification(id: string, manager: EntityManager = this.dataSource.manager): Promise<PushNotificationView> {
    const [row] = await manager.query<PushRow[]>(`SELECT ${PUSH_COLUMNS} FROM push_notifications WHERE id = $1`, [id]);
    if (!row) throw new DomainError(NotificationsErrors.PUSH_NOTIFICATION_NOT_FOUND);
    return toPush(row);
  }

  async version(version: string, manager: EntityManager = this.dataSource.manager): Promise<AppVersionView | null> {
    const [row] = await manager.query<VersionRow[]>(`SELECT ${VERSION_COLUMNS} FROM app_versions WHERE version = $1`, [
      version,
    ]);
    return row ? toVersion(row) : null;
  }
}

/** The push notifications, newest first: of one country, or of every country the caller may send to. */
export class ListPushNotificationsQuery extends Query<Page<PushNotificationView>> {
  constructor(
    readonly actor: Actor,
    readonly page: PageRequest,
    readonly countryId?: number,
  ) {
    super();
  }
}

@QueryHandler(ListPushNotificationsQuery)
export class ListPushNotificationsHandler implements IQueryHandler<
  ListPushNotificationsQuery,
  Page<PushNotificationView>
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, page, countryId }: ListPushNotificationsQuery): Promise<Page<PushNotificationView>> {
    // Administrators see every country; platform managers the countries they monitor.
    let countries: number[] | null = isAdministrator(actor)
      ? null
      : (await this.queries.execute(new MonitoredCountriesQuery(actor.id))).map((c) => c.id);
    if (countryId !== undefined) countries = countries === null || countries.includes(countryId) ? [countryId] : [];
    const where = countries === null ? 'true' : 'country_id = ANY($3::int[])';
    const params: unknown[] = [page.size, page.page * page.size, ...(countries === null ? [] : [countries])];
    const rows = await this.dataSource.query<PushRow[]>(
      `SELECT ${PUSH_COLUMNS} FROM push_notifications WHERE ${where} ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      params,
    );
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM push_notifications WHERE ${where.replace('$3', '$1')}`,
      countries === null ? [] : [countries],
    );
    return pageOf(rows.map(toPush), total, page);
  }
}

/** Every app version, the highest first. */
export class ListAppVersionsQuery extends Query<Page<AppVersionView>> {
  constructor(readonly page: PageRequest) {
    super();
  }
}

@QueryHandler(ListAppVersionsQuery)
export class ListAppVersionsHandler implements IQueryHandler<ListAppVersionsQuery, Page<AppVersionView>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ page }: ListAppVersionsQuery): Promise<Page<AppVersionView>> {
    const rows = await this.dataSource.query<VersionRow[]>(
      `SELECT ${VERSION_COLUMNS} FROM app_versions ${NEWEST_FIRST} LIMIT $1 OFFSET $2`,
      [page.size, page.page * page.size],
    );
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM app_versions`,
    );
    return pageOf(rows.map(toVersion), total, page);
  }
}

/** The latest version, and whether an app at `installed` must (or may) update. */
export class CheckAppVersionQuery extends Query<VersionCheckView> {
  constructor(readonly installed?: string) {
    super();
  }
}

@QueryHandler(CheckAppVersionQuery)
export class CheckAppVersionHandler implements IQueryHandler<CheckAppVersionQuery, VersionCheckView> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ installed }: CheckAppVersionQuery): Promise<VersionCheckView> {
    const parsed = installed === undefined ? null : parseVersion(installed);
    if (installed !== undefined && !parsed)
      throw new DomainError(NotificationsErrors.APP_VERSION_INVALID, {}, [
        { field: 'installed', message: 'APP_VERSION_INVALID' },
      ]);
    const [latest] = await this.dataSource.query<VersionRow[]>(
      `SELECT ${VERSION_COLUMNS} FROM app_versions ${NEWEST_FIRST} LIMIT 1`,
    );
    if (!parsed)
      return {
        latest: latest ? toVersion(latest) : null,
        installed: null,
        updateAvailable: !!latest,
        updateMandatory: !!latest?.isMandatory,
      };
    const [above] = await this.dataSource.query<{ available: boolean; mandatory: boolean }[]>(
      `SELECT count(*) > 0 AS "available", coalesce(bool_or(is_mandatory), false) AS "mandatory"
         FROM app_versions WHERE (major, minor, patch) > ($1, $2, $3)`,
      parsed,
    );
    return {
      latest: latest ? toVersion(latest) : null,
      installed: parsed.join('.'),
      updateAvailable: above.available,
      updateMandatory: above.mandatory,
    };
  }
}
