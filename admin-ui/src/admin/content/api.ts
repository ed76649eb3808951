import type { TypedApi } from '../../shared/api';

/** The agronomy content screens' custom calls (spread into ../dataProvider.ts). */
export const contentCalls = (api: TypedApi) => ({
  /** POST agronomy-contents/create (multipart: the fields, mainImage, video, documents). */
  createContent: (form: FormData) => api.post('/api/v1/agronomy-contents/create', { body: form }),
  /** PUT agronomy-contents/update/{id} (multipart). */
  updateContent: (id: string, form: FormData) =>
    api.put('/api/v1/agronomy-contents/update/{id}', { params: { path: { id } }, body: form }),
  /** GET agronomy-contents/{id}/private: a content whatever its status, for its author and managers. */
  privateContent: (id: string, signal?: AbortSignal) =>
    api.get('/api/v1/agronomy-contents/{id}/private', { params: { path: { id } }, signal }),
  /** PUT agronomy-contents/{id}/approval: approves, or declines approved content. */
  toggleContentApproval: (id: string) =>
    api.put('/api/v1/agronomy-contents/{id}/approval', { params: { path: { id } } }),
  /** DELETE agronomy-contents/delete/document/{documentId}: answers the content again. */
  deleteContentDocument: (documentId: string) =>
    api.delete('/api/v1/agronomy-contents/delete/document/{id}', { params: { path: { id: documentId } } }),
  /** GET agronomy-contents/all-categories */
  contentCategories: (signal?: AbortSignal) => api.get('/api/v1/agronomy-contents/all-categories', { signal }),
  /** A content's file (the `url` its answer gives) as a blob: it needs the bearer token while the content is not public. */
  contentFile: (url: string, signal?: AbortSignal) => api.linkedFile(`/${url}`, signal),
});
