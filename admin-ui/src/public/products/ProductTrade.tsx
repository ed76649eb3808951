import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useSession, workingRole } from '../../shared/session';
import { useT } from '../useT';
import { serverMessageOr } from './errors';
import { useRemote } from './useRemote';
import type { PublicProduct } from './types';
import { keepDraft, readDraft, type Kind } from './tradeDraft';
import { TradeDialog } from './TradeDialog';
import { TradeSignIn } from './TradeSignIn';

/** Whether `permissions` (GET authorizations/features, the working role's list) hold `permission`. */
function holds(permissions: string[], permission: string): boolean {
  const [resource] = permission.split(':');
  return permissions.includes('*') || permissions.includes(permission) || permissions.includes(`${resource}:*`);
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
    body = <TradeSignIn />;
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
