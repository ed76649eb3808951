import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { loginUrl } from '../../shared/session';
import { useT } from '../useT';

/** The buying actions as a visitor sees them: each leads to sign in, coming back to the product. */
export function TradeSignIn() {
  const t = useT();
  const signIn = loginUrl();
  return (
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
}
