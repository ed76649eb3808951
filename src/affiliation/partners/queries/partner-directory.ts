import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { People, PersonView } from '../../queries/people';

/** How two parties became partners. */
export type PartnerLink = 'AFFILIATION' | 'INVITATION';

export interface PartnerView extends PersonView {
  /** Approved affiliation (dealer and input provider), or accepted invitation (inviter and invitee). */
  via: PartnerLink;
  since: string;
}

interface PartnerRow {
  partner_id: string;
  via: PartnerLink;
  since: Date;
}

const PARTNERS = `
  SELECT input_provider_id AS partner_id, 'AFFILIATION' AS via, decided_at AS since FROM affiliation_requests WHERE dealer_id = $1 AND status = 'APPROVED'
  UNION ALL
  SELECT dealer_id, 'AFFILIATION', decided_at FROM affiliation_requests WHERE input_provider_id = $1 AND status = 'APPROVED'
  UNION ALL
  SELECT accepted_user_id, 'INVITATION', accepted_at FROM invitations WHERE organisation_id = $1 AND status = 'ACCEPTED'
  UNION ALL
  SELECT organisation_id, 'INVITATION', accepted_at FROM invitations WHERE accepted_user_id = $1 AND status = 'ACCEPTED'`;

/**
 * An organisation's partners: those it is affiliated with, those it invited who signed up, and whoever invited it.
 * Visits are shared with them.
 */
@Injectable()
export class PartnerDirectory {
  constructor(
    private readonly dataSource: DataSource,
    private readonly people: People,
  ) {}

  private async rows(organisationId: string): Promise<PartnerRow[]> {
    const rows: PartnerRow[] = await this.dataSource.query(
      `SELECT partner_id, via, since FROM (${PARTNERS}) p WHERE partner_id <> $1 ORDER BY since`,
      [organisationId],
    );
    // A partner linked twice (affiliated and invited) is listed once, by the earliest link.
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.partner_id) && !!seen.add(r.partner_id));
  }

  async ids(organisationId: string): Promise<Set<string>> {
    return new Set((await this.rows(organisationId)).map((r) => r.partner_id));
  }

  /** By company or name; `name` matches part of either (any case). Partners whose account is gone are left out. */
  async list(organisationId: string, name: string | undefined, page: PageRequest): Promise<Page<PartnerView>> {
    const rows = await this.rows(organisationId);
    const people = await this.people.views(rows.map((r) => r.partner_id));
    const term = name?.trim().toLowerCase();
    const partners = rows
      .filter((r) => people.has(r.partner_id))
      .map((r) => ({ ...people.get(r.partner_id)!, via: r.via, since: new Date(r.since).toISOString() }))
      .filter((p) => !term || `${p.company ?? ''} ${p.fullName}`.toLowerCase().includes(term))
      .sort((a, b) => (a.company || a.fullName).localeCompare(b.company || b.fullName) || a.id.localeCompare(b.id));
    return pageOf(partners.slice(page.page * page.size, (page.page + 1) * page.size), partners.length, page);
  }
}
