import { useState } from 'react';
import { Alert, Avatar, Box, Chip, Pagination, Rating, Stack, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { useRemote } from './useRemote';
import { PAGE_SIZE } from './types';

/** The approved reviews of a product, newest first, 20 a page. */
export function ReviewList({ productId }: { productId: string }) {
  const t = useT();
  const { language } = usePreferences();
  const [page, setPage] = useState(0);
  const comments = useRemote('/api/v1/product/{id}/status/APPROVED/comments', {
    params: { path: { id: productId }, query: { page, size: PAGE_SIZE } },
  });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  if (comments.error) {
    return (
      <Alert severity="error" data-testid="reviews-error">
        {t('reviews.errorList')}
      </Alert>
    );
  }
  const data = comments.data;
  if (data && data.content.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="reviews-empty">
        {t('reviews.none')}
      </Typography>
    );
  }
  return (
    <Box data-testid="reviews-list" aria-busy={comments.isPending}>
      <Stack spacing={2.5}>
        {(data?.content ?? []).map((review) => (
          <Stack key={review.id} direction="row" spacing={1.5} data-testid="review-item">
            <Avatar sx={{ bgcolor: 'primary.light', width: 36, height: 36, fontSize: 16 }}>
              {review.author.name.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }} data-testid="review-author">
                  {review.author.name}
                </Typography>
                <Rating
                  size="small"
                  readOnly
                  value={review.rating}
                  aria-label={t('product.stars', { value: review.rating })}
                  data-testid="review-rating-value"
                  data-value={review.rating}
                />
                <Typography variant="caption" color="text.secondary">
                  {date.format(new Date(review.createdAt))}
                </Typography>
                {review.verifiedPurchase && (
                  <Chip
                    size="small"
                    color="success"
                    variant="outlined"
                    icon={<VerifiedIcon />}
                    label={t('reviews.verifiedPurchase')}
                    data-testid="review-verified"
                  />
                )}
              </Stack>
              <Typography
                sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                data-testid="review-comment"
              >
                {review.comment}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      {data && data.totalPages > 1 && (
        <Pagination
          sx={{ mt: 3 }}
          size="small"
          count={data.totalPages}
          page={page + 1}
          onChange={(_, value) => setPage(value - 1)}
          aria-label={t('reviews.page')}
          data-testid="reviews-pagination"
        />
      )}
    </Box>
  );
}
