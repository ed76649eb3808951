import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApprovalStatus } from '../types';

const COLORS: Record<ApprovalStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** A product's approval status; a rejection shows its reason under the chip. */
export function ApprovalChip({
  status,
  reason,
  showReason = true,
}: {
  status: ApprovalStatus;
  reason?: string | null;
  showReason?: boolean;
}) {
  const translate = useTranslate();
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={translate(`kasuwa.catalogue.approval.${status}`, { _: status })}
      data-testid="product-approval"
      data-status={status}
    />
  );
  if (status !== 'REJECTED' || !reason) return chip;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', maxWidth: 260 }}>
      <Tooltip title={reason}>{chip}</Tooltip>
      {showReason && (
        <Typography variant="caption" color="error.main" data-testid="product-rejection-reason">
          {translate('kasuwa.catalogue.approval.reason', { reason })}
        </Typography>
      )}
    </Stack>
  );
}
