import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { fieldError } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { SellerAnswer as Answer } from '../api';
import type { Quotation } from '../types';

const PRICE = /^\d{1,12}([.,]\d{1,2})?$/;

/** The seller's side of a thread: mark it read or unread, and answer with a unit price and/or a comment (PUT quotes/update/{id}). */
export function SellerAnswer({ quotation, canAnswer }: { quotation: Quotation; canAnswer: boolean }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [price, setPrice] = useState(quotation.price ?? '');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useApiMutation({
    mutationFn: (answer: Answer) => api.answerQuotation(quotation.id, answer),
    success: 'kasuwa.trade.quotations.saved',
    failure: 'kasuwa.trade.quotations.failure',
    refresh: true,
    onSuccess: (_answer, sent) => {
      if (sent.price !== undefined || sent.comment !== undefined) setComment('');
    },
  });
  const open = quotation.status !== 'ACCEPTED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = price.trim().replace(',', '.');
    const text = comment.trim();
    if (typed && !PRICE.test(typed)) return setProblem(translate('kasuwa.trade.quotations.priceRule'));
    // A price is an offer unless it is the one standing already (then the comment alone is sent, as a note).
    const offers = typed !== '' && (quotation.status !== 'OFFERED' || Number(typed) !== Number(quotation.price));
    if (!offers && !text) return setProblem(translate('kasuwa.trade.quotations.answerEmpty'));
    setProblem(null);
    update.mutate({ ...(offers ? { price: typed } : {}), ...(text ? { comment: text } : {}) });
  };

  const priceError = fieldError(update.error, 'price');
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
        <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="quotation-answer-form">
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {translate('kasuwa.trade.quotations.answerTitle')}
          </Typography>
          <TextField
            label={translate('kasuwa.trade.quotations.priceLabel')}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={!!priceError}
            helperText={priceError || translate('kasuwa.trade.quotations.priceHelp', { quantity: quotation.quantity })}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quotation-price-input' } }}
            sx={{ maxWidth: 320 }}
          />
          <TextField
            label={translate('kasuwa.trade.fields.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            error={!!fieldError(update.error, 'comment')}
            helperText={fieldError(update.error, 'comment') || ' '}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'quotation-comment-input' } }}
          />
          {problem && (
            <Alert severity="warning" data-testid="quotation-answer-problem">
              {problem}
            </Alert>
          )}
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
      )}
    </Stack>
  );
}
