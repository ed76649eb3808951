import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { usePriceFormat } from '../../catalogue/shared/price';
import type { Quotation, Side } from '../types';

/** The thread of a quotation, oldest first; the caller's own messages are on the right. */
export function QuotationThread({ quotation, side }: { quotation: Quotation; side: Side }) {
  const translate = useTranslate();
  const price = usePriceFormat();
  const [locale] = useLocaleState();
  const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Stack spacing={1.5} data-testid="quotation-thread">
      {quotation.messages.map((message, index) => {
        const mine = message.side === side;
        const author =
          message.side === 'BUYER' ? quotation.requesterName : quotation.seller.company || quotation.seller.fullName;
        return (
          <Box
            key={`${message.at}-${index}`}
            sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
          >
            <Paper
              variant="outlined"
              sx={{ p: 1.5, maxWidth: 520, bgcolor: mine ? 'rgba(46, 125, 50, 0.06)' : 'background.paper' }}
              data-testid="quotation-message"
              data-kind={message.kind}
              data-side={message.side}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {translate(`kasuwa.trade.quotations.kind.${message.kind}`, { author })} ·{' '}
                {date.format(new Date(message.at))}
              </Typography>
              {message.kind === 'REQUEST' && (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate('kasuwa.trade.quotations.askedQuantity', { quantity: quotation.quantity })}
                </Typography>
              )}
              {message.price && (
                <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="quotation-message-price">
                  {translate('kasuwa.trade.quotations.unitPrice', { price: price(message.price) })}
                </Typography>
              )}
              {message.comment && (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-line', mt: 0.5 }}
                  data-testid="quotation-message-comment"
                >
                  {message.comment}
                </Typography>
              )}
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
