/**
 * Recognises a file's type from its first bytes, never from the name or the type a client declares.
 * Only the types Kasuwa accepts are known. (file-type, the usual library, is ES-module-only and needs Node 22.)
 */
export type KnownType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'application/pdf'
  | 'application/zip'
  | 'video/mp4'
  | 'video/webm'
  | OfficeDocumentType;

/** Office Open XML documents: zip archives told apart by the parts they hold (see officeDocumentType). */
export type OfficeDocumentType =
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export const DOCX: OfficeDocumentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX: OfficeDocumentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX: OfficeDocumentType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const EXTENSIONS: Record<KnownType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  // Office Open XML files (xlsx, docx) are zip archives; a caller that accepts an Office type gets it (sniffFileType).
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

const MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'MSNV'];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

export function sniffContentType(head: Uint8Array): KnownType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))
    return 'image/gif';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  // ISO base media: a 'ftyp' box first, whose major brand says MP4 (not a HEIF or AVIF picture, nor QuickTime).
  if (
    startsWith(head, [0x66, 0x74, 0x79, 0x70], 4) &&
    MP4_BRANDS.includes(String.fromCharCode(...head.subarray(8, 12)))
  )
    return 'video/mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
}

/** The main part of each Office Open XML document type. */
const OFFICE_MAIN_PARTS: [string, OfficeDocumentType][] = [
  ['word/document.xml', DOCX],
  ['xl/workbook.xml', XLSX],
  ['ppt/presentation.xml', PPTX],
];

/** The names of a zip archive's entries, from its central directory; empty when it cannot be read. */
function zipEntryNames(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes, then a comment of at most 65535 bytes.
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), Math.max(0, buffer.length - 22));
  if (end < 0 || end < buffer.length - 22 - 0xffff) return [];
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return [];
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    names.push(buffer.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Which Office Open XML document a whole file is (docx, xlsx, pptx), or null for any other file. */
export function officeDocumentType(bytes: Uint8Array): OfficeDocumentType | null {
  if (sniffContentType(bytes.subarray(0, 16)) !== 'application/zip') return null;
  const names = new Set(zipEntryNames(bytes));
  if (!names.has('[Content_Types].xml')) return null;
  return OFFICE_MAIN_PARTS.find(([part]) => names.has(part))?.[1] ?? null;
}

/**
 * The type of a whole file for a caller that accepts `accepted`: a zip archive reads as the Office document it is when
 * the caller accepts that type, and as a zip archive otherwise.
 */
export function sniffFileType(bytes: Uint8Array, accepted: readonly KnownType[]): KnownType | null {
  const type = sniffContentType(bytes.subarray(0, 16));
  if (type !== 'application/zip' || !accepted.some((t) => t.startsWith('application/vnd.openxmlformats'))) return type;
  const office = officeDocumentType(bytes);
  return office && accepted.includes(office) ? office : type;
}

export function extensionFor(type: KnownType): string {
  return EXTENSIONS[type];
}

export const IMAGE_TYPES: KnownType[] = ['image/jpeg', 'image/png', 'image/webp'];
export const VIDEO_TYPES: KnownType[] = ['video/mp4', 'video/webm'];
