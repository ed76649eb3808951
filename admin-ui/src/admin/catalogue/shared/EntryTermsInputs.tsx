import { Box, Typography } from '@mui/material';
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { entryPrice, locationPrice, someLocation, wholeQuantity } from './catalogEntryForm';

/** A catalogue entry's price, quantity and selling locations (each may have its own price). */
export function EntryTermsInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          source="price"
          label="kasuwa.catalogue.myProducts.myPrice"
          helperText="kasuwa.catalogue.products.priceHelp"
          validate={entryPrice}
          data-testid="entry-price"
        />
        <NumberInput
          source="quantity"
          label="kasuwa.catalogue.fields.quantity"
          validate={[required(), wholeQuantity]}
          min={0}
          step={1}
          data-testid="entry-quantity"
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('kasuwa.catalogue.myProducts.locations')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('kasuwa.catalogue.myProducts.locationsHelp')}
      </Typography>
      <ArrayInput source="locations" label={false} validate={someLocation}>
        <SimpleFormIterator inline disableReordering data-testid="entry-locations">
          <TextInput
            source="location"
            label="kasuwa.catalogue.fields.location"
            validate={[required(), maxLength(200)]}
            helperText={false}
          />
          <TextInput
            source="price"
            label="kasuwa.catalogue.myProducts.locationPrice"
            validate={locationPrice}
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
