import { useState } from 'react';
import { Box, Button, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../api/useConsoleApi';
import { getSessionUser, workingRole } from '../../shared/session';
import { INVENTORY_KEY } from './resources';
import { F, parseThreshold, useThresholdSave } from './thresholdSave';

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
  const [draft, setDraft] = useState({ productId: '', size: '', threshold: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = async () => {
    const found: Record<string, string> = {};
    for (const key of ['productId', 'size', 'threshold'] as const)
      if (!draft[key].trim()) found[key] = translate('kasuwa.inventory.required');
    const threshold = parseThreshold(draft.threshold);
    if (!found.threshold && threshold === 'invalid') found.threshold = translate('kasuwa.inventory.thresholdRule');
    setErrors(found);
    onFailure(null);
    if (Object.keys(found).length || typeof threshold !== 'number') return;
    const answer = await save({ productId: draft.productId, size: draft.size, threshold });
    if (answer.ok) setDraft({ productId: '', size: '', threshold: '' });
    else {
      setErrors(answer.errors);
      onFailure(answer.message);
    }
  };
  const field = (key: keyof typeof draft, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      size="small"
      id={`threshold-new-${key}`}
      label={translate(label)}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] ?? ' '}
      slotProps={{ htmlInput: { name: key, 'data-testid': `threshold-new-${key}` } }}
      {...props}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="threshold-new-title"
      data-testid="threshold-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="threshold-new-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('kasuwa.inventory.newThreshold')}
      </Typography>
      <Grid container spacing={1}>
        <Grid size={{ xs: 12, sm: 5 }}>
          {field('productId', `${F}.product`, {
            select: true,
            children: (products.data ?? []).map((product) => (
              <MenuItem key={product.id} value={product.id}>
                {product.name}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{field('size', `${F}.size`)}</Grid>
        <Grid size={{ xs: 6, sm: 2 }}>{field('threshold', `${F}.threshold`, { type: 'number' })}</Grid>
        <Grid size={{ xs: 12, sm: 2 }}>
          <Button type="submit" variant="contained" disabled={busy} data-testid="threshold-new-save">
            {translate('kasuwa.inventory.save')}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
