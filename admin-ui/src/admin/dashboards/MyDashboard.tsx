import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { Title, useLocale, useTranslate } from 'react-admin';
import { RequirePermission } from '../pages/RequirePermission';
import { useConsoleApi } from '../api/useConsoleApi';
import { Freshness } from './Freshness';
import { OverTime } from './OverTime';
import { formatArea, formatMoney } from '../shared/format';
import { useReferenceCountries, useWorkingCountry } from '../api/reference';
import { getSessionUser } from '../../shared/session';
import {
  DASHBOARDS_KEY,
  FigureCard,
  FigureGrid,
  FigureTable,
  formatNumber,
  Loading,
  RankedBars,
  Section,
  t,
} from './widgets';

/** The signed-in seller's own summary (GET dashboard): figure cards, today's, and their orders and quotations by status. */
function Summary({ title }: { title: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const locale = useLocale();
  const summary = useQuery({
    queryKey: [DASHBOARDS_KEY, 'summary'],
    queryFn: ({ signal }) => api.dashboardSummary(signal),
  });
  const data = summary.data;
  // A seller sells in their own country: their sales are in its currency.
  const countries = useReferenceCountries();
  const working = useWorkingCountry().country;
  const ownCountryId = getSessionUser()?.country?.id;
  const currency = (countries.data?.find((c) => Number(c.id) === Number(ownCountryId)) ?? working)?.currency;
  const value = (figure: { name: string; value: number; unit?: string }) => {
    if (figure.unit === 'ha') return formatArea(locale, figure.value);
    if (figure.unit) return translate(t(`units.${figure.unit}`), { value: formatNumber(locale, figure.value, 3) });
    return figure.name === 'salesValue'
      ? formatMoney(locale, figure.value, currency)
      : formatNumber(locale, figure.value, 2);
  };
  const statuses = (list: { status: string; count: number }[]) =>
    list.map((s) => ({ key: s.status, label: translate(t(`statuses.${s.status}`), { _: s.status }), value: s.count }));
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate(title)} />
      <Box>
        <Typography variant="h5" component="h1" data-testid="page-title" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        <Freshness />
      </Box>
      {!data ? (
        <Loading error={summary.error} />
      ) : (
        <>
          <FigureGrid>
            {data.figures.map((figure) => {
              const today = data.today.find((f) => f.name === figure.name);
              return (
                <FigureCard
                  key={figure.name}
                  testId={`dashboard-${figure.name}`}
                  label={t(`figures.${figure.name}`)}
                  value={value(figure)}
                  detail={today ? translate(t('todayValue'), { value: formatNumber(locale, today.value) }) : undefined}
                />
              );
            })}
          </FigureGrid>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Section title={t('charts.orderStatuses')} testId="dashboard-order-statuses">
              <RankedBars data={statuses(data.orderStatuses)} name={t('charts.number')} />
              <FigureTable
                testId="dashboard-order-statuses-table"
                header={[t('charts.orderStatuses'), t('charts.number')]}
                rows={statuses(data.orderStatuses)}
              />
            </Section>
            {data.kind === 'DEALER' && (
              <Section title={t('charts.quotationStatuses')} testId="dashboard-quotation-statuses">
                <RankedBars data={statuses(data.quotationStatuses)} name={t('charts.number')} colour="#0d47a1" />
              </Section>
            )}
          </Box>
          {data.kind === 'INPUT_PROVIDER' && (
            <OverTime series={[{ name: 'orders-received' }, { name: 'products', colour: '#6d4c41' }]} />
          )}
          {data.kind === 'DEALER' && (
            <OverTime series={[{ name: 'orders-received' }, { name: 'orders-placed', colour: '#0d47a1' }]} />
          )}
        </>
      )}
    </Box>
  );
}

/** dashboard: the input provider's sales, products, affiliated dealers and farmers referred. */
export function InputProviderDashboard() {
  return (
    <RequirePermission resource="dashboard">
      <Summary title={t('providerTitle')} />
    </RequirePermission>
  );
}

/** mydashboard: the distributor's, wholesaler's or retailer's orders, quotations and stock. */
export function DealerDashboard() {
  return (
    <RequirePermission resource="mydashboard">
      <Summary title={t('dealerTitle')} />
    </RequirePermission>
  );
}
