/**
 * The partners screens' calls to the API (src/affiliation) besides the lists react-admin reads (./resources.ts):
 * affiliation requests and their answers, invitations, the partners directory and the visits' changes.
 * They are added to the console's data provider (../dataProvider.ts): screens reach them with useConsoleApi().
 */
import { countOf, seg, type ApiRequest } from '../api/request';
import { saveFile } from '../api/files';
import type {
  AffiliationDecision,
  AffiliationRequest,
  AffiliationStatus,
  Invitation,
  Mutation,
  NewInvitation,
  NewVisit,
  Page,
  Partner,
  RegisteredStatus,
  Standing,
  Visit,
} from './types';

/** Every partner (the directory is small; GET partners?name&page&size), page after page. */
export async function allPartners(request: ApiRequest, name: string | undefined, signal?: AbortSignal): Promise<Partner[]> {
  const partners: Partner[] = [];
  for (let page = 0; page < 50; page++) {
    const body = await request<Page<Partner>>('/partners', { query: { name: name || undefined, page, size: 200 }, signal });
    partners.push(...body.content);
    if (page + 1 >= body.totalPages || !body.content.length) break;
  }
  return partners;
}

/** The partners' calls, added to the console's data provider (../dataProvider.ts). */
export const partnersCalls = (request: ApiRequest) => ({
  /** POST partners: a dealer asks an input provider for an affiliation. */
  requestAffiliation: (inputProviderId: string) => request<Mutation<AffiliationRequest>>('/partners', { method: 'POST', body: { inputProviderId } }),

  /** GET partners/isAffiliated/{id} */
  isAffiliated: (id: string, signal?: AbortSignal) => request<Standing>(`/partners/isAffiliated/${seg(id)}`, { signal }),

  /** GET partners/isPending/{id} */
  isPending: (id: string, signal?: AbortSignal) => request<Standing>(`/partners/isPending/${seg(id)}`, { signal }),

  /** GET partners/{status}/count (PENDING for the menu badge). */
  countAffiliations: async (status: AffiliationStatus, signal?: AbortSignal) => countOf(await request(`/partners/${status}/count`, { signal })),

  /** POST partners/{id}/{APPROVED|DECLINED}: the input provider's answer. */
  decideAffiliation: (id: string, decision: AffiliationDecision) =>
    request<Mutation<AffiliationRequest>>(`/partners/${seg(id)}/${decision}`, { method: 'POST' }),

  /** Every partner of the organisation, searched by `name`. */
  allPartners: (name: string | undefined, signal?: AbortSignal) => allPartners(request, name, signal),

  /** POST invite */
  sendInvitation: (invitation: NewInvitation) => request<Mutation<Invitation>>('/invite', { method: 'POST', body: invitation }),

  /** GET users/status?email&phone: who uses this address or number (404 when no one). */
  registeredStatus: (query: { email?: string; phone?: string }) => request<RegisteredStatus>('/users/status', { query }),

  /** POST visit: plans a visit, shared at once with `sharedWith`. */
  planVisit: (visit: NewVisit) => request<Mutation<Visit>>('/visit', { method: 'POST', body: visit }),

  /** POST visit/{id}/share { userIds } */
  shareVisit: (id: string, userIds: string[]) => request<Mutation<Visit>>(`/visit/${seg(id)}/share`, { method: 'POST', body: { userIds } }),

  /** POST visit/{id}/minutes (multipart, `document`). */
  attachMinutes: (id: string, file: File) => {
    const form = new FormData();
    form.append('document', file, file.name);
    return request<Mutation<Visit>>(`/visit/${seg(id)}/minutes`, { method: 'POST', body: form });
  },

  /** Downloads a minutes document (GET visit/{id}/minutes, the `url` the visit carries: it needs the bearer token, so a plain link cannot). */
  downloadMinutes: async (url: string, fileName: string) => saveFile(await request<Blob>(url, { as: 'blob' }), fileName),
});
