import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderStatus, QuotationStatus } from '../types';

type Color = 'default' | 'warning' | 'info' | 'success' | 'error' | 'primary' | 'secondary';

const ORDER_COLORS: Record<OrderStatus, Color> = {
  PENDING: 'warning',
  APPROVED: 'info',
  SHIPPED: 'primary',
  DELIVERED: 'success',
  DECLINED: 'error',
  REJECTED: 'error',
  CANCELED: 'default',
};

const QUOTATION_COLORS: Record<QuotationStatus, Color> = {
  REQUESTED: 'warning',
  OFFERED: 'info',
  COUNTERED: 'secondary',
  ACCEPTED: 'success',
};

/** An order's status (`data-status` holds the saved status, for tests and styles). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ORDER_COLORS[status] ?? 'default'}
      label={translate(`kasuwa.trade.orders.status.${status}`, { _: status })}
      data-testid="order-status"
      data-status={status}
    />
  );
}

export function QuotationStatusChip({ status }: { status: QuotationStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={QUOTATION_COLORS[status] ?? 'default'}
      label={translate(`kasuwa.trade.quotations.status.${status}`, { _: status })}
      data-testid="quotation-status"
      data-status={status}
    />
  );
}
