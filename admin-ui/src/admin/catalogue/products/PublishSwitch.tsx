import { Switch, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { Product } from '../types';

/** Publishes or unpublishes the row's product (PUT me/products/{id}/status), then reloads the list. */
export function PublishSwitch(_props: { label?: string }) {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  const api = useConsoleApi();
  const { has } = usePermissionCheck();
  const change = useApiMutation({
    mutationFn: (published: boolean) => api.setProductStatus(record!.id, published ? 'PUBLISHED' : 'UNPUBLISHED'),
    success: 'kasuwa.catalogue.products.statusChanged',
    failure: 'kasuwa.catalogue.products.statusFailure',
    refresh: true,
  });
  if (!record) return null;
  const published = change.isPending ? !!change.variables : record.status === 'PUBLISHED';
  const label = translate(published ? 'kasuwa.catalogue.products.published' : 'kasuwa.catalogue.products.unpublished');
  return (
    <Tooltip title={label}>
      <Switch
        size="small"
        checked={published}
        disabled={!has('products:edit') || change.isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => change.mutate(event.target.checked)}
        slotProps={{
          input: { 'aria-label': label, 'data-testid': 'product-publish', 'data-published': String(published) } as React.InputHTMLAttributes<HTMLInputElement>,
        }}
      />
    </Tooltip>
  );
}
