import { Typography } from '@mui/material';
import { SimpleForm, TextInput, email, maxLength, regex, required, useTranslate } from 'react-admin';
import { DIGITS, LETTERS } from '../account-settings/forms';

/**
 * The input provider's fields, as POST admin/ip (`invite`: e-mail address included) and
 * PUT admin/ip/{id} (address included, e-mail address shown but fixed) validate them.
 */
export function InputProviderForm({ invite = false }: { invite?: boolean }) {
  const translate = useTranslate();
  const letters = regex(LETTERS, translate('kasuwa.validation.letters'));
  const name = [required(), letters, maxLength(60)];
  return (
    <SimpleForm sx={{ maxWidth: 640 }} data-testid={invite ? 'ip-invite-form' : 'ip-edit-form'}>
      {invite && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('kasuwa.inputProviders.inviteHelp')}
        </Typography>
      )}
      <TextInput
        source="firstname"
        label="kasuwa.fields.firstname"
        validate={name}
        fullWidth
        data-testid="ip-firstname"
      />
      <TextInput source="lastname" label="kasuwa.fields.lastname" validate={name} fullWidth data-testid="ip-lastname" />
      {invite ? (
        <TextInput
          source="email"
          label="kasuwa.fields.email"
          type="email"
          validate={[required(), email(translate('kasuwa.validation.email')), maxLength(254)]}
          fullWidth
          data-testid="ip-email"
        />
      ) : (
        <TextInput
          source="email"
          label="kasuwa.fields.email"
          helperText="kasuwa.inputProviders.emailHint"
          disabled
          fullWidth
          data-testid="ip-email"
        />
      )}
      <TextInput
        source="phone"
        label="kasuwa.fields.phone"
        validate={[
          ...(invite ? [required()] : []),
          regex(DIGITS, translate('kasuwa.validation.digits')),
          maxLength(15),
        ]}
        fullWidth
        data-testid="ip-phone"
      />
      <TextInput
        source="company"
        label="kasuwa.fields.company"
        validate={[required(), maxLength(120)]}
        fullWidth
        data-testid="ip-company"
      />
      {!invite && (
        <TextInput
          source="address"
          label="kasuwa.fields.address"
          validate={maxLength(300)}
          fullWidth
          multiline
          data-testid="ip-address"
        />
      )}
    </SimpleForm>
  );
}
