import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SendIcon from '@mui/icons-material/Send';
import { Form, TextInput, useTranslate, type Validator } from 'react-admin';
import { fieldErrorsAfter } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { SellerAnswer as Answer } from '../api';
import type { Quotation } from '../types';
import { priceRule, trimmedText, typedPrice } from './priceRules';

/** The seller's side of a thread: mark it read or unread, and answer with a unit price and/or a comment (PUT quotes/update/{id}). */
export function SellerAnswer({ quotation, canAnswer }: { quotation: Quotation; canAnswer: boolean }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  // A new form after an answer: the comment emptied, the price the one standing.
  const [formKey, setFormKey] = useState(0);
  const update = useApiMutation({
    mutationFn: (answer: Answer) => api.answerQuotation(quotation.id, answer),
    success: 'kasuwa.trade.quotations.saved',
    failure: 'kasuwa.trade.quotations.failure',
    refresh: true,
  });
  const open = quotation.status !== 'ACCEPTED';
  // A price is an offer unless it is the one standing already (then the comment alone is sent, as a note).
  const offers = (price: string) =>
    price !== '' && (quotation.status !== 'OFFERED' || Number(price) !== Number(quotation.price));
  const somethingToSend: Validator = (comment, values: { price?: string | null }) =>
    offers(typedPrice(values.price)) || trimmedText(comment) ? undefined : 'kasuwa.trade.quotations.answerEmpty';

  const submit = async (values: Record<string, unknown>) => {
    const price = typedPrice(values.price);
    const comment = trimmedText(values.comment);
    return fieldErrorsAfter(async () => {
      await update.mutateAsync({ ...(offers(price) ? { price } : {}), ...(comment ? { comment } : {}) });
      setFormKey((key) => key + 1);
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="quotation-read-state"
          data-read={String(quotation.isRead)}
        >
          {translate(quotation.isRead ? 'kasuwa.trade.quotations.isRead' : 'kasuwa.trade.quotations.isUnread')}
        </Typography>
        {canAnswer && (
          <Button
            size="small"
            startIcon={quotation.isRead ? <MarkEmailUnreadIcon /> : <MarkEmailReadIcon />}
            disabled={update.isPending}
            onClick={() => update.mutate({ isRead: !quotation.isRead })}
            data-testid={quotation.isRead ? 'quotation-mark-unread' : 'quotation-mark-read'}
          >
            {translate(quotation.isRead ? 'kasuwa.trade.quotations.markUnread' : 'kasuwa.trade.quotations.markRead')}
          </Button>
        )}
      </Stack>
      {canAnswer && open && (
        <Stack spacing={1} data-testid="quotation-answer-form">
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {translate('kasuwa.trade.quotations.answerTitle')}
          </Typography>
          <Form
            key={formKey}
            defaultValues={{ price: quotation.price ?? '', comment: '' }}
            onSubmit={submit}
            noValidate
          >
            <Stack spacing={1}>
              <TextInput
                source="price"
                label="kasuwa.trade.quotations.priceLabel"
                helperText={translate('kasuwa.trade.quotations.priceHelp', { quantity: quotation.quantity })}
                validate={priceRule}
                inputProps={{ inputMode: 'decimal', 'data-testid': 'quotation-price-input' }}
                size="medium"
                sx={{ maxWidth: 320 }}
              />
              <TextInput
                source="comment"
                label="kasuwa.trade.fields.comment"
                validate={somethingToSend}
                multiline
                minRows={2}
                size="medium"
                inputProps={{ maxLength: 1000, 'data-testid': 'quotation-comment-input' }}
              />
              <div>
                <Button
                  type="submit"
                  variant="contained"
                  disableElevation
                  startIcon={<SendIcon />}
                  disabled={update.isPending}
                  data-testid="quotation-answer-submit"
                >
                  {translate('kasuwa.trade.quotations.sendAnswer')}
                </Button>
              </div>
            </Stack>
          </Form>
        </Stack>
      )}
    </Stack>
  );
}
