import { Chip } from '@mui/material';

/** A count beside a menu entry (waiting requests, unread quotations...): nothing when there are none, 999+ past 999. */
export function MenuCount({ count, testId, label }: { count: number | undefined; testId: string; label?: string }) {
  if (!count) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={count > 999 ? '999+' : count}
      aria-label={label}
      data-testid={testId}
      data-count={count}
      sx={{ ml: 'auto', height: 20, fontSize: '0.72rem', fontWeight: 700 }}
    />
  );
}
