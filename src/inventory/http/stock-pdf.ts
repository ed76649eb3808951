import type PDFDocument from 'pdfkit';
import { Language } from '../../kernel/context/request-context';
import { translate } from '../../kernel/i18n/translator';
import { ExportRow } from '../queries/stock.views';

/** Adds two decimal strings exactly (cents as integers). */
const cents = (value: string) => {
  const [units, fraction = ''] = value.split('.');
  const sign = units.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(units)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
};
const money = (total: number) =>
  `${total < 0 ? '-' : ''}${Math.floor(Math.abs(total) / 100)}.${String(Math.abs(total) % 100).padStart(2, '0')}`;

const COLUMNS = [
  { key: 'INVENTORY_PDF_WAREHOUSE', x: 40, width: 130, align: 'left' },
  { key: 'INVENTORY_PDF_PRODUCT', x: 175, width: 140, align: 'left' },
  { key: 'INVENTORY_PDF_SIZE', x: 320, width: 90, align: 'left' },
  { key: 'INVENTORY_PDF_QUANTITY', x: 415, width: 60, align: 'right' },
  { key: 'INVENTORY_PDF_VALUE', x: 480, width: 75, align: 'right' },
] as const;

/**
 * The stock as a PDF (pdfkit: a maintained, pure-JS library that writes the document as a stream, page by page, with
 * no browser): one line per warehouse, product and size, a subtotal per warehouse and the grand total, in `language`.
 * The document is a readable stream; it is written as the caller reads it. pdfkit (about 20 MB) is loaded on the first
 * PDF asked for, not in every process.
 */
export function stockPdf(
  rows: ExportRow[],
  language: Language,
  generatedAt: Date,
  options: { compress?: boolean } = {},
): PDFKit.PDFDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Document = require('pdfkit') as typeof PDFDocument;
  const doc = new Document({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: translate('INVENTORY_PDF_TITLE', language), Producer: 'Kasuwa' },
  });
  const t = (key: string, params?: Record<string, string | number>) => translate(key, language, params);
  const line = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = y;
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i] ?? '', column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 40;
    doc.y = bottom + 3;
  };

  doc.font('Helvetica-Bold').fontSize(16).text(t('INVENTORY_PDF_TITLE'));
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(t('INVENTORY_PDF_GENERATED', { date: generatedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' }));
  doc.moveDown();
  line(
    COLUMNS.map((column) => t(column.key)),
    true,
  );
  if (rows.length === 0) {
    doc.text(t('INVENTORY_PDF_EMPTY'));
    doc.end();
    return doc;
  }

  let total = { quantity: 0, value: 0 };
  let group: { id: string | null; name: string; quantity: number; value: number } | null = null;
  const closeGroup = () => {
    if (group)
      line(
        ['', t('INVENTORY_PDF_SUBTOTAL', { warehouse: group.name }), '', String(group.quantity), money(group.value)],
        true,
      );
  };
  for (const row of rows) {
    const name = row.warehouseName ?? t('INVENTORY_OWN_SHOP');
    if (!group || group.id !== row.warehouseId) {
      closeGroup();
      group = { id: row.warehouseId, name, quantity: 0, value: 0 };
    }
    line([name, row.productName, row.size, String(row.quantity), row.value]);
    group.quantity += row.quantity;
    group.value += cents(row.value);
    total = { quantity: total.quantity + row.quantity, value: total.value + cents(row.value) };
  }
  closeGroup();
  doc.moveDown(0.5);
  line([t('INVENTORY_PDF_TOTAL'), '', '', String(total.quantity), money(total.value)], true);
  doc.end();
  return doc;
}
