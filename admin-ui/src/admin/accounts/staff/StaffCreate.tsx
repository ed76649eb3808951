import { Create, SimpleForm, TextInput, email, minLength, regex, required, useTranslate } from 'react-admin';

const LETTERS = /^[\p{L}][\p{L}\p{M}' -]*$/u;

/** A new staff member (POST to the organisation's staff path; 208 when the person already exists). */
export function StaffCreate() {
  const translate = useTranslate();
  const letters = regex(LETTERS, translate('kasuwa.validation.letters'));
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 560 }}>
        <TextInput source="firstname" label="kasuwa.fields.firstname" validate={[required(), letters]} fullWidth />
        <TextInput source="lastname" label="kasuwa.fields.lastname" validate={[required(), letters]} fullWidth />
        <TextInput source="email" label="kasuwa.fields.email" type="email" validate={[required(), email()]} fullWidth />
        <TextInput
          source="phone"
          label="kasuwa.fields.phone"
          validate={[regex(/^\d+$/, translate('kasuwa.validation.digits')), minLength(6)]}
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}
