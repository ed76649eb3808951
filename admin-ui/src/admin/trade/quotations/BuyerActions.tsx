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
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import { Link, useTranslate } from 'react-admin';
import { fieldError, serverMessage } from '../../api/errors';
import { usePriceFormat } from '../../catalogue/shared/price';
import { useLocalName } from '../../catalogue/shared/reference';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import { TRADE_KEY } from '../resources';
import type { Quotation } from '../types';
import { useQuotationPaths } from './paths';

const PRICE = /^\d{1,12}([.,]\d{1,2})?$/;

/** Accepting places the order: where and how to deliver it (POST quotes/{id}/accept). */
function AcceptDialog({ quotation, onClose }: { quotation: Quotation; onClose: () => void }) {
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

/**
 * The buyer's side of a thread: accept the seller's standing price (it becomes an order) or propose another
 * (POST quotes/{id}/counter); the order machine of quotations says when each is possible.
 */
export function BuyerActions({ quotation, canAccept }: { quotation: Quotation; canAccept: boolean }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const paths = useQuotationPaths();
  const [accepting, setAccepting] = useState(false);
  const [price, setPrice] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const counter = useApiMutation({
    mutationFn: (offer: { price: string; comment?: string }) => api.counterQuotation(quotation.id, offer),
    success: 'kasuwa.trade.quotations.countered',
    failure: 'kasuwa.trade.quotations.failure',
    refresh: true,
    onSuccess: () => {
      setPrice('');
      setComment('');
    },
  });

  if (quotation.status === 'ACCEPTED') {
    return (
      <Alert severity="success" data-testid="quotation-accepted">
        {translate('kasuwa.trade.quotations.becameOrder')}{' '}
        <Link to={paths.myOrders} data-testid="quotation-order-link">
          {translate('kasuwa.trade.quotations.seeOrder')}
        </Link>
      </Alert>
    );
  }
  if (quotation.status === 'REQUESTED') {
    return (
      <Alert severity="info" data-testid="quotation-waiting">
        {translate('kasuwa.trade.quotations.waitingOffer')}
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = price.trim().replace(',', '.');
    if (!typed || !PRICE.test(typed) || Number(typed) <= 0)
      return setProblem(translate('kasuwa.trade.quotations.priceRule'));
    setProblem(null);
    counter.mutate({ price: typed, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };
  const priceError = problem || fieldError(counter.error, 'price');
  return (
    <Stack spacing={2}>
      {quotation.status === 'COUNTERED' ? (
        <Alert severity="info" data-testid="quotation-waiting">
          {translate('kasuwa.trade.quotations.waitingAnswer')}
        </Alert>
      ) : (
        canAccept && (
          <div>
            <Button
              variant="contained"
              color="success"
              disableElevation
              startIcon={<CheckIcon />}
              onClick={() => setAccepting(true)}
              data-testid="quotation-accept"
            >
              {translate('kasuwa.trade.quotations.accept')}
            </Button>
          </div>
        )
      )}
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="quotation-counter-form">
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate('kasuwa.trade.quotations.counterTitle')}
        </Typography>
        <TextField
          label={translate('kasuwa.trade.quotations.priceLabel')}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={!!priceError}
          helperText={priceError || ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quotation-counter-price' } }}
          sx={{ maxWidth: 320 }}
        />
        <TextField
          label={translate('kasuwa.trade.fields.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'quotation-counter-comment' } }}
        />
        <div>
          <Button
            type="submit"
            variant="outlined"
            startIcon={<SendIcon />}
            disabled={counter.isPending}
            data-testid="quotation-counter-submit"
          >
            {translate('kasuwa.trade.quotations.sendCounter')}
          </Button>
        </div>
      </Stack>
      {accepting && <AcceptDialog quotation={quotation} onClose={() => setAccepting(false)} />}
    </Stack>
  );
}
