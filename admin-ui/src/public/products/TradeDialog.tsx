import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { api } from '../../shared/api';
import { HttpError } from '../../shared/http';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { serverMessageOr } from './errors';
import { formatPrice, localName } from './format';
import type { PublicProduct } from './types';
import { keepDraft, quantityOf, readDraft, type Kind } from './tradeDraft';

const fieldError = (error: unknown, field: string) =>
  error instanceof HttpError ? error.errors.find((item) => item.field === field)?.message : undefined;

/**
 * The quotation request (POST quotes: quantity and comment) and the order (POST product/request: quantity, delivery
 * method among the product's, delivery location and comment), in one dialog.
 */
export function TradeDialog({
  kind,
  product,
  onClose,
  onDone,
}: {
  kind: Kind;
  product: PublicProduct;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const { language } = usePreferences();
  const methods = product.deliveryMethods ?? [];
  const [draft] = useState(() => {
    const kept = readDraft(product.id);
    return kept?.kind === kind ? kept : null;
  });
  const [quantity, setQuantity] = useState(draft?.quantity ?? '1');
  const [method, setMethod] = useState<number | ''>(draft?.method ?? (methods.length === 1 ? methods[0].id : ''));
  const [location, setLocation] = useState(draft?.location ?? '');
  const [comment, setComment] = useState(draft?.comment ?? '');
  useEffect(
    () => keepDraft(product.id, { kind, quantity, method, location, comment }),
    [product.id, kind, quantity, method, location, comment],
  );
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const amount = quantityOf(quantity);
  const order = kind === 'order';
  const problems = {
    quantity: touched && amount === null ? t('trade.quantityRule') : fieldError(error, 'quantity'),
    method: order
      ? touched && method === ''
        ? t('trade.deliveryMethodRequired')
        : fieldError(error, 'deliveryMethodId')
      : undefined,
    location: order
      ? touched && !location.trim()
        ? t('trade.deliveryLocationRequired')
        : fieldError(error, 'deliveryLocation')
      : undefined,
    comment: fieldError(error, 'comment'),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (amount === null || (order && (method === '' || !location.trim()))) return;
    setBusy(true);
    const text = comment.trim();
    try {
      const answer = order
        ? await api.post('/api/v1/product/request', {
            body: {
              productId: product.id,
              quantity: amount,
              deliveryMethodId: Number(method),
              deliveryLocation: location.trim(),
              ...(text ? { comment: text } : {}),
            },
          })
        : await api.post('/api/v1/quotes', {
            body: { productId: product.id, quantity: amount, ...(text ? { comment: text } : {}) },
          });
      keepDraft(product.id, null);
      onDone(answer?.message || t(order ? 'trade.orderPlaced' : 'trade.quoteSent'));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const fieldProblem = error instanceof HttpError && error.errors.length > 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid={`trade-${kind}-dialog`}>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t(order ? 'trade.orderTitle' : 'trade.quoteTitle', { product: product.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(order ? 'trade.orderHelp' : 'trade.quoteHelp')}</DialogContentText>
          {error !== null && !fieldProblem && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="trade-error" role="alert">
              {serverMessageOr(error, t(order ? 'trade.errorOrder' : 'trade.errorQuote'))}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              label={t('trade.quantity')}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              error={!!problems.quantity}
              helperText={
                problems.quantity ||
                (order && amount !== null
                  ? t('trade.total', { total: formatPrice(Number(product.price) * amount, product.currency, language) })
                  : ' ')
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'trade-quantity' } }}
              sx={{ maxWidth: 280 }}
            />
            {order && (
              <TextField
                select
                label={t('trade.deliveryMethod')}
                value={method}
                onChange={(event) => setMethod(Number(event.target.value))}
                error={!!problems.method}
                helperText={problems.method || ' '}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'trade-delivery-method' } as object } }}
              >
                {methods.map((item) => (
                  <MenuItem key={item.id} value={item.id} data-testid="trade-delivery-method-option">
                    {localName(item, language)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {order && (
              <TextField
                label={t('trade.deliveryLocation')}
                value={location}
                onChange={(event) => setLocation(event.target.value)}
                error={!!problems.location}
                helperText={problems.location || ' '}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'trade-delivery-location' } }}
              />
            )}
            <TextField
              label={t('trade.comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={2}
              error={!!problems.comment}
              helperText={problems.comment || ' '}
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'trade-comment' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('trade.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disableElevation
            disabled={busy}
            startIcon={
              busy ? (
                <CircularProgress size={18} color="inherit" />
              ) : order ? (
                <ShoppingCartIcon />
              ) : (
                <RequestQuoteIcon />
              )
            }
            data-testid="trade-submit"
          >
            {t(order ? 'trade.placeOrder' : 'trade.askQuote')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
