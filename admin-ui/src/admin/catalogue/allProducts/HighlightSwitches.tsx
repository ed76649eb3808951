import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { ProductDetail } from '../types';

type Highlight = { kind: 'recommended' | 'certified'; value: boolean };

/** Recommended (shown on the home page) and certified: PUT products/{id}/recommend and products/{id}/certify. */
export function HighlightSwitches({
  product,
  onChanged,
}: {
  product: ProductDetail;
  /** Reads the product again; the switch shows the asked state until it has. */
  onChanged: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const change = useApiMutation({
    mutationFn: ({ kind, value }: Highlight) =>
      kind === 'recommended'
        ? api.setProductRecommended(product.id, value)
        : api.setProductCertified(product.id, value),
    success: 'kasuwa.catalogue.allProducts.saved',
    failure: 'kasuwa.catalogue.allProducts.failure',
    // Pending until the product is read again (useApiMutation waits for it), so the switch never flicks back.
    onSuccess: () => onChanged(),
  });
  const shown = (kind: Highlight['kind']) =>
    change.isPending && change.variables.kind === kind ? change.variables.value : !!product[kind];
  const item = (kind: Highlight['kind']) => (
    <FormControlLabel
      control={
        <Switch
          checked={shown(kind)}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ kind, value: event.target.checked })}
          slotProps={{ input: { 'data-testid': `product-${kind}` } as React.InputHTMLAttributes<HTMLInputElement> }}
        />
      }
      label={translate(`kasuwa.catalogue.allProducts.${kind}`)}
    />
  );
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {item('recommended')}
      {item('certified')}
    </Stack>
  );
}
