import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { api } from '../../shared/api';
import { HttpError } from '../../shared/http';
import { loginUrl, useSession, workingRole } from '../../shared/session';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { serverMessageOr } from './errors';
import { formatPrice, localName } from './format';
import { useRemote } from './useRemote';
import type { PublicProduct } from './types';

const MAX_QUANTITY = 1_000_000;

type Kind = 'quote' | 'order';

/** What a buyer typed in the dialog, kept in this tab until sent or cancelled: a session that ends loses nothing. */
interface Draft {
  kind: Kind;
  quantity: string;
  method: number | '';
  location: string;
  comment: string;
}

const draftKey = (productId: string | number) => `kasuwa.tradeDraft.${productId}`;

function readDraft(productId: string | number): Draft | null {
  try {
    const draft = JSON.parse(window.sessionStorage.getItem(draftKey(productId)) ?? 'null') as Draft | null;
    return draft && (draft.kind === 'quote' || draft.kind === 'order') ? draft : null;
  } catch {
    return null;
  }
}

function keepDraft(productId: string | number, draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(draftKey(productId), JSON.stringify(draft));
    else window.sessionStorage.removeItem(draftKey(productId));
  } catch {
    // Storage refused (private mode, full): the draft only lives in the dialog.
  }
}

/** Whether `permissions` (GET authorizations/features, the working role's list) hold `permission`. */
function holds(permissions: string[], permission: string): boolean {
  const [resource] = permission.split(':');
  return permissions.includes('*') || permissions.includes(permission) || permissions.includes(`${resource}:*`);
}

const fieldError = (error: unknown, field: string) =>
  error instanceof HttpError ? error.errors.find((item) => item.field === field)?.message : undefined;

/** A whole number from 1 to 1,000,000, else null. */
function quantityOf(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}

/**
 * The quotation request (POST quotes: quantity and comment) and the order (POST product/request: quantity, delivery
 * method among the product's, delivery location and comment), in one dialog.
 */
function TradeDialog({
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

/** The product page's buying actions: a signed-in buyer asks a quotation or orders; others are sent to sign in, coming back here. */
export function ProductTrade({ product }: { product: PublicProduct }) {
  const t = useT();
  const { signedIn, user } = useSession();
  const features = useRemote(signedIn ? '/api/v1/authorizations/features' : null, undefined, user?.id);
  // Back from signing in with a draft: the dialog opens again, as it was left.
  const [open, setOpen] = useState<Kind | null>(() => readDraft(product.id)?.kind ?? null);
  const [outcome, setOutcome] = useState<{ kind: Kind; text: string } | null>(null);

  const result = outcome && (
    <Alert
      severity="success"
      sx={{ mt: 2 }}
      data-testid="trade-result"
      data-kind={outcome.kind}
      role="status"
      action={
        <Link
          component={RouterLink}
          to={outcome.kind === 'order' ? '/admin/myorders' : '/admin/quotations/asked'}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', alignSelf: 'center' }}
          data-testid="trade-result-link"
        >
          {t(outcome.kind === 'order' ? 'trade.seeOrders' : 'trade.seeQuotes')}
        </Link>
      }
    >
      {outcome.text}
    </Alert>
  );

  let body;
  if (!signedIn) {
    const signIn = loginUrl();
    body = (
      <>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={RouterLink}
            to={signIn}
            variant="contained"
            disableElevation
            startIcon={<ShoppingCartIcon />}
            data-testid="trade-order"
          >
            {t('trade.placeOrder')}
          </Button>
          <Button
            component={RouterLink}
            to={signIn}
            variant="outlined"
            startIcon={<RequestQuoteIcon />}
            data-testid="trade-quote"
          >
            {t('trade.askQuote')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="trade-signin">
          {t('trade.signIn')}
        </Typography>
      </>
    );
  } else if (!features.data) {
    body = features.error ? (
      <Alert severity="error" data-testid="trade-error">
        {serverMessageOr(features.error, t('trade.errorAccess'))}
      </Alert>
    ) : (
      <CircularProgress size={24} />
    );
  } else {
    const mine = features.data[workingRole(user)] ?? [];
    const canOrder = holds(mine, 'orders:create');
    const canQuote = holds(mine, 'quotations:create');
    body =
      user?.id === product.seller?.id ? (
        <Alert severity="info" data-testid="trade-own-product">
          {t('trade.ownProduct')}
        </Alert>
      ) : !canOrder && !canQuote ? (
        <Alert severity="info" data-testid="trade-not-buyer">
          {t('trade.notBuyer')}
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {canOrder && (
            <Button
              variant="contained"
              disableElevation
              startIcon={<ShoppingCartIcon />}
              onClick={() => setOpen('order')}
              data-testid="trade-order"
            >
              {t('trade.placeOrder')}
            </Button>
          )}
          {canQuote && (
            <Button
              variant="outlined"
              startIcon={<RequestQuoteIcon />}
              onClick={() => setOpen('quote')}
              data-testid="trade-quote"
            >
              {t('trade.askQuote')}
            </Button>
          )}
        </Stack>
      );
  }

  return (
    <Box component="section" aria-labelledby="trade-title" data-testid="trade">
      <Typography id="trade-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('trade.title')}
      </Typography>
      {body}
      {result}
      {open && signedIn && (
        <TradeDialog
          kind={open}
          product={product}
          onClose={() => {
            keepDraft(product.id, null);
            setOpen(null);
          }}
          onDone={(text) => {
            setOpen(null);
            setOutcome({ kind: open, text });
          }}
        />
      )}
    </Box>
  );
}
