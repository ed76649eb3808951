import { useState } from 'react';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { usePriceFormat } from '../shared/price';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { CatalogEntry, SellingLocation } from '../types';

/**
 * The entry's selling locations, each with the price that applies there. One can be removed at once
 * (DELETE catalog/products/location/{id}, after confirmation) while another remains.
 */
export function SellingLocations(_props: { label?: string }) {
  const record = useRecordContext<CatalogEntry>();
  const translate = useTranslate();
  const api = useConsoleApi();
  const price = usePriceFormat();
  const [removing, setRemoving] = useState<SellingLocation | null>(null);
  const remove = useApiMutation({
    mutationFn: (location: SellingLocation) => api.removeSellingLocation(location.id),
    success: 'kasuwa.catalogue.myProducts.locationDeleted',
    failure: 'kasuwa.catalogue.myProducts.locationDeleteFailure',
    refresh: true,
    onSuccess: () => {
      setRemoving(null);
    },
  });
  if (!record) return null;
  const several = record.locations.length > 1;
  return (
    <>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5, maxWidth: 420 }}
        onClick={(event) => event.stopPropagation()}
      >
        {record.locations.map((location) => (
          <Chip
            key={location.id}
            size="small"
            variant="outlined"
            label={`${location.location} · ${price(location.price ?? record.price, record.product.currency)}`}
            onDelete={several ? () => setRemoving(location) : undefined}
            data-testid="entry-location"
          />
        ))}
      </Stack>
      <Dialog open={!!removing} onClose={() => setRemoving(null)}>
        <DialogTitle>
          {translate('kasuwa.catalogue.myProducts.removeLocationTitle', { location: removing?.location ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('kasuwa.catalogue.myProducts.removeLocationContent')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{translate('kasuwa.common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disableElevation
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing)}
            data-testid="entry-location-remove-confirm"
          >
            {translate('kasuwa.catalogue.myProducts.removeLocation')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
