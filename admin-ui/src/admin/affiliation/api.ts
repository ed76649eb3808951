/**
 * The partners screens' calls to the API (src/affiliation) besides the lists react-admin reads (./resources.ts):
 * affiliation requests and their answers, invitations, the partners directory and the visits' changes.
 * They are added to the console's data provider (../dataProvider.ts): screens reach them with useConsoleApi().
 */
import type { TypedApi } from '../../shared/api';
import { countOf } from '../api/request';
import { saveFile } from '../api/files';
import type { AffiliationDecision, AffiliationStatus, NewInvitation, NewVisit, Partner } from './types';

/** Every partner (the directory is small; GET partners?name&page&size), page after page. */
export async function allPartners(api: TypedApi, name: string | undefined, signal?: AbortSignal): Promise<Partner[]> {
  const partners: Partner[] = [];
  for (let page = 0; page < 50; page++) {
    const body = await api.get('/api/v1/partners', {
      params: { query: { name: name || undefined, page, size: 200 } },
      signal,
    });
    partners.push(...body.content);
    if (page + 1 >= body.totalPages || !body.content.length) break;
  }
  return partners;
}

/** The partners' calls, added to the console's data provider (../dataProvider.ts). */
export const partnersCalls = (api: TypedApi) => ({
  /** POST partners: a dealer asks an input provider for an affiliation. */
  requestAffiliation: (inputProviderId: string) => api.post('/api/v1/partners', { body: { inputProviderId } }),

  /** GET partners/isAffiliated/{id} */
  isAffiliated: (id: string, signal?: AbortSignal) =>
    api.get('/api/v1/partners/isAffiliated/{id}', { params: { path: { id } }, signal }),

  /** GET partners/isPending/{id} */
  isPending: (id: string, signal?: AbortSignal) =>
    api.get('/api/v1/partners/isPending/{id}', { params: { path: { id } }, signal }),

  /** GET partners/{status}/count (PENDING for the menu badge). */
  countAffiliations: async (status: AffiliationStatus, signal?: AbortSignal) =>
    countOf(await api.get('/api/v1/partners/{status}/count', { params: { path: { status } }, signal })),

  /** POST partners/{id}/{APPROVED|DECLINED}: the input provider's answer. */
  decideAffiliation: (id: string, decision: AffiliationDecision) =>
    api.post('/api/v1/partners/{id}/{status}', { params: { path: { id, status: decision } } }),

  /** Every partner of the organisation, searched by `name`. */
  allPartners: (name: string | undefined, signal?: AbortSignal) => allPartners(api, name, signal),

  /** POST invite */
  sendInvitation: (invitation: NewInvitation) => api.post('/api/v1/invite', { body: invitation }),

  /** GET users/status?email&phone: who uses this address or number (404 when no one). */
  registeredStatus: (query: { email?: string; phone?: string }) =>
    api.get('/api/v1/users/status', { params: { query } }),

  /** POST visit: plans a visit, shared at once with `sharedWith`. */
  planVisit: (visit: NewVisit) => api.post('/api/v1/visit', { body: visit }),

  /** POST visit/{id}/share { userIds } */
  shareVisit: (id: string, userIds: string[]) =>
    api.post('/api/v1/visit/{id}/share', { params: { path: { id } }, body: { userIds } }),

  /** POST visit/{id}/minutes (multipart, `document`). */
  attachMinutes: (id: string, file: File) => {
    const form = new FormData();
    form.append('document', file, file.name);
    return api.post('/api/v1/visit/{id}/minutes', { params: { path: { id } }, body: form });
  },

  /** Downloads a minutes document (GET visit/{id}/minutes, the `url` the visit carries). */
  downloadMinutes: async (url: string, fileName: string) => saveFile(await api.linkedFile(url), fileName),
});
