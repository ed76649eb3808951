import { DOCX, extensionFor, KnownType, PPTX, XLSX } from '../../../kernel/storage/content-type';

/** What minutes may be: PDF, a photo or scan, or an Office document (Word, Excel, PowerPoint). */
export const MINUTES_TYPES: KnownType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  DOCX,
  XLSX,
  PPTX,
];

export const MINUTES_AREA = 'visit-minutes';

/** The file name a downloaded minutes document gets: "minutes-2026-03-10.pdf". */
export const minutesFileName = (startsAt: Date, contentType: string) =>
  `minutes-${startsAt.toISOString().slice(0, 10)}.${extensionFor(contentType as KnownType)}`;

export const minutesUrl = (visitId: string) => `/api/v1/visit/${visitId}/minutes`;
