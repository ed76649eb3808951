import { defineErrors } from '../../kernel/errors/error-table';

/** The error codes of weather: saved farm locations and forecasts. {name} is replaced. */
export const WeatherErrors = defineErrors('weather', {
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
