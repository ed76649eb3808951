import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Title, useBasename, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { ExportPdfButton } from './ExportPdfButton';
import { MovementDialog } from './MovementDialog';
import { LastMovements } from './MovementTable';
import { INVENTORY_KEY, stockViewOf } from './resources';
import { useWorkingCountry } from '../api/reference';
import { useFormat } from '../shared/format';
import { F, StockLinesTable } from './StockLinesTable';

/**
 * One warehouse's stock: the summary (input providers and their staff) or the status (distributors, wholesalers and
 * their staff), charts of the stock by product and of the movements over time, the movements, a new movement and
 * the PDF export.
 */
export function WarehouseStockPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const format = useFormat();
  // A warehouse's stock is valued in the currency of the country the console works in.
  const currency = useWorkingCountry().country?.currency;
  const api = useConsoleApi();
  const client = useQueryClient();
  const { identity } = useGetIdentity();
  const role = typeof identity?.role === 'string' ? identity.role : '';
  const view = stockViewOf(role);
  const basename = useBasename();
  const [recording, setRecording] = useState(false);
  const { canAccess: canMove } = useCanAccess({ resource: 'inventory', action: 'create' });
  const stock = useQuery({
    queryKey: [INVENTORY_KEY, 'stock', view, id],
    enabled: !!role,
    queryFn: ({ signal }) => api.warehouseStock(view, id, signal),
  });

  if (stock.isPending) return <CircularProgress aria-label={translate('kasuwa.inventory.stock')} />;
  if (stock.isError)
    return <Alert severity="error">{serverMessage(stock.error, translate('kasuwa.inventory.fetchFailure'))}</Alert>;
  const data = stock.data;
  const chart = data.lines.map((line) => ({ name: `${line.productName} (${line.size})`, quantity: line.quantity }));

  return (
    <Box sx={{ p: 2 }} data-testid="warehouse-stock-page">
      <Title
        title={translate(view === 'summary' ? 'kasuwa.inventory.summaryTitle' : 'kasuwa.inventory.statusTitle', {
          name: data.warehouse.name,
        })}
      />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(view === 'summary' ? 'kasuwa.inventory.summaryTitle' : 'kasuwa.inventory.statusTitle', {
          name: data.warehouse.name,
        })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        {canMove && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setRecording(true)}
            data-testid="movement-new"
          >
            {translate('kasuwa.inventory.newMovement')}
          </Button>
        )}
        <Button
          component={Link}
          to={`${basename}/warehouses/${id}/thresholds`}
          startIcon={<NotificationsActiveIcon />}
          data-testid="warehouse-thresholds"
        >
          {translate('kasuwa.inventory.thresholds')}
        </Button>
        <ExportPdfButton warehouseId={id} />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Card>
            <CardContent>
              <Typography variant="body2">{translate('kasuwa.inventory.totalQuantity')}</Typography>
              <Typography variant="h5" component="p" data-testid="stock-total-quantity">
                {format.number(data.totalQuantity)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        {view === 'summary' && (
          <Grid size={{ xs: 6, md: 3 }}>
            <Card>
              <CardContent>
                <Typography variant="body2">{translate('kasuwa.inventory.totalValue')}</Typography>
                <Typography variant="h5" component="p" data-testid="stock-total-value">
                  {format.money(data.totalValue, currency)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        )}
        <Grid size={12}>
          {data.lines.length === 0 ? (
            <Typography>{translate('kasuwa.inventory.noStock')}</Typography>
          ) : (
            <StockLinesTable lines={data.lines} view={view} currency={currency} />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h2">
            {translate('kasuwa.inventory.stockByProduct')}
          </Typography>
          {chart.length === 0 ? (
            <Typography color="text.secondary" data-testid="stock-chart-empty">
              {translate('kasuwa.inventory.noChartData')}
            </Typography>
          ) : (
            <Box sx={{ height: 260 }} role="img" aria-label={translate('kasuwa.inventory.stockByProduct')}>
              <ResponsiveContainer>
                <BarChart data={chart}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="name" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Bar dataKey="quantity" name={translate(`${F}.quantity`)} fill="#2e7d32" />
                </BarChart>
              </ResponsiveContainer>
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h2">
            {translate('kasuwa.inventory.movementsOverTime')}
          </Typography>
          {!data.movementsByDay.some((day) => Number(day.in) || Number(day.out)) ? (
            <Typography color="text.secondary" data-testid="movements-chart-empty">
              {translate('kasuwa.inventory.noChartData')}
            </Typography>
          ) : (
            <Box sx={{ height: 260 }} role="img" aria-label={translate('kasuwa.inventory.movementsOverTime')}>
              <ResponsiveContainer>
                <LineChart data={data.movementsByDay}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="date" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Line dataKey="in" name={translate('kasuwa.inventory.directions.IN')} stroke="#2e7d32" />
                  <Line dataKey="out" name={translate('kasuwa.inventory.directions.OUT')} stroke="#c62828" />
                </LineChart>
              </ResponsiveContainer>
            </Box>
          )}
        </Grid>
        <Grid size={12}>
          <Typography variant="h6" component="h2">
            {translate('kasuwa.inventory.lastMovements')}
          </Typography>
          <LastMovements movements={data.lastMovements} />
        </Grid>
      </Grid>
      {recording && (
        <MovementDialog
          warehouseId={id}
          onClose={() => setRecording(false)}
          onSaved={() => {
            setRecording(false);
            void client.invalidateQueries({ queryKey: [INVENTORY_KEY] });
          }}
        />
      )}
    </Box>
  );
}
