import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of the farmers module: the HTTP status the edge answers, English and French. {name} is replaced. */
export const FarmersErrors = defineErrors('farmers', {
  // ---- farms -------------------------------------------------------------------------------------------------------
  FARM_NOT_FOUND: { status: 404, en: 'No farm found.', fr: 'Aucune exploitation trouvée.' },
  FARM_ALREADY_EXISTS: { status: 409, en: 'A farm with this id already exists with other details.', fr: 'Une exploitation avec cet identifiant existe déjà avec d’autres informations.' },
  FARM_NONE_FOR_FARMER: { status: 404, en: 'No farm associated with farmer.', fr: 'Aucune exploitation associée à l’agriculteur.' },
  FARM_NAME_REQUIRED: { status: 400, en: 'Enter the farm name.', fr: 'Saisissez le nom de l’exploitation.' },
  FARM_SIZE_INVALID: { status: 400, en: 'Enter the size as a number greater than 0, with at most 8 digits.', fr: 'Saisissez la superficie en nombre supérieur à 0, de 8 chiffres au plus.' },
  FARM_SIZE_UNIT_INVALID: { status: 400, en: 'Choose the size unit: HA, ACRE or M2.', fr: 'Choisissez l’unité de superficie : HA, ACRE ou M2.' },
  FARM_COMMUNITY_REQUIRED: { status: 400, en: 'Enter the community (at most 100 characters).', fr: 'Saisissez la communauté (100 caractères au plus).' },
  FARM_ADDRESS_TOO_LONG: { status: 400, en: 'The address may have at most 100 characters.', fr: 'L’adresse peut avoir 100 caractères au plus.' },
  FARM_LATITUDE_INVALID: { status: 400, en: 'The latitude must be a number from -90 to 90.', fr: 'La latitude doit être un nombre de -90 à 90.' },
  FARM_LONGITUDE_INVALID: { status: 400, en: 'The longitude must be a number from -180 to 180.', fr: 'La longitude doit être un nombre de -180 à 180.' },
  FARM_LOCATION_INCOMPLETE: { status: 400, en: 'Give both the latitude and the longitude, or neither.', fr: 'Indiquez la latitude et la longitude, ou aucune des deux.' },
  // ---- planting records --------------------------------------------------------------------------------------------
  PLANTING_RECORD_NOT_FOUND: { status: 404, en: 'No planting record found.', fr: 'Aucun registre de plantation trouvé.' },
  PLANTING_RECORD_ALREADY_EXISTS: { status: 409, en: 'A planting record with this id already exists with other details.', fr: 'Un registre de plantation avec cet identifiant existe déjà avec d’autres informations.' },
  PLANTING_RECORD_ITEM_NOT_FOUND: { status: 404, en: 'No such entry in a planting record.', fr: 'Aucune entrée de ce type dans un registre de plantation.' },
  RECORD_SEASON_INVALID: { status: 400, en: 'Choose the season: RAINY, DRY or OTHER.', fr: 'Choisissez la saison : RAINY, DRY ou OTHER.' },
  RECORD_YEAR_INVALID: { status: 400, en: 'Enter the year as YYYY, from 1950 to next year.', fr: 'Saisissez l’année au format AAAA, de 1950 à l’an prochain.' },
  RECORD_CROP_REQUIRED: { status: 400, en: 'Choose a crop from the list.', fr: 'Choisissez une culture dans la liste.' },
  RECORD_SOWING_DATE_INVALID: { status: 400, en: 'Enter the sowing date as YYYY-MM-DD.', fr: 'Saisissez la date de semis au format AAAA-MM-JJ.' },
  RECORD_TRAINING_UNKNOWN: { status: 400, en: 'Choose a training from the list.', fr: 'Choisissez une formation dans la liste.' },
  RECORD_FERTILIZER_TYPE_REQUIRED: { status: 400, en: 'Choose a fertilizer type from the list.', fr: 'Choisissez un type d’engrais dans la liste.' },
  RECORD_MANURE_TYPE_REQUIRED: { status: 400, en: 'Choose a manure type from the list.', fr: 'Choisissez un type de fumure dans la liste.' },
  RECORD_SEED_TYPE_REQUIRED: { status: 400, en: 'Choose a seed type from the list.', fr: 'Choisissez un type de semence dans la liste.' },
  RECORD_CPP_TYPE_REQUIRED: { status: 400, en: 'Choose a crop-protection product type from the list.', fr: 'Choisissez un type de produit phytosanitaire dans la liste.' },
  RECORD_QUANTITY_INVALID: { status: 400, en: 'Enter the quantity as a number greater than 0.', fr: 'Saisissez la quantité en nombre supérieur à 0.' },
  RECORD_UNIT_REQUIRED: { status: 400, en: 'Choose a unit from the list.', fr: 'Choisissez une unité dans la liste.' },
  RECORD_UNIT_NOT_MASS: { status: 400, en: 'Choose a unit of weight (kilograms, bags...).', fr: 'Choisissez une unité de poids (kilogrammes, sacs...).' },
  RECORD_YIELD_INVALID: { status: 400, en: 'Enter the yield as a number of 0 or more.', fr: 'Saisissez le rendement en nombre égal ou supérieur à 0.' },
  RECORD_YIELD_UNIT_REQUIRED: { status: 400, en: 'Choose the unit of weight of the yields.', fr: 'Choisissez l’unité de poids des rendements.' },
  RECORD_TEXT_TOO_LONG: { status: 400, en: 'At most {max} characters.', fr: '{max} caractères au plus.' },
  RECORD_ITEM_UNKNOWN: { status: 400, en: 'This entry is not in the planting record: leave the id out to add a new one.', fr: 'Cette entrée n’est pas dans le registre de plantation : omettez l’identifiant pour en ajouter une.' },
  RECORD_ITEM_REPEATED: { status: 400, en: 'The same entry appears twice.', fr: 'La même entrée apparaît deux fois.' },
});
