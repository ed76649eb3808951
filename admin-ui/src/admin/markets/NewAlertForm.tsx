import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, required, useTranslate, type Validator } from 'react-admin';
import { fieldErrorsAfter } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { SuggestedTextInput } from '../shared/SuggestedTextInput';
import { ALERT_DIRECTIONS, type NewPriceAlert, type State } from './api';

const A = 'kasuwa.markets.alerts';
const mustBeRequired = required('kasuwa.validation.required');
// The threshold as people type it: a comma or a point before the decimals.
const thresholdOf = (typed: unknown) => Number(String(typed ?? '').replace(',', '.'));
const aboveZero: Validator = (value) => {
  const threshold = thresholdOf(value);
  return value && !(Number.isFinite(threshold) && threshold > 0) ? `${A}.thresholdRule` : undefined;
};
const directions = ALERT_DIRECTIONS.map((direction) => ({ id: direction, name: `${A}.directions.${direction}` }));

/** A new price alert: product (one of those priced, or another), state, threshold per kg and direction. */
export function NewAlertForm({
  products,
  states,
  onCreated,
}: {
  products: string[] | undefined;
  states: State[] | undefined;
  onCreated: () => unknown;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  // A new form (either way again) replaces the one just sent.
  const [formKey, setFormKey] = useState(0);
  const create = useApiMutation({
    mutationFn: (alert: NewPriceAlert) => api.createPriceAlert(alert),
    success: `${A}.created`,
    failure: `${A}.failure`,
    onSuccess: () => {
      setFormKey((key) => key + 1);
      return onCreated();
    },
  });
  const submit = async (values: Record<string, unknown>) => {
    return fieldErrorsAfter(async () => {
      await create.mutateAsync({
        product: String(values.product).trim(),
        stateId: Number(values.stateId),
        threshold: thresholdOf(values.threshold),
        direction: values.direction as NewPriceAlert['direction'],
      });
    });
  };
  return (
    <Form key={formKey} onSubmit={submit} defaultValues={{ direction: 'EITHER' }} noValidate>
      <Typography id="new-alert-title" variant="h6" component="h2" gutterBottom>
        {translate(`${A}.new`)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <SuggestedTextInput
          source="product"
          label="kasuwa.markets.filters.product"
          suggestions={products}
          validate={mustBeRequired}
          size="small"
          sx={{ minWidth: 240 }}
          inputProps={{ 'data-testid': 'alert-product' }}
        />
        <SelectInput
          source="stateId"
          label="kasuwa.markets.columns.state"
          choices={states ?? []}
          validate={mustBeRequired}
          variant="outlined"
          margin="none"
          sx={{ minWidth: 200 }}
          data-testid="alert-state"
        />
        <TextInput
          source="threshold"
          label={`${A}.threshold`}
          validate={[mustBeRequired, aboveZero]}
          helperText={`${A}.thresholdHelp`}
          variant="outlined"
          margin="none"
          inputProps={{ inputMode: 'decimal', 'data-testid': 'alert-threshold' }}
        />
        <SelectInput
          source="direction"
          label={`${A}.direction`}
          choices={directions}
          validate={mustBeRequired}
          variant="outlined"
          margin="none"
          sx={{ minWidth: 220 }}
          data-testid="alert-direction"
        />
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          data-testid="alert-create"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate(`${A}.create`)}
        </Button>
      </Stack>
    </Form>
  );
}
