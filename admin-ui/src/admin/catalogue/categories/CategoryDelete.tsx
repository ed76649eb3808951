import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDeletePage } from '../../shared/ConfirmDeletePage';
import { CATEGORIES_KEY } from '../shared/reference';
import type { Category } from '../types';

/** categories/delete/{categoryId}: confirms, then DELETE category/{id}; a category in use stays, with the server's reason. */
export function CategoryDelete() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  // Whatever happens here, the product forms read the categories again.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }), [queryClient]);
  return (
    <ConfirmDeletePage<Category>
      resource="categories"
      testId="category-delete"
      title={(record) => translate('kasuwa.catalogue.categories.deleteTitle', { name: record?.name ?? '' })}
      content={translate('kasuwa.catalogue.categories.deleteContent')}
      messages={{
        deleted: 'kasuwa.catalogue.categories.deleted',
        failure: 'kasuwa.catalogue.categories.deleteFailure',
        loadFailure: 'kasuwa.catalogue.categories.loadFailure',
        confirm: 'kasuwa.catalogue.categories.delete',
      }}
    />
  );
}
