/**
 * Recognises a file's type from its first bytes, never from the name or the type a client declares.
 * Only the types Kasuwa accepts are known. (file-type, the usual library, is ES-module-only and needs Node 22.)
 */
export type KnownType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'application/pdf' | 'application/zip';

const EXTENSIONS: Record<KnownType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  // Office Open XML files (xlsx, docx) are zip archives; callers that accept them check the parts they need.
  'application/zip': 'zip',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

export function sniffContentType(head: Uint8Array): KnownType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  return null;
}

export function extensionFor(type: KnownType): string {
  return EXTENSIONS[type];
}

export const IMAGE_TYPES: KnownType[] = ['image/jpeg', 'image/png', 'image/webp'];
