import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of the farmers module: the HTTP status the edge answers, English and French. {name} is replaced. */
export const FarmersErrors = defineErrors('farmers', {
  // ---- registry ----------------------------------------------------------------------------------------------------
  FARMER_NOT_FOUND: { status: 404, en: 'No farmer found.', fr: 'Aucun agriculteur trouvé.' },
  FARMER_ALREADY_EXISTS: {
    status: 409,
    en: 'A farmer with this id already exists with other details.',
    fr: 'Un agriculteur avec cet identifiant existe déjà avec d’autres informations.',
  },
  FARMER_FULL_NAME_REQUIRED: { status: 400, en: 'Enter the full name.', fr: 'Saisissez le nom complet.' },
  FARMER_GENDER_INVALID: {
    status: 400,
    en: 'Choose the gender: MALE or FEMALE.',
    fr: 'Choisissez le genre : MALE ou FEMALE.',
  },
  FARMER_ADDRESS_REQUIRED: { status: 400, en: 'Enter the address.', fr: 'Saisissez l’adresse.' },
  FARMER_COMMUNITY_REQUIRED: { status: 400, en: 'Enter the community.', fr: 'Saisissez la communauté.' },
  FARMER_STATE_UNKNOWN: { status: 400, en: 'Choose a state of the country.', fr: 'Choisissez un État du pays.' },
  FARMER_CITY_UNKNOWN: {
    status: 400,
    en: 'Choose a city (LGA) of the chosen state.',
    fr: 'Choisissez une ville (LGA) de l’État choisi.',
  },
  FARMER_PROJECT_UNKNOWN: {
    status: 400,
    en: 'Choose an active project of the country.',
    fr: 'Choisissez un projet actif du pays.',
  },
  FARMER_AGGREGATION_PARTNER_UNKNOWN: {
    status: 400,
    en: 'Choose an active aggregation partner of the country.',
    fr: 'Choisissez un partenaire d’agrégation actif du pays.',
  },
  FARMER_COMPANY_UNKNOWN: {
    status: 400,
    en: 'Choose an active farmer group or company of the country.',
    fr: 'Choisissez un groupement ou une société d’agriculteurs actif du pays.',
  },
  FARMER_EMAIL_INVALID: {
    status: 400,
    en: 'Enter a valid e-mail address.',
    fr: 'Saisissez une adresse e-mail valide.',
  },
  FARMER_PHONE_INVALID: {
    status: 400,
    en: 'Enter the phone number with digits only: {length} digits after {code}.',
    fr: 'Saisissez le numéro de téléphone en chiffres uniquement : {length} chiffres après {code}.',
  },
  FARMER_PHONE_TAKEN: {
    status: 409,
    en: 'A farmer of this list already has this phone number: {name} ({farmerId}).',
    fr: 'Un agriculteur de cette liste a déjà ce numéro de téléphone : {name} ({farmerId}).',
  },
  FARMER_AGE_INVALID: {
    status: 400,
    en: 'The age must be a whole number from 18 to 120.',
    fr: 'L’âge doit être un nombre entier de 18 à 120.',
  },
  FARMER_YEAR_INVALID: { status: 400, en: 'Enter the year as YYYY.', fr: 'Saisissez l’année au format AAAA.' },
  FARMER_COUNTRY_UNKNOWN: {
    status: 400,
    en: 'Choose the farmer’s country.',
    fr: 'Choisissez le pays de l’agriculteur.',
  },
  FARMER_CONSENT_REQUIRED: {
    status: 400,
    en:
      'Enrolling a farmer on their behalf or inviting them to the platform needs their consent: first name, ID or ' +
      'passport number, the signed form and the three agreements.',
    fr:
      'Inscrire un agriculteur pour son compte ou l’inviter sur la plateforme demande son consentement : prénom, ' +
      'numéro de pièce d’identité ou de passeport, le formulaire signé et les trois accords.',
  },
  FARMER_CONSENT_FIELD_REQUIRED: {
    status: 400,
    en: 'Required for the consent.',
    fr: 'Obligatoire pour le consentement.',
  },
  FARMER_CONSENT_AGREEMENT_REQUIRED: {
    status: 400,
    en: 'The farmer must agree to this.',
    fr: 'L’agriculteur doit donner cet accord.',
  },
  FARMER_CONSENT_FORM_NOT_FOUND: {
    status: 404,
    en: 'This farmer has no signed consent form.',
    fr: 'Cet agriculteur n’a pas de formulaire de consentement signé.',
  },
  FARMER_PICTURE_NOT_FOUND: { status: 404, en: 'This farmer has no picture.', fr: 'Cet agriculteur n’a pas de photo.' },
  FARMER_INVITE_NEEDS_CONTACT: {
    status: 400,
    en: 'Inviting the farmer to the platform needs their e-mail address or phone number.',
    fr: 'Inviter l’agriculteur sur la plateforme demande son adresse e-mail ou son numéro de téléphone.',
  },
  FARMER_ALREADY_INVITED: {
    status: 409,
    en: 'This farmer has already been invited to the platform.',
    fr: 'Cet agriculteur a déjà été invité sur la plateforme.',
  },
  FARMER_COUNTRY_NOT_FOUND: {
    status: 404,
    en: 'No such country among those you may see.',
    fr: 'Aucun pays de ce type parmi ceux que vous pouvez voir.',
  },
  FARMER_LIST_NOT_FOUND: {
    status: 404,
    en: 'No such list among those you may see.',
    fr: 'Aucune liste de ce type parmi celles que vous pouvez voir.',
  },
  FARMER_DATE_RANGE_INVALID: {
    status: 400,
    en: 'The end date must not come before the start date.',
    fr: 'La date de fin ne doit pas précéder la date de début.',
  },
  FARMER_REFERENCE_NOT_FOUND: { status: 404, en: 'No such entry.', fr: 'Aucune entrée de ce type.' },
  FARMER_REFERENCE_NAME_TAKEN: {
    status: 409,
    en: 'This country already has an entry with this name.',
    fr: 'Ce pays a déjà une entrée de ce nom.',
  },
  // ---- history -----------------------------------------------------------------------------------------------------
  FARMER_HISTORY_NOT_FOUND: { status: 404, en: 'No history entry found.', fr: 'Aucune entrée d’historique trouvée.' },
  FARMER_HISTORY_ALREADY_EXISTS: {
    status: 409,
    en: 'A history entry with this id already exists with other details.',
    fr: 'Une entrée d’historique avec cet identifiant existe déjà avec d’autres informations.',
  },
  FARMER_HISTORY_KIND_INVALID: {
    status: 400,
    en: 'Choose the kind: VISIT, TRAINING or NOTE.',
    fr: 'Choisissez le type : VISIT, TRAINING ou NOTE.',
  },
  // ---- farms -------------------------------------------------------------------------------------------------------
  FARM_NOT_FOUND: { status: 404, en: 'No farm found.', fr: 'Aucune exploitation trouvée.' },
  FARM_ALREADY_EXISTS: {
    status: 409,
    en: 'A farm with this id already exists with other details.',
    fr: 'Une exploitation avec cet identifiant existe déjà avec d’autres informations.',
  },
  FARM_NONE_FOR_FARMER: {
    status: 404,
    en: 'No farm associated with farmer.',
    fr: 'Aucune exploitation associée à l’agriculteur.',
  },
  FARM_NAME_REQUIRED: { status: 400, en: 'Enter the farm name.', fr: 'Saisissez le nom de l’exploitation.' },
  FARM_SIZE_INVALID: {
    status: 400,
    en: 'Enter the size as a number greater than 0, with at most 8 digits.',
    fr: 'Saisissez la superficie en nombre supérieur à 0, de 8 chiffres au plus.',
  },
  FARM_SIZE_UNIT_INVALID: {
    status: 400,
    en: 'Choose the size unit: HA, ACRE or M2.',
    fr: 'Choisissez l’unité de superficie : HA, ACRE ou M2.',
  },
  FARM_COMMUNITY_REQUIRED: {
    status: 400,
    en: 'Enter the community (at most 100 characters).',
    fr: 'Saisissez la communauté (100 caractères au plus).',
  },
  FARM_ADDRESS_TOO_LONG: {
    status: 400,
    en: 'The address may have at most 100 characters.',
    fr: 'L’adresse peut avoir 100 caractères au plus.',
  },
  FARM_LATITUDE_INVALID: {
    status: 400,
    en: 'The latitude must be a number from -90 to 90.',
    fr: 'La latitude doit être un nombre de -90 à 90.',
  },
  FARM_LONGITUDE_INVALID: {
    status: 400,
    en: 'The longitude must be a number from -180 to 180.',
    fr: 'La longitude doit être un nombre de -180 à 180.',
  },
  FARM_LOCATION_INCOMPLETE: {
    status: 400,
    en: 'Give both the latitude and the longitude, or neither.',
    fr: 'Indiquez la latitude et la longitude, ou aucune des deux.',
  },
  // ---- planting records --------------------------------------------------------------------------------------------
  PLANTING_RECORD_NOT_FOUND: {
    status: 404,
    en: 'No planting record found.',
    fr: 'Aucun registre de plantation trouvé.',
  },
  PLANTING_RECORD_ALREADY_EXISTS: {
    status: 409,
    en: 'A planting record with this id already exists with other details.',
    fr: 'Un registre de plantation avec cet identifiant existe déjà avec d’autres informations.',
  },
  PLANTING_RECORD_ITEM_NOT_FOUND: {
    status: 404,
    en: 'No such entry in a planting record.',
    fr: 'Aucune entrée de ce type dans un registre de plantation.',
  },
  RECORD_SEASON_INVALID: {
    status: 400,
    en: 'Choose the season: RAINY, DRY or OTHER.',
    fr: 'Choisissez la saison : RAINY, DRY ou OTHER.',
  },
  RECORD_YEAR_INVALID: {
    status: 400,
    en: 'Enter the year as YYYY, from 1950 to next year.',
    fr: 'Saisissez l’année au format AAAA, de 1950 à l’an prochain.',
  },
  RECORD_CROP_REQUIRED: {
    status: 400,
    en: 'Choose a crop from the list.',
    fr: 'Choisissez une culture dans la liste.',
  },
  RECORD_SOWING_DATE_INVALID: {
    status: 400,
    en: 'Enter the sowing date as YYYY-MM-DD, from 1950 to next year.',
    fr: 'Saisissez la date de semis au format AAAA-MM-JJ, de 1950 à l’an prochain.',
  },
  RECORD_TRAINING_UNKNOWN: {
    status: 400,
    en: 'Choose a training from the list.',
    fr: 'Choisissez une formation dans la liste.',
  },
  RECORD_FERTILIZER_TYPE_REQUIRED: {
    status: 400,
    en: 'Choose a fertilizer type from the list.',
    fr: 'Choisissez un type d’engrais dans la liste.',
  },
  RECORD_MANURE_TYPE_REQUIRED: {
    status: 400,
    en: 'Choose a manure type from the list.',
    fr: 'Choisissez un type de fumure dans la liste.',
  },
  RECORD_SEED_TYPE_REQUIRED: {
    status: 400,
    en: 'Choose a seed type from the list.',
    fr: 'Choisissez un type de semence dans la liste.',
  },
  RECORD_CPP_TYPE_REQUIRED: {
    status: 400,
    en: 'Choose a crop-protection product type from the list.',
    fr: 'Choisissez un type de produit phytosanitaire dans la liste.',
  },
  RECORD_QUANTITY_INVALID: {
    status: 400,
    en: 'Enter the quantity as a number greater than 0.',
    fr: 'Saisissez la quantité en nombre supérieur à 0.',
  },
  RECORD_UNIT_REQUIRED: { status: 400, en: 'Choose a unit from the list.', fr: 'Choisissez une unité dans la liste.' },
  RECORD_UNIT_NOT_MASS: {
    status: 400,
    en: 'Choose a unit of weight (kilograms, bags...).',
    fr: 'Choisissez une unité de poids (kilogrammes, sacs...).',
  },
  RECORD_YIELD_INVALID: {
    status: 400,
    en: 'Enter the yield as a number of 0 or more.',
    fr: 'Saisissez le rendement en nombre égal ou supérieur à 0.',
  },
  RECORD_YIELD_UNIT_REQUIRED: {
    status: 400,
    en: 'Choose the unit of weight of the yields.',
    fr: 'Choisissez l’unité de poids des rendements.',
  },
  RECORD_TEXT_TOO_LONG: { status: 400, en: 'At most {max} characters.', fr: '{max} caractères au plus.' },
  RECORD_ITEM_UNKNOWN: {
    status: 400,
    en: 'This entry is not in the planting record: leave the id out to add a new one.',
    fr: 'Cette entrée n’est pas dans le registre de plantation : omettez l’identifiant pour en ajouter une.',
  },
  RECORD_ITEM_REPEATED: { status: 400, en: 'The same entry appears twice.', fr: 'La même entrée apparaît deux fois.' },
  // ---- extension-agent analytics -------------------------------------------------------------------------------------
  EXTENSION_AGENT_NOT_FOUND: {
    status: 404,
    en: 'No extension agent found.',
    fr: 'Aucun agent de vulgarisation trouvé.',
  },
  // ---- imports and exports -----------------------------------------------------------------------------------------
  FARMER_IMPORT_NO_FILE: { status: 400, en: 'No file uploaded!', fr: 'Aucun fichier envoyé !' },
  FARMER_IMPORT_NOT_EXCEL: {
    status: 415,
    en: 'Unknown file format. Only Excel files can be uploaded!',
    fr: 'Format de fichier inconnu. Seuls les fichiers Excel peuvent être envoyés !',
  },
  FARMER_IMPORT_TOO_LARGE: {
    status: 413,
    en: 'File must be smaller than {size}!',
    fr: 'Le fichier doit faire moins de {size} !',
  },
  FARMER_IMPORT_EMPTY: { status: 422, en: 'No data found in file!', fr: 'Aucune donnée trouvée dans le fichier !' },
  FARMER_IMPORT_UNREADABLE: {
    status: 422,
    en: 'The Excel file could not be read.',
    fr: "Le fichier Excel n'a pas pu être lu.",
  },
  FARMER_IMPORT_TOO_MANY_ROWS: {
    status: 422,
    en: 'This file holds more than {max} rows: send it with the background upload.',
    fr: 'Ce fichier contient plus de {max} lignes : envoyez-le par l’import en arrière-plan.',
  },
  FARMER_IMPORT_OWNER_REQUIRED: {
    status: 400,
    en: 'Name the extension agent the farmers belong to (ownerId).',
    fr: 'Indiquez l’agent de vulgarisation auquel les agriculteurs appartiennent (ownerId).',
  },
  FARMER_IMPORT_OWNER_NOT_FOUND: {
    status: 404,
    en: 'No such extension agent in a country you oversee.',
    fr: 'Aucun agent de vulgarisation de ce type dans un pays que vous supervisez.',
  },
  FARMER_IMPORT_NOT_FOUND: { status: 404, en: 'No such import.', fr: 'Aucun import de ce type.' },
  FARMER_IMPORT_MAPPING_INVALID: {
    status: 400,
    en: 'The column mapping must map each column of the sheet to a field (or to nothing).',
    fr: 'La correspondance des colonnes doit associer chaque colonne de la feuille à un champ (ou à rien).',
  },
  FARMER_IMPORT_MAPPING_FIELD_UNKNOWN: {
    status: 400,
    en: 'The column {column} is mapped to {field}, which is not a field of the farmer sheet.',
    fr: 'La colonne {column} est associée à {field}, qui n’est pas un champ de la feuille des agriculteurs.',
  },
  FARMER_IMPORT_MAPPING_FIELD_TWICE: {
    status: 400,
    en: 'Two columns are mapped to {field}: keep one.',
    fr: 'Deux colonnes sont associées à {field} : n’en gardez qu’une.',
  },
  FARMER_IMPORT_COLUMNS_MISSING: {
    status: 422,
    en:
      'This sheet cannot be imported as sent: no column for {columns}. Headers not understood: {headers}. Map ' +
      'those columns, or give a value for the whole file.',
    fr:
      'Cette feuille ne peut pas être importée telle quelle : aucune colonne pour {columns}. ' +
      'En-têtes non compris : {headers}. Associez ces colonnes, ou donnez une valeur pour tout le fichier.',
  },
  FARMER_IMPORT_VALUES_INVALID: {
    status: 400,
    en: 'The values for the whole file must give each field its value as text.',
    fr: 'Les valeurs pour tout le fichier doivent donner à chaque champ sa valeur en texte.',
  },
  FARMER_IMPORT_VALUE_INVALID: {
    status: 400,
    en: 'The value given for the whole file for {field} is not one this field accepts.',
    fr: 'La valeur donnée pour tout le fichier pour {field} n’est pas acceptée par ce champ.',
  },
  FARMER_IMPORT_ALIASES_INVALID: {
    status: 400,
    en:
      'The aliases must be a list of {field: state, city, gender, farmSizeUnit, season, crop, fertilizerUnit or ' +
      'yieldUnit, value, state (for a city), means}.',
    fr:
      'Les alias doivent être une liste de {field : state, city, gender, farmSizeUnit, season, crop, ' +
      'fertilizerUnit ou yieldUnit, value, state (pour une ville), means}.',
  },
  FARMER_IMPORT_ALIAS_UNKNOWN: {
    status: 400,
    en: '"{value}" is said to mean {means}, which is not a {field} of {within}.',
    fr: '« {value} » est dit signifier {means}, qui n’est pas un(e) {field} de {within}.',
  },
  FARMER_IMPORT_VALUE_ALIAS_UNKNOWN: {
    status: 400,
    en: '"{value}" is said to mean {means}, which the list of this column ({field}) does not have.',
    fr: '« {value} » est dit signifier {means}, que la liste de cette colonne ({field}) n’a pas.',
  },
  FARMER_IMPORT_FAILED: { status: 500, en: 'Error importing farmers', fr: "Erreur lors de l'import des agriculteurs" },
  FARMER_EXPORT_EMPTY: { status: 400, en: 'No item to export!', fr: 'Aucun élément à exporter !' },
  FARMER_EXPORT_TOO_LARGE: {
    status: 400,
    en: 'Total exceeds {limit} items! Use search/filters to obtain fewer results.',
    fr: 'Le total dépasse {limit} éléments ! Utilisez la recherche ou les filtres pour obtenir moins de résultats.',
  },
});
