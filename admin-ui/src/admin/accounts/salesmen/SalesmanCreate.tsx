import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { SalesmanForm } from './SalesmanForm';
import { serverMessage } from '../../api/errors';
import { toSalesmanPayload } from './types';

/** salesmen/create: POST salesmen, then back to the list. */
export function SalesmanCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="kasuwa.salesmen.createTitle"
      transform={toSalesmanPayload}
      mutationOptions={{
        onSuccess: () => {
          notify('kasuwa.salesmen.created', { type: 'success' });
          redirect('list', 'salesmen');
        },
        onError: (error) => notify(serverMessage(error, translate('kasuwa.salesmen.createFailure')), { type: 'error' }),
      }}
    >
      <SalesmanForm testId="salesman-create-form" />
    </Create>
  );
}
