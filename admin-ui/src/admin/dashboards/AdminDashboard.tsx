import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useLocale, useTranslate } from 'react-admin';
import { RequirePermission } from '../pages/RequirePermission';
import { useConsoleApi } from '../api/useConsoleApi';
import { useReferenceCountries } from '../api/reference';
import { Freshness } from './Freshness';
import { OverTime } from './OverTime';
import { formatArea, placeName } from '../shared/format';
import {
  DASHBOARDS_KEY,
  FigureCard,
  FigureGrid,
  FigureTable,
  formatNumber,
  Loading,
  RankedBars,
  Section,
  Slices,
  t,
} from './widgets';

type Api = ReturnType<typeof useConsoleApi>;

/** One figure of the chosen country (or of every country the caller may see), with react-query. */
function useCountryFigure<T>(
  countryId: number | undefined,
  name: string,
  load: (countryId: number | undefined, signal?: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: [DASHBOARDS_KEY, name, countryId ?? 'all'],
    queryFn: ({ signal }) => load(countryId, signal),
  });
}

function Totals({
  countryId,
  countryName,
  api,
}: {
  countryId: number | undefined;
  countryName: string | undefined;
  api: Api;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const farmers = useCountryFigure(countryId, 'farmers', api.dashboardFarmers);
  const todayFarmers = useCountryFigure(countryId, 'today-farmers', api.dashboardTodayFarmers);
  const trained = useCountryFigure(countryId, 'trained', api.dashboardTrainedFarmers);
  const communities = useCountryFigure(countryId, 'communities', api.dashboardCommunities);
  const size = useCountryFigure(countryId, 'farms-size', api.dashboardFarmsSize);
  const fertilizers = useCountryFigure(countryId, 'fertilizers', api.dashboardFertilizers);
  const orders = useCountryFigure(countryId, 'orders', api.dashboardOrders);
  const todayOrders = useCountryFigure(countryId, 'today-orders', api.dashboardTodayOrders);
  const products = useCountryFigure(countryId, 'products', api.dashboardProducts);
  const todayProducts = useCountryFigure(countryId, 'today-products', api.dashboardTodayProducts);
  const content = useQuery({
    queryKey: [DASHBOARDS_KEY, 'content', countryName ?? 'all'],
    queryFn: ({ signal }) => api.dashboardContent(countryName, signal),
  });
  const todayContent = useCountryFigure(countryId, 'today-content', api.dashboardTodayContent);
  const n = (value: number | undefined, digits = 0) =>
    value === undefined ? '…' : formatNumber(locale, value, digits);
  const today = (value: number | undefined) => translate(t('todayValue'), { value: n(value) });
  const cards = [
    { id: 'farmers', value: n(farmers.data?.total), detail: today(todayFarmers.data?.total) },
    { id: 'trainedFarmers', value: n(trained.data?.total) },
    { id: 'communities', value: n(communities.data?.total) },
    {
      id: 'farmsSize',
      value: size.data ? formatArea(locale, size.data.totalHa) : '…',
      detail:
        size.data &&
        translate(t('units.averageHa'), { value: formatArea(locale, size.data.averageHa), farms: n(size.data.farms) }),
    },
    {
      id: 'fertilizers',
      value: fertilizers.data ? translate(t('units.kg'), { value: n(fertilizers.data.kg, 3) }) : '…',
      detail: fertilizers.data && translate(t('units.t'), { value: n(fertilizers.data.metricTons, 3) }),
    },
    { id: 'orders', value: n(orders.data?.total), detail: today(todayOrders.data?.total) },
    { id: 'products', value: n(products.data?.total), detail: today(todayProducts.data?.total) },
    { id: 'agronomyContent', value: n(content.data?.total), detail: today(todayContent.data?.total) },
  ];
  const error = farmers.error ?? size.error;
  return (
    <>
      {error ? <Loading error={error} /> : null}
      <FigureGrid>
        {cards.map((card) => (
          <FigureCard
            key={card.id}
            testId={`dashboard-${card.id}`}
            label={t(`figures.${card.id}`)}
            value={card.value}
            detail={card.detail}
          />
        ))}
      </FigureGrid>
    </>
  );
}

function Charts({ countryId, api }: { countryId: number | undefined; api: Api }) {
  const translate = useTranslate();
  const states = useCountryFigure(countryId, 'states', api.dashboardStates);
  const gender = useCountryFigure(countryId, 'gender', api.dashboardGender);
  const projects = useCountryFigure(countryId, 'projects', api.dashboardProjects);
  const roles = useCountryFigure(countryId, 'roles', api.dashboardUsersByRole);
  return (
    <>
      <Section title={t('charts.states')} testId="dashboard-states">
        {!states.data ? (
          <Loading error={states.error} />
        ) : (
          <>
            <RankedBars
              data={states.data.slice(0, 15).map((s) => ({ label: s.stateName, value: s.count }))}
              name={t('charts.count')}
            />
            <FigureTable
              testId="dashboard-lgas"
              header={[t('charts.lgas'), t('charts.count')]}
              rows={states.data
                .flatMap((s) =>
                  s.lgas.map((l) => ({
                    key: String(l.cityId),
                    label: `${l.cityName} (${s.stateName})`,
                    value: l.count,
                  })),
                )
                .slice(0, 20)}
            />
          </>
        )}
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <Section title={t('charts.gender')} testId="dashboard-gender">
          {!gender.data ? (
            <Loading error={gender.error} />
          ) : (
            <>
              <Slices
                testId="dashboard-gender"
                data={gender.data.map((g) => ({
                  key: g.gender,
                  label: translate(t(`gender.${g.gender}`)),
                  value: g.count,
                  fill: g.gender === 'FEMALE' ? '#2e7d32' : '#1565c0',
                }))}
              />
              <FigureTable
                testId="dashboard-gender-table"
                header={[t('charts.gender'), t('charts.count')]}
                rows={gender.data.map((g) => ({
                  key: g.gender,
                  label: translate(t(`gender.${g.gender}`)),
                  value: g.count,
                }))}
              />
            </>
          )}
        </Section>
        <Section title={t('charts.projects')} testId="dashboard-projects">
          {!projects.data ? (
            <Loading error={projects.error} />
          ) : (
            <RankedBars
              data={projects.data.map((p) => ({ label: p.projectName, value: p.count }))}
              name={t('charts.count')}
              colour="#6d4c41"
            />
          )}
        </Section>
        <Section title={t('charts.roles')} testId="dashboard-roles">
          {!roles.data ? (
            <Loading error={roles.error} />
          ) : (
            <RankedBars
              data={roles.data.map((r) => ({
                label: translate(`kasuwa.roles.${r.role}`, { _: r.role }),
                value: r.count,
              }))}
              name={t('charts.users')}
              colour="#0d47a1"
            />
          )}
        </Section>
      </Box>
    </>
  );
}

function Dashboard() {
  const api = useConsoleApi();
  const translate = useTranslate();
  const locale = useLocale();
  const countries = useReferenceCountries();
  const [countryId, setCountryId] = useState<number | ''>('');
  const chosen = countries.data?.find((c) => Number(c.id) === countryId);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate(t('adminTitle'))} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1" data-testid="page-title" sx={{ fontWeight: 700 }}>
            {translate(t('adminTitle'))}
          </Typography>
          <Freshness />
        </Box>
        <TextField
          select
          size="small"
          id="dashboard-country"
          label={translate(t('country'))}
          value={countryId}
          onChange={(event) => setCountryId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 200 }}
          SelectProps={{ SelectDisplayProps: { 'data-testid': 'dashboard-country' } as object }}
        >
          <MenuItem value="">{translate(t('allCountries'))}</MenuItem>
          {(countries.data ?? []).map((country) => (
            <MenuItem key={country.id} value={Number(country.id)}>
              {placeName(locale, country)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Totals countryId={countryId === '' ? undefined : countryId} countryName={chosen?.name} api={api} />
      <OverTime
        countryId={countryId === '' ? undefined : countryId}
        series={[{ name: 'farmers' }, { name: 'orders', colour: '#0d47a1' }]}
      />
      <Charts countryId={countryId === '' ? undefined : countryId} api={api} />
    </Box>
  );
}

/** admindashboard: administrators (any country) and platform managers (the countries they monitor). */
export function AdminDashboard() {
  return (
    <RequirePermission resource="admindashboard">
      <Dashboard />
    </RequirePermission>
  );
}
