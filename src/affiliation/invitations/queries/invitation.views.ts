import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { AffiliationErrors } from '../../affiliation.errors';
import { People, Place } from '../../queries/people';
import { InvitationType, ROLE_OF_INVITATION_TYPE } from '../domain/invitation';
import { InvitationKeys } from '../commands/invitation-keys';

/** PENDING until accepted or expired (an invitation replaced after expiring reads EXPIRED too). */
export type InvitationShownStatus = 'PENDING' | 'ACCEPTED' | 'EXPIRED';

export interface InvitationView {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  storeAddress: string;
  state: Place | null;
  city: Place | null;
  type: InvitationType;
  status: InvitationShownStatus;
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  /** The account opened with the invitation; null until then (or once that account is deleted). */
  acceptedUser: { id: string; fullName: string } | null;
  sentBy: { id: string; fullName: string };
}

/** What the sign-up form is prefilled with (GET invite/accept/{invitationKey}). */
export interface InvitationPrefill {
  invitationId: string;
  fullName: string;
  /** The first word of the full name, and the rest: the form asks for both. */
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  type: InvitationType;
  /** The role to sign up with. */
  role: string;
  state: Place | null;
  city: Place | null;
  address: string;
  countryId: number;
  country: string | null;
  invitedBy: { id: string; company: string | null; name: string };
  expiresAt: string;
}

export interface InvitationRow {
  id: string;
  organisation_id: string;
  sent_by: string;
  country_id: number;
  type: InvitationType;
  full_name: string;
  email: string | null;
  phone: string | null;
  store_address: string;
  state_id: number;
  city_id: number;
  status: 'PENDING' | 'ACCEPTED' | 'LAPSED';
  sent_at: Date;
  expires_at: Date;
  accepted_user_id: string | null;
  accepted_at: Date | null;
}

const COLUMNS = `id, organisation_id, sent_by, country_id, type, full_name, email, phone, store_address, state_id, city_id, status, sent_at, expires_at,
                 accepted_user_id, accepted_at`;

const shownStatus = (row: InvitationRow, now: Date): InvitationShownStatus => {
  if (row.status === 'ACCEPTED') return 'ACCEPTED';
  return row.status === 'LAPSED' || new Date(row.expires_at) <= now ? 'EXPIRED' : 'PENDING';
};

@Injectable()
export class InvitationViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly people: People,
    private readonly keys: InvitationKeys,
    private readonly clock: Clock,
  ) {}

  async row(invitationId: string, manager: EntityManager = this.dataSource.manager): Promise<InvitationRow | null> {
    const [row] = await manager.query<InvitationRow[]>(`SELECT ${COLUMNS} FROM invitations WHERE id = $1`, [
      invitationId,
    ]);
    return row ?? null;
  }

  /** The invitations an organisation sent, newest first. */
  async list(organisationId: string, page: PageRequest): Promise<Page<InvitationView>> {
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM invitations WHERE organisation_id = $1`,
      [organisationId],
    );
    const rows: InvitationRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM invitations WHERE organisation_id = $1 ORDER BY sent_at DESC, id LIMIT $2 OFFSET $3`,
      [organisationId, page.size, page.page * page.size],
    );
    return pageOf(await this.views(rows), total, page);
  }

  async view(invitationId: string, manager?: EntityManager): Promise<InvitationView> {
    const row = await this.row(invitationId, manager);
    if (!row) throw new DomainError(AffiliationErrors.INVITATION_UNKNOWN);
    return (await this.views([row]))[0];
  }

  async views(rows: InvitationRow[]): Promise<InvitationView[]> {
    if (!rows.length) return [];
    const people = await this.people.views(
      rows.flatMap((r) => [r.sent_by, ...(r.accepted_user_id ? [r.accepted_user_id] : [])]),
    );
    const places = this.people.places();
    const views: InvitationView[] = [];
    for (const r of rows) {
      const accepted = r.accepted_user_id ? people.get(r.accepted_user_id) : undefined;
      views.push({
        id: r.id,
        fullName: r.full_name,
        email: r.email,
        phone: r.phone,
        storeAddress: r.store_address,
        state: await places.state(r.state_id),
        city: await places.city(r.state_id, r.city_id),
        type: r.type,
        status: shownStatus(r, this.clock.now()),
        sentAt: new Date(r.sent_at).toISOString(),
        expiresAt: new Date(r.expires_at).toISOString(),
        acceptedAt: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
        acceptedUser: r.accepted_user_id && accepted ? { id: r.accepted_user_id, fullName: accepted.fullName } : null,
        sentBy: { id: r.sent_by, fullName: people.get(r.sent_by)?.fullName ?? '' },
      });
    }
    return views;
  }

  /** The invitation a mailed key opens: 404 for an unknown or used key, 449 once it has expired. */
  async prefill(key: string): Promise<InvitationPrefill> {
    const found = await this.keys.find(key);
    const row = found ? await this.row(found.invitation_id) : null;
    if (!found || !row) throw new DomainError(AffiliationErrors.INVITATION_UNKNOWN);
    const status = shownStatus(row, this.clock.now());
    if (status === 'ACCEPTED') throw new DomainError(AffiliationErrors.INVITATION_ALREADY_USED);
    if (found.used_at) throw new DomainError(AffiliationErrors.INVITATION_UNKNOWN); // replaced by a newer key
    if (status === 'EXPIRED') throw new DomainError(AffiliationErrors.INVITATION_EXPIRED);
    const inviter = (await this.people.cards([row.organisation_id])).get(row.organisation_id);
    const places = this.people.places();
    const [firstname, ...rest] = row.full_name.trim().split(/\s+/);
    return {
      invitationId: row.id,
      fullName: row.full_name,
      firstname: firstname ?? '',
      lastname: rest.join(' '),
      email: row.email,
      phone: row.phone,
      type: row.type,
      role: ROLE_OF_INVITATION_TYPE[row.type],
      state: await places.state(row.state_id),
      city: await places.city(row.state_id, row.city_id),
      address: row.store_address,
      countryId: row.country_id,
      country: (await this.people.country(row.country_id))?.name ?? null,
      invitedBy: {
        id: row.organisation_id,
        company: inviter?.company ?? null,
        name: inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() : '',
      },
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  }

  /** The pending invitations (expired or not) of the same person: by e-mail address anywhere, or by phone in the country. */
  async pendingFor(
    invitee: { email: string | null; phone: string | null; countryId: number },
    manager: EntityManager,
  ): Promise<InvitationRow[]> {
    return manager.query(
      `SELECT ${COLUMNS} FROM invitations
       WHERE status = 'PENDING' AND ((lower(email) = lower($1)) OR (country_id = $3 AND phone = $2))
       ORDER BY sent_at FOR UPDATE`,
      [invitee.email, invitee.phone, invitee.countryId],
    );
  }
}
