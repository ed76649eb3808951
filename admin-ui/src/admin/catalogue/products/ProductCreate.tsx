import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { serverMessage } from '../../api/errors';
import { ProductForm } from './ProductForm';
import { toProductFormData } from './productFormData';

/** products/create: POST me/products (multipart), then back to the products with the success message. */
export function ProductCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="kasuwa.catalogue.products.createTitle"
      transform={toProductFormData}
      mutationOptions={{
        onSuccess: () => {
          notify('kasuwa.catalogue.products.created', { type: 'success' });
          redirect('list', 'products');
        },
        onError: (error) =>
          notify(serverMessage(error, translate('kasuwa.catalogue.products.createFailure')), { type: 'error' }),
      }}
    >
      <ProductForm testId="product-create-form" />
    </Create>
  );
}
