import { API_BASE } from '../../shared/http';

export type ContentFileType = 'DOCUMENT' | 'IMAGE' | 'MEDIA';
/** The languages contents are written in. */
export const CONTENT_LANGUAGES = ['en', 'fr'] as const;
export const FILE_TYPES: ContentFileType[] = ['DOCUMENT', 'IMAGE', 'MEDIA'];

export interface ContentFile {
  id: string;
  url: string;
  contentType: string;
  size: number;
}

/** A content as the API answers it (agronomy-contents/*). */
export interface PublicContent {
  id: string;
  slug: string;
  title: string;
  category: string;
  fileType: ContentFileType;
  content: string;
  summary: string;
  crops: string[];
  tags: string[];
  youtubeUrl: string | null;
  youtubeVideoId: string | null;
  status: string;
  approved: boolean;
  published: boolean;
  countryId: number;
  language: (typeof CONTENT_LANGUAGES)[number];
  author: { id: string; name: string } | null;
  mainImage: ContentFile | null;
  video: ContentFile | null;
  documents: ContentFile[];
  createdAt: string;
  updatedAt: string;
}

export const contentPath = (content: Pick<PublicContent, 'slug'>) => `/contents/${content.slug}`;
export const fileSrc = (file: ContentFile | null | undefined) => (file ? `${API_BASE}/${file.url}` : undefined);
/** The content id at the end of a page's path segment. */
export const contentIdOf = (slug: string) => /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(slug)?.[1] ?? '';
export const formatDate = (iso: string, language: string) => new Date(iso).toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
