import { Box, Stack, Typography } from '@mui/material';
import { Edit, SimpleForm, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { toEntryTerms } from '../shared/catalogEntryForm';
import { EntryTermsInputs } from '../shared/EntryTermsInputs';
import { ProductImage } from '../shared/ProductImage';
import { usePriceFormat } from '../shared/price';
import { serverMessage } from '../../api/errors';
import type { CatalogEntry } from '../types';

function EntryTitle() {
  const record = useRecordContext<CatalogEntry>();
  const translate = useTranslate();
  return <>{record ? translate('kasuwa.catalogue.myProducts.editTitle', { name: record.product.name }) : ''}</>;
}

/** The product the entry sells (it never changes), with the input provider's price. */
function ProductSummary() {
  const record = useRecordContext<CatalogEntry>();
  const translate = useTranslate();
  const price = usePriceFormat();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }} data-testid="entry-product">
      <ProductImage url={record.product.mainPhoto} alt={record.product.name} size={64} />
      <Box>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {record.product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('kasuwa.catalogue.myProducts.providerPriceOf', {
            seller: record.product.seller?.company ?? '',
            price: price(record.product.price, record.product.currency),
          })}
        </Typography>
      </Box>
    </Stack>
  );
}

/** myproducts/edit/{catalogId}: GET catalog/products/{id}, PUT catalog/product/edit/{id}, then the catalogue. */
export function MyProductEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<EntryTitle />}
      mutationMode="pessimistic"
      transform={toEntryTerms}
      queryOptions={{
        onError: (error: unknown) => {
          notify(serverMessage(error, translate('kasuwa.catalogue.myProducts.loadFailure')), { type: 'error' });
          redirect('list', 'myproducts');
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify('kasuwa.catalogue.myProducts.updated', { type: 'success' });
          redirect('list', 'myproducts');
        },
        onError: (error) =>
          notify(serverMessage(error, translate('kasuwa.catalogue.myProducts.updateFailure')), { type: 'error' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 820 }} data-testid="entry-edit-form">
        <ProductSummary />
        <EntryTermsInputs />
      </SimpleForm>
    </Edit>
  );
}
