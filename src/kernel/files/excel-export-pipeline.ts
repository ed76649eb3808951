import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DownloadLinks } from './download-links';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Language } from '../context/request-context';
import { translate } from '../i18n/translator';
import { MailService } from '../mail/mail.service';
import { XLSX } from '../storage/content-type';
import './files.messages';
import { StoredFile, StorageService } from '../storage/storage.service';

export type ExcelCell = string | number | boolean | Date | null | undefined;

export interface ExcelColumn<R> {
  /** A message key: the header is written in the recipient's language. */
  header: string;
  value: (row: R) => ExcelCell | Promise<ExcelCell>;
  width?: number;
}

export interface ExcelExportRequest<R> {
  /** The job's id (or any stable id of this export): a retried job mails nothing twice. */
  exportId: string;
  rows: AsyncIterable<R>;
  columns: ExcelColumn<R>[];
  /** A message key for the sheet's name. */
  sheet: string;
  /** The file name the recipient sees, without extension. */
  fileName: string;
  recipient: { email: string; name: string };
  language: Language;
  /**
   * Message keys of the mail, which get `{name}`, `{count}`, `{title}` (the sheet's name) and, for a link, `{link}`.
   * By default a generic "your export is ready" mail.
   */
  mail?: { subject: string; text: string };
  /**
   * Attach the file (default; a file over MAIL_ATTACHMENT_MAX_BYTES is mailed as a signed, expiring download link
   * instead), or mail a link that `link` builds from the stored file.
   */
  delivery?: { kind: 'attachment' } | { kind: 'link'; link: (file: StoredFile) => string };
  /** Storage area of the file (default `exports`). */
  area?: string;
  /** Told every 1,000 rows. */
  onProgress?: (rowsWritten: number) => Promise<void> | void;
}

export interface ExcelExportResult {
  /** False when this export was already mailed (a retried job). */
  mailed: boolean;
  rows: number;
  file?: StoredFile;
}

const MAX_EXPORT_BYTES = 200 * 1024 * 1024;

/**
 * Streams rows into an Excel file (exceljs WorkbookWriter: each row is written out as it comes, so memory stays flat
 * whatever the number of rows), keeps the file in storage and mails it, attached or as a link, in the recipient's
 * language. Exports of every area go through here.
 */
@Injectable()
export class ExcelExportPipeline {
  constructor(
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly links: DownloadLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run<R>(request: ExcelExportRequest<R>): Promise<ExcelExportResult> {
    const dedupeKey = `excel-export-${request.exportId}`;
    if (await this.mail.ensureQueued(dedupeKey)) return { mailed: false, rows: 0 };
    const path = join(tmpdir(), `kasuwa-export-${randomUUID()}.xlsx`);
    try {
      const rows = await writeWorkbook(path, request);
      const file = await this.storage.save(request.area ?? 'exports', await readFile(path), {
        accept: [XLSX],
        maxBytes: MAX_EXPORT_BYTES,
      });
      const filename = `${request.fileName}.xlsx`;
      const tooLargeToMail = file.size > this.config.mailAttachmentMaxBytes;
      const delivery =
        request.delivery ??
        (tooLargeToMail
          ? { kind: 'link' as const, link: () => this.links.url({ storageKey: file.key, fileName: filename }) }
          : { kind: 'attachment' as const });
      const params = {
        name: request.recipient.name,
        count: rows,
        title: translate(request.sheet, request.language),
        ...(delivery.kind === 'link' ? { link: delivery.link(file) } : {}),
      };
      // A file too large to attach gets the generic link text (an area's own text speaks of an attachment).
      const linkInstead = !request.delivery && delivery.kind === 'link';
      const mail = {
        subject: request.mail?.subject ?? 'EXCEL_EXPORT_MAIL_SUBJECT',
        text: linkInstead
          ? 'EXCEL_EXPORT_MAIL_LINK_TEXT'
          : (request.mail?.text ??
            (delivery.kind === 'link' ? 'EXCEL_EXPORT_MAIL_LINK_TEXT' : 'EXCEL_EXPORT_MAIL_TEXT')),
      };
      await this.mail.queue({
        to: request.recipient.email,
        subject: translate(mail.subject, request.language, params),
        text: translate(mail.text, request.language, params),
        dedupeKey,
        attachments: delivery.kind === 'attachment' ? [{ filename, storageKey: file.key, contentType: XLSX }] : [],
      });
      return { mailed: true, rows, file };
    } finally {
      await rm(path, { force: true });
    }
  }
}

const PLAIN_CELL_STYLE: Partial<ExcelJS.Style> = {};
const DATE_CELL_STYLE: Partial<ExcelJS.Style> = {};

/** Writes the header row and every row to an .xlsx file at `path`; answers how many rows were written. */
export async function writeWorkbook<R>(
  path: string,
  request: Pick<ExcelExportRequest<R>, 'rows' | 'columns' | 'sheet' | 'language' | 'onProgress'>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(translate(request.sheet, request.language).slice(0, 31));
  sheet.columns = request.columns.map((column, index) => ({ key: String(index), width: column.width ?? 22 }));
  const header = sheet.addRow(request.columns.map((column) => translate(column.header, request.language)));
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const row of request.rows) {
    const values: ExcelCell[] = [];
    for (const column of request.columns) {
      const value = column.value(row);
      values.push((value instanceof Promise ? await value : value) ?? null);
    }
    const written = sheet.addRow(values);
    // exceljs renders a cell's style anew unless it has seen that very style object: cells share two (dates keep the
    // date format exceljs gives them), which halves the writer's time.
    written.eachCell((cell) => {
      cell.style = cell.value instanceof Date ? DATE_CELL_STYLE : PLAIN_CELL_STYLE;
    });
    written.commit();
    count++;
    if (count % 1000 === 0) await request.onProgress?.(count);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
