import { useMutation } from '@tanstack/react-query';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { serverMessage, successMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { ProductDetail } from '../types';

type Highlight = { kind: 'recommended' | 'certified'; value: boolean };

/** Recommended (shown on the home page) and certified: PUT products/{id}/recommend and products/{id}/certify. */
export function HighlightSwitches({ product, onChanged }: { product: ProductDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useConsoleApi();
  const change = useMutation({
    mutationFn: ({ kind, value }: Highlight) => (kind === 'recommended' ? api.setProductRecommended(product.id, value) : api.setProductCertified(product.id, value)),
    onSuccess: (answer) => {
      notify(successMessage(answer, translate('kasuwa.catalogue.allProducts.saved')), { type: 'success' });
      onChanged();
    },
    onError: (error) => notify(serverMessage(error, translate('kasuwa.catalogue.allProducts.failure')), { type: 'error' }),
  });
  const shown = (kind: Highlight['kind']) => (change.isPending && change.variables.kind === kind ? change.variables.value : !!product[kind]);
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
