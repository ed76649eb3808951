import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of the advisory module: the HTTP status the edge answers, English and French. {name} is replaced. */
export const AdvisoryErrors = defineErrors('advisory', {
  // ---- fertilizer recommendations --------------------------------------------------------------------------------------
  FERTILIZER_RECOMMENDATION_NONE: {
    status: 404,
    en: 'No generic crop recommendation for the crop/state selected',
    fr: 'Aucune recommandation générique pour la culture et l’État choisis',
  },
  FERTILIZER_RECOMMENDATION_NOT_FOUND: {
    status: 404,
    en: 'No fertilizer recommendation found.',
    fr: 'Aucune recommandation d’engrais trouvée.',
  },
  FERTILIZER_RECOMMENDATION_PUBLISHED: {
    status: 409,
    en: 'This recommendation comes from a published source and cannot be changed here; create a recommendation of your own instead.',
    fr: 'Cette recommandation vient d’une source publiée et ne peut pas être modifiée ici ; créez plutôt votre propre recommandation.',
  },
  ADVISORY_CROP_UNKNOWN: { status: 404, en: 'No such crop.', fr: 'Culture inconnue.' },
  ADVISORY_STATE_UNKNOWN: { status: 404, en: 'No such state.', fr: 'État inconnu.' },
  ADVISORY_CITY_UNKNOWN: { status: 404, en: 'No such local area.', fr: 'Zone locale inconnue.' },
  ADVISORY_CROP_INVALID: { status: 400, en: 'Choose a crop from the list.', fr: 'Choisissez une culture de la liste.' },
  ADVISORY_STATE_INVALID: { status: 400, en: 'Choose a state.', fr: 'Choisissez un État.' },
  ADVISORY_CITY_INVALID: {
    status: 400,
    en: 'Choose a local area of the chosen state.',
    fr: 'Choisissez une zone locale de l’État choisi.',
  },
  FERTILIZER_APPLICATIONS_REQUIRED: {
    status: 400,
    en: 'Give at least one application: planting, 1st or 2nd top dressing, or the season total.',
    fr: 'Indiquez au moins une application : plantation, 1er ou 2e épandage de couverture, ou le total de la saison.',
  },
  FERTILIZER_IMPORT_ROWS_INVALID: {
    status: 422,
    en: 'Some rows of the file cannot be imported: nothing was imported. Correct the rows named and send the file again.',
    fr: 'Certaines lignes du fichier ne peuvent pas être importées : rien n’a été importé. Corrigez les lignes indiquées et renvoyez le fichier.',
  },
  FERTILIZER_IMPORT_FILE_REQUIRED: {
    status: 400,
    en: 'Attach the .xlsx file of recommendations.',
    fr: 'Joignez le fichier .xlsx des recommandations.',
  },
  // ---- the basket ------------------------------------------------------------------------------------------------------
  BASKET_PLACE_OUTSIDE_COUNTRY: {
    status: 400,
    en: 'Choose a local area of the country the recommendation is for.',
    fr: 'Choisissez une zone locale du pays de la recommandation.',
  },
  BASKET_NOTHING_TO_ASK: {
    status: 409,
    en: 'Nothing in this basket can be asked for: no seller with stock in range, or a budget that covers no bag.',
    fr: 'Rien dans ce panier ne peut être demandé : aucun vendeur avec du stock à portée, ou un budget qui ne couvre aucun sac.',
  },
  BASKET_PLAN_ID_TAKEN: {
    status: 409,
    en: 'This plan id is already used by someone else: make a new one.',
    fr: 'Cet identifiant de plan est déjà utilisé par quelqu’un d’autre : créez-en un nouveau.',
  },
  BASKET_HECTARES_INVALID: {
    status: 400,
    en: 'Give the farm size in hectares (0.01 to 10,000).',
    fr: 'Indiquez la taille de l’exploitation en hectares (de 0,01 à 10 000).',
  },
  BASKET_PLAN_IN_PROGRESS: {
    status: 409,
    en: 'These quotations are still being requested: try again in a moment.',
    fr: 'Ces devis sont encore en cours de demande : réessayez dans un instant.',
  },
  BASKET_PLAN_ID_INVALID: {
    status: 400,
    en: 'The plan id must be a UUID.',
    fr: 'L’identifiant du plan doit être un UUID.',
  },
  BASKET_BUDGET_INVALID: {
    status: 400,
    en: 'Give the budget as an amount, e.g. 150000 or 150000.50.',
    fr: 'Indiquez le budget comme un montant, par ex. 150000 ou 150000.50.',
  },
  // ---- farm-fortune hubs -----------------------------------------------------------------------------------------------
  HUB_NOT_FOUND: { status: 404, en: 'No farm-fortune hub found.', fr: 'Aucun centre Farm and Fortune trouvé.' },
  HUB_NAME_TAKEN: {
    status: 409,
    en: 'A hub of this name already exists in this country.',
    fr: 'Un centre de ce nom existe déjà dans ce pays.',
  },
  // ---- weather: saved farm locations and forecasts ------------------------------------------------------------------
  WEATHER_LOCATION_NOT_FOUND: { status: 404, en: 'No saved location found.', fr: 'Aucun lieu enregistré trouvé.' },
  WEATHER_LOCATION_ALREADY_EXISTS: { status: 409, en: 'This location already exists.', fr: 'Ce lieu existe déjà.' },
  WEATHER_LOCATIONS_LIMIT: {
    status: 422,
    en: 'You can save at most {max} locations: delete one first.',
    fr: 'Vous pouvez enregistrer au plus {max} lieux : supprimez-en un d’abord.',
  },
  WEATHER_UNAVAILABLE: {
    status: 503,
    en: 'Weather is unavailable at the moment. Try again later.',
    fr: 'La météo est indisponible pour le moment. Réessayez plus tard.',
  },
  WEATHER_FARM_NAME_REQUIRED: { status: 400, en: 'Give the farm a name.', fr: 'Donnez un nom à la ferme.' },
  WEATHER_LATITUDE_INVALID: {
    status: 400,
    en: 'The latitude must be a number from -90 to 90.',
    fr: 'La latitude doit être un nombre de -90 à 90.',
  },
  WEATHER_LONGITUDE_INVALID: {
    status: 400,
    en: 'The longitude must be a number from -180 to 180.',
    fr: 'La longitude doit être un nombre de -180 à 180.',
  },
  WEATHER_NAME_TOO_LONG: { status: 400, en: 'At most 100 characters.', fr: 'Au plus 100 caractères.' },
  WEATHER_ADDRESS_TOO_LONG: { status: 400, en: 'At most 300 characters.', fr: 'Au plus 300 caractères.' },
  WEATHER_PLACE_NAME_INVALID: {
    status: 400,
    en: 'Type 2 to 100 characters of a place name.',
    fr: 'Saisissez de 2 à 100 caractères d’un nom de lieu.',
  },
});
