import { useState } from 'react';
import { FunctionField, Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Autocomplete, Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { serverMessage } from '../api/errors';
import { useWorkingCountryId } from '../api/reference';
import { useConsoleApi } from '../api/useConsoleApi';
import { MARKETS_KEY, type PriceHistory, type State } from './api';
import { useFormat } from '../shared/format';
import { ConsoleDatagrid, LoadedList } from '../shared/ConsoleList';

/** Distinct, dark enough on white for lines and their legend. */
const COLOURS = ['#1b5e20', '#0d47a1', '#b71c1c', '#4a148c', '#e65100', '#006064', '#3e2723', '#880e4f'];

/** A month's price per kg in a state: the second half-month's, else the first's (as the alerts weigh it). */
const priceOfPoint = (point: PriceHistory['points'][number]) => point.secondHalfPerKg ?? point.firstHalfPerKg;

type HistoryRow = Record<string, string | number | null> & { id: string; period: string };

/** One row per month (its id), one column per state. */
export function historyRows(series: PriceHistory[]): HistoryRow[] {
  const periods = [...new Set(series.flatMap((s) => s.points.map((p) => p.period)))].sort();
  return periods.map((period) => {
    const row: HistoryRow = { id: period, period };
    for (const s of series) {
      const point = s.points.find((p) => p.period === period);
      row[s.state] = point ? priceOfPoint(point) : null;
    }
    return row;
  });
}

/** The chart's figures as a table: a month a row, a state a column (the second half-month's price, else the first's). */
function HistoryTable({ product, series, rows }: { product: string; series: PriceHistory[]; rows: HistoryRow[] }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <LoadedList resource="price-history" data={rows}>
      <ConsoleDatagrid
        empty={translate('kasuwa.markets.history.empty')}
        aria-label={translate('kasuwa.markets.history.table', { product })}
        data-testid="history-table"
        sx={{ overflowX: 'auto', mt: 2 }}
      >
        <FunctionField<HistoryRow>
          label="kasuwa.markets.columns.period"
          sortable={false}
          render={(row) => format.month(row.period)}
        />
        {series.map((s) => (
          <FunctionField<HistoryRow>
            key={s.stateId}
            label={s.state}
            textAlign="right"
            sortable={false}
            render={(row) =>
              row[s.state] === null || row[s.state] === undefined ? '–' : format.number(row[s.state], 2)
            }
          />
        ))}
      </ConsoleDatagrid>
    </LoadedList>
  );
}

/** market-updates/history: a product's price per kg (or litre) over the months, one line per state. */
export function PriceHistoryPage() {
  const translate = useTranslate();
  const format = useFormat();
  const api = useConsoleApi();
  const countryId = useWorkingCountryId();
  const [product, setProduct] = useState<string | null>(null);
  const [states, setStates] = useState<State[]>([]);
  const productList = useQuery({
    queryKey: [MARKETS_KEY, 'products-distinct'],
    queryFn: ({ signal }) => api.marketProducts(signal),
  });
  const stateList = useQuery({
    queryKey: [MARKETS_KEY, 'states', countryId, ''],
    enabled: !!countryId,
    queryFn: ({ signal }) => api.marketStates(countryId, undefined, signal),
  });
  const stateIds = states.map((s) => s.id);
  const history = useQuery({
    queryKey: [MARKETS_KEY, 'history', product, stateIds],
    enabled: !!product,
    queryFn: ({ signal }) => api.marketHistory(product!, stateIds, signal),
  });
  const series = (history.data ?? []).filter((s) => s.points.length > 0);
  const rows = historyRows(series);
  const title = translate('kasuwa.markets.history.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('kasuwa.markets.history.help')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <Autocomplete
            size="small"
            sx={{ minWidth: 260 }}
            options={productList.data ?? []}
            value={product}
            onChange={(_, value) => setProduct(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                variant="outlined"
                label={translate('kasuwa.markets.filters.product')}
                inputProps={{ ...params.inputProps, 'data-testid': 'history-product' }}
              />
            )}
          />
          <Autocomplete
            multiple
            size="small"
            sx={{ minWidth: 260 }}
            options={stateList.data ?? []}
            getOptionLabel={(s) => s.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={states}
            onChange={(_, value) => setStates(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                variant="outlined"
                label={translate('kasuwa.markets.history.states')}
                inputProps={{ ...params.inputProps, 'data-testid': 'history-states' }}
              />
            )}
          />
        </Stack>
        {!product && <Typography color="text.secondary">{translate('kasuwa.markets.history.choose')}</Typography>}
        {history.error && (
          <Alert severity="error">{serverMessage(history.error, translate('kasuwa.markets.history.failure'))}</Alert>
        )}
        {product && history.data && series.length === 0 && (
          <Typography>{translate('kasuwa.markets.history.empty')}</Typography>
        )}
        {series.length > 0 && (
          <>
            <Box
              sx={{ width: '100%', height: 320 }}
              role="img"
              aria-label={translate('kasuwa.markets.history.chart', { product: product ?? '' })}
              data-testid="history-chart"
            >
              <ResponsiveContainer>
                <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="period" tickFormatter={(period: string) => format.month(period)} />
                  <YAxis tickFormatter={(price: number) => format.number(price, 2)} />
                  <Tooltip
                    labelFormatter={(period) => format.month(String(period))}
                    formatter={(price) => format.number(price as number, 2)}
                  />
                  <Legend />
                  {series.map((s, i) => (
                    <Line
                      key={s.stateId}
                      type="monotone"
                      dataKey={s.state}
                      name={s.state}
                      stroke={COLOURS[i % COLOURS.length]}
                      strokeWidth={2}
                      connectNulls
                      dot
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </Box>
            <HistoryTable product={product ?? ''} series={series} rows={rows} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
