import { Parser } from 'htmlparser2';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';

/** One part of a zip archive held in memory: how it is stored (0 stored, 8 deflated) and its stored bytes. */
export interface ZipEntry {
  method: number;
  data: Buffer;
}

/** The entries of a zip archive held in memory (name -> entry), from its central directory. */
export function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive');
  const entries = new Map<string, ZipEntry>();
  let at = bytes.readUInt32LE(end + 16);
  for (let n = bytes.readUInt16LE(end + 10); n > 0; n--) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('a damaged zip directory');
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    entries.set(bytes.toString('utf8', at + 46, at + 46 + nameLength), {
      method: bytes.readUInt16LE(at + 10),
      data: bytes.subarray(start, start + bytes.readUInt32LE(at + 20)),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes as they come out of the archive, a chunk at a time (inflated when deflated). */
export function entryChunks(entry: ZipEntry): AsyncIterable<Buffer> {
  if (entry.method === 0) return Readable.from([entry.data]);
  if (entry.method !== 8) throw new Error(`zip compression method ${entry.method} is not supported`);
  return Readable.from([entry.data]).pipe(createInflateRaw({ chunkSize: 256 * 1024 }));
}

/** The events of an XML part a reader follows; element names come without their namespace prefix (`x:row` is `row`). */
export interface XmlHandlers {
  open(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/**
 * Parses an entry's XML as it is inflated (htmlparser2's tokenizer, in XML mode: entities decoded), handing its events
 * to `handlers` and yielding after each inflated chunk, so that a reader takes what the chunk completed before the next
 * one is inflated. Stops, inflating no further, when the total inflated size passes `maxBytes` (a zip bomb), with an
 * error.
 */
export async function* parseEntry(entry: ZipEntry, handlers: XmlHandlers, maxBytes: number): AsyncGenerator<void> {
  const parser = new Parser(
    {
      onopentag: (name, attributes) => handlers.open(localName(name), attributes),
      ontext: handlers.text && ((text) => handlers.text!(text)),
      onclosetag: handlers.close && ((name) => handlers.close!(localName(name))),
    },
    { xmlMode: true, decodeEntities: true },
  );
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  for await (const chunk of entryChunks(entry)) {
    inflated += chunk.length;
    if (inflated > maxBytes) throw new Error(`a part of the workbook inflates to more than ${maxBytes} bytes`);
    parser.write(decoder.write(chunk));
    yield;
  }
  parser.end(decoder.end());
  yield;
}

/** Parses a whole (small) part. */
async function parsePart(entry: ZipEntry | undefined, handlers: XmlHandlers, maxBytes: number): Promise<void> {
  if (entry) for await (const _ of parseEntry(entry, handlers, maxBytes)) void _;
}

/** How large the workbook's own parts (workbook, relationships, styles) may inflate. */
const SMALL_PART_BYTES = 16 * 1024 * 1024;
/** How large the shared strings may inflate (every distinct text of the workbook, held while its sheet is read). */
export const SHARED_STRINGS_BYTES = 512 * 1024 * 1024;

/** What reading a workbook's sheet needs from its other parts. */
export interface WorkbookParts {
  /** The worksheets, in the order of the workbook's tabs. */
  worksheets: ZipEntry[];
  /** Serial numbers count days from 1904 rather than 1900 (workbooks from old Macs). */
  date1904: boolean;
  sharedStrings: ZipEntry | undefined;
  styles: ZipEntry | undefined;
}

/**
 * The worksheets of a workbook in its tabs' order (xl/workbook.xml's sheets, through its relationships; chart sheets
 * left out), and the parts reading them takes. A workbook without those parts lists its worksheets in the archive's order.
 */
export async function workbookParts(entries: Map<string, ZipEntry>): Promise<WorkbookParts> {
  const tabs: string[] = [];
  let date1904 = false;
  await parsePart(
    entries.get('xl/workbook.xml'),
    {
      open(name, attributes) {
        if (name === 'sheet')
          tabs.push(attributes['r:id'] ?? Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1] ?? '');
        else if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      },
    },
    SMALL_PART_BYTES,
  );
  const targets = new Map<string, string>();
  await parsePart(
    entries.get('xl/_rels/workbook.xml.rels'),
    {
      open(name, attributes) {
        if (name === 'Relationship' && attributes.Type?.endsWith('/worksheet') && attributes.Target) {
          const target = attributes.Target.startsWith('/') ? attributes.Target.slice(1) : `xl/${attributes.Target}`;
          targets.set(attributes.Id, target.replace(/^xl\/\.\//, 'xl/'));
        }
      },
    },
    SMALL_PART_BYTES,
  );
  let worksheets = tabs
    .map((id) => entries.get(targets.get(id) ?? ''))
    .filter((entry): entry is ZipEntry => entry !== undefined);
  if (worksheets.length === 0)
    worksheets = [...entries].filter(([name]) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).map(([, entry]) => entry);
  return {
    worksheets,
    date1904,
    sharedStrings: entries.get('xl/sharedStrings.xml'),
    styles: entries.get('xl/styles.xml'),
  };
}

/**
 * The workbook's shared strings, in order: each one's text runs joined (rich text reads as its plain text; phonetic
 * guides are left out).
 */
export async function sharedStrings(entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  let text: string | null = null;
  let inText = false;
  let phonetic = false;
  await parsePart(
    entry,
    {
      open(name) {
        if (name === 'si') text = '';
        else if (name === 't' && !phonetic) inText = true;
        else if (name === 'rPh') phonetic = true;
      },
      text(part) {
        if (inText) text += part;
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'si') {
          strings.push(text ?? '');
          text = null;
        }
      },
    },
    SHARED_STRINGS_BYTES,
  );
  return strings;
}

/** The built-in number formats that show a date or a time (ECMA-376 part 1, 18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A format code shows a date or a time when it has a date or time letter outside quotes and brackets. */
export function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(
    code
      .replace(/\[[^\]]*]/g, '')
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, ''),
  );
}

/** Which cell styles (by index, as a cell's `s` names them) show their number as a date. */
export async function dateStyles(entry: ZipEntry | undefined): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const styleFormats: number[] = [];
  // Only the workbook's number formats and its cells' styles: conditional formats (dxfs) have formats of their own.
  let within: 'numFmts' | 'cellXfs' | null = null;
  await parsePart(
    entry,
    {
      open(name, attributes) {
        if (name === 'numFmts' || name === 'cellXfs') within = name;
        else if (name === 'numFmt' && within === 'numFmts')
          formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
        else if (name === 'xf' && within === 'cellXfs') styleFormats.push(Number(attributes.numFmtId ?? 0));
      },
      close(name) {
        if (name === within) within = null;
      },
    },
    SMALL_PART_BYTES,
  );
  return styleFormats.map((id) => {
    const code = formats.get(id);
    return code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id);
  });
}

/** A cell's serial number as the date it stands for (Excel counts days, in UTC, from 1899-12-30 or 1904-01-01). */
export function serialDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}
