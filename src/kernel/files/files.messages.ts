import { registerMessages } from '../i18n/translator';

/** Messages of the shared Excel helpers (imports and exports of every area). */
export const filesMessages = {
  en: {
    EXCEL_VALUE_REQUIRED: 'A value is required.',
    EXCEL_NOT_A_NUMBER: '"{value}" is not a number.',
    EXCEL_NOT_AN_INTEGER: '"{value}" is not a whole number.',
    EXCEL_OUT_OF_RANGE: '{value} is not between {min} and {max}.',
    EXCEL_NOT_A_DATE: '"{value}" is not a date.',
    EXCEL_NOT_ONE_OF: '"{value}" is not one of: {values}.',
    EXCEL_TOO_LONG: 'At most {max} characters.',
    EXCEL_EXPORT_MAIL_SUBJECT: 'Your Kasuwa export: {title}',
    EXCEL_EXPORT_MAIL_TEXT: 'Hello {name},\n\nThe list you asked for ({count} rows) is attached.',
    EXCEL_EXPORT_MAIL_LINK_TEXT: 'Hello {name},\n\nThe list you asked for ({count} rows) is ready: {link}',
  },
  fr: {
    EXCEL_VALUE_REQUIRED: 'Une valeur est requise.',
    EXCEL_NOT_A_NUMBER: '« {value} » n’est pas un nombre.',
    EXCEL_NOT_AN_INTEGER: '« {value} » n’est pas un nombre entier.',
    EXCEL_OUT_OF_RANGE: "{value} n'est pas compris entre {min} et {max}.",
    EXCEL_NOT_A_DATE: '« {value} » n’est pas une date.',
    EXCEL_NOT_ONE_OF: '« {value} » ne fait pas partie de : {values}.',
    EXCEL_TOO_LONG: '{max} caractères au maximum.',
    EXCEL_EXPORT_MAIL_SUBJECT: 'Votre export Kasuwa : {title}',
    EXCEL_EXPORT_MAIL_TEXT: 'Bonjour {name},\n\nLa liste demandée ({count} lignes) est jointe.',
    EXCEL_EXPORT_MAIL_LINK_TEXT: 'Bonjour {name},\n\nLa liste demandée ({count} lignes) est prête : {link}',
  },
};

registerMessages(filesMessages);
