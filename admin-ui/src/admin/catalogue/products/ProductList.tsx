import type { MouseEvent } from 'react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Datagrid, FunctionField, Link, NumberField, SelectInput, TopToolbar, WrapperField, useRecordContext, useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { ApprovalChip } from '../shared/ApprovalChip';
import { CategoryFilter, SubCategoryFilter } from '../shared/CategoryFilters';
import { ProductImage } from '../shared/ProductImage';
import { usePriceFormat } from '../shared/price';
import { useLocalName } from '../shared/reference';
import { useCataloguePaths } from '../paths';
import type { Product } from '../types';
import { PublishSwitch } from './PublishSwitch';
import { ConsoleList } from '../../shared/ConsoleList';

/** No status: all of them (the API's default). */
const STATUS_CHOICES = ['PUBLISHED', 'UNPUBLISHED'].map((id) => ({ id, name: `kasuwa.catalogue.products.statusFilter.${id}` }));

const filters = [
  <CategoryFilter key="category" source="category" subSource="subCategoryId" label="kasuwa.catalogue.fields.category" alwaysOn />,
  <SubCategoryFilter key="subCategoryId" source="subCategoryId" categorySource="category" label="kasuwa.catalogue.fields.subCategory" alwaysOn />,
  <SelectInput key="status" source="status" label="kasuwa.catalogue.fields.status" choices={STATUS_CHOICES} emptyText="kasuwa.catalogue.products.statusFilter.ALL" alwaysOn />,
];

function Actions() {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  return (
    <TopToolbar>
      {has('products:create') && (
        <Button component={Link} to={paths.productCreate} label="kasuwa.catalogue.products.create" data-testid="product-create">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

function NameCell(_props: { label?: string }) {
  const record = useRecordContext<Product>();
  const name = useLocalName();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
      <ProductImage url={record.photos?.[0]?.url} alt={record.name} />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="product-name">
          {record.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {[name(record.category), name(record.subCategory)].filter(Boolean).join(' › ')}
        </Typography>
      </Box>
    </Stack>
  );
}

const stop = (event: MouseEvent) => event.stopPropagation();

function RowActions() {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
      {has('products:edit') && (
        <Tooltip title={translate('kasuwa.catalogue.products.edit')}>
          <IconButton size="small" color="primary" component={Link} to={paths.productEdit(record.id)} onClick={stop} aria-label={translate('kasuwa.catalogue.products.edit')} data-testid="product-edit">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {has('products:delete') && (
        <Tooltip title={translate('kasuwa.catalogue.products.delete')}>
          <IconButton size="small" color="error" component={Link} to={paths.productDelete(record.id)} onClick={stop} aria-label={translate('kasuwa.catalogue.products.delete')} data-testid="product-delete-button">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid="products-empty">
      {translate('kasuwa.catalogue.products.empty')}
    </Typography>
  );
}

/**
 * products: the seller's own products, newest first (GET me/products, 20 a page), by category,
 * subcategory and status (all by default), with their approval and a publish switch.
 */
export function ProductList() {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  const price = usePriceFormat();
  return (
    <ConsoleList
      filters={filters}
      actions={<Actions />}
    >
      <Datagrid bulkActionButtons={false} rowClick={has('products:edit') ? (id) => paths.productEdit(id) : false} empty={<Empty />} data-testid="products-list">
        <NameCell label="kasuwa.catalogue.fields.name" />
        <FunctionField<Product> label="kasuwa.catalogue.fields.price" sortable={false} render={(record) => price(record.price)} />
        <NumberField source="quantity" label="kasuwa.catalogue.fields.quantity" sortable={false} />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.approval"
          sortable={false}
          render={(record) => <ApprovalChip status={record.approvalStatus} reason={record.rejectionReason} />}
        />
        <PublishSwitch label="kasuwa.catalogue.products.published" />
        <WrapperField label={false} textAlign="right">
          <RowActions />
        </WrapperField>
      </Datagrid>
    </ConsoleList>
  );
}
