/** The site's partner organisations ("they trust us", src/site/trust-us), added to the console's data provider (the list is
 * its `trust-partners` resource). */
import type { TypedApi } from '../../shared/api';
import type { Schema } from '../../shared/schemas';

export type TrustPartner = Schema<'TrustPartnerResponse'>;

export const siteCalls = (api: TypedApi) => ({
  /** POST trust-us (multipart: name, website, position, logo). */
  createTrustPartner: (form: FormData) => api.post('/api/v1/trust-us', { body: form }),
  /** PUT trust-us/{id} (multipart; the logo only when it changes). */
  updateTrustPartner: (id: string, form: FormData) =>
    api.put('/api/v1/trust-us/{id}', { params: { path: { id } }, body: form }),
  /** DELETE trust-us/{id} */
  deleteTrustPartner: (id: string) => api.delete('/api/v1/trust-us/{id}', { params: { path: { id } } }),
});
