import { useQuery } from '@tanstack/react-query';
import type { ReviewStatus } from '../resources';
import { useConsoleApi } from '../../api/useConsoleApi';

/** Every query of the reviews screens (lists and counts) starts with it, to refresh them together. */
export const REVIEWS_KEY = 'reviews';

/** GET product/comments/{status}/count */
export function useReviewCount(status: ReviewStatus, enabled = true) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: [REVIEWS_KEY, 'count', status],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => api.countReviews(status, signal),
  });
}
