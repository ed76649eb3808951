import { useState } from 'react';
import { Box, Button, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, SelectInput, TextInput, required, useTranslate, type Validator } from 'react-admin';
import { useConsoleApi } from '../api/useConsoleApi';
import { getSessionUser, workingRole } from '../../shared/session';
import { INVENTORY_KEY } from './resources';
import { F, parseThreshold, useThresholdSave } from './thresholdSave';

const mustBeRequired = required('kasuwa.inventory.required');
const wholeThreshold: Validator = (value: string | undefined) =>
  parseThreshold(value ?? '') === 'invalid' ? 'kasuwa.inventory.thresholdRule' : undefined;
const testIdOf = (key: string) => ({
  id: `threshold-new-${key}`,
  inputProps: { 'data-testid': `threshold-new-${key}` },
});

/** A threshold for a product and size the warehouse does not hold yet (or any other). */
export function NewThreshold({
  warehouseId,
  onFailure,
}: {
  warehouseId: string;
  onFailure: (message: string | null) => void;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const own = workingRole(getSessionUser()).startsWith('ROLE_INPUT_PROVIDER');
  const products = useQuery({
    queryKey: [INVENTORY_KEY, 'products', own],
    queryFn: ({ signal }) => api.stockableProducts(own, signal),
  });
  const { save, busy } = useThresholdSave(warehouseId);
  // A new (empty) form replaces the one just saved.
  const [formKey, setFormKey] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    onFailure(null);
    const answer = await save({
      productId: String(values.productId),
      size: String(values.size),
      threshold: parseThreshold(String(values.threshold)) as number,
    });
    if (answer.ok) {
      setFormKey((key) => key + 1);
      return undefined;
    }
    onFailure(answer.message);
    return answer.errors;
  };
  return (
    <Box role="form" aria-labelledby="threshold-new-title" data-testid="threshold-form">
      <Typography id="threshold-new-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('kasuwa.inventory.newThreshold')}
      </Typography>
      <Form key={formKey} onSubmit={submit} noValidate>
        <Grid container spacing={1}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <SelectInput
              source="productId"
              label={`${F}.product`}
              choices={products.data ?? []}
              isPending={products.isPending}
              validate={mustBeRequired}
              emptyText=""
              fullWidth
              {...testIdOf('productId')}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextInput source="size" label={`${F}.size`} validate={mustBeRequired} fullWidth {...testIdOf('size')} />
          </Grid>
          <Grid size={{ xs: 6, sm: 2 }}>
            <TextInput
              source="threshold"
              label={`${F}.threshold`}
              type="number"
              validate={[mustBeRequired, wholeThreshold]}
              fullWidth
              {...testIdOf('threshold')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 2 }} sx={{ pt: 1 }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="threshold-new-save">
              {translate('kasuwa.inventory.save')}
            </Button>
          </Grid>
        </Grid>
      </Form>
    </Box>
  );
}
