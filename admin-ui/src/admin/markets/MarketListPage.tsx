import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Autocomplete,
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
import { useWorkingCountryId } from '../api/reference';
import { useConsoleApi } from '../api/useConsoleApi';
import { MARKETS_KEY, type State } from './api';
import { PerKgSwitch, PriceTable } from './shared';
import { PanelList } from '../shared/ConsoleList';

const PAGE_SIZE = 10;

/** market-updates/list: the prices with filters (region, states, products) and the way to the two comparisons. */
export function MarketListPage() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const navigate = useNavigate();
  const basename = useBasename();
  const countryId = useWorkingCountryId();
  const [regionId, setRegionId] = useState<number | ''>('');
  const [states, setStates] = useState<State[]>([]);
  const [products, setProducts] = useState<string[]>([]);
  const [perKg, setPerKg] = useState(false);
  const regions = useQuery({
    queryKey: [MARKETS_KEY, 'regions', countryId],
    enabled: !!countryId,
    queryFn: ({ signal }) => api.marketRegions(countryId, signal),
  });
  const stateList = useQuery({
    queryKey: [MARKETS_KEY, 'states', countryId, regionId],
    enabled: !!countryId,
    queryFn: ({ signal }) => api.marketStates(countryId, regionId === '' ? undefined : regionId, signal),
  });
  const productList = useQuery({
    queryKey: [MARKETS_KEY, 'products-distinct'],
    queryFn: ({ signal }) => api.marketProducts(signal),
  });
  const filter = { regionId: regionId === '' ? undefined : regionId, stateIds: states.map((s) => s.id), products };
  const acrossStates = states.length > 1 && products.length > 0;
  const withProducts = states.length > 0 && products.length > 1;
  const stateSegment = states.map((s) => s.id).join(',');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('kasuwa.markets.list.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('kasuwa.markets.list.title')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id="market-region-label">{translate('kasuwa.markets.filters.region')}</InputLabel>
            <Select
              labelId="market-region-label"
              label={translate('kasuwa.markets.filters.region')}
              value={regionId}
              data-testid="market-region"
              onChange={(event) => {
                const value = String(event.target.value);
                setRegionId(value === '' ? '' : Number(value));
                setStates([]);
              }}
            >
              <MenuItem value="">{translate('kasuwa.markets.filters.allRegions')}</MenuItem>
              {(regions.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Autocomplete
            multiple
            size="small"
            sx={{ minWidth: 260 }}
            options={stateList.data ?? []}
            getOptionLabel={(s) => s.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={states}
            onChange={(_, value) => {
              setStates(value);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('kasuwa.markets.filters.states')}
                inputProps={{ ...params.inputProps, 'data-testid': 'market-states' }}
              />
            )}
          />
          <Autocomplete
            multiple
            size="small"
            sx={{ minWidth: 260 }}
            options={productList.data ?? []}
            value={products}
            onChange={(_, value) => {
              setProducts(value);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('kasuwa.markets.filters.products')}
                inputProps={{ ...params.inputProps, 'data-testid': 'market-products' }}
              />
            )}
          />
          <PerKgSwitch perKg={perKg} onChange={setPerKg} />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="outlined"
            disabled={!acrossStates}
            data-testid="market-compare-states"
            onClick={() =>
              navigate(
                `${basename}/market-updates/list/compare-across-states/${regionId === '' ? 'all' : regionId}/${stateSegment}/${encodeURIComponent(products[0])}`,
              )
            }
          >
            {translate('kasuwa.markets.list.compareStates')}
          </Button>
          <Button
            variant="outlined"
            disabled={!withProducts}
            data-testid="market-compare-products"
            onClick={() =>
              navigate(
                `${basename}/market-updates/list/compare-with-products/${states[0].id}/${products.map(encodeURIComponent).join(',')}`,
              )
            }
          >
            {translate('kasuwa.markets.list.compareProducts')}
          </Button>
          {!acrossStates && !withProducts && (
            <Typography variant="body2" color="text.secondary">
              {translate('kasuwa.markets.list.compareHelp')}
            </Typography>
          )}
        </Stack>
        <PanelList
          // Another filter starts again from the first page.
          key={JSON.stringify(filter)}
          resource="market-prices"
          filter={filter}
          perPage={PAGE_SIZE}
          errorFallback={translate('kasuwa.markets.list.failure')}
        >
          <PriceTable perKg={perKg} label={translate('kasuwa.markets.list.title')} />
        </PanelList>
      </CardContent>
    </Card>
  );
}
