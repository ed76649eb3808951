import { API_BASE } from '../../shared/http';
import type { Schema } from '../../shared/schemas';

export type ContentFileType = 'DOCUMENT' | 'IMAGE' | 'MEDIA';
/** The languages contents are written in. */
export const CONTENT_LANGUAGES = ['en', 'fr'] as const;
export const FILE_TYPES: ContentFileType[] = ['DOCUMENT', 'IMAGE', 'MEDIA'];

export type ContentFile = Schema<'ContentFileResponse'>;

/** A content as the API answers it (agronomy-contents/*). */
export type PublicContent = Schema<'ContentResponse'>;

export const contentPath = (content: Pick<PublicContent, 'slug'>) => `/contents/${content.slug}`;
export const fileSrc = (file: ContentFile | null | undefined) => (file ? `${API_BASE}/${file.url}` : undefined);
/** The content id at the end of a page's path segment. */
export const contentIdOf = (slug: string) =>
  /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(slug)?.[1] ?? '';
export const formatDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
