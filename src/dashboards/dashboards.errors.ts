import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of the dashboards: the HTTP status the edge answers, English and French. {name} is replaced. */
export const DashboardsErrors = defineErrors('dashboards', {
  DASHBOARD_COUNTRY_NOT_FOUND: {
    status: 404,
    en: 'No such country, or not one whose figures you may see.',
    fr: 'Aucun pays de ce type, ou pas un pays dont vous pouvez voir les chiffres.',
  },
  DASHBOARD_COUNTRY_NAME_UNKNOWN: {
    status: 404,
    en: 'Unknown country "{country}".',
    fr: 'Pays « {country} » inconnu.',
  },
  DASHBOARD_SERIES_UNKNOWN: {
    status: 400,
    en: 'Unknown daily series. Accepted values: {accepted}.',
    fr: 'Série quotidienne inconnue. Valeurs acceptées : {accepted}.',
  },
  DASHBOARD_DAY_INVALID: {
    status: 400,
    en: '"{day}" is not a date: write it YYYY-MM-DD, for example 2026-03-10.',
    fr: '« {day} » n’est pas une date : écrivez-la AAAA-MM-JJ, par exemple 2026-03-10.',
  },
  DASHBOARD_RANGE_REVERSED: {
    status: 400,
    en: 'The start date ({from}) is after the end date ({to}).',
    fr: 'La date de début ({from}) est postérieure à la date de fin ({to}).',
  },
  DASHBOARD_RANGE_TOO_LONG: {
    status: 400,
    en: 'A date range covers at most {max} days; this one covers {days}.',
    fr: 'Une période couvre au plus {max} jours ; celle-ci en couvre {days}.',
  },
});
