import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../kernel/http/envelopes';
import { SMS_GATEWAY, SmsGateway } from '../jobs/sms-gateway';

export interface SmsMessageView {
  id: string;
  countryId: number;
  phone: string;
  kind: string;
  text: string;
  status: string;
  gateway: string | null;
  gatewayStatus: string | null;
  failureReason: string | null;
  cost: number | null;
  currency: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const SMS_COLUMNS = `id, country_id, phone, kind, body, status, gateway, gateway_status, failure_reason, cost, currency,
  attempts, created_at, sent_at, delivered_at`;

/** A row of SMS_COLUMNS as the driver reads it (cost a numeric, as text; currency a padded char). */
export interface SmsRow {
  id: string;
  country_id: number;
  phone: string;
  kind: string;
  body: string;
  status: string;
  gateway: string | null;
  gateway_status: string | null;
  failure_reason: string | null;
  cost: string | null;
  currency: string | null;
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
}

export function smsView(row: SmsRow): SmsMessageView {
  return {
    id: row.id,
    countryId: row.country_id,
    phone: row.phone,
    kind: row.kind,
    text: row.body,
    status: row.status,
    gateway: row.gateway,
    gatewayStatus: row.gateway_status,
    failureReason: row.failure_reason,
    cost: row.cost === null ? null : Number(row.cost),
    currency: row.currency?.trim() ?? null,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    sentAt: iso(row.sent_at),
    deliveredAt: iso(row.delivered_at),
  };
}

/** The SMS sent (or being sent), newest first. */
export class ListSmsMessagesQuery extends Query<Page<SmsMessageView>> {
  constructor(
    readonly filter: { status?: string; countryId?: number },
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListSmsMessagesQuery)
export class ListSmsMessagesHandler implements IQueryHandler<ListSmsMessagesQuery, Page<SmsMessageView>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ filter, page }: ListSmsMessagesQuery): Promise<Page<SmsMessageView>> {
    const values = [filter.status ?? null, filter.countryId ?? null];
    const where = `($1::text IS NULL OR status = $1) AND ($2::int IS NULL OR country_id = $2)`;
    const [rows, [count]] = await Promise.all([
      this.dataSource.query<SmsRow[]>(
        `SELECT ${SMS_COLUMNS} FROM sms_messages WHERE ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
        [...values, page.size, page.page * page.size],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM sms_messages WHERE ${where}`, values),
    ]);
    return pageOf(rows.map(smsView), count.n, page);
  }
}

/** The console's figures: SMS per country and month by outcome with their cost, USSD sessions per day, opt-outs. */
export class MessagingSummaryQuery extends Query<MessagingSummaryView> {
  constructor(
    readonly countryId: number | undefined,
    /** YYYY-MM; the last 12 months when undefined. */
    readonly fromMonth: string | undefined,
  ) {
    super();
  }
}

export interface MessagingSummaryView {
  months: {
    countryId: number;
    month: string;
    sent: number;
    delivered: number;
    failed: number;
    queued: number;
    skipped: number;
    cost: number;
    currency: string | null;
  }[];
  ussdDays: { countryId: number; day: string; sessions: number; knownCallers: number; steps: number }[];
  optedOut: number;
  recentOptOuts: { countryId: number; phone: string; channel: string; words: string | null; at: string }[];
  gateway: string;
}

interface MonthRow {
  country_id: number;
  month: string;
  sent: number;
  delivered: number;
  failed: number;
  queued: number;
  skipped: number;
  cost: number;
  currency: string | null;
}

@QueryHandler(MessagingSummaryQuery)
export class MessagingSummaryHandler implements IQueryHandler<MessagingSummaryQuery, MessagingSummaryView> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SMS_GATEWAY) private readonly gateway: SmsGateway,
  ) {}

  async execute({ countryId, fromMonth }: MessagingSummaryQuery): Promise<MessagingSummaryView> {
    const country = countryId ?? null;
    const from = fromMonth ? `${fromMonth}-01` : null;
    const [months, days, [out], recent] = await Promise.all([
      this.dataSource.query<MonthRow[]>(
        `SELECT country_id, to_char(date_trunc('month', created_at), 'YYYY-MM') AS month,
                count(*) FILTER (WHERE status = 'SENT')::int AS sent,
                count(*) FILTER (WHERE status = 'DELIVERED')::int AS delivered,
                count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
                count(*) FILTER (WHERE status = 'QUEUED')::int AS queued,
                count(*) FILTER (WHERE status = 'SKIPPED')::int AS skipped,
                COALESCE(sum(cost), 0)::float8 AS cost, max(currency) AS currency
           FROM sms_messages
          WHERE ($1::int IS NULL OR country_id = $1)
            AND created_at >= COALESCE($2::date, date_trunc('month', now()) - interval '11 months')
          GROUP BY 1, 2 ORDER BY 2 DESC, 1`,
        [country, from],
      ),
      this.dataSource.query<{ country_id: number; day: string; sessions: number; known: number; steps: number }[]>(
        `SELECT country_id, to_char(started_at::date, 'YYYY-MM-DD') AS day, count(*)::int AS sessions,
                count(*) FILTER (WHERE known)::int AS known, sum(steps)::int AS steps
           FROM ussd_sessions WHERE ($1::int IS NULL OR country_id = $1) AND started_at >= now() - interval '31 days'
          GROUP BY 1, 2 ORDER BY 2 DESC, 1`,
        [country],
      ),
      this.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM sms_subscriptions
          WHERE ($1::int IS NULL OR country_id = $1) AND opted_out_at IS NOT NULL`,
        [country],
      ),
      this.dataSource.query<{ country_id: number; phone: string; channel: string; words: string | null; at: Date }[]>(
        `SELECT country_id, phone, channel, words, at FROM sms_consent_changes
          WHERE topic = 'ALL' AND NOT given AND ($1::int IS NULL OR country_id = $1) ORDER BY at DESC, id DESC LIMIT 20`,
        [country],
      ),
    ]);
    return {
      months: months.map((m) => ({
        countryId: m.country_id,
        month: m.month,
        sent: m.sent,
        delivered: m.delivered,
        failed: m.failed,
        queued: m.queued,
        skipped: m.skipped,
        cost: m.cost,
        currency: m.currency?.trim() ?? null,
      })),
      ussdDays: days.map((d) => ({
        countryId: d.country_id,
        day: d.day,
        sessions: d.sessions,
        knownCallers: d.known,
        steps: d.steps,
      })),
      optedOut: out.n,
      recentOptOuts: recent.map((r) => ({
        countryId: r.country_id,
        phone: r.phone,
        channel: r.channel,
        words: r.words,
        at: r.at.toISOString(),
      })),
      gateway: this.gateway.name,
    };
  }
}
