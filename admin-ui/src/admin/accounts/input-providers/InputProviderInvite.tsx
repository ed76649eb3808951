import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { InputProviderForm } from './InputProviderForm';
import { serverMessage } from '../../api/errors';
import { toInvitation } from './types';

/** users/inputproviders/invite: POST admin/ip (the person is mailed a link to choose a password), then the list. */
export function InputProviderInvite() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="kasuwa.inputProviders.inviteTitle"
      transform={toInvitation}
      mutationOptions={{
        onSuccess: () => {
          notify('kasuwa.inputProviders.created', { type: 'success' });
          redirect('list', 'users/inputproviders');
        },
        onError: (error) =>
          notify(serverMessage(error, translate('kasuwa.inputProviders.createFailure')), { type: 'error' }),
      }}
    >
      <InputProviderForm invite />
    </Create>
  );
}
