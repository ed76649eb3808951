import {
  Edit,
  SimpleForm,
  TextInput,
  minLength,
  regex,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { serverMessage } from '../../api/errors';
import { fullName, type UserRecord } from '../users/fields';

const LETTERS = /^[\p{L}][\p{L}\p{M}' -]*$/u;

function StaffTitle() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  return <>{record ? translate('kasuwa.staff.editTitle', { name: fullName(record) }) : ''}</>;
}

/** What a staff member's update may change (PUT {staff path}/{id}: names and phone; the e-mail stays). */
const toPayload = (data: Record<string, unknown>) => ({
  firstname: typeof data.firstname === 'string' ? data.firstname.trim() : undefined,
  lastname: typeof data.lastname === 'string' ? data.lastname.trim() : undefined,
  ...(typeof data.phone === 'string' && data.phone.trim() ? { phone: data.phone.trim() } : {}),
});

/** staff/edit/{staffId} and dealers/staff/edit/{id}: a staff member's names and phone, then back to the list. */
export function StaffEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext() ?? 'staff';
  const letters = regex(LETTERS, translate('kasuwa.validation.letters'));
  return (
    <Edit
      title={<StaffTitle />}
      mutationMode="pessimistic"
      transform={toPayload}
      queryOptions={{
        onError: (error: unknown) => {
          notify(serverMessage(error, translate('kasuwa.staff.loadFailure')), { type: 'error' });
          redirect('list', resource);
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify('kasuwa.staff.updated', { type: 'success' });
          redirect('list', resource);
        },
        onError: (error) => notify(serverMessage(error, translate('kasuwa.staff.updateFailure')), { type: 'error' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 560 }} data-testid="staff-edit-form">
        <TextInput source="firstname" label="kasuwa.fields.firstname" validate={[required(), letters]} fullWidth />
        <TextInput source="lastname" label="kasuwa.fields.lastname" validate={[required(), letters]} fullWidth />
        <TextInput source="email" label="kasuwa.fields.email" readOnly fullWidth />
        <TextInput
          source="phone"
          label="kasuwa.fields.phone"
          validate={[regex(/^\d+$/, translate('kasuwa.validation.digits')), minLength(6)]}
          fullWidth
        />
      </SimpleForm>
    </Edit>
  );
}
