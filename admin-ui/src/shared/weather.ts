/**
 * What the public weather widgets and the console's weather screen share: the API's forecast shapes, the WMO weather
 * code labels (Open-Meteo's table, in English and French) and the texts of the widgets.
 */
import type { Language } from './preferences';
import type { Schema } from './schemas';

export type Forecast = Schema<'ForecastResponse'>;
export type DailyWeather = Schema<'DailyWeatherResponse'>;
export type HourlyWeather = Schema<'HourlyWeatherResponse'>;
export type RainfallOutlook = Schema<'RainfallOutlookResponse'>;

/** WMO weather interpretation codes, as Open-Meteo documents them. */
const WMO: Record<number, [string, string]> = {
  0: ['Clear sky', 'Ciel dégagé'],
  1: ['Mainly clear', 'Plutôt dégagé'],
  2: ['Partly cloudy', 'Partiellement nuageux'],
  3: ['Overcast', 'Couvert'],
  45: ['Fog', 'Brouillard'],
  48: ['Depositing rime fog', 'Brouillard givrant'],
  51: ['Light drizzle', 'Bruine légère'],
  53: ['Moderate drizzle', 'Bruine modérée'],
  55: ['Dense drizzle', 'Bruine dense'],
  56: ['Light freezing drizzle', 'Bruine verglaçante légère'],
  57: ['Dense freezing drizzle', 'Bruine verglaçante dense'],
  61: ['Slight rain', 'Pluie faible'],
  63: ['Moderate rain', 'Pluie modérée'],
  65: ['Heavy rain', 'Pluie forte'],
  66: ['Light freezing rain', 'Pluie verglaçante légère'],
  67: ['Heavy freezing rain', 'Pluie verglaçante forte'],
  71: ['Slight snow fall', 'Faibles chutes de neige'],
  73: ['Moderate snow fall', 'Chutes de neige modérées'],
  75: ['Heavy snow fall', 'Fortes chutes de neige'],
  77: ['Snow grains', 'Neige en grains'],
  80: ['Slight rain showers', 'Averses faibles'],
  81: ['Moderate rain showers', 'Averses modérées'],
  82: ['Violent rain showers', 'Averses violentes'],
  85: ['Slight snow showers', 'Averses de neige faibles'],
  86: ['Heavy snow showers', 'Averses de neige fortes'],
  95: ['Thunderstorm', 'Orage'],
  96: ['Thunderstorm with slight hail', 'Orage avec grêle faible'],
  99: ['Thunderstorm with heavy hail', 'Orage avec forte grêle'],
};

export function weatherLabel(code: number | null | undefined, language: Language): string {
  const found = code === null || code === undefined ? undefined : WMO[code];
  if (!found) return language === 'fr' ? 'Temps inconnu' : 'Unknown weather';
  return found[language === 'fr' ? 1 : 0];
}

/** A number with its unit, or a dash when the service gave none. */
export const withUnit = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? '–' : `${Math.round(value * 10) / 10} ${unit}`;

/** A local date (yyyy-mm-dd) as a weekday and day, in the language. */
export function dayName(date: string, language: Language): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

const en = {
  todayTitle: 'Today',
  upcomingTitle: 'Upcoming days',
  tomorrowTitle: 'Tomorrow',
  unavailable: 'Weather is unavailable at the moment. Try again later.',
  loading: 'Loading the weather…',
  noPlace: 'Give a place: add ?latitude=…&longitude=… (and &place=name) to the address of this page.',
  max: 'High',
  min: 'Low',
  rain: 'Rain',
  rainChance: 'Chance of rain',
  wind: 'Wind',
  humidity: 'Humidity',
  now: 'Now',
  attribution: 'Weather data by Open-Meteo.com',
  retry: 'Try again',
};
export type WidgetText = keyof typeof en;

export const widgetTexts: Record<Language, Record<WidgetText, string>> = {
  en,
  fr: {
    todayTitle: "Aujourd'hui",
    upcomingTitle: 'Jours à venir',
    tomorrowTitle: 'Demain',
    unavailable: 'La météo est indisponible pour le moment. Réessayez plus tard.',
    loading: 'Chargement de la météo…',
    noPlace: 'Indiquez un lieu : ajoutez ?latitude=…&longitude=… (et &place=nom) à l’adresse de cette page.',
    max: 'Max.',
    min: 'Min.',
    rain: 'Pluie',
    rainChance: 'Probabilité de pluie',
    wind: 'Vent',
    humidity: 'Humidité',
    now: 'Maintenant',
    attribution: 'Données météo par Open-Meteo.com',
    retry: 'Réessayer',
  },
};
