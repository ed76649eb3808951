import { registerMessages } from '../../kernel/i18n/translator';

/** Texts of weather that are not errors: what a save or a delete answers, and the parts of the daily advice line. */
export const weatherMessages = {
  en: {
    WEATHER_LOCATION_SAVED: 'Location saved.',
    WEATHER_LOCATION_DELETED: 'Location deleted.',
    WEATHER_ADVICE_SPRAY_WINDOW: 'Spray window {from}–{to}.',
    WEATHER_ADVICE_NO_SPRAY_WINDOW: 'No spray window: {reason}.',
    WEATHER_REASON_WIND: 'wind outside 2–15 km/h',
    WEATHER_REASON_RAIN: 'rain forecast',
    WEATHER_REASON_HOT_DRY: 'above 25 °C with humidity under 40%',
    WEATHER_REASON_DARK: 'no daylight hours in the forecast',
    WEATHER_ADVICE_RAIN: 'Rain expected: {mm} mm ({chance}% chance).',
    WEATHER_ADVICE_DRY: 'No rain expected.',
    WEATHER_ADVICE_ET0: 'Crop water demand (ET0) {et0} mm.',
  },
  fr: {
    WEATHER_LOCATION_SAVED: 'Lieu enregistré.',
    WEATHER_LOCATION_DELETED: 'Lieu supprimé.',
    WEATHER_ADVICE_SPRAY_WINDOW: 'Créneau de pulvérisation {from}–{to}.',
    WEATHER_ADVICE_NO_SPRAY_WINDOW: 'Pas de créneau de pulvérisation : {reason}.',
    WEATHER_REASON_WIND: 'vent hors de 2 à 15 km/h',
    WEATHER_REASON_RAIN: 'pluie prévue',
    WEATHER_REASON_HOT_DRY: 'plus de 25 °C avec une humidité sous 40 %',
    WEATHER_REASON_DARK: 'aucune heure de jour dans la prévision',
    WEATHER_ADVICE_RAIN: 'Pluie attendue : {mm} mm ({chance} % de probabilité).',
    WEATHER_ADVICE_DRY: 'Pas de pluie attendue.',
    WEATHER_ADVICE_ET0: 'Besoin en eau des cultures (ET0) {et0} mm.',
  },
};

registerMessages(weatherMessages);
