import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { ApprovalStatus, ProductDetail } from '../types';

type Decision = { status: ApprovalStatus; reason?: string };

/** Asks the reason of a rejection (mailed to the seller); the server's field error shows under it. */
function RejectDialog({
  open,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('kasuwa.catalogue.allProducts.rejectTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('kasuwa.catalogue.allProducts.rejectHelp')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={translate('kasuwa.catalogue.allProducts.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={missing || !!error}
          helperText={missing ? translate('kasuwa.catalogue.allProducts.reasonRequired') : error || ' '}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'product-reject-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('kasuwa.common.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disableElevation
          disabled={pending}
          onClick={() => {
            setTouched(true);
            if (reason.trim()) onConfirm(reason.trim());
          }}
          data-testid="product-reject-confirm"
        >
          {translate('kasuwa.catalogue.allProducts.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Approve, reject (with a reason) or send back to pending: PUT products/admin/approve/{id}/{status}. */
export function ApprovalActions({ product, onChanged }: { product: ProductDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [rejecting, setRejecting] = useState(false);
  const decide = useApiMutation({
    mutationFn: ({ status, reason }: Decision) => api.decideProduct(product.id, status, reason),
    success: 'kasuwa.catalogue.allProducts.saved',
    failure: 'kasuwa.catalogue.allProducts.failure',
    onSuccess: () => {
      setRejecting(false);
      onChanged();
    },
  });
  const reasonError = (decide.error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors?.reason;
  const status = product.approvalStatus;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {status !== 'APPROVED' && (
        <Button
          variant="contained"
          color="success"
          disableElevation
          startIcon={<CheckIcon />}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ status: 'APPROVED' })}
          data-testid="product-approve"
        >
          {translate('kasuwa.catalogue.allProducts.approve')}
        </Button>
      )}
      {status !== 'REJECTED' && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={decide.isPending}
          onClick={() => setRejecting(true)}
          data-testid="product-reject"
        >
          {translate('kasuwa.catalogue.allProducts.reject')}
        </Button>
      )}
      {status !== 'PENDING' && (
        <Button
          variant="text"
          startIcon={<UndoIcon />}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ status: 'PENDING' })}
          data-testid="product-pending"
        >
          {translate('kasuwa.catalogue.allProducts.backToPending')}
        </Button>
      )}
      {rejecting && (
        <RejectDialog
          open
          pending={decide.isPending}
          error={typeof reasonError === 'string' ? reasonError : undefined}
          onClose={() => setRejecting(false)}
          onConfirm={(reason) => decide.mutate({ status: 'REJECTED', reason })}
        />
      )}
    </Stack>
  );
}
