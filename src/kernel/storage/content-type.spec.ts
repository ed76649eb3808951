import { sniffContentType } from './content-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffContentType', () => {
  it('recognises the accepted types by their first bytes', () => {
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffContentType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffContentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('application/zip');
  });

  it('does not trust anything else, whatever its name says', () => {
    expect(sniffContentType(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(sniffContentType(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'))).toBeNull();
    expect(sniffContentType(bytes(0xff, 0xd8))).toBeNull();
  });
});
