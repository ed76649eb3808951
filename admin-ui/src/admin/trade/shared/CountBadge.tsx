import { Chip } from '@mui/material';
import { usePendingOrdersCount, useUnreadQuotationsCount } from './useTradeCounts';

function Count({ count, testId }: { count: number | undefined; testId: string }) {
  if (!count) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={count > 999 ? '999+' : count}
      data-testid={testId}
      data-count={count}
      sx={{ ml: 'auto', height: 20, fontSize: '0.72rem', fontWeight: 700 }}
    />
  );
}

/** The unread quotations, beside the menu entry (the menu shows it to sellers only). */
export function UnreadQuotationsBadge() {
  return <Count count={useUnreadQuotationsCount().data} testId="menu-quotations-count" />;
}

/** The pending orders, beside the menu entry (the menu shows it to sellers and administrators only). */
export function PendingOrdersBadge() {
  return <Count count={usePendingOrdersCount().data} testId="menu-allorders-count" />;
}
