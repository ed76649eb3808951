import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import { Link, useTranslate } from 'react-admin';
import { fieldError } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { Quotation } from '../types';
import { useQuotationPaths } from './paths';
import { AcceptDialog } from './AcceptDialog';

const PRICE = /^\d{1,12}([.,]\d{1,2})?$/;

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
