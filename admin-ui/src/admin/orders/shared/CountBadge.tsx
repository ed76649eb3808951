import { MenuCount } from '../../shared/MenuCount';
import { usePendingOrdersCount, useUnreadQuotationsCount } from './useTradeCounts';

/** The unread quotations, beside the menu entry (the menu shows it to sellers only). */
export function UnreadQuotationsBadge() {
  return <MenuCount count={useUnreadQuotationsCount().data} testId="menu-quotations-count" />;
}

/** The pending orders, beside the menu entry (the menu shows it to sellers and administrators only). */
export function PendingOrdersBadge() {
  return <MenuCount count={usePendingOrdersCount().data} testId="menu-allorders-count" />;
}
