import { Box } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { FunctionField, useListContext, useTranslate } from 'react-admin';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { ListStatusTabs } from '../../shared/StatusTabs';
import { LocalDateField } from '../../accounts/users/fields';
import { usePriceFormat } from '../../catalogue/shared/price';
import { usePermissionCheck } from '../../permissions';
import { TRADE_LISTS } from '../resources';
import { TRADE_PERMISSIONS } from '../permissions';
import { QuotationStatusChip } from '../shared/StatusChips';
import { useUnreadQuotationsCount } from '../shared/useTradeCounts';
import { partyName, type Quotation } from '../types';
import { useQuotationPaths } from './paths';

const READ_TABS = ['ALL', 'UNREAD', 'READ'] as const;

/** The quotations the seller has not read, on the UNREAD tab. */
function useUnreadCount(read: string) {
  const unread = useUnreadQuotationsCount();
  return read === 'UNREAD' ? unread.data : undefined;
}

function ReadTabs() {
  const translate = useTranslate();
  return (
    <ListStatusTabs
      source="read"
      statuses={READ_TABS}
      label={(read) => translate(`kasuwa.trade.quotations.tabs.${read}`)}
      useCount={useUnreadCount}
      badgeColor={() => 'warning'}
      testIdPrefix="quotations"
    />
  );
}

/** Unread first, each group in the API's order (latest activity first). */
const unreadFirst = (quotations: Quotation[]) => [
  ...quotations.filter((q) => !q.isRead),
  ...quotations.filter((q) => q.isRead),
];

/**
 * The quotations of one side: received by a seller (unread first, in bold, a dot before them, with the read tabs; the
 * buyer named) or asked by a buyer (the seller named, the counter price theirs); a row opens its thread.
 */
function QuotationGrid({ side }: { side: 'received' | 'asked' }) {
  const translate = useTranslate();
  const price = usePriceFormat();
  const paths = useQuotationPaths();
  const { data } = useListContext<Quotation>();
  const received = side === 'received';
  return (
    <>
      {received && <ReadTabs />}
      <ConsoleDatagrid
        data={received && data ? unreadFirst(data) : data}
        rowClick={(id) => (received ? paths.receivedOne(id) : paths.askedOne(id))}
        rowSx={(record) =>
          !received || record.isRead ? {} : { '& td': { fontWeight: 700 }, bgcolor: 'rgba(46, 125, 50, 0.05)' }
        }
        empty={translate(received ? 'kasuwa.trade.quotations.emptyReceived' : 'kasuwa.trade.quotations.emptyAsked')}
        emptyTestId="quotations-empty"
        data-testid="quotations-list"
      >
        {received && (
          <FunctionField<Quotation>
            label=""
            sortable={false}
            render={(quotation) => (
              <Box data-testid="quotation-read" data-read={String(quotation.isRead)} sx={{ display: 'flex' }}>
                {!quotation.isRead && (
                  <FiberManualRecordIcon
                    color="warning"
                    sx={{ fontSize: 12 }}
                    titleAccess={translate('kasuwa.trade.quotations.unread')}
                  />
                )}
              </Box>
            )}
          />
        )}
        <FunctionField<Quotation>
          label="kasuwa.trade.fields.product"
          sortable={false}
          render={(quotation) => <span data-testid="quotation-product">{quotation.productName}</span>}
        />
        <FunctionField<Quotation>
          label={received ? 'kasuwa.trade.fields.buyer' : 'kasuwa.trade.fields.seller'}
          sortable={false}
          render={(quotation) => (received ? quotation.requesterName : partyName(quotation.seller))}
        />
        <FunctionField<Quotation>
          label="kasuwa.trade.fields.quantity"
          sortable={false}
          render={(quotation) => quotation.quantity}
        />
        <FunctionField<Quotation>
          label="kasuwa.trade.quotations.fields.price"
          sortable={false}
          render={(quotation) => price(quotation.price)}
        />
        <FunctionField<Quotation>
          label={received ? 'kasuwa.trade.quotations.fields.counterPrice' : 'kasuwa.trade.quotations.fields.myPrice'}
          sortable={false}
          render={(quotation) => price(quotation.counterPrice)}
        />
        <FunctionField<Quotation>
          label="kasuwa.trade.fields.status"
          sortable={false}
          render={(quotation) => <QuotationStatusChip status={quotation.status} />}
        />
        <LocalDateField source="updatedAt" label="kasuwa.trade.quotations.fields.updatedAt" sortable={false} />
      </ConsoleDatagrid>
    </>
  );
}

/** The quotations asked of the seller (GET quotes), unread first; a row opens its thread. */
export function ReceivedQuotationList() {
  const translate = useTranslate();
  return (
    <ConsoleList
      resource={TRADE_LISTS.receivedQuotations}
      title={translate('kasuwa.trade.quotations.receivedTitle')}
      filterDefaultValues={{ read: 'ALL' }}
    >
      <QuotationGrid side="received" />
    </ConsoleList>
  );
}

/** quotations/asked: the quotations the buyer asked (GET me/quotes); a row opens its thread. */
export function AskedQuotationList() {
  const translate = useTranslate();
  return (
    <ConsoleList resource={TRADE_LISTS.askedQuotations} title={translate('kasuwa.trade.quotations.askedTitle')}>
      <QuotationGrid side="asked" />
    </ConsoleList>
  );
}

/** quotations: the seller's (quotations:list); a buyer who sells nothing sees their own. */
export function QuotationsPage() {
  const { has, isPending } = usePermissionCheck();
  if (isPending) return null;
  if (!has(TRADE_PERMISSIONS.quotationsList) && has(TRADE_PERMISSIONS.quotationsCreate)) return <AskedQuotationList />;
  return <ReceivedQuotationList />;
}
