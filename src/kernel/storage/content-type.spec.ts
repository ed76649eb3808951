import ExcelJS from 'exceljs';
import { zipOf } from '../../../test/support/office-files';
import { DOCX, officeDocumentType, PPTX, sniffContentType, sniffFileType, XLSX } from './content-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffContentType', () => {
  it('recognises the accepted types by their first bytes', () => {
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffContentType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffContentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('application/zip');
    expect(sniffContentType(Buffer.from('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00', 'latin1'))).toBe('video/mp4');
    expect(sniffContentType(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toBe('video/webm');
  });

  it('tells MP4 videos from HEIF and AVIF pictures, which share the ISO box format', () => {
    expect(sniffContentType(Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00', 'latin1'))).toBeNull();
    expect(sniffContentType(Buffer.from('\x00\x00\x00\x18ftypavif\x00\x00\x00\x00', 'latin1'))).toBeNull();
  });

  it('does not trust anything else, whatever its name says', () => {
    expect(sniffContentType(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(sniffContentType(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'))).toBeNull();
    expect(sniffContentType(bytes(0xff, 0xd8))).toBeNull();
  });
});

describe('officeDocumentType', () => {
  it('tells Office documents apart by the parts their archive holds', async () => {
    expect(officeDocumentType(zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']))).toBe(DOCX);
    expect(officeDocumentType(zipOf(['[Content_Types].xml', 'ppt/presentation.xml']))).toBe(PPTX);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet').addRow(['maize', 12]);
    expect(officeDocumentType(Buffer.from(await workbook.xlsx.writeBuffer()))).toBe(XLSX);
  });

  it('answers null for any other archive or file', () => {
    expect(officeDocumentType(zipOf(['word/document.xml']))).toBeNull();
    expect(officeDocumentType(zipOf(['[Content_Types].xml', 'notes.txt']))).toBeNull();
    expect(officeDocumentType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(officeDocumentType(bytes(0x50, 0x4b, 0x03, 0x04, 1, 2, 3))).toBeNull();
  });

  it('reads a document as its Office type only for callers that accept it', () => {
    const docx = zipOf(['[Content_Types].xml', 'word/document.xml']);
    expect(sniffFileType(docx, [DOCX, 'application/pdf'])).toBe(DOCX);
    expect(sniffFileType(docx, ['application/zip'])).toBe('application/zip');
    expect(sniffFileType(docx, [XLSX])).toBe('application/zip');
    expect(sniffFileType(Buffer.from('%PDF-1.7'), [DOCX])).toBe('application/pdf');
  });
});
