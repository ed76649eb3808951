import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate, type RaRecord } from 'react-admin';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';
import { usePriceFormat } from '../shared/price';
import { serverMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { CatalogLocation, CatalogPrice, Dealer } from '../types';

function useDealerLabel() {
  const translate = useTranslate();
  return (dealer: Dealer) =>
    `${dealer.company || '—'} (${translate(`kasuwa.roles.${dealer.role}`, { _: dealer.role })})`;
}

/** The dealer's own stock (never the input provider's), as the API answers it for each dealer. */
function DealerStock({ inStock }: { inStock: boolean }) {
  const translate = useTranslate();
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontWeight: inStock ? 700 : 400 }}
      data-testid="dealer-stock"
      data-in-stock={inStock ? 'true' : 'false'}
    >
      {translate(inStock ? 'kasuwa.catalogue.inputs.inStock' : 'kasuwa.catalogue.inputs.outOfStock')}
    </Typography>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The dealers' prices (GET catalog/{id}/products), cheapest first, with what each entry offers and each dealer's own stock. */
export function DealerPrices({ prices, currency }: { prices: ReturnType<typeof useDealerPrices>; currency?: string }) {
  const price = usePriceFormat();
  const dealer = useDealerLabel();
  return (
    <Section title="kasuwa.catalogue.inputs.dealerPrices" testId="input-dealer-prices">
      <Offers query={prices} resource="dealer-prices" failure="kasuwa.catalogue.inputs.pricesFailure">
        <FunctionField<CatalogPrice> label="kasuwa.catalogue.inputs.dealer" render={(row) => dealer(row.seller)} />
        <FunctionField<CatalogPrice>
          label="kasuwa.catalogue.fields.price"
          textAlign="right"
          render={(row) => price(row.price, currency)}
        />
        <TextField source="quantity" label="kasuwa.catalogue.fields.quantity" textAlign="right" sortable={false} />
        <FunctionField<CatalogPrice>
          label="kasuwa.catalogue.inputs.stock"
          render={(row) => <DealerStock inStock={row.inStock} />}
        />
      </Offers>
    </Section>
  );
}

/** Where dealers sell it (GET catalog/{id}/products/location), at the price that applies there, with each dealer's own stock. */
export function DealerLocations({ productId, currency }: { productId: string; currency?: string }) {
  const api = useConsoleApi();
  const price = usePriceFormat();
  const dealer = useDealerLabel();
  const locations = useQuery({
    queryKey: ['inputs', 'locations', productId],
    queryFn: ({ signal }) => api.getCatalogLocations(productId, signal),
  });
  return (
    <Section title="kasuwa.catalogue.inputs.dealerLocations" testId="input-dealer-locations">
      <Offers query={locations} resource="dealer-locations" failure="kasuwa.catalogue.inputs.locationsFailure">
        <TextField source="location" label="kasuwa.catalogue.fields.location" sortable={false} />
        <FunctionField<CatalogLocation> label="kasuwa.catalogue.inputs.dealer" render={(row) => dealer(row.seller)} />
        <FunctionField<CatalogLocation>
          label="kasuwa.catalogue.fields.price"
          textAlign="right"
          render={(row) => price(row.price, currency)}
        />
        <FunctionField<CatalogLocation>
          label="kasuwa.catalogue.inputs.stock"
          render={(row) => <DealerStock inStock={row.inStock} />}
        />
      </Offers>
    </Section>
  );
}

/**
 * The dealers' offers the API answered whole, in its order, as a Datagrid (the prices are read once for the page,
 * which also finds the caller's own entry among them).
 */
function Offers<T extends RaRecord>({
  query,
  resource,
  failure,
  children,
}: {
  query: UseQueryResult<T[]>;
  resource: string;
  failure: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (query.isPending) return <CircularProgress size={20} />;
  if (query.error) return <Alert severity="error">{serverMessage(query.error, translate(failure))}</Alert>;
  return (
    <LoadedList resource={resource} data={query.data}>
      <ConsoleDatagrid empty={translate('kasuwa.catalogue.inputs.noDealers')}>{children}</ConsoleDatagrid>
    </LoadedList>
  );
}

/** GET catalog/{id}/products: also tells whether the dealer already sells the product. */
export function useDealerPrices(productId: string) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: ['inputs', 'prices', productId],
    queryFn: ({ signal }) => api.getCatalogPrices(productId, signal),
  });
}
