import { defineErrors } from '../errors/error-table';

/** The errors of the shared Excel helpers (imports of every area). */
export const FilesErrors = defineErrors('files', {
  EXCEL_FILE_EXPECTED: { status: 415, en: 'Send an Excel workbook (.xlsx).', fr: 'Envoyez un classeur Excel (.xlsx).' },
  EXCEL_UNREADABLE: {
    status: 422,
    en: 'The Excel workbook could not be read.',
    fr: "Le classeur Excel n'a pas pu être lu.",
  },
  EXCEL_SHEET_EMPTY: { status: 422, en: 'The sheet holds no rows.', fr: 'La feuille ne contient aucune ligne.' },
  EXCEL_COLUMNS_MISSING: { status: 422, en: 'Columns missing: {columns}.', fr: 'Colonnes manquantes : {columns}.' },
  EXCEL_COLUMN_TWICE: {
    status: 422,
    en: 'The column {column} appears twice.',
    fr: 'La colonne {column} apparaît deux fois.',
  },
  EXCEL_ROWS_INVALID: {
    status: 422,
    en: 'Some rows are not valid: nothing was imported.',
    fr: "Certaines lignes ne sont pas valides : rien n'a été importé.",
  },
  EXPORT_LINK_INVALID: {
    status: 404,
    en: 'This download link is not valid.',
    fr: "Ce lien de téléchargement n'est pas valide.",
  },
  EXPORT_LINK_EXPIRED: {
    status: 410,
    en: 'This download link has expired. Export the list again to get a new one.',
    fr: 'Ce lien de téléchargement a expiré. Exportez de nouveau la liste pour en recevoir un nouveau.',
  },
  EXCEL_TOO_MANY_ROWS: {
    status: 422,
    en: 'The sheet holds more than {max} rows.',
    fr: 'La feuille contient plus de {max} lignes.',
  },
});
