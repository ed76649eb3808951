import { registerMessages } from '../kernel/i18n/translator';

/** The dashboards' texts that are not errors: the units their figures are given in. */
export const dashboardsMessages = {
  en: {
    DASHBOARD_UNIT_HECTARES: 'ha',
    DASHBOARD_UNIT_KILOGRAMS: 'kg',
    DASHBOARD_UNIT_METRIC_TONS: 'metric tons',
  },
  fr: {
    DASHBOARD_UNIT_HECTARES: 'ha',
    DASHBOARD_UNIT_KILOGRAMS: 'kg',
    DASHBOARD_UNIT_METRIC_TONS: 'tonnes métriques',
  },
};

registerMessages(dashboardsMessages);
