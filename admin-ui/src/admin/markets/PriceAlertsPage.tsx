import { Title, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useWorkingCountryId } from '../api/reference';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { MARKETS_KEY } from './api';
import { AlertsTable } from './AlertsTable';
import { NewAlertForm } from './NewAlertForm';

/** market-updates/alerts: the caller's price alerts (a product's price per kg in a state rising above, falling below, or crossing a threshold). */
export function PriceAlertsPage() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const countryId = useWorkingCountryId();
  const productList = useQuery({
    queryKey: [MARKETS_KEY, 'products-distinct'],
    queryFn: ({ signal }) => api.marketProducts(signal),
  });
  const stateList = useQuery({
    queryKey: [MARKETS_KEY, 'states', countryId, ''],
    enabled: !!countryId,
    queryFn: ({ signal }) => api.marketStates(countryId, undefined, signal),
  });
  const stateName = (id: number) => stateList.data?.find((s) => s.id === id)?.name ?? String(id);
  // The alerts' list is react-admin's: its queries start with the resource.
  const reload = () => queryClient.invalidateQueries({ queryKey: ['price-alerts'] });
  const remove = useApiMutation({
    mutationFn: (id: string) => api.deletePriceAlert(id),
    success: 'kasuwa.markets.alerts.deleted',
    failure: 'kasuwa.markets.alerts.failure',
    onSuccess: () => reload(),
  });
  const title = translate('kasuwa.markets.alerts.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('kasuwa.markets.alerts.help')}
        </Typography>
        <Box role="form" aria-labelledby="new-alert-title" sx={{ mb: 3 }}>
          <NewAlertForm products={productList.data} states={stateList.data} onCreated={reload} />
        </Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kasuwa.markets.alerts.mine')}
        </Typography>
        <AlertsTable stateName={stateName} onDelete={(id) => remove.mutate(id)} deleting={remove.isPending} />
      </CardContent>
    </Card>
  );
}
