import { useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  Create,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { CATEGORIES_KEY } from '../shared/reference';
import { serverMessage } from '../../api/errors';
import { CategoryNameInputs } from './CategoryNameInputs';
import { toNewCategory } from './categoryPayload';

function SubCategoriesInput() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
        {translate('kasuwa.catalogue.categories.subCategories')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('kasuwa.catalogue.categories.subCategoriesHelp')}
      </Typography>
      <ArrayInput source="subCategories" label={false}>
        <SimpleFormIterator inline disableReordering data-testid="category-subcategories">
          <TextInput
            source="name"
            label="kasuwa.catalogue.categories.subCategoryName"
            validate={[required(), maxLength(25)]}
            helperText={false}
          />
          <TextInput
            source="nameFr"
            label="kasuwa.catalogue.categories.subCategoryNameFr"
            validate={maxLength(40)}
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** categories/create: POST category with its subcategories, then back to the list. */
export function CategoryCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  return (
    <Create
      title="kasuwa.catalogue.categories.createTitle"
      transform={toNewCategory}
      mutationOptions={{
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
          notify('kasuwa.catalogue.categories.created', { type: 'success' });
          redirect('list', 'categories');
        },
        onError: (error) =>
          notify(serverMessage(error, translate('kasuwa.catalogue.categories.createFailure')), { type: 'error' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 760 }} defaultValues={{ subCategories: [] }} data-testid="category-create-form">
        <CategoryNameInputs />
        <SubCategoriesInput />
      </SimpleForm>
    </Create>
  );
}
