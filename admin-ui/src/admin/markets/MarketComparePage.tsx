import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { MARKETS_KEY, type MarketPrice } from './api';
import { PerKgSwitch, priceOf, PriceRows } from './shared';

type Mode = 'states' | 'products';

const mean = (values: (number | null)[]): number | null => {
  const given = values.filter((v): v is number => v !== null);
  return given.length ? Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 100) / 100 : null;
};

/** One bar group per state (or product): the mean of its latest month's prices, each half-month without subsidy. */
function chartRows(rows: MarketPrice[], mode: Mode, perKg: boolean) {
  const groups = new Map<string, MarketPrice[]>();
  for (const row of rows) {
    const key = mode === 'states' ? row.state : row.product;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()].map(([name, list]) => {
    const latest = list.reduce((p, r) => (r.period > p ? r.period : p), list[0].period);
    const month = list.filter((r) => r.period === latest);
    return {
      name: `${name} (${latest})`,
      first: mean(month.map((r) => priceOf(r, 'first', false, perKg))),
      second: mean(month.map((r) => priceOf(r, 'second', false, perKg))),
    };
  });
}

/**
 * market-updates/list/compare-across-states/{region}/{state}/{productName} and .../compare-with-products/{state}/{productName}:
 * one product across several states (ids comma-joined), or several products (comma-joined) in one state; a chart and
 * the table, per unit or per kg.
 */
export function MarketComparePage({ mode }: { mode: Mode }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const params = useParams();
  const basename = useBasename();
  const [perKg, setPerKg] = useState(true);
  const stateIds = (params.state ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const products = (params.productName ?? '')
    .split(',')
    .map((p) => decodeURIComponent(p))
    .filter(Boolean);
  const regionId = params.region && params.region !== 'all' ? Number(params.region) : undefined;
  const enough =
    mode === 'states' ? stateIds.length > 1 && products.length > 0 : stateIds.length > 0 && products.length > 1;
  const filter = {
    regionId,
    stateIds: mode === 'states' ? stateIds : stateIds.slice(0, 1),
    products: mode === 'states' ? products.slice(0, 1) : products,
  };
  const prices = useQuery({
    queryKey: [MARKETS_KEY, 'compare', mode, filter],
    enabled: enough,
    queryFn: ({ signal }) => api.marketPrices(filter, 0, 200, signal),
  });
  const title = translate(
    mode === 'states' ? 'kasuwa.markets.compare.statesTitle' : 'kasuwa.markets.compare.productsTitle',
    {
      product: products[0] ?? '',
      state: prices.data?.content[0]?.state ?? '',
    },
  );
  const data = prices.data ? chartRows(prices.data.content, mode, perKg) : [];
  const currency = prices.data?.content[0]?.currency ?? '';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" data-testid="market-compare-title">
            {title}
          </Typography>
          <PerKgSwitch perKg={perKg} onChange={setPerKg} />
          <Button component={RouterLink} to={`${basename}/market-updates/list`}>
            {translate('kasuwa.markets.compare.back')}
          </Button>
        </Stack>
        {!enough && (
          <Alert severity="info">
            {translate(mode === 'states' ? 'kasuwa.markets.compare.needStates' : 'kasuwa.markets.compare.needProducts')}
          </Alert>
        )}
        {prices.error && (
          <Alert severity="error">{serverMessage(prices.error, translate('kasuwa.markets.list.failure'))}</Alert>
        )}
        {prices.data && (
          <>
            <Box
              sx={{ height: 320, mb: 2 }}
              role="img"
              aria-label={translate('kasuwa.markets.compare.chart', {
                unit: `${currency} / ${perKg ? 'kg' : translate('kasuwa.markets.compare.unit')}`,
              })}
              data-testid="market-compare-chart"
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="name" />
                  <YAxis />
                  <Tooltip />
                  <Legend />
                  <Bar dataKey="first" name={translate('kasuwa.markets.columns.firstHalf')} fill="#2e7d32" />
                  <Bar dataKey="second" name={translate('kasuwa.markets.columns.secondHalf')} fill="#1565c0" />
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <Box sx={{ overflowX: 'auto' }}>
              <PriceRows rows={prices.data.content} perKg={perKg} label={title} />
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
