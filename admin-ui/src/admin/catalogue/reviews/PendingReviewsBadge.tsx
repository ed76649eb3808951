import { MenuCount } from '../../shared/MenuCount';
import { useReviewCount } from './useReviewCount';

/** The number of comments awaiting moderation, beside the menu entry (shown only to moderators). */
export function PendingReviewsBadge() {
  return <MenuCount count={useReviewCount('PENDING').data} testId="menu-reviews-count" />;
}
