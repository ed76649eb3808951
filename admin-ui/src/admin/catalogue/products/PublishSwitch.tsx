import { useMutation } from '@tanstack/react-query';
import { Switch, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { serverMessage, successMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { Product } from '../types';

/** Publishes or unpublishes the row's product (PUT me/products/{id}/status), then reloads the list. */
export function PublishSwitch(_props: { label?: string }) {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const api = useConsoleApi();
  const { has } = usePermissionCheck();
  const change = useMutation({
    mutationFn: (published: boolean) => api.setProductStatus(record!.id, published ? 'PUBLISHED' : 'UNPUBLISHED'),
    onSuccess: (answer) => {
      notify(successMessage(answer, translate('kasuwa.catalogue.products.statusChanged')), { type: 'success' });
      refresh();
    },
    onError: (error) => notify(serverMessage(error, translate('kasuwa.catalogue.products.statusFailure')), { type: 'error' }),
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
