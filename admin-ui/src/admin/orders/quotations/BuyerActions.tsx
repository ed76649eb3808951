import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import { Form, Link, TextInput, useTranslate } from 'react-admin';
import { fieldErrorsAfter } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { Quotation } from '../types';
import { useQuotationPaths } from './paths';
import { AcceptDialog } from './AcceptDialog';
import { priceNeeded, priceRule, trimmedText, typedPrice } from './priceRules';

/**
 * The buyer's side of a thread: accept the seller's standing price (it becomes an order) or propose another
 * (POST quotes/{id}/counter); the order machine of quotations says when each is possible.
 */
export function BuyerActions({ quotation, canAccept }: { quotation: Quotation; canAccept: boolean }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const paths = useQuotationPaths();
  const [accepting, setAccepting] = useState(false);
  // A new (empty) form after a counter-offer.
  const [formKey, setFormKey] = useState(0);
  const counter = useApiMutation({
    mutationFn: (offer: { price: string; comment?: string }) => api.counterQuotation(quotation.id, offer),
    success: 'kasuwa.trade.quotations.countered',
    failure: 'kasuwa.trade.quotations.failure',
    refresh: true,
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
  const submit = async (values: Record<string, unknown>) => {
    const comment = trimmedText(values.comment);
    return fieldErrorsAfter(async () => {
      await counter.mutateAsync({ price: typedPrice(values.price), ...(comment ? { comment } : {}) });
      setFormKey((key) => key + 1);
    });
  };
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
      <Stack spacing={1} data-testid="quotation-counter-form">
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate('kasuwa.trade.quotations.counterTitle')}
        </Typography>
        <Form key={formKey} defaultValues={{ price: '', comment: '' }} onSubmit={submit} noValidate>
          <Stack spacing={1}>
            <TextInput
              source="price"
              label="kasuwa.trade.quotations.priceLabel"
              validate={[priceNeeded, priceRule]}
              inputProps={{ inputMode: 'decimal', 'data-testid': 'quotation-counter-price' }}
              size="medium"
              sx={{ maxWidth: 320 }}
            />
            <TextInput
              source="comment"
              label="kasuwa.trade.fields.comment"
              multiline
              minRows={2}
              size="medium"
              inputProps={{ maxLength: 1000, 'data-testid': 'quotation-counter-comment' }}
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
        </Form>
      </Stack>
      {accepting && <AcceptDialog quotation={quotation} onClose={() => setAccepting(false)} />}
    </Stack>
  );
}
