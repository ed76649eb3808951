import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { fieldError } from '../api/errors';
import { useWorkingCountryId } from '../api/reference';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { ALERT_DIRECTIONS, MARKETS_KEY, type AlertDirection, type NewPriceAlert } from './api';
import { AlertsTable } from './AlertsTable';

/** market-updates/alerts: the caller's price alerts (a product's price per kg in a state rising above, falling below, or crossing a threshold). */
export function PriceAlertsPage() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const countryId = useWorkingCountryId();
  const [product, setProduct] = useState<string>('');
  const [stateId, setStateId] = useState<number | ''>('');
  const [threshold, setThreshold] = useState('');
  const [direction, setDirection] = useState<AlertDirection>('EITHER');
  const [missing, setMissing] = useState(false);
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
  const create = useApiMutation({
    mutationFn: (alert: NewPriceAlert) => api.createPriceAlert(alert),
    success: 'kasuwa.markets.alerts.created',
    failure: 'kasuwa.markets.alerts.failure',
    onSuccess: () => {
      setProduct('');
      setStateId('');
      setThreshold('');
      setDirection('EITHER');
      return reload();
    },
  });
  const remove = useApiMutation({
    mutationFn: (id: string) => api.deletePriceAlert(id),
    success: 'kasuwa.markets.alerts.deleted',
    failure: 'kasuwa.markets.alerts.failure',
    onSuccess: () => reload(),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(threshold.replace(',', '.'));
    const incomplete = !product.trim() || stateId === '' || !threshold.trim() || !Number.isFinite(value) || value <= 0;
    setMissing(incomplete);
    if (!incomplete) create.mutate({ product: product.trim(), stateId: Number(stateId), threshold: value, direction });
  };
  const title = translate('kasuwa.markets.alerts.title');
  const thresholdError = fieldError(create.error, 'threshold');
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
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="new-alert-title" sx={{ mb: 3 }}>
          <Typography id="new-alert-title" variant="h6" component="h2" gutterBottom>
            {translate('kasuwa.markets.alerts.new')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <Autocomplete
              freeSolo
              size="small"
              sx={{ minWidth: 240 }}
              options={productList.data ?? []}
              inputValue={product}
              onInputChange={(_, value) => setProduct(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  variant="outlined"
                  required
                  label={translate('kasuwa.markets.filters.product')}
                  inputProps={{ ...params.inputProps, 'data-testid': 'alert-product' }}
                />
              )}
            />
            <FormControl variant="outlined" size="small" sx={{ minWidth: 200 }} required>
              <InputLabel id="alert-state-label">{translate('kasuwa.markets.columns.state')}</InputLabel>
              <Select
                labelId="alert-state-label"
                label={translate('kasuwa.markets.columns.state')}
                value={stateId}
                data-testid="alert-state"
                onChange={(event) => setStateId(String(event.target.value) === '' ? '' : Number(event.target.value))}
              >
                {(stateList.data ?? []).map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextField
              variant="outlined"
              size="small"
              required
              label={translate('kasuwa.markets.alerts.threshold')}
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
              error={!!thresholdError}
              helperText={thresholdError ?? translate('kasuwa.markets.alerts.thresholdHelp')}
              inputProps={{ inputMode: 'decimal', 'data-testid': 'alert-threshold' }}
            />
            <FormControl variant="outlined" size="small" sx={{ minWidth: 220 }}>
              <InputLabel id="alert-direction-label">{translate('kasuwa.markets.alerts.direction')}</InputLabel>
              <Select
                labelId="alert-direction-label"
                label={translate('kasuwa.markets.alerts.direction')}
                value={direction}
                data-testid="alert-direction"
                onChange={(event) => setDirection(event.target.value as AlertDirection)}
              >
                {ALERT_DIRECTIONS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {translate(`kasuwa.markets.alerts.directions.${d}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Button
              type="submit"
              variant="contained"
              disabled={create.isPending}
              data-testid="alert-create"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {translate('kasuwa.markets.alerts.create')}
            </Button>
          </Stack>
          {missing && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('kasuwa.markets.alerts.required')}
            </Alert>
          )}
        </Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kasuwa.markets.alerts.mine')}
        </Typography>
        <AlertsTable stateName={stateName} onDelete={(id) => remove.mutate(id)} deleting={remove.isPending} />
      </CardContent>
    </Card>
  );
}
