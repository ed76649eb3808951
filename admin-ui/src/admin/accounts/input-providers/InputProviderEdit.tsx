import { Edit, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { fullName } from '../users/fields';
import { InputProviderForm } from './InputProviderForm';
import { inputProviderRoute } from './paths';
import { serverMessage } from '../../api/errors';
import { toInputProviderChanges, type InputProviderRecord } from './types';

function EditTitle() {
  const record = useRecordContext<InputProviderRecord>();
  const translate = useTranslate();
  return <>{record ? translate('kasuwa.inputProviders.editTitle', { name: fullName(record) }) : ''}</>;
}

/** users/inputproviders/edit/{id}: GET and PUT admin/ip/{id}, then the input provider's page. */
export function InputProviderEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<EditTitle />}
      mutationMode="pessimistic"
      transform={toInputProviderChanges}
      queryOptions={{
        onError: (error: unknown) => {
          notify(serverMessage(error, translate('kasuwa.inputProviders.loadFailure')), { type: 'error' });
          redirect('list', 'users/inputproviders');
        },
      }}
      mutationOptions={{
        onSuccess: (data: InputProviderRecord) => {
          notify('kasuwa.inputProviders.updated', { type: 'success' });
          redirect(() => inputProviderRoute(data.id));
        },
        onError: (error) =>
          notify(serverMessage(error, translate('kasuwa.inputProviders.updateFailure')), { type: 'error' }),
      }}
    >
      <InputProviderForm />
    </Edit>
  );
}
