import type {} from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  SearchInput,
  TextField,
  WrapperField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CreateToolbar, RowLinks } from '../../shared/RowLinks';
import { usePermissionCheck } from '../../permissions';
import { useLocalName } from '../shared/reference';
import { useCataloguePaths } from '../paths';
import type { Category } from '../types';
import { ConsoleList } from '../../shared/ConsoleList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function Actions() {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  return (
    <CreateToolbar
      create={{
        to: paths.categoryCreate,
        label: 'kasuwa.catalogue.categories.create',
        testId: 'category-create',
        allowed: has('categories:create'),
      }}
    />
  );
}

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

function RowActions() {
  const record = useRecordContext<Category>();
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  if (!record) return null;
  return (
    <RowLinks
      edit={{
        to: paths.categoryEdit(record.id),
        label: 'kasuwa.catalogue.categories.edit',
        testId: 'category-edit',
        allowed: has('categories:edit'),
      }}
      remove={{
        to: paths.categoryDelete(record.id),
        label: 'kasuwa.catalogue.categories.delete',
        testId: 'category-delete-button',
        allowed: has('categories:delete'),
      }}
    />
  );
}

/** categories: every category with its subcategories (GET category), searchable, with their actions. */
export function CategoryList() {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  const translate = useTranslate();
  return (
    <ConsoleList sort={{ field: 'name', order: 'ASC' }} filters={filters} actions={<Actions />}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={has('categories:edit') ? (id) => paths.categoryEdit(id) : false}
        empty={
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('kasuwa.catalogue.categories.empty')}
          </Typography>
        }
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
          <RowActions />
        </WrapperField>
      </Datagrid>
    </ConsoleList>
  );
}
