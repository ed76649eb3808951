import { useTranslate } from 'react-admin';
import { ConfirmDeletePage } from '../../shared/ConfirmDeletePage';
import type { Product } from '../types';

/** products/delete/{productId}: confirms, then DELETE me/products/{id} and back to the products. */
export function ProductDelete() {
  const translate = useTranslate();
  return (
    <ConfirmDeletePage<Product>
      resource="products"
      testId="product-delete"
      title={(record) => translate('kasuwa.catalogue.products.deleteTitle', { name: record?.name ?? '' })}
      content={translate('kasuwa.catalogue.products.deleteContent')}
      messages={{
        deleted: 'kasuwa.catalogue.products.deleted',
        failure: 'kasuwa.catalogue.products.deleteFailure',
        loadFailure: 'kasuwa.catalogue.products.loadFailure',
        confirm: 'kasuwa.catalogue.products.delete',
      }}
    />
  );
}
