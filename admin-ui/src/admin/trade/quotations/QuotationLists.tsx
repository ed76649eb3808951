import { Box, Tab, Tabs, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { Datagrid, FunctionField, List, useListContext, useTranslate } from 'react-admin';
import { ListError, ListPagination } from '../../ListError';
import { LocalDateField } from '../../users/fields';
import { usePriceFormat } from '../../catalogue/shared/price';
import { usePermissionCheck } from '../../permissions';
import { TRADE_LISTS } from '../resources';
import { TRADE_PERMISSIONS } from '../permissions';
import { QuotationStatusChip } from '../shared/StatusChips';
import { useUnreadQuotationsCount } from '../shared/useTradeCounts';
import { partyName, type Quotation } from '../types';
import { useQuotationPaths } from './paths';

const READ_TABS = ['ALL', 'UNREAD', 'READ'] as const;

function ReadTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const unread = useUnreadQuotationsCount();
  const read = (READ_TABS as readonly string[]).includes(filterValues.read) ? filterValues.read : 'ALL';
  return (
    <Tabs
      value={read}
      onChange={(_, value: string) => setFilters({ ...filterValues, read: value }, displayedFilters)}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {READ_TABS.map((value) => (
        <Tab
          key={value}
          value={value}
          data-testid={`quotations-tab-${value}`}
          label={value === 'UNREAD' && unread.data ? `${translate('kasuwa.trade.quotations.tabs.UNREAD')} (${unread.data})` : translate(`kasuwa.trade.quotations.tabs.${value}`)}
        />
      ))}
    </Tabs>
  );
}

/** Unread first, each group in the API's order (latest activity first). */
const unreadFirst = (quotations: Quotation[]) => [...quotations.filter((q) => !q.isRead), ...quotations.filter((q) => q.isRead)];

function ReceivedGrid() {
  const translate = useTranslate();
  const price = usePriceFormat();
  const paths = useQuotationPaths();
  const { data } = useListContext<Quotation>();
  return (
    <>
      <ReadTabs />
      <Datagrid
        data={data ? unreadFirst(data) : data}
        bulkActionButtons={false}
        rowClick={(id) => paths.receivedOne(id)}
        rowSx={(record) => (record.isRead ? {} : { '& td': { fontWeight: 700 }, bgcolor: 'rgba(46, 125, 50, 0.05)' })}
        empty={
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="quotations-empty">
            {translate('kasuwa.trade.quotations.emptyReceived')}
          </Typography>
        }
        data-testid="quotations-list"
      >
        <FunctionField<Quotation>
          label=""
          sortable={false}
          render={(quotation) => (
            <Box data-testid="quotation-read" data-read={String(quotation.isRead)} sx={{ display: 'flex' }}>
              {!quotation.isRead && <FiberManualRecordIcon color="warning" sx={{ fontSize: 12 }} titleAccess={translate('kasuwa.trade.quotations.unread')} />}
            </Box>
          )}
        />
        <FunctionField<Quotation> label="kasuwa.trade.fields.product" sortable={false} render={(quotation) => <span data-testid="quotation-product">{quotation.productName}</span>} />
        <FunctionField<Quotation> label="kasuwa.trade.fields.buyer" sortable={false} render={(quotation) => quotation.requesterName} />
        <FunctionField<Quotation> label="kasuwa.trade.fields.quantity" sortable={false} render={(quotation) => quotation.quantity} />
        <FunctionField<Quotation> label="kasuwa.trade.quotations.fields.price" sortable={false} render={(quotation) => price(quotation.price)} />
        <FunctionField<Quotation> label="kasuwa.trade.quotations.fields.counterPrice" sortable={false} render={(quotation) => price(quotation.counterPrice)} />
        <FunctionField<Quotation> label="kasuwa.trade.fields.status" sortable={false} render={(quotation) => <QuotationStatusChip status={quotation.status} />} />
        <LocalDateField source="updatedAt" label="kasuwa.trade.quotations.fields.updatedAt" sortable={false} />
      </Datagrid>
    </>
  );
}

function AskedGrid() {
  const translate = useTranslate();
  const price = usePriceFormat();
  const paths = useQuotationPaths();
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={(id) => paths.askedOne(id)}
      empty={
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="quotations-empty">
          {translate('kasuwa.trade.quotations.emptyAsked')}
        </Typography>
      }
      data-testid="quotations-list"
    >
      <FunctionField<Quotation> label="kasuwa.trade.fields.product" sortable={false} render={(quotation) => <span data-testid="quotation-product">{quotation.productName}</span>} />
      <FunctionField<Quotation> label="kasuwa.trade.fields.seller" sortable={false} render={(quotation) => partyName(quotation.seller)} />
      <FunctionField<Quotation> label="kasuwa.trade.fields.quantity" sortable={false} render={(quotation) => quotation.quantity} />
      <FunctionField<Quotation> label="kasuwa.trade.quotations.fields.price" sortable={false} render={(quotation) => price(quotation.price)} />
      <FunctionField<Quotation> label="kasuwa.trade.quotations.fields.myPrice" sortable={false} render={(quotation) => price(quotation.counterPrice)} />
      <FunctionField<Quotation> label="kasuwa.trade.fields.status" sortable={false} render={(quotation) => <QuotationStatusChip status={quotation.status} />} />
      <LocalDateField source="updatedAt" label="kasuwa.trade.quotations.fields.updatedAt" sortable={false} />
    </Datagrid>
  );
}

const listProps = {
  perPage: 20,
  actions: false as const,
  empty: false as const,
  exporter: false as const,
  error: <ListError />,
  pagination: <ListPagination rowsPerPageOptions={[10, 20, 50]} />,
};

/** The quotations asked of the seller (GET quotes), unread first; a row opens its thread. */
export function ReceivedQuotationList() {
  const translate = useTranslate();
  return (
    <List resource={TRADE_LISTS.receivedQuotations} title={translate('kasuwa.trade.quotations.receivedTitle')} filterDefaultValues={{ read: 'ALL' }} {...listProps}>
      <ReceivedGrid />
    </List>
  );
}

/** quotations/asked: the quotations the buyer asked (GET me/quotes); a row opens its thread. */
export function AskedQuotationList() {
  const translate = useTranslate();
  return (
    <List resource={TRADE_LISTS.askedQuotations} title={translate('kasuwa.trade.quotations.askedTitle')} {...listProps}>
      <AskedGrid />
    </List>
  );
}

/** quotations: the seller's (quotations:list); a buyer who sells nothing sees their own. */
export function QuotationsPage() {
  const { has, isPending } = usePermissionCheck();
  if (isPending) return null;
  if (!has(TRADE_PERMISSIONS.quotationsList) && has(TRADE_PERMISSIONS.quotationsCreate)) return <AskedQuotationList />;
  return <ReceivedQuotationList />;
}
