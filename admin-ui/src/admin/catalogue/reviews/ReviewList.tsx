import { Box, Rating, Typography } from '@mui/material';
import { FunctionField, WrapperField, useTranslate } from 'react-admin';
import { LocalDateField } from '../../accounts/users/fields';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { ListStatusTabs } from '../../shared/StatusTabs';
import { REVIEW_STATUSES, type ReviewStatus } from '../resources';
import type { Review } from '../types';
import { ReviewDecisionButtons } from './ReviewDecisionButtons';
import { useReviewCount } from './useReviewCount';

/** The comments of a status (GET product/comments/{status}/count). */
const useCount = (status: ReviewStatus) => useReviewCount(status).data;

function TabbedGrid() {
  const translate = useTranslate();
  return (
    <>
      <ListStatusTabs
        statuses={REVIEW_STATUSES}
        label={(status) => translate(`kasuwa.catalogue.reviews.tabs.${status}`)}
        useCount={useCount}
        badgeColor={(status) => (status === 'PENDING' ? 'warning' : 'default')}
        testIdPrefix="reviews"
      />
      <ConsoleDatagrid
        empty={translate('kasuwa.catalogue.reviews.empty')}
        emptyTestId="reviews-empty"
        data-testid="reviews-list"
      >
        <FunctionField<Review>
          label="kasuwa.catalogue.reviews.product"
          render={(record) => (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {record.product?.name}
            </Typography>
          )}
        />
        <FunctionField<Review>
          label="kasuwa.catalogue.reviews.author"
          render={(record) => record.author?.name || '—'}
        />
        <FunctionField<Review>
          label="kasuwa.catalogue.reviews.rating"
          render={(record) => (
            <Rating
              value={record.rating}
              readOnly
              size="small"
              aria-label={translate('kasuwa.catalogue.reviews.stars', { rating: record.rating })}
            />
          )}
        />
        <FunctionField<Review>
          label="kasuwa.catalogue.reviews.comment"
          render={(record) => (
            <Box sx={{ maxWidth: 420, whiteSpace: 'pre-line' }} data-testid="review-comment">
              {record.comment}
            </Box>
          )}
        />
        <LocalDateField source="createdAt" label="kasuwa.catalogue.fields.createdAt" sortable={false} />
        <WrapperField label={false} textAlign="right">
          <ReviewDecisionButtons />
        </WrapperField>
      </ConsoleDatagrid>
    </>
  );
}

/** reviews: the working country's comments by status (pending first), with their counts and the moderation buttons. */
export function ReviewList() {
  return (
    <ConsoleList filterDefaultValues={{ status: 'PENDING' }}>
      <TabbedGrid />
    </ConsoleList>
  );
}
