import { Alert, Box } from '@mui/material';
import { Field } from './fields';
import { type Registration } from './useRegistration';
import { NativeSelect } from './NativeSelect';

/** The country, the role offered there (with its approval note) and the company. */
export function RegisterAccountFields({
  form: { t, bind, catalogue, country, role, companyRequired, countries, roles },
}: {
  form: Registration;
}) {
  return (
    <>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NativeSelect
          testId="register-country"
          label={t('register.country')}
          {...bind('country')}
          placeholder={catalogue.isPending ? '…' : t('register.chooseCountry')}
          options={countries}
          disabled={catalogue.isPending}
        />
        <NativeSelect
          testId="register-role"
          label={t('register.role')}
          {...bind('role')}
          placeholder={t('register.chooseRole')}
          options={roles}
          disabled={!country}
        />
      </Box>
      {role?.requiresApproval && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="register-approval-note">
          {t('register.approvalNote')}
        </Alert>
      )}
      <Field
        testId="register-company"
        label={t('register.company')}
        name="company"
        autoComplete="organization"
        {...bind('company')}
        required={companyRequired}
        htmlInput={{ maxLength: 120 }}
      />
    </>
  );
}
