/** The site's partner organisations ("they trust us", src/site/trust-us), added to the console's data provider. */
import type { Mutation, Schema } from '../../shared/schemas';
import { seg, type ApiRequest } from '../api/request';

export type TrustPartner = Schema<'TrustPartnerResponse'>;

/** The query key of the site screens. */
export const SITE_KEY = 'site';

export const siteCalls = (request: ApiRequest) => ({
  /** GET trust-us: the partner organisations of the working country, in the order shown. */
  trustPartners: (signal?: AbortSignal) => request<TrustPartner[]>('/trust-us', { signal }),
  /** POST trust-us (multipart: name, website, position, logo). */
  createTrustPartner: (form: FormData) => request<Mutation<TrustPartner>>('/trust-us', { method: 'POST', body: form }),
  /** PUT trust-us/{id} (multipart; the logo only when it changes). */
  updateTrustPartner: (id: string, form: FormData) => request<Mutation<TrustPartner>>(`/trust-us/${seg(id)}`, { method: 'PUT', body: form }),
  /** DELETE trust-us/{id} */
  deleteTrustPartner: (id: string) => request<Mutation<TrustPartner>>(`/trust-us/${seg(id)}`, { method: 'DELETE' }),
});
