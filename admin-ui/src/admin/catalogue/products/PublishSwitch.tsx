import { Switch, Tooltip } from '@mui/material';
import { useState } from 'react';
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
  // The asked state, kept from the click until the change is saved and the list reloaded (or refused): the mutation
  // says it is pending only a moment after the click, and the switch would show the old state in between.
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = useApiMutation({
    mutationFn: (published: boolean) => api.setProductStatus(record!.id, published ? 'PUBLISHED' : 'UNPUBLISHED'),
    success: 'kasuwa.catalogue.products.statusChanged',
    failure: 'kasuwa.catalogue.products.statusFailure',
    refresh: true,
    onSuccess: () => setAsked(null),
    onError: () => setAsked(null),
  });
  if (!record) return null;
  const published = asked ?? (change.isPending ? !!change.variables : record.status === 'PUBLISHED');
  const label = translate(published ? 'kasuwa.catalogue.products.published' : 'kasuwa.catalogue.products.unpublished');
  return (
    <Tooltip title={label}>
      <Switch
        size="small"
        checked={published}
        disabled={!has('products:edit') || asked !== null || change.isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          setAsked(event.target.checked);
          change.mutate(event.target.checked);
        }}
        slotProps={{
          input: {
            'aria-label': label,
            'data-testid': 'product-publish',
            'data-published': String(published),
          } as React.InputHTMLAttributes<HTMLInputElement>,
        }}
      />
    </Tooltip>
  );
}
