import { BooleanInput, SimpleForm, TextInput, email, maxLength, regex, required, useTranslate } from 'react-admin';
import { DIGITS, LETTERS } from '../account-settings/forms';
import { PlaceInputs } from './PlaceInputs';

/** The salesman's fields, as POST salesmen and PUT salesmen/{id} validate them. */
export function SalesmanForm({ testId }: { testId: string }) {
  const translate = useTranslate();
  const letters = regex(LETTERS, translate('kasuwa.validation.letters'));
  const name = [required(), letters, maxLength(60)];
  return (
    <SimpleForm sx={{ maxWidth: 640 }} data-testid={testId}>
      <TextInput
        source="firstname"
        label="kasuwa.fields.firstname"
        validate={name}
        fullWidth
        data-testid="salesman-firstname"
      />
      <TextInput
        source="lastname"
        label="kasuwa.fields.lastname"
        validate={name}
        fullWidth
        data-testid="salesman-lastname"
      />
      <TextInput
        source="phone"
        label="kasuwa.fields.phone"
        helperText="kasuwa.salesmen.phoneHint"
        validate={[required(), regex(DIGITS, translate('kasuwa.validation.digits')), maxLength(15)]}
        fullWidth
        data-testid="salesman-phone"
      />
      <TextInput
        source="email"
        label="kasuwa.fields.email"
        type="email"
        validate={[email(translate('kasuwa.validation.email')), maxLength(254)]}
        fullWidth
        data-testid="salesman-email"
      />
      <TextInput
        source="company"
        label="kasuwa.fields.company"
        validate={maxLength(120)}
        fullWidth
        data-testid="salesman-company"
      />
      <PlaceInputs />
      <BooleanInput
        source="active"
        label="kasuwa.salesmen.active"
        helperText="kasuwa.salesmen.activeHelp"
        defaultValue
        data-testid="salesman-active"
      />
    </SimpleForm>
  );
}
