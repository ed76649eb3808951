import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of the dashboards: the HTTP status the edge answers, English and French. {name} is replaced. */
export const DashboardsErrors = defineErrors('dashboards', {
  DASHBOARD_COUNTRY_NOT_FOUND: {
    status: 404,
    en: 'No such country, or not one whose figures you may see.',
    fr: 'Aucun pays de ce type, ou pas un pays dont vous pouvez voir les chiffres.',
  },
  DASHBOARD_COUNTRY_NAME_UNKNOWN: { status: 404, en: 'Unknown country "{country}".', fr: 'Pays « {country} » inconnu.' },
});
