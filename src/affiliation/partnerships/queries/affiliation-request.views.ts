import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { TradeSide } from '../../../kernel/auth/organisation-roles';
import { People, Place } from '../../queries/people';
import { AffiliationStatus } from '../domain/partnership';

/** An affiliation request as both sides list it; the flat fields describe the dealer who asked. */
export interface AffiliationRequestView {
  id: string;
  status: AffiliationStatus;
  isPending: boolean;
  isAffiliated: boolean;
  requestDate: string;
  /** When the input provider approved it; null otherwise. */
  approvedDate: string | null;
  /** When it was approved or declined; null while pending. */
  decidedDate: string | null;
  /** The dealer's kind: DISTRIBUTOR, WHOLESALER, RETAILER or AGRODEALER. */
  type: string;
  fullName: string;
  firstname: string;
  lastname: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  state: Place | null;
  city: Place | null;
  country: Place | null;
  requestingUser: { id: string; firstname: string; lastname: string };
  inputProvider: { id: string; company: string | null; fullName: string };
}

export interface AffiliationRequestRow {
  id: string;
  dealer_id: string;
  dealer_role: string;
  input_provider_id: string;
  country_id: number;
  status: AffiliationStatus;
  requested_at: Date;
  decided_at: Date | null;
}

/** Where a dealer and an input provider stand: the latest request between them. */
export interface Standing {
  status: AffiliationStatus | 'NONE';
  requestId: string | null;
}

const COLUMNS = 'id, dealer_id, dealer_role, input_provider_id, country_id, status, requested_at, decided_at';

/** Whose requests a reader sees: those an organisation received or sent, or every request of a country. */
export type RequestScope = { side: TradeSide; organisationId: string } | { countryId: number };

const scopeCondition = (scope: RequestScope): [string, string | number] => {
  if ('countryId' in scope) return ['country_id = $1', scope.countryId];
  return [`${scope.side === 'INPUT_PROVIDER' ? 'input_provider_id' : 'dealer_id'} = $1`, scope.organisationId];
};

@Injectable()
export class AffiliationRequestViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly people: People,
  ) {}

  async row(
    requestId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AffiliationRequestRow | null> {
    const [row] = await manager.query<AffiliationRequestRow[]>(
      `SELECT ${COLUMNS} FROM affiliation_requests WHERE id = $1`,
      [requestId],
    );
    return row ?? null;
  }

  /** The requests in `scope` with `status`, latest first. */
  async list(scope: RequestScope, status: AffiliationStatus, page: PageRequest): Promise<Page<AffiliationRequestView>> {
    const [condition, value] = scopeCondition(scope);
    const where = `${condition} AND status = $2`;
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM affiliation_requests WHERE ${where}`,
      [value, status],
    );
    const rows: AffiliationRequestRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM affiliation_requests WHERE ${where} ORDER BY requested_at DESC, id LIMIT $3 OFFSET $4`,
      [value, status, page.size, page.page * page.size],
    );
    return pageOf(await this.views(rows), total, page);
  }

  async count(scope: RequestScope, status: AffiliationStatus): Promise<number> {
    const [condition, value] = scopeCondition(scope);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM affiliation_requests WHERE ${condition} AND status = $2`,
      [value, status],
    );
    return total;
  }

  async standing(dealerId: string, inputProviderId: string): Promise<Standing> {
    const [latest] = await this.dataSource.query<{ id: string; status: AffiliationStatus }[]>(
      `SELECT id, status FROM affiliation_requests WHERE dealer_id = $1 AND input_provider_id = $2 ORDER BY requested_at DESC, id DESC LIMIT 1`,
      [dealerId, inputProviderId],
    );
    return latest ? { status: latest.status, requestId: latest.id } : { status: 'NONE', requestId: null };
  }

  async view(requestId: string, manager?: EntityManager): Promise<AffiliationRequestView | null> {
    const row = await this.row(requestId, manager);
    return row ? (await this.views([row]))[0] : null;
  }

  async views(rows: AffiliationRequestRow[]): Promise<AffiliationRequestView[]> {
    if (!rows.length) return [];
    const people = await this.people.views(rows.flatMap((r) => [r.dealer_id, r.input_provider_id]));
    const countries = new Map<number, Place | null>();
    for (const id of new Set(rows.map((r) => r.country_id))) countries.set(id, await this.people.country(id));
    return rows.map((r) => {
      const dealer = people.get(r.dealer_id);
      const provider = people.get(r.input_provider_id);
      const decided = r.decided_at ? new Date(r.decided_at).toISOString() : null;
      return {
        id: r.id,
        status: r.status,
        isPending: r.status === 'PENDING',
        isAffiliated: r.status === 'APPROVED',
        requestDate: new Date(r.requested_at).toISOString(),
        approvedDate: r.status === 'APPROVED' ? decided : null,
        decidedDate: decided,
        type: r.dealer_role.replace(/^ROLE_/, ''),
        fullName: dealer?.fullName ?? '',
        firstname: dealer?.firstname ?? '',
        lastname: dealer?.lastname ?? '',
        company: dealer?.company ?? null,
        email: dealer?.email ?? null,
        phone: dealer?.phone ?? null,
        address: dealer?.address ?? null,
        state: dealer?.state ?? null,
        city: dealer?.city ?? null,
        country: countries.get(r.country_id) ?? null,
        requestingUser: { id: r.dealer_id, firstname: dealer?.firstname ?? '', lastname: dealer?.lastname ?? '' },
        inputProvider: {
          id: r.input_provider_id,
          company: provider?.company ?? null,
          fullName: provider?.fullName ?? '',
        },
      };
    });
  }
}
