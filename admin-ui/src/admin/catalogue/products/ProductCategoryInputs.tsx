import { Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { required, useTranslate } from 'react-admin';
import { NativeSelectInput } from '../shared/NativeSelectInput';
import { useCategories, useChoices } from '../shared/reference';

/** The category, then a subcategory of it: choosing another category clears the subcategory. */
export function ProductCategoryInputs() {
  const translate = useTranslate();
  const categories = useCategories();
  const { setValue } = useFormContext();
  const categoryId = useWatch({ name: 'categoryId' });
  const category = categories.data?.find((item) => item.id === Number(categoryId));
  const categoryChoices = useChoices(categories.data);
  const subCategoryChoices = useChoices(category?.subCategories);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <NativeSelectInput
        source="categoryId"
        label="kasuwa.catalogue.fields.category"
        choices={categoryChoices}
        validate={required()}
        emptyLabel={translate('kasuwa.catalogue.products.chooseCategory')}
        testId="product-category"
        onChange={() => setValue('subCategoryId', null, { shouldDirty: true })}
      />
      <NativeSelectInput
        source="subCategoryId"
        label="kasuwa.catalogue.fields.subCategory"
        choices={subCategoryChoices}
        validate={required()}
        emptyLabel={translate(
          category ? 'kasuwa.catalogue.products.chooseSubCategory' : 'kasuwa.catalogue.products.categoryFirst',
        )}
        disabled={!category}
        testId="product-subcategory"
      />
    </Stack>
  );
}
