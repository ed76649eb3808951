/**
 * Where the partners screens' lists live in the API (spread into ../dataProvider.ts), so that they are
 * react-admin Lists like every other: `resource` is the name a List is given.
 */
import { apiPath, type TypedApi } from '../../shared/api';
import { GET, type ResourceRoutes } from '../api/routes';
import { allPartners } from './api';
import { AFFILIATION_STATUSES, type AffiliationStatus, type Partner } from './types';

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

const text = (value: unknown) => String(value ?? '');
const affiliationStatusOf = (value: unknown): AffiliationStatus =>
  (AFFILIATION_STATUSES as readonly unknown[]).includes(value) ? (value as AffiliationStatus) : 'PENDING';

/** Where the partners' lists live in the API: paths of openapi.json (../api/routes.ts). */
export const PARTNERS_RESOURCES: Record<string, ResourceRoutes> = {
  [PARTNERS_LISTS.affiliations]: {
    listRoute: ({ status, ...filter }) => ({
      path: apiPath('/api/v1/partners/status/{status}', { status: affiliationStatusOf(status) }),
      filter,
    }),
  },
  [PARTNERS_LISTS.invitations]: { list: GET.path('/api/v1/invite') },
  [PARTNERS_LISTS.visits]: { list: GET.path('/api/v1/visit'), one: GET.byId('/api/v1/visit/{id}') },
  [PARTNERS_LISTS.receivedVisits]: {
    listRoute: ({ recipient, ...filter }) => ({
      path: apiPath('/api/v1/visit/share/receive/{id}', { id: text(recipient) }),
      filter,
    }),
  },
  [PARTNERS_LISTS.sharedMinutes]: {
    listRoute: ({ recipient, ...filter }) => ({
      path: apiPath('/api/v1/visit/share/documents/{id}', { id: text(recipient) }),
      filter,
    }),
  },
};

/** The shared minutes are named by their visit. */
export const PARTNERS_RECORD_IDS: Record<string, string> = { [PARTNERS_LISTS.sharedMinutes]: 'visitId' };

/**
 * The directory lists (retailers, agrodealers) are the whole directory (GET partners, searched by `name`: it is
 * small), of one kind; the data provider pages them.
 */
export const partnersListLoaders = (
  api: TypedApi,
): Record<string, (filter: Record<string, unknown>, signal?: AbortSignal) => Promise<unknown[]>> =>
  Object.fromEntries(
    (['retailers', 'agrodealers'] as const).map((kind) => [
      kind,
      async (filter: Record<string, unknown>, signal?: AbortSignal) =>
        (
          await allPartners(api, typeof filter.name === 'string' ? filter.name.trim() || undefined : undefined, signal)
        ).filter((partner) => belongs(kind, partner)),
    ]),
  );
