import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Form, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { fieldErrorsAfter, serverMessage } from '../../api/errors';
import { usePriceFormat } from '../../catalogue/shared/price';
import { useChoices } from '../../catalogue/shared/reference';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import { TRADE_KEY } from '../resources';
import type { Quotation } from '../types';
import type { Acceptance } from '../api';
import { DefaultValue } from '../../shared/DefaultValue';
import { trimmedText } from './priceRules';

const methodRequired = required('kasuwa.trade.deliveryMethodRequired');
const locationRequired = (value: unknown) => (trimmedText(value) ? undefined : 'kasuwa.trade.deliveryLocationRequired');

/** Accepting places the order: where and how to deliver it (POST quotes/{id}/accept). */
export function AcceptDialog({ quotation, onClose }: { quotation: Quotation; onClose: () => void }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const price = usePriceFormat();
  const methods = useQuery({
    queryKey: [TRADE_KEY, 'delivery-methods', quotation.productId],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: ({ signal }) => api.productDeliveryMethods(quotation.productId, signal),
  });
  const accept = useApiMutation({
    mutationFn: (acceptance: Acceptance) => api.acceptQuotation(quotation.id, acceptance),
    success: 'kasuwa.trade.quotations.accepted',
    failure: 'kasuwa.trade.quotations.failure',
    refresh: true,
    onSuccess: () => onClose(),
  });
  const submit = async (values: Record<string, unknown>) => {
    const comment = trimmedText(values.comment);
    return fieldErrorsAfter(async () => {
      await accept.mutateAsync({
        deliveryMethodId: Number(values.deliveryMethodId),
        deliveryLocation: trimmedText(values.deliveryLocation),
        ...(comment ? { comment } : {}),
      });
    });
  };
  const choices = useChoices(methods.data);
  const total = quotation.price ? Number(quotation.price) * quotation.quantity : null;
  return (
    <Dialog
      open
      onClose={accept.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="quotation-accept-dialog"
    >
      <Form onSubmit={submit} noValidate>
        {/* The only delivery method a product offers is chosen for the buyer. */}
        <DefaultValue source="deliveryMethodId" value={methods.data?.length === 1 ? methods.data[0].id : undefined} />
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
            <Stack spacing={1}>
              <SelectInput
                source="deliveryMethodId"
                label="kasuwa.trade.fields.deliveryMethod"
                choices={choices}
                validate={methodRequired}
                disabled={!methods.data}
                size="medium"
                SelectProps={{ SelectDisplayProps: { 'data-testid': 'quotation-accept-method' } as object }}
              />
              <TextInput
                source="deliveryLocation"
                label="kasuwa.trade.fields.deliveryLocation"
                validate={locationRequired}
                size="medium"
                inputProps={{ maxLength: 200, 'data-testid': 'quotation-accept-location' }}
              />
              <TextInput
                source="comment"
                label="kasuwa.trade.fields.comment"
                multiline
                minRows={2}
                size="medium"
                inputProps={{ maxLength: 1000, 'data-testid': 'quotation-accept-comment' }}
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
      </Form>
    </Dialog>
  );
}
