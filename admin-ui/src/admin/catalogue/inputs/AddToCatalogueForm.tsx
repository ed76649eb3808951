import { useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Form, SaveButton, useNotify, useRedirect, useTranslate } from 'react-admin';
import { toEntryTerms } from '../shared/catalogEntryForm';
import { EntryTermsInputs } from '../shared/EntryTermsInputs';
import { fieldErrorsOf, serverMessage, successMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';

const DEFAULTS = { price: '', quantity: null, locations: [{ location: '', price: '' }] };

/**
 * "Add to my catalogue": POST catalog/product/add with the dealer's price, quantity and selling
 * locations, then the dealer's catalogue. The server's field errors show under the fields.
 */
export function AddToCatalogueForm({ productId }: { productId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await api.addToCatalog({ productId, ...toEntryTerms(values) });
      notify(successMessage(answer, translate('kasuwa.catalogue.inputs.added')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['myproducts'] });
      await queryClient.invalidateQueries({ queryKey: ['inputs'] });
      redirect('list', 'myproducts');
      return undefined;
    } catch (error) {
      notify(serverMessage(error, translate('kasuwa.catalogue.inputs.addFailure')), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };
  return (
    <Card variant="outlined" data-testid="input-add-form">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('kasuwa.catalogue.inputs.addTitle')}
        </Typography>
        <Form defaultValues={DEFAULTS} onSubmit={submit} noValidate>
          <EntryTermsInputs />
          <SaveButton
            label="kasuwa.catalogue.inputs.add"
            icon={<AddShoppingCartIcon />}
            data-testid="input-add-submit"
          />
        </Form>
      </CardContent>
    </Card>
  );
}
