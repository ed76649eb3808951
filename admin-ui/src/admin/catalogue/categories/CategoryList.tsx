import type {} from 'react';
import { Chip, Stack } from '@mui/material';
import { FunctionField, SearchInput, TextField, WrapperField, useRecordContext, useTranslate } from 'react-admin';
import { CreateActions, EditDeleteLinks } from '../shared/ResourceLinks';
import { usePermissionCheck } from '../../permissions';
import { useLocalName } from '../shared/reference';
import { useCataloguePaths } from '../paths';
import type { Category } from '../types';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function SubCategoriesCell() {
  const record = useRecordContext<Category>();
  const name = useLocalName();
  if (!record?.subCategories?.length) return <>—</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, maxWidth: 520 }}>
      {record.subCategories.map((sub) => (
        <Chip key={sub.id} size="small" variant="outlined" label={name(sub)} data-testid="category-subcategory" />
      ))}
    </Stack>
  );
}

/** categories: every category with its subcategories (GET category), searchable, with their actions. */
export function CategoryList() {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  const translate = useTranslate();
  return (
    <ConsoleList sort={{ field: 'name', order: 'ASC' }} filters={filters} actions={<CreateActions of="category" />}>
      <ConsoleDatagrid
        rowClick={has('categories:edit') ? (id) => paths.categoryEdit(id) : false}
        empty={translate('kasuwa.catalogue.categories.empty')}
        data-testid="categories-list"
      >
        <TextField source="name" label="kasuwa.catalogue.categories.name" />
        <FunctionField<Category>
          source="nameFr"
          label="kasuwa.catalogue.categories.nameFr"
          render={(record) => record.nameFr || '—'}
        />
        <WrapperField label="kasuwa.catalogue.categories.subCategories">
          <SubCategoriesCell />
        </WrapperField>
        <WrapperField label={false} textAlign="right">
          <EditDeleteLinks of="category" />
        </WrapperField>
      </ConsoleDatagrid>
    </ConsoleList>
  );
}
