import type {} from 'react';
import { FunctionField, NumberField, SelectInput, WrapperField, useTranslate } from 'react-admin';
import { CreateActions, EditDeleteLinks } from '../shared/ResourceLinks';
import { usePermissionCheck } from '../../permissions';
import { ApprovalChip } from '../shared/ApprovalChip';
import { CategoryFilter, SubCategoryFilter } from '../shared/CategoryFilters';
import { ProductNameCell } from '../shared/ProductCell';
import { usePriceFormat } from '../shared/price';
import { useCataloguePaths } from '../paths';
import type { Product } from '../types';
import { PublishSwitch } from './PublishSwitch';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';

/** No status: all of them (the API's default). */
const STATUS_CHOICES = ['PUBLISHED', 'UNPUBLISHED'].map((id) => ({
  id,
  name: `kasuwa.catalogue.products.statusFilter.${id}`,
}));

const filters = [
  <CategoryFilter
    key="category"
    source="category"
    subSource="subCategoryId"
    label="kasuwa.catalogue.fields.category"
    alwaysOn
  />,
  <SubCategoryFilter
    key="subCategoryId"
    source="subCategoryId"
    categorySource="category"
    label="kasuwa.catalogue.fields.subCategory"
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="kasuwa.catalogue.fields.status"
    choices={STATUS_CHOICES}
    emptyText="kasuwa.catalogue.products.statusFilter.ALL"
    alwaysOn
  />,
];

/**
 * products: the seller's own products, newest first (GET me/products, 20 a page), by category,
 * subcategory and status (all by default), with their approval and a publish switch.
 */
export function ProductList() {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  const price = usePriceFormat();
  const translate = useTranslate();
  return (
    <ConsoleList filters={filters} actions={<CreateActions of="product" />}>
      <ConsoleDatagrid
        rowClick={has('products:edit') ? (id) => paths.productEdit(id) : false}
        empty={translate('kasuwa.catalogue.products.empty')}
        emptyTestId="products-empty"
        data-testid="products-list"
      >
        <ProductNameCell label="kasuwa.catalogue.fields.name" />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.price"
          sortable={false}
          render={(record) => price(record.price)}
        />
        <NumberField source="quantity" label="kasuwa.catalogue.fields.quantity" sortable={false} />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.approval"
          sortable={false}
          render={(record) => <ApprovalChip status={record.approvalStatus} reason={record.rejectionReason} />}
        />
        <PublishSwitch label="kasuwa.catalogue.products.published" />
        <WrapperField label={false} textAlign="right">
          <EditDeleteLinks of="product" />
        </WrapperField>
      </ConsoleDatagrid>
    </ConsoleList>
  );
}
