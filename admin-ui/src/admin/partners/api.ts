/**
 * The partners screens' calls to the API (src/affiliation) besides the lists react-admin reads (./resources.ts):
 * affiliation requests and their answers, invitations, the partners directory and the visits' changes.
 * Failures are the API's HttpError, whose message is the server's own words.
 */
import { http } from '../../shared/http';
import { getToken } from '../../shared/preferences';
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

const seg = (value: string | number) => encodeURIComponent(String(value));

/** POST partners: a dealer asks an input provider for an affiliation. */
export const requestAffiliation = (inputProviderId: string) =>
  http<Mutation<AffiliationRequest>>('/partners', { method: 'POST', body: { inputProviderId } });

/** GET partners/isAffiliated/{id} */
export const isAffiliated = (id: string, signal?: AbortSignal) => http<Standing>(`/partners/isAffiliated/${seg(id)}`, { signal });

/** GET partners/isPending/{id} */
export const isPending = (id: string, signal?: AbortSignal) => http<Standing>(`/partners/isPending/${seg(id)}`, { signal });

/** GET partners/{status}/count (PENDING for the menu badge). */
export const countAffiliations = async (status: AffiliationStatus, signal?: AbortSignal) => {
  const body = await http<{ count?: unknown } | number>(`/partners/${status}/count`, { signal });
  return Number(typeof body === 'number' ? body : body?.count) || 0;
};

/** POST partners/{id}/{APPROVED|DECLINED}: the input provider's answer. */
export const decideAffiliation = (id: string, decision: AffiliationDecision) =>
  http<Mutation<AffiliationRequest>>(`/partners/${seg(id)}/${decision}`, { method: 'POST' });

/** GET partners?name&page&size: the organisation's partners. */
export const listPartners = (query: { name?: string; page: number; size: number }, signal?: AbortSignal) =>
  http<Page<Partner>>('/partners', { query, signal });

/** Every partner (the directory is small), page after page. */
export async function allPartners(name: string | undefined, signal?: AbortSignal): Promise<Partner[]> {
  const partners: Partner[] = [];
  for (let page = 0; page < 50; page++) {
    const body = await listPartners({ name: name || undefined, page, size: 200 }, signal);
    partners.push(...body.content);
    if (page + 1 >= body.totalPages || !body.content.length) break;
  }
  return partners;
}

/** POST invite */
export const sendInvitation = (invitation: NewInvitation) => http<Mutation<Invitation>>('/invite', { method: 'POST', body: invitation });

/** GET users/status?email&phone: who uses this address or number (404 when no one). */
export const registeredStatus = (query: { email?: string; phone?: string }) => http<RegisteredStatus>('/users/status', { query });

/** POST visit: plans a visit, shared at once with `sharedWith`. */
export const planVisit = (visit: NewVisit) => http<Mutation<Visit>>('/visit', { method: 'POST', body: visit });

/** POST visit/{id}/share { userIds } */
export const shareVisit = (id: string, userIds: string[]) => http<Mutation<Visit>>(`/visit/${seg(id)}/share`, { method: 'POST', body: { userIds } });

/** POST visit/{id}/minutes (multipart, `document`). */
export const attachMinutes = (id: string, file: File) => {
  const form = new FormData();
  form.append('document', file, file.name);
  return http<Mutation<Visit>>(`/visit/${seg(id)}/minutes`, { method: 'POST', body: form });
};

/** Downloads a minutes document (GET visit/{id}/minutes needs the bearer token, so a plain link cannot). */
export async function downloadMinutes(url: string, fileName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || response.statusText);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The partners' calls, added to the console's data provider (../dataProvider.ts): screens reach them with usePartnersApi(). */
export const partnersCalls = {
  requestAffiliation,
  isAffiliated,
  isPending,
  countAffiliations,
  decideAffiliation,
  allPartners,
  sendInvitation,
  registeredStatus,
  planVisit,
  shareVisit,
  attachMinutes,
  downloadMinutes,
};
