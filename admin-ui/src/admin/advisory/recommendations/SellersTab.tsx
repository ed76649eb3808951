import { Alert } from '@mui/material';
import { FunctionField, Loading, TextField, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';
import { ADVISORY_KEY } from '../api';
import { t } from '../ui';

/** The products sold around the local area, with their seller, price and distance, as the API answers them whole. */
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
  return (
    <LoadedList resource="recommendation-sellers" data={sellers.data}>
      <ConsoleDatagrid
        empty={translate(t('recommendation.noSellers'))}
        emptyTestId="advisory-no-sellers"
        rowTestId="advisory-seller-row"
        data-testid="advisory-sellers"
        aria-label={translate(t('recommendation.tabs.sellers'))}
      >
        <TextField source="name" label={t('fields.product')} sortable={false} />
        <TextField source="sellerName" label={t('fields.seller')} sortable={false} emptyText="—" />
        <TextField source="location" label={t('fields.location')} sortable={false} />
        <TextField source="price" label={t('fields.price')} textAlign="right" sortable={false} />
        <FunctionField
          label={t('fields.distance')}
          textAlign="right"
          render={(product: { distance: number }) => translate(t('recommendation.km'), { km: product.distance })}
        />
      </ConsoleDatagrid>
    </LoadedList>
  );
}
