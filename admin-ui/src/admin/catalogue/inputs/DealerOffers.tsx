import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const price = usePriceFormat();
  const dealer = useDealerLabel();
  return (
    <Section title="kasuwa.catalogue.inputs.dealerPrices" testId="input-dealer-prices">
      {prices.isPending ? (
        <CircularProgress size={20} />
      ) : prices.error ? (
        <Alert severity="error">
          {serverMessage(prices.error, translate('kasuwa.catalogue.inputs.pricesFailure'))}
        </Alert>
      ) : !prices.data.length ? (
        <Typography color="text.secondary">{translate('kasuwa.catalogue.inputs.noDealers')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('kasuwa.catalogue.inputs.dealer')}</TableCell>
              <TableCell align="right">{translate('kasuwa.catalogue.fields.price')}</TableCell>
              <TableCell align="right">{translate('kasuwa.catalogue.fields.quantity')}</TableCell>
              <TableCell>{translate('kasuwa.catalogue.inputs.stock')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {prices.data.map((row: CatalogPrice) => (
              <TableRow key={row.id}>
                <TableCell>{dealer(row.seller)}</TableCell>
                <TableCell align="right">{price(row.price, currency)}</TableCell>
                <TableCell align="right">{row.quantity}</TableCell>
                <TableCell>
                  <DealerStock inStock={row.inStock} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

/** Where dealers sell it (GET catalog/{id}/products/location), at the price that applies there, with each dealer's own stock. */
export function DealerLocations({ productId, currency }: { productId: string; currency?: string }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const price = usePriceFormat();
  const dealer = useDealerLabel();
  const locations = useQuery({
    queryKey: ['inputs', 'locations', productId],
    queryFn: ({ signal }) => api.getCatalogLocations(productId, signal),
  });
  return (
    <Section title="kasuwa.catalogue.inputs.dealerLocations" testId="input-dealer-locations">
      {locations.isPending ? (
        <CircularProgress size={20} />
      ) : locations.error ? (
        <Alert severity="error">
          {serverMessage(locations.error, translate('kasuwa.catalogue.inputs.locationsFailure'))}
        </Alert>
      ) : !locations.data.length ? (
        <Typography color="text.secondary">{translate('kasuwa.catalogue.inputs.noDealers')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('kasuwa.catalogue.fields.location')}</TableCell>
              <TableCell>{translate('kasuwa.catalogue.inputs.dealer')}</TableCell>
              <TableCell align="right">{translate('kasuwa.catalogue.fields.price')}</TableCell>
              <TableCell>{translate('kasuwa.catalogue.inputs.stock')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {locations.data.map((row: CatalogLocation) => (
              <TableRow key={row.id}>
                <TableCell>{row.location}</TableCell>
                <TableCell>{dealer(row.seller)}</TableCell>
                <TableCell align="right">{price(row.price, currency)}</TableCell>
                <TableCell>
                  <DealerStock inStock={row.inStock} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
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
