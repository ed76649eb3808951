/**
 * Where the partners screens' lists live in the API (spread into ../dataProvider.ts), so that they are
 * react-admin Lists like every other: `resource` is the name a List is given.
 */
import type { ApiRequest } from '../api/request';
import { allPartners } from './api';
import type { Partner } from './types';

type ListRoute = (filter: Record<string, unknown>) => { path: string; filter: Record<string, unknown> };

const seg = (value: unknown) => encodeURIComponent(String(value ?? ''));

export const PARTNERS_LISTS = {
  /** GET partners/status/{status}: the affiliation requests of a status (filter `status`). */
  affiliations: 'partners/affiliations',
  /** GET invite: the invitations the organisation sent. */
  invitations: 'invite',
  /** GET visit: the visits the organisation planned. */
  visits: 'visit',
  /** GET visit/share/receive/{recipient}: the visits partners shared with `recipient` (filter). */
  receivedVisits: 'visit/share/receive',
  /** GET visit/share/documents/{recipient}: the minutes of the visits shared with `recipient` (filter). */
  sharedMinutes: 'visit/share/documents',
} as const;

export type PartnerListKind = 'retailers' | 'agrodealers';

/** Retailers on the retailers list; every other partner but input providers (found in the affiliations) on the agro-dealers list. */
export const belongs = (kind: PartnerListKind, partner: Partner) =>
  kind === 'retailers' ? partner.type === 'RETAILER' : partner.type !== 'RETAILER' && partner.type !== 'INPUT_PROVIDER';

export const PARTNERS_LIST_ROUTES: Record<string, ListRoute> = {
  [PARTNERS_LISTS.affiliations]: ({ status, ...filter }) => ({ path: `/partners/status/${seg(status || 'PENDING')}`, filter }),
  [PARTNERS_LISTS.receivedVisits]: ({ recipient, ...filter }) => ({ path: `/visit/share/receive/${seg(recipient)}`, filter }),
  [PARTNERS_LISTS.sharedMinutes]: ({ recipient, ...filter }) => ({ path: `/visit/share/documents/${seg(recipient)}`, filter }),
};

/** The shared minutes are named by their visit. */
export const PARTNERS_RECORD_IDS: Record<string, string> = { [PARTNERS_LISTS.sharedMinutes]: 'visitId' };

/**
 * The directory lists (retailers, agrodealers) are the whole directory (GET partners, searched by `name`: it is
 * small), of one kind; the data provider pages them.
 */
export const partnersListLoaders = (request: ApiRequest): Record<string, (filter: Record<string, unknown>, signal?: AbortSignal) => Promise<unknown[]>> =>
  Object.fromEntries(
    (['retailers', 'agrodealers'] as const).map((kind) => [
      kind,
      async (filter: Record<string, unknown>, signal?: AbortSignal) =>
        (await allPartners(request, typeof filter.name === 'string' ? filter.name.trim() || undefined : undefined, signal)).filter((partner) =>
          belongs(kind, partner),
        ),
    ]),
  );
