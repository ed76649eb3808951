import { FunctionField, SearchInput, useTranslate } from 'react-admin';
import { LocalDateField } from '../../accounts/users/fields';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { ListStatusTabs } from '../../shared/StatusTabs';
import { ApprovalChip } from '../shared/ApprovalChip';
import { ProductNameCell } from '../shared/ProductCell';
import { usePriceFormat } from '../shared/price';
import { useCataloguePaths } from '../paths';
import { APPROVAL_STATUSES, type Product } from '../types';

const TABS = ['ALL', ...APPROVAL_STATUSES] as const;

const filters = [<SearchInput key="search" source="search" alwaysOn data-testid="all-products-search" />];

function StatusTabs() {
  const translate = useTranslate();
  return (
    <ListStatusTabs
      statuses={TABS}
      label={(status) => translate(`kasuwa.catalogue.allProducts.tabs.${status}`)}
      testIdPrefix="all-products"
    />
  );
}

function Grid() {
  const paths = useCataloguePaths();
  const price = usePriceFormat();
  const translate = useTranslate();
  return (
    <>
      <StatusTabs />
      <ConsoleDatagrid
        rowClick={(id) => paths.productDetail(id)}
        empty={translate('kasuwa.catalogue.allProducts.empty')}
        emptyTestId="all-products-empty"
        data-testid="all-products-list"
      >
        <ProductNameCell label="kasuwa.catalogue.fields.name" />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.price"
          sortable={false}
          render={(record) => price(record.price)}
        />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.location"
          sortable={false}
          render={(record) => record.location}
        />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.status"
          sortable={false}
          render={(record) =>
            translate(`kasuwa.catalogue.products.statusFilter.${record.status}`, { _: record.status })
          }
        />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.approval"
          sortable={false}
          render={(record) => <ApprovalChip status={record.approvalStatus} reason={record.rejectionReason} />}
        />
        <LocalDateField
          source="createdAt"
          label="kasuwa.catalogue.fields.createdAt"
          sortable={false}
          showTime={false}
        />
      </ConsoleDatagrid>
    </>
  );
}

/**
 * all-products-management: the working country's products, newest first (GET products/admin), by
 * approval status and searchable; a row opens the product to approve or reject it.
 */
export function AllProductsList() {
  return (
    <ConsoleList filters={filters} filterDefaultValues={{ status: 'ALL' }}>
      <Grid />
    </ConsoleList>
  );
}
