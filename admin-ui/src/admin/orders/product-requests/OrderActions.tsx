import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { fieldError, serverMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { Order, OrderStatus, Side } from '../types';

/** Moves whose side may say why (both sides read it). */
const WITH_REASON: OrderStatus[] = ['DECLINED', 'REJECTED', 'CANCELED'];
/** Moves that end the order for the other side. */
const DESTRUCTIVE: OrderStatus[] = ['DECLINED', 'REJECTED', 'CANCELED'];

function ConfirmMove({ order, to, side, onClose }: { order: Order; to: OrderStatus; side: Side; onClose: () => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [reason, setReason] = useState('');
  const move = useApiMutation({
    mutationFn: () => api.moveOrder(order.id, to, reason.trim() || undefined),
    success: 'kasuwa.trade.orders.saved',
    failure: 'kasuwa.trade.orders.failure',
    refresh: true,
    onSuccess: () => {
      onClose();
      // The lists, the counts and the menu badge are read again: they show the saved status.
    },
  });
  const action = translate(`kasuwa.trade.orders.actions.${side}.${to}`);
  const reasonError = fieldError(move.error, 'reason');
  return (
    <Dialog
      open
      onClose={move.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="order-confirm-dialog"
    >
      <DialogTitle>
        {translate('kasuwa.trade.orders.confirm.title', { action, product: order.productName })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(`kasuwa.trade.orders.confirm.${to}`, {
            quantity: order.quantity,
            product: order.productName,
            buyer: order.requesterName,
          })}
        </DialogContentText>
        {WITH_REASON.includes(to) && (
          <TextField
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            label={translate('kasuwa.trade.orders.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={!!reasonError}
            helperText={reasonError || translate('kasuwa.trade.orders.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'order-reason' } }}
          />
        )}
        {move.error && !reasonError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="order-move-error">
            {serverMessage(move.error, translate('kasuwa.trade.orders.failure'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={move.isPending} data-testid="order-confirm-cancel">
          {translate('kasuwa.trade.back')}
        </Button>
        <Button
          variant="contained"
          disableElevation
          color={DESTRUCTIVE.includes(to) ? 'error' : 'primary'}
          disabled={move.isPending}
          onClick={() => move.mutate()}
          data-testid="order-confirm"
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The moves the order machine allows the caller from the order's status (the server's `nextStatuses`, worked out
 * for the side the list stands on), each confirmed in a dialog: PUT product/request/{id}/status.
 */
export function OrderActions({ side }: { side: Side }) {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const [to, setTo] = useState<OrderStatus | null>(null);
  if (!order?.nextStatuses?.length) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}
      data-testid="order-actions"
    >
      {order.nextStatuses.map((status) => (
        <Button
          key={status}
          size="small"
          variant={DESTRUCTIVE.includes(status) ? 'outlined' : 'contained'}
          color={DESTRUCTIVE.includes(status) ? 'error' : 'primary'}
          disableElevation
          onClick={(event) => {
            event.stopPropagation();
            setTo(status);
          }}
          data-testid={`order-action-${status}`}
        >
          {translate(`kasuwa.trade.orders.actions.${side}.${status}`)}
        </Button>
      ))}
      {to && <ConfirmMove order={order} to={to} side={side} onClose={() => setTo(null)} />}
    </Stack>
  );
}
