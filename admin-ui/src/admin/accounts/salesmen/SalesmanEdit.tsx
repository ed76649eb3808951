import { Edit, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { SalesmanForm } from './SalesmanForm';
import { serverMessage } from '../../api/errors';
import { salesmanName, toSalesmanPayload, type SalesmanRecord } from './types';

function SalesmanTitle() {
  const record = useRecordContext<SalesmanRecord>();
  const translate = useTranslate();
  return <>{record ? translate('kasuwa.salesmen.editTitle', { name: salesmanName(record) }) : ''}</>;
}

/** salesmen/edit/{id}: GET and PUT salesmen/{id}, then back to the list. */
export function SalesmanEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<SalesmanTitle />}
      mutationMode="pessimistic"
      transform={toSalesmanPayload}
      queryOptions={{
        onError: (error: unknown) => {
          notify(serverMessage(error, translate('kasuwa.salesmen.loadFailure')), { type: 'error' });
          redirect('list', 'salesmen');
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify('kasuwa.salesmen.updated', { type: 'success' });
          redirect('list', 'salesmen');
        },
        onError: (error) => notify(serverMessage(error, translate('kasuwa.salesmen.updateFailure')), { type: 'error' }),
      }}
    >
      <SalesmanForm testId="salesman-edit-form" />
    </Edit>
  );
}
