import { Box, Stack, Typography } from '@mui/material';
import { FunctionField, WrapperField, useTranslate } from 'react-admin';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { ListStatusTabs } from '../../shared/StatusTabs';
import { LocalDateField } from '../../accounts/users/fields';
import { usePriceFormat } from '../../catalogue/shared/price';
import { useLocalName } from '../../catalogue/shared/reference';
import { TRADE_LISTS } from '../resources';
import { OrderStatusChip } from '../shared/StatusChips';
import { usePendingOrdersCount } from '../shared/useTradeCounts';
import { ORDER_STATUSES, partyName, type Order, type Side } from '../types';
import { OrderActions } from './OrderActions';

const TABS = ['ALL', ...ORDER_STATUSES] as const;

/** The orders waiting for the seller, on the PENDING tab. */
function usePendingCount(status: string) {
  const pending = usePendingOrdersCount();
  return status === 'PENDING' ? pending.data : undefined;
}

function StatusTabs({ side }: { side: Side }) {
  const translate = useTranslate();
  return (
    <ListStatusTabs
      statuses={TABS}
      label={(status) => translate(`kasuwa.trade.orders.tabs.${status}`)}
      useCount={side === 'SELLER' ? usePendingCount : undefined}
      badgeColor={() => 'warning'}
      testIdPrefix="orders"
    />
  );
}

function Grid({ side }: { side: Side }) {
  const translate = useTranslate();
  const price = usePriceFormat();
  const name = useLocalName();
  return (
    <>
      <StatusTabs side={side} />
      <ConsoleDatagrid
        empty={translate(side === 'BUYER' ? 'kasuwa.trade.orders.emptyPlaced' : 'kasuwa.trade.orders.emptyReceived')}
        emptyTestId="orders-empty"
        data-testid="orders-list"
      >
        <LocalDateField source="orderDate" label="kasuwa.trade.orders.fields.orderDate" sortable={false} />
        <FunctionField<Order>
          label="kasuwa.trade.fields.product"
          sortable={false}
          render={(order) => (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="order-product">
                {order.productName}
              </Typography>
              {order.quotationId && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate('kasuwa.trade.orders.fromQuotation')}
                </Typography>
              )}
            </Box>
          )}
        />
        {side === 'SELLER' ? (
          <FunctionField<Order>
            label="kasuwa.trade.fields.buyer"
            sortable={false}
            render={(order) => <span data-testid="order-buyer">{order.requesterName}</span>}
          />
        ) : (
          <FunctionField<Order>
            label="kasuwa.trade.fields.seller"
            sortable={false}
            render={(order) => <span data-testid="order-seller">{partyName(order.seller)}</span>}
          />
        )}
        <FunctionField<Order>
          label="kasuwa.trade.fields.quantity"
          sortable={false}
          render={(order) => <span data-testid="order-quantity">{order.quantity}</span>}
        />
        <FunctionField<Order>
          label="kasuwa.trade.orders.fields.total"
          sortable={false}
          render={(order) => (
            <Box>
              <Typography variant="body2" data-testid="order-total">
                {price(order.totalPrice)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('kasuwa.trade.orders.each', { price: price(order.unitPrice) })}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<Order>
          label="kasuwa.trade.orders.fields.delivery"
          sortable={false}
          render={(order) => (
            <Box sx={{ maxWidth: 260 }}>
              <Typography variant="body2" data-testid="order-delivery-method">
                {name(order.deliveryMethod)}
              </Typography>
              <Typography variant="caption" color="text.secondary" data-testid="order-delivery-location">
                {order.deliveryLocation}
              </Typography>
              {order.comment && (
                <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'pre-line' }}>
                  {translate('kasuwa.trade.orders.note', { comment: order.comment })}
                </Typography>
              )}
            </Box>
          )}
        />
        <FunctionField<Order>
          label="kasuwa.trade.fields.status"
          sortable={false}
          render={(order) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start', maxWidth: 240 }}>
              <OrderStatusChip status={order.status} />
              {order.reason && (
                <Typography variant="caption" color="text.secondary" data-testid="order-reason-text">
                  {translate('kasuwa.trade.orders.reasonShown', { reason: order.reason })}
                </Typography>
              )}
            </Stack>
          )}
        />
        <WrapperField label={false} textAlign="right">
          <OrderActions side={side} />
        </WrapperField>
      </ConsoleDatagrid>
    </>
  );
}

function OrderList({ side }: { side: Side }) {
  const translate = useTranslate();
  return (
    <ConsoleList
      resource={side === 'BUYER' ? TRADE_LISTS.placedOrders : TRADE_LISTS.receivedOrders}
      title={translate(side === 'BUYER' ? 'resources.myorders.name' : 'resources.allorders.name', { smart_count: 2 })}
      filterDefaultValues={{ status: 'ALL' }}
      sort={{ field: 'orderDate', order: 'DESC' }}
    >
      <Grid side={side} />
    </ConsoleList>
  );
}

/** myorders: the orders the buyer placed, newest first (GET me/product/request): cancel while pending, confirm delivery once shipped. */
export function MyOrderList() {
  return <OrderList side="BUYER" />;
}

/**
 * allorders: the orders the seller received (administrators: every order of the working country), newest first
 * (GET product/request), with the moves the order machine allows from each status.
 */
export function AllOrderList() {
  return <OrderList side="SELLER" />;
}
