import { useQueryClient } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext, useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { Review } from '../types';
import { REVIEWS_KEY } from './useReviewCount';

type Decision = 'APPROVED' | 'DECLINED';

/**
 * Approves or declines the row's comment (POST product/comment/approval/{id}/{decision}), then reads
 * the lists and the counts (tabs and menu badge) again. A decided comment can be reversed.
 */
export function ReviewDecisionButtons() {
  const record = useRecordContext<Review>();
  const translate = useTranslate();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const decide = useApiMutation({
    mutationFn: (decision: Decision) => api.decideReview(record!.id, decision),
    success: 'kasuwa.catalogue.reviews.saved',
    failure: 'kasuwa.catalogue.reviews.failure',
    onSuccess: () => {
      return queryClient.invalidateQueries({ queryKey: [REVIEWS_KEY] });
    },
  });
  if (!record) return null;
  const button = (decision: Decision) => (
    <Button
      size="small"
      variant={record.status === 'PENDING' ? 'contained' : 'outlined'}
      disableElevation
      color={decision === 'APPROVED' ? 'success' : 'error'}
      startIcon={decision === 'APPROVED' ? <CheckIcon /> : <CloseIcon />}
      disabled={decide.isPending}
      onClick={(event) => {
        event.stopPropagation();
        decide.mutate(decision);
      }}
      data-testid={decision === 'APPROVED' ? 'review-approve' : 'review-decline'}
    >
      {translate(decision === 'APPROVED' ? 'kasuwa.catalogue.reviews.approve' : 'kasuwa.catalogue.reviews.decline')}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {record.status !== 'APPROVED' && button('APPROVED')}
      {record.status !== 'DECLINED' && button('DECLINED')}
    </Stack>
  );
}
