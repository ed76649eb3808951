import { useTranslate } from 'react-admin';
import { ConfirmDeletePage } from '../../shared/ConfirmDeletePage';
import { salesmanName, type SalesmanRecord } from './types';

/** salesmen/delete/{id}: asks for confirmation, then DELETE salesmen/{id} and back to the list. */
export function SalesmanDelete() {
  const translate = useTranslate();
  return (
    <ConfirmDeletePage<SalesmanRecord>
      resource="salesmen"
      testId="salesman-delete"
      title={(record) => translate('kasuwa.salesmen.deleteTitle', { name: salesmanName(record) })}
      content={translate('kasuwa.salesmen.deleteContent')}
      messages={{
        deleted: 'kasuwa.salesmen.deleted',
        failure: 'kasuwa.salesmen.deleteFailure',
        loadFailure: 'kasuwa.salesmen.loadFailure',
        confirm: 'kasuwa.salesmen.delete',
      }}
    />
  );
}
