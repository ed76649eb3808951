/** The site's partner organisations ("they trust us", src/site/trust-us), added to the console's data provider. */
import type { TypedApi } from '../../shared/api';
import type { Schema } from '../../shared/schemas';

export type TrustPartner = Schema<'TrustPartnerResponse'>;

/** The query key of the site screens. */
export const SITE_KEY = 'site';

export const siteCalls = (api: TypedApi) => ({
  /** GET trust-us: the partner organisations of the working country, in the order shown. */
  trustPartners: (signal?: AbortSignal) => api.get('/api/v1/trust-us', { signal }),
  /** POST trust-us (multipart: name, website, position, logo). */
  createTrustPartner: (form: FormData) => api.post('/api/v1/trust-us', { body: form }),
  /** PUT trust-us/{id} (multipart; the logo only when it changes). */
  updateTrustPartner: (id: string, form: FormData) =>
    api.put('/api/v1/trust-us/{id}', { params: { path: { id } }, body: form }),
  /** DELETE trust-us/{id} */
  deleteTrustPartner: (id: string) => api.delete('/api/v1/trust-us/{id}', { params: { path: { id } } }),
});
