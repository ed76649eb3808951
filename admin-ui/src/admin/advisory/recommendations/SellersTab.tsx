import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ADVISORY_KEY } from '../api';
import { t } from '../ui';

/** The products sold around the local area, with their seller, price and distance. */
export function SellersTab({ cityId }: { cityId: number }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const sellers = useQuery({
    queryKey: [ADVISORY_KEY, 'sellers', cityId],
    queryFn: ({ signal }) => api.recommendationSellers(cityId, signal),
  });
  if (sellers.isPending) return <Loading />;
  if (sellers.isError)
    return <Alert severity="error">{serverMessage(sellers.error, translate(t('recommendation.failure')))}</Alert>;
  if (!sellers.data.length)
    return <Typography data-testid="advisory-no-sellers">{translate(t('recommendation.noSellers'))}</Typography>;
  return (
    <Table size="small" data-testid="advisory-sellers" aria-label={translate(t('recommendation.tabs.sellers'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('fields.product'))}</TableCell>
          <TableCell>{translate(t('fields.seller'))}</TableCell>
          <TableCell>{translate(t('fields.location'))}</TableCell>
          <TableCell align="right">{translate(t('fields.price'))}</TableCell>
          <TableCell align="right">{translate(t('fields.distance'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sellers.data.map((product) => (
          <TableRow key={product.id} data-testid="advisory-seller-row">
            <TableCell>{product.name}</TableCell>
            <TableCell>{product.sellerName ?? '—'}</TableCell>
            <TableCell>{product.location}</TableCell>
            <TableCell align="right">{product.price}</TableCell>
            <TableCell align="right">{translate(t('recommendation.km'), { km: product.distance })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
