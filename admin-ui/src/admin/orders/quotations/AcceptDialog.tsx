import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { fieldError, serverMessage } from '../../api/errors';
import { usePriceFormat } from '../../catalogue/shared/price';
import { useLocalName } from '../../catalogue/shared/reference';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import { TRADE_KEY } from '../resources';
import type { Quotation } from '../types';

/** Accepting places the order: where and how to deliver it (POST quotes/{id}/accept). */
export function AcceptDialog({ quotation, onClose }: { quotation: Quotation; onClose: () => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const price = usePriceFormat();
  const name = useLocalName();
  const methods = useQuery({
    queryKey: [TRADE_KEY, 'delivery-methods', quotation.productId],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: ({ signal }) => api.productDeliveryMethods(quotation.productId, signal),
  });
  const [method, setMethod] = useState<number | ''>('');
  const [location, setLocation] = useState('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const chosen = method !== '' ? method : methods.data?.length === 1 ? methods.data[0].id : '';
  const accept = useApiMutation({
    mutationFn: () =>
      api.acceptQuotation(quotation.id, {
        deliveryMethodId: Number(chosen),
        deliveryLocation: location.trim(),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      }),
    success: 'kasuwa.trade.quotations.accepted',
    failure: 'kasuwa.trade.quotations.failure',
    refresh: true,
    onSuccess: () => {
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (chosen === '' || !location.trim()) return;
    accept.mutate();
  };
  const methodError =
    fieldError(accept.error, 'deliveryMethodId') ||
    (touched && chosen === '' ? translate('kasuwa.trade.deliveryMethodRequired') : undefined);
  const locationError =
    fieldError(accept.error, 'deliveryLocation') ||
    (touched && !location.trim() ? translate('kasuwa.trade.deliveryLocationRequired') : undefined);
  const total = quotation.price ? Number(quotation.price) * quotation.quantity : null;
  return (
    <Dialog
      open
      onClose={accept.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="quotation-accept-dialog"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle>{translate('kasuwa.trade.quotations.acceptTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('kasuwa.trade.quotations.acceptHelp', {
              quantity: quotation.quantity,
              product: quotation.productName,
              price: price(quotation.price),
              total: price(total),
            })}
          </DialogContentText>
          {methods.error ? (
            <Alert severity="error" data-testid="quotation-accept-product-error">
              {serverMessage(methods.error, translate('kasuwa.trade.quotations.productUnavailable'))}
            </Alert>
          ) : (
            <Stack spacing={2}>
              <TextField
                select
                label={translate('kasuwa.trade.fields.deliveryMethod')}
                value={chosen}
                onChange={(event) => setMethod(Number(event.target.value))}
                error={!!methodError}
                helperText={methodError || ' '}
                disabled={!methods.data}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'quotation-accept-method' } as object } }}
              >
                {(methods.data ?? []).map((item) => (
                  <MenuItem key={item.id} value={item.id} data-testid="quotation-accept-method-option">
                    {name(item)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={translate('kasuwa.trade.fields.deliveryLocation')}
                value={location}
                onChange={(event) => setLocation(event.target.value)}
                error={!!locationError}
                helperText={locationError || ' '}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'quotation-accept-location' } }}
              />
              <TextField
                label={translate('kasuwa.trade.fields.comment')}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'quotation-accept-comment' } }}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={accept.isPending}>
            {translate('kasuwa.trade.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="success"
            disableElevation
            startIcon={<CheckIcon />}
            disabled={accept.isPending || !methods.data}
            data-testid="quotation-accept-confirm"
          >
            {translate('kasuwa.trade.quotations.accept')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
