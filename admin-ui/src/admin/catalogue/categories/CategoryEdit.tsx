import { useQueryClient } from '@tanstack/react-query';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { Edit, SimpleForm, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { CATEGORIES_KEY, useLocalName } from '../shared/reference';
import { serverMessage } from '../../api/errors';
import type { Category } from '../types';
import { CategoryNameInputs } from './CategoryNameInputs';
import { toCategoryChanges } from './categoryPayload';

function CategoryTitle() {
  const record = useRecordContext<Category>();
  const translate = useTranslate();
  return <>{record ? translate('kasuwa.catalogue.categories.editTitle', { name: record.name }) : ''}</>;
}

/** The subcategories are set when the category is created; they are shown here for reference. */
function SubCategories() {
  const record = useRecordContext<Category>();
  const translate = useTranslate();
  const name = useLocalName();
  if (!record) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('kasuwa.catalogue.categories.subCategories')}
      </Typography>
      {record.subCategories?.length ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {record.subCategories.map((sub) => (
            <Chip key={sub.id} size="small" variant="outlined" label={name(sub)} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('kasuwa.catalogue.categories.noSubCategories')}
        </Typography>
      )}
    </Box>
  );
}

/** categories/edit/{categoryId}: GET category/{id}, PUT its names, then back to the list. */
export function CategoryEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  return (
    <Edit
      title={<CategoryTitle />}
      mutationMode="pessimistic"
      transform={toCategoryChanges}
      queryOptions={{
        onError: (error: unknown) => {
          notify(serverMessage(error, translate('kasuwa.catalogue.categories.loadFailure')), { type: 'error' });
          redirect('list', 'categories');
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
          notify('kasuwa.catalogue.categories.updated', { type: 'success' });
          redirect('list', 'categories');
        },
        onError: (error) =>
          notify(serverMessage(error, translate('kasuwa.catalogue.categories.updateFailure')), { type: 'error' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 760 }} data-testid="category-edit-form">
        <CategoryNameInputs />
        <SubCategories />
      </SimpleForm>
    </Edit>
  );
}
