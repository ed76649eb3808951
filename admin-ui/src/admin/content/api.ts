import type { Mutation } from '../../shared/schemas';
import { seg, type ApiRequest } from '../api/request';
import type { AgronomyContent } from './types';

/** The agronomy content screens' custom calls (spread into ../dataProvider.ts). */
export const contentCalls = (request: ApiRequest) => ({
  /** POST agronomy-contents/create (multipart: the fields, mainImage, video, documents). */
  createContent: (form: FormData) => request<Mutation<AgronomyContent>>('/agronomy-contents/create', { method: 'POST', body: form }),
  /** PUT agronomy-contents/update/{id} (multipart). */
  updateContent: (id: string, form: FormData) => request<Mutation<AgronomyContent>>(`/agronomy-contents/update/${seg(id)}`, { method: 'PUT', body: form }),
  /** GET agronomy-contents/{id}/private: a content whatever its status, for its author and managers. */
  privateContent: (id: string, signal?: AbortSignal) => request<AgronomyContent>(`/agronomy-contents/${seg(id)}/private`, { signal }),
  /** PUT agronomy-contents/{id}/approval: approves, or declines approved content. */
  toggleContentApproval: (id: string) => request<Mutation<AgronomyContent>>(`/agronomy-contents/${seg(id)}/approval`, { method: 'PUT' }),
  /** DELETE agronomy-contents/delete/document/{documentId}: answers the content again. */
  deleteContentDocument: (documentId: string) => request<Mutation<AgronomyContent>>(`/agronomy-contents/delete/document/${seg(documentId)}`, { method: 'DELETE' }),
  /** GET agronomy-contents/all-categories */
  contentCategories: (signal?: AbortSignal) => request<string[]>('/agronomy-contents/all-categories', { signal }),
  /** A content's file as a blob (it needs the bearer token while the content is not public). */
  contentFile: (url: string, signal?: AbortSignal) => request<Blob>(`/${url}`, { as: 'blob', signal }),
});
