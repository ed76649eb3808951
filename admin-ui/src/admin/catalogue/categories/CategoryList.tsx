import type { MouseEvent } from 'react';
import { Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Datagrid, FunctionField, Link, SearchInput, TextField, TopToolbar, WrapperField, useRecordContext, useTranslate } from 'react-admin';
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
    <TopToolbar>
      {has('categories:create') && (
        <Button component={Link} to={paths.categoryCreate} label="kasuwa.catalogue.categories.create" data-testid="category-create">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
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

const stop = (event: MouseEvent) => event.stopPropagation();

function RowActions() {
  const record = useRecordContext<Category>();
  const translate = useTranslate();
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
      {has('categories:edit') && (
        <Tooltip title={translate('kasuwa.catalogue.categories.edit')}>
          <IconButton size="small" color="primary" component={Link} to={paths.categoryEdit(record.id)} onClick={stop} aria-label={translate('kasuwa.catalogue.categories.edit')} data-testid="category-edit">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {has('categories:delete') && (
        <Tooltip title={translate('kasuwa.catalogue.categories.delete')}>
          <IconButton size="small" color="error" component={Link} to={paths.categoryDelete(record.id)} onClick={stop} aria-label={translate('kasuwa.catalogue.categories.delete')} data-testid="category-delete-button">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/** categories: every category with its subcategories (GET category), searchable, with their actions. */
export function CategoryList() {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  const translate = useTranslate();
  return (
    <ConsoleList
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      actions={<Actions />}
    >
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
        <FunctionField<Category> source="nameFr" label="kasuwa.catalogue.categories.nameFr" render={(record) => record.nameFr || '—'} />
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
