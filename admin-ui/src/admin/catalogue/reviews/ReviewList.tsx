import { Badge, Box, Rating, Tab, Tabs, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, WrapperField, useListContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../../users/fields';
import { ListError, ListPagination } from '../../ListError';
import { REVIEW_STATUSES, reviewStatusOf, type ReviewStatus } from '../resources';
import type { Review } from '../types';
import { ReviewDecisionButtons } from './ReviewDecisionButtons';
import { useReviewCount } from './useReviewCount';

function StatusTab({ status, ...props }: { status: ReviewStatus; value: string }) {
  const translate = useTranslate();
  const count = useReviewCount(status);
  return (
    <Tab
      {...props}
      data-testid={`reviews-tab-${status}`}
      label={
        <Badge
          color={status === 'PENDING' ? 'warning' : 'default'}
          badgeContent={count.data ?? 0}
          max={999}
          showZero={false}
          data-testid={`reviews-count-${status}`}
          sx={{ pr: 1.5, '& .MuiBadge-colorDefault': { bgcolor: 'grey.300', color: 'text.primary' } }}
        >
          {translate(`kasuwa.catalogue.reviews.tabs.${status}`)}
        </Badge>
      }
    />
  );
}

function TabbedGrid() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const status = reviewStatusOf(filterValues.status);
  return (
    <>
      <Tabs
        value={status}
        onChange={(_, value: string) => setFilters({ ...filterValues, status: value }, displayedFilters)}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {REVIEW_STATUSES.map((value) => (
          <StatusTab key={value} value={value} status={value} />
        ))}
      </Tabs>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="reviews-empty">
            {translate('kasuwa.catalogue.reviews.empty')}
          </Typography>
        }
        data-testid="reviews-list"
      >
        <FunctionField<Review> label="kasuwa.catalogue.reviews.product" render={(record) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{record.product?.name}</Typography>} />
        <FunctionField<Review> label="kasuwa.catalogue.reviews.author" render={(record) => record.author?.name || '—'} />
        <FunctionField<Review>
          label="kasuwa.catalogue.reviews.rating"
          render={(record) => <Rating value={record.rating} readOnly size="small" aria-label={translate('kasuwa.catalogue.reviews.stars', { rating: record.rating })} />}
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
      </Datagrid>
    </>
  );
}

/** reviews: the working country's comments by status (pending first), with their counts and the moderation buttons. */
export function ReviewList() {
  return (
    <List
      perPage={20}
      filterDefaultValues={{ status: 'PENDING' }}
      actions={false}
      empty={false}
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination rowsPerPageOptions={[10, 20, 50]} />}
    >
      <TabbedGrid />
    </List>
  );
}
