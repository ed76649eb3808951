import { registerMessages } from '../kernel/i18n/translator';

/** The farmers module's texts that are not errors: success messages and field messages without parameters. */
export const farmersMessages = {
  en: {
    // ---- registry --------------------------------------------------------------------------------------------------
    FARMER_ENROLLED: 'Farmer enrolled.',
    FARMER_ENROLLED_LIKELY_DUPLICATE:
      'Farmer enrolled. Check it is not {name} ({farmerId}): a farmer of this list with the same name in the same LGA.',
    FARMER_ALREADY_ENROLLED: 'This farmer was already enrolled.',
    FARMER_UPDATED: 'Farmer updated.',
    FARMER_DELETED: 'Farmer deleted.',
    FARMER_PHONE_DIGITS: 'Enter the phone number with digits only.',
    FARMER_DATE_INVALID: 'Enter a date as YYYY-MM-DD.',
    FARMER_REFERENCE_ADDED: '"{name}" added.',
    FARMER_REFERENCE_RENAMED: 'Renamed to "{name}".',
    FARMER_REFERENCE_ACTIVATED: '"{name}" is offered again.',
    FARMER_REFERENCE_DEACTIVATED: '"{name}" is no longer offered.',
    // ---- history ---------------------------------------------------------------------------------------------------
    FARMER_HISTORY_RECORDED: 'History entry recorded.',
    FARMER_HISTORY_UPDATED: 'History entry updated.',
    // ---- farms -----------------------------------------------------------------------------------------------------
    FARM_CREATED: 'Farm created.',
    FARM_UPDATED: 'Farm updated.',
    FARM_DELETED: 'Farm deleted.',
    // ---- planting records ------------------------------------------------------------------------------------------
    PLANTING_RECORD_CREATED: 'Planting record created.',
    PLANTING_RECORD_SAVED: 'Planting record updated.',
    PLANTING_RECORD_DELETED: 'Planting record deleted.',
    PLANTING_RECORD_FERTILIZER_DELETED: 'Fertilizer deleted.',
    PLANTING_RECORD_MANURE_DELETED: 'Manure deleted.',
    PLANTING_RECORD_SEED_DELETED: 'Seed deleted.',
    PLANTING_RECORD_CPP_DELETED: 'Crop-protection product deleted.',
    // ---- imports and exports ---------------------------------------------------------------------------------------
    FARMER_IMPORT_DONE: '{created} farmers imported, {alreadyImported} already imported, {refused} rows refused.',
    FARMER_IMPORT_DRY_RUN_DONE:
      'Would create {created} farmers, would refuse {refused} rows; {alreadyImported} are on the list already. Nothing was written.',
    FARMER_IMPORT_COLUMN_MISSING: 'No column for {column}.',
    FARMER_IMPORT_HEADER_NOT_UNDERSTOOD: 'Header not understood: {column}.',
    FARMER_IMPORT_STATE_UNKNOWN_SUGGEST: "Unknown state '{value}' — did you mean {suggestion}?",
    FARMER_IMPORT_STATE_UNKNOWN_NONE: "Unknown state '{value}': no state of {country} is close to it.",
    FARMER_IMPORT_CITY_UNKNOWN_SUGGEST: "Unknown LGA '{value}' — did you mean {suggestion}?",
    FARMER_IMPORT_CITY_UNKNOWN_NONE: "Unknown LGA '{value}': no LGA of {state} is close to it.",
    FARMER_IMPORT_CROP_UNKNOWN_SUGGEST: "Unknown crop '{value}' — did you mean {suggestion}?",
    FARMER_IMPORT_CROP_UNKNOWN_NONE: "Unknown crop '{value}': no crop of the list is close to it.",
    FARMER_IMPORT_SEASON_UNKNOWN_SUGGEST: "Unknown season '{value}' — did you mean {suggestion}?",
    FARMER_IMPORT_SEASON_UNKNOWN_NONE: "Unknown season '{value}': no season of the list is close to it.",
    FARMER_IMPORT_UNIT_UNKNOWN_SUGGEST: "Unknown unit '{value}' — did you mean {suggestion}?",
    FARMER_IMPORT_UNIT_UNKNOWN_NONE: "Unknown unit '{value}': no unit of the list is close to it.",
    FARMER_IMPORT_GENDER_UNKNOWN_SUGGEST: "Unknown gender '{value}' — did you mean {suggestion}?",
    FARMER_IMPORT_GENDER_UNKNOWN_NONE: "Unknown gender '{value}': write Male or Female.",
    FARMER_IMPORT_SIZE_UNITS_DIFFER: 'The size is typed in {typed} but the unit column says {unit}.',
    FARMER_IMPORT_DRY_RUN_MAIL_SUBJECT: 'Your farmer file checked: would create {created}, would refuse {refused}',
    FARMER_IMPORT_DRY_RUN_MAIL_TEXT:
      'Hello {name},\n\nYour file was checked and nothing was written: it would create {created} farmers and ' +
      'would refuse {refused} rows; {alreadyImported} are on the list already.{report}',
    FARMER_IMPORT_DRY_RUN_MAIL_REPORT:
      '\n\nThe rows it would refuse are in the attached sheet, each with the reason in the "Errors" column: fix them before sending the file for good.',
    FARMER_IMPORT_FAILED_MAIL_SUBJECT: 'Async bulk upload failed',
    FARMER_IMPORT_FAILED_MAIL_TEXT:
      'Hello {name},\n\nError importing farmers: {reason}\n\nRows written before it stopped stay on the list. ' +
      'Once the file is fixed, send it again: rows already imported are recognised and skipped.',
    FARMER_IMPORT_FAILED_UNEXPECTED:
      'the server could not finish it (reference {reference}); the administrators can find it in the logs.',
    FARMER_IMPORT_QUEUED: 'The file is being imported: you will receive a summary by e-mail.',
    FARMER_IMPORT_ROW_DUPLICATE: 'The same farmer is already on row {row}.',
    FARMER_IMPORT_ROW_COUNTRY: 'The file is imported into {country}: this row names another country.',
    FARMER_IMPORT_ROW_ALREADY: 'Already imported.',
    FARMER_IMPORT_MAIL_SUBJECT: 'Your farmer import: {created} imported, {refused} refused',
    FARMER_IMPORT_MAIL_TEXT:
      'Hello {name},\n\nYour file has been imported: {created} farmers created, {alreadyImported} already imported, {refused} rows refused.{report}',
    FARMER_IMPORT_MAIL_REPORT:
      '\n\nThe refused rows are in the attached sheet, each with the reason in the "Errors" column: fix them and send that sheet again.',
    FARMER_IMPORT_ERRORS_COLUMN: 'Errors',
    FARMER_EXPORT_FULL_NAME: 'Full name',
    FARMER_EXPORT_GENDER: 'Gender',
    FARMER_EXPORT_PHONE: 'Phone',
    FARMER_EXPORT_EMAIL: 'E-mail',
    FARMER_EXPORT_ADDRESS: 'Address',
    FARMER_EXPORT_STATE: 'State',
    FARMER_EXPORT_LGA: 'LGA',
    FARMER_EXPORT_COMMUNITY: 'Community',
    FARMER_EXPORT_PROJECT: 'Project',
    FARMER_EXPORT_AGGREGATION_PARTNER: 'Aggregation partner',
    FARMER_EXPORT_AGE: 'Age',
    FARMER_EXPORT_CREATED_BY: 'Enrolled by',
    FARMER_EXPORT_CREATED_AT: 'Enrolled on',
    FARMERS_EXPORTED: 'Farmers exported successfully, check your email to download the list',
    FARMERS_EXPORT_SHEET: 'Farmers',
    FARMERS_EXPORT_MAIL_SUBJECT: 'Your farmers export ({count} farmers)',
    FARMERS_EXPORT_MAIL_TEXT: 'Hello {name},\n\nThe list of farmers you asked for ({count} farmers) is attached.',
    FARMERS_EXPORT_MAIL_LINK_TEXT:
      'Hello {name},\n\nThe list of farmers you asked for ({count} farmers) is ready for 7 days: {link}',
    FARMER_TEMPLATE_SHEET: 'Farmers',
    FARMER_TEMPLATE_LISTS_SHEET: 'Lists',
    FARMER_TEMPLATE_INSTRUCTIONS_SHEET: 'Instructions',
    FARMER_TEMPLATE_INSTRUCTIONS:
      'One row per farmer, from row 2 of the "Farmers" sheet; keep the headers (English or French, in any order).|' +
      'Required: state, LGA, full name, gender, address, community, project and aggregation partner; pick them ' +
      'from the drop-down lists.|' +
      'Phone: digits only, {length} digits after {code} (a leading 0 is fine). E-mail: a valid address. ' +
      'Age: 18 to 120.|' +
      'Farm (optional): size (a number above 0, at most 8 digits), unit (HA, ACRE or M2) and community.|' +
      'Planting record (optional): season (RAINY, DRY or OTHER), year (YYYY), crop; training, fertilizer with its ' +
      'quantity and unit, yields with their unit.|' +
      'A farmer is recognised by phone, else e-mail, else name + community + LGA: sending the file again creates ' +
      'nobody twice.|' +
      'Files up to {size}; every refused row comes back with its row number, field and reason.',
  },
  fr: {
    FARMER_ENROLLED: 'Agriculteur inscrit.',
    FARMER_ENROLLED_LIKELY_DUPLICATE:
      'Agriculteur inscrit. Vérifiez qu’il ne s’agit pas de {name} ({farmerId}) : un agriculteur de cette liste du même nom dans la même LGA.',
    FARMER_ALREADY_ENROLLED: 'Cet agriculteur était déjà inscrit.',
    FARMER_UPDATED: 'Agriculteur modifié.',
    FARMER_DELETED: 'Agriculteur supprimé.',
    FARMER_PHONE_DIGITS: 'Saisissez le numéro de téléphone en chiffres uniquement.',
    FARMER_DATE_INVALID: 'Saisissez une date au format AAAA-MM-JJ.',
    FARMER_REFERENCE_ADDED: '« {name} » ajouté.',
    FARMER_REFERENCE_RENAMED: 'Renommé en « {name} ».',
    FARMER_REFERENCE_ACTIVATED: '« {name} » est de nouveau proposé.',
    FARMER_REFERENCE_DEACTIVATED: "« {name} » n'est plus proposé.",
    FARMER_HISTORY_RECORDED: "Entrée d'historique enregistrée.",
    FARMER_HISTORY_UPDATED: "Entrée d'historique modifiée.",
    FARM_CREATED: 'Exploitation créée.',
    FARM_UPDATED: 'Exploitation mise à jour.',
    FARM_DELETED: 'Exploitation supprimée.',
    PLANTING_RECORD_CREATED: 'Registre de plantation créé.',
    PLANTING_RECORD_SAVED: 'Registre de plantation mis à jour.',
    PLANTING_RECORD_DELETED: 'Registre de plantation supprimé.',
    PLANTING_RECORD_FERTILIZER_DELETED: 'Engrais supprimé.',
    PLANTING_RECORD_MANURE_DELETED: 'Fumure supprimée.',
    PLANTING_RECORD_SEED_DELETED: 'Semence supprimée.',
    PLANTING_RECORD_CPP_DELETED: 'Produit phytosanitaire supprimé.',
    // ---- imports and exports ---------------------------------------------------------------------------------------
    FARMER_IMPORT_DONE: '{created} agriculteurs importés, {alreadyImported} déjà importés, {refused} lignes refusées.',
    FARMER_IMPORT_DRY_RUN_DONE:
      'Créerait {created} agriculteurs, refuserait {refused} lignes ; {alreadyImported} sont déjà dans la liste. Rien n’a été enregistré.',
    FARMER_IMPORT_COLUMN_MISSING: 'Aucune colonne pour {column}.',
    FARMER_IMPORT_HEADER_NOT_UNDERSTOOD: 'En-tête non compris : {column}.',
    FARMER_IMPORT_STATE_UNKNOWN_SUGGEST: 'État inconnu « {value} » — vouliez-vous dire {suggestion} ?',
    FARMER_IMPORT_STATE_UNKNOWN_NONE: 'État inconnu « {value} » : aucun État de {country} n’en est proche.',
    FARMER_IMPORT_CITY_UNKNOWN_SUGGEST: 'LGA inconnue « {value} » — vouliez-vous dire {suggestion} ?',
    FARMER_IMPORT_CITY_UNKNOWN_NONE: 'LGA inconnue « {value} » : aucune LGA de {state} n’en est proche.',
    FARMER_IMPORT_CROP_UNKNOWN_SUGGEST: 'Culture inconnue « {value} » — vouliez-vous dire {suggestion} ?',
    FARMER_IMPORT_CROP_UNKNOWN_NONE: 'Culture inconnue « {value} » : aucune culture de la liste n’en est proche.',
    FARMER_IMPORT_SEASON_UNKNOWN_SUGGEST: 'Saison inconnue « {value} » — vouliez-vous dire {suggestion} ?',
    FARMER_IMPORT_SEASON_UNKNOWN_NONE: 'Saison inconnue « {value} » : aucune saison de la liste n’en est proche.',
    FARMER_IMPORT_UNIT_UNKNOWN_SUGGEST: 'Unité inconnue « {value} » — vouliez-vous dire {suggestion} ?',
    FARMER_IMPORT_UNIT_UNKNOWN_NONE: 'Unité inconnue « {value} » : aucune unité de la liste n’en est proche.',
    FARMER_IMPORT_GENDER_UNKNOWN_SUGGEST: 'Genre inconnu « {value} » — vouliez-vous dire {suggestion} ?',
    FARMER_IMPORT_GENDER_UNKNOWN_NONE: 'Genre inconnu « {value} » : écrivez Homme ou Femme.',
    FARMER_IMPORT_SIZE_UNITS_DIFFER: 'La superficie est saisie en {typed} mais la colonne des unités indique {unit}.',
    FARMER_IMPORT_DRY_RUN_MAIL_SUBJECT:
      'Votre fichier d’agriculteurs vérifié : créerait {created}, refuserait {refused}',
    FARMER_IMPORT_DRY_RUN_MAIL_TEXT:
      'Bonjour {name},\n\nVotre fichier a été vérifié et rien n’a été enregistré : il créerait {created} ' +
      'agriculteurs et refuserait {refused} lignes ; {alreadyImported} sont déjà dans la liste.{report}',
    FARMER_IMPORT_DRY_RUN_MAIL_REPORT:
      '\n\nLes lignes qu’il refuserait sont dans la feuille jointe, chacune avec la raison dans la colonne « ' +
      'Erreurs » : corrigez-les avant d’envoyer le fichier pour de bon.',
    FARMER_IMPORT_FAILED_MAIL_SUBJECT: 'Échec de l’import en arrière-plan',
    FARMER_IMPORT_FAILED_MAIL_TEXT:
      'Bonjour {name},\n\nErreur lors de l’import des agriculteurs : {reason}\n\nLes lignes écrites avant ' +
      'l’arrêt restent dans la liste. Une fois le fichier corrigé, renvoyez-le : les lignes déjà importées sont ' +
      'reconnues et ignorées.',
    FARMER_IMPORT_FAILED_UNEXPECTED:
      'le serveur n’a pas pu le terminer (référence {reference}) ; les administrateurs la retrouvent dans les journaux.',
    FARMER_IMPORT_QUEUED: 'Le fichier est en cours d’import : vous recevrez un résumé par e-mail.',
    FARMER_IMPORT_ROW_DUPLICATE: 'Le même agriculteur figure déjà à la ligne {row}.',
    FARMER_IMPORT_ROW_COUNTRY: 'Le fichier est importé pour {country} : cette ligne nomme un autre pays.',
    FARMER_IMPORT_ROW_ALREADY: 'Déjà importé.',
    FARMER_IMPORT_MAIL_SUBJECT: 'Votre import d’agriculteurs : {created} importés, {refused} refusés',
    FARMER_IMPORT_MAIL_TEXT:
      'Bonjour {name},\n\nVotre fichier a été importé : {created} agriculteurs créés, {alreadyImported} déjà ' +
      'importés, {refused} lignes refusées.{report}',
    FARMER_IMPORT_MAIL_REPORT:
      '\n\nLes lignes refusées sont dans la feuille jointe, chacune avec la raison dans la colonne « Erreurs » : corrigez-les et renvoyez cette feuille.',
    FARMER_IMPORT_ERRORS_COLUMN: 'Erreurs',
    FARMER_EXPORT_FULL_NAME: 'Nom complet',
    FARMER_EXPORT_GENDER: 'Genre',
    FARMER_EXPORT_PHONE: 'Téléphone',
    FARMER_EXPORT_EMAIL: 'Courriel',
    FARMER_EXPORT_ADDRESS: 'Adresse',
    FARMER_EXPORT_STATE: 'État',
    FARMER_EXPORT_LGA: 'Ville/LGA',
    FARMER_EXPORT_COMMUNITY: 'Communauté',
    FARMER_EXPORT_PROJECT: 'Projet',
    FARMER_EXPORT_AGGREGATION_PARTNER: "Partenaire d'agrégation",
    FARMER_EXPORT_AGE: 'Âge',
    FARMER_EXPORT_CREATED_BY: 'Inscrit par',
    FARMER_EXPORT_CREATED_AT: 'Inscrit le',
    FARMERS_EXPORTED: 'Agriculteurs exportés avec succès, consultez votre e-mail pour télécharger la liste',
    FARMERS_EXPORT_SHEET: 'Agriculteurs',
    FARMERS_EXPORT_MAIL_SUBJECT: 'Votre export d’agriculteurs ({count} agriculteurs)',
    FARMERS_EXPORT_MAIL_TEXT: 'Bonjour {name},\n\nLa liste d’agriculteurs demandée ({count} agriculteurs) est jointe.',
    FARMERS_EXPORT_MAIL_LINK_TEXT:
      'Bonjour {name},\n\nLa liste d’agriculteurs demandée ({count} agriculteurs) est disponible pendant 7 jours : {link}',
    FARMER_TEMPLATE_SHEET: 'Agriculteurs',
    FARMER_TEMPLATE_LISTS_SHEET: 'Listes',
    FARMER_TEMPLATE_INSTRUCTIONS_SHEET: 'Instructions',
    FARMER_TEMPLATE_INSTRUCTIONS:
      'Une ligne par agriculteur, à partir de la ligne 2 de la feuille « Agriculteurs » ; gardez les en-têtes (en ' +
      'français ou en anglais, dans n’importe quel ordre).|' +
      'Obligatoires : État, LGA, nom complet, genre, adresse, communauté, projet et partenaire d’agrégation ; ' +
      'choisissez-les dans les listes déroulantes.|' +
      'Téléphone : chiffres uniquement, {length} chiffres après {code} (un 0 initial est accepté). E-mail : une ' +
      'adresse valide. Âge : de 18 à 120.|' +
      'Exploitation (facultative) : superficie (un nombre supérieur à 0, 8 chiffres au plus), unité (HA, ACRE ou ' +
      'M2) et communauté.|' +
      'Registre de plantation (facultatif) : saison (RAINY, DRY ou OTHER), année (AAAA), culture ; formation, ' +
      'engrais avec sa quantité et son unité, rendements avec leur unité.|' +
      'Un agriculteur est reconnu par son téléphone, sinon son e-mail, sinon nom + communauté + LGA : renvoyer le ' +
      'fichier ne crée personne deux fois.|' +
      'Fichiers jusqu’à {size} ; chaque ligne refusée revient avec son numéro, le champ et la raison.',
  },
};

registerMessages(farmersMessages);
