import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../../users/fields';
import { ListError, ListPagination } from '../../ListError';
import { ApprovalChip } from '../shared/ApprovalChip';
import { ProductImage } from '../shared/ProductImage';
import { usePriceFormat } from '../shared/price';
import { useLocalName } from '../shared/reference';
import { useCataloguePaths } from '../paths';
import { APPROVAL_STATUSES, type Product } from '../types';

const TABS = ['ALL', ...APPROVAL_STATUSES] as const;

const filters = [<SearchInput key="search" source="search" alwaysOn data-testid="all-products-search" />];

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

function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const status = (TABS as readonly string[]).includes(filterValues.status) ? filterValues.status : 'ALL';
  return (
    <Tabs
      value={status}
      onChange={(_, value: string) => setFilters({ ...filterValues, status: value }, displayedFilters)}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {TABS.map((value) => (
        <Tab key={value} value={value} label={translate(`kasuwa.catalogue.allProducts.tabs.${value}`)} data-testid={`all-products-tab-${value}`} />
      ))}
    </Tabs>
  );
}

function Grid() {
  const paths = useCataloguePaths();
  const price = usePriceFormat();
  const translate = useTranslate();
  return (
    <>
      <StatusTabs />
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => paths.productDetail(id)}
        empty={
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="all-products-empty">
            {translate('kasuwa.catalogue.allProducts.empty')}
          </Typography>
        }
        data-testid="all-products-list"
      >
        <NameCell label="kasuwa.catalogue.fields.name" />
        <FunctionField<Product> label="kasuwa.catalogue.fields.price" sortable={false} render={(record) => price(record.price)} />
        <FunctionField<Product> label="kasuwa.catalogue.fields.location" sortable={false} render={(record) => record.location} />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.status"
          sortable={false}
          render={(record) => translate(`kasuwa.catalogue.products.statusFilter.${record.status}`, { _: record.status })}
        />
        <FunctionField<Product>
          label="kasuwa.catalogue.fields.approval"
          sortable={false}
          render={(record) => <ApprovalChip status={record.approvalStatus} reason={record.rejectionReason} />}
        />
        <LocalDateField source="createdAt" label="kasuwa.catalogue.fields.createdAt" sortable={false} showTime={false} />
      </Datagrid>
    </>
  );
}

/**
 * all-products-management: the working country's products, newest first (GET products/admin), by
 * approval status and searchable; a row opens the product to approve or reject it.
 */
export function AllProductsList() {
  return (
    <List
      perPage={20}
      filters={filters}
      filterDefaultValues={{ status: 'ALL' }}
      empty={false}
      exporter={false}
      actions={false}
      error={<ListError />}
      pagination={<ListPagination rowsPerPageOptions={[10, 20, 50]} />}
    >
      <Grid />
    </List>
  );
}
