import { Chip } from '@mui/material';
import { useReviewCount } from './useReviewCount';

/** The number of comments awaiting moderation, beside the menu entry (shown only to moderators). */
export function PendingReviewsBadge() {
  const count = useReviewCount('PENDING');
  if (!count.data) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={count.data > 999 ? '999+' : count.data}
      data-testid="menu-reviews-count"
      sx={{ ml: 'auto', height: 20, fontSize: '0.72rem', fontWeight: 700 }}
    />
  );
}
