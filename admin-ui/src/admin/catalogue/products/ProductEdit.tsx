import { Edit, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { serverMessage } from '../../api/errors';
import type { Product } from '../types';
import { ProductForm } from './ProductForm';
import { toProductFormData } from './productFormData';

function ProductTitle() {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  return <>{record ? translate('kasuwa.catalogue.products.editTitle', { name: record.name }) : ''}</>;
}

/** products/edit/{productId}: GET and PUT me/products/{id} (multipart; the product goes back to approval). */
export function ProductEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<ProductTitle />}
      mutationMode="pessimistic"
      transform={toProductFormData}
      queryOptions={{
        onError: (error: unknown) => {
          notify(serverMessage(error, translate('kasuwa.catalogue.products.loadFailure')), { type: 'error' });
          redirect('list', 'products');
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify('kasuwa.catalogue.products.updated', { type: 'success' });
          redirect('list', 'products');
        },
        onError: (error) =>
          notify(serverMessage(error, translate('kasuwa.catalogue.products.updateFailure')), { type: 'error' }),
      }}
    >
      <ProductForm testId="product-edit-form" edit />
    </Edit>
  );
}
