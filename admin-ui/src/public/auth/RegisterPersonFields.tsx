import { Box, InputAdornment } from '@mui/material';
import { Field, PasswordInput } from './fields';
import { type Registration } from './useRegistration';

/** The person's names, phone (the country's code before it, its length checked), e-mail and password twice. */
export function RegisterPersonFields({
  form: { t, values, errors, set, country, phoneLength },
}: {
  form: Registration;
}) {
  return (
    <>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Field
          testId="register-firstname"
          label={t('register.firstname')}
          name="firstname"
          autoComplete="given-name"
          value={values.firstname}
          onChange={set('firstname')}
          error={errors.firstname}
          required
          htmlInput={{ maxLength: 60 }}
        />
        <Field
          testId="register-lastname"
          label={t('register.lastname')}
          name="lastname"
          autoComplete="family-name"
          value={values.lastname}
          onChange={set('lastname')}
          error={errors.lastname}
          required
          htmlInput={{ maxLength: 60 }}
        />
      </Box>
      <Field
        testId="register-phone"
        label={t('register.phone')}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        hint={phoneLength ? t('register.phoneHint', { length: phoneLength }) : undefined}
        required
        htmlInput={{ inputMode: 'numeric', maxLength: phoneLength ?? 15 }}
        slotProps={{
          input: country
            ? { startAdornment: <InputAdornment position="start">{country.phoneCode}</InputAdornment> }
            : undefined,
        }}
      />
      <Field
        testId="register-email"
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
        htmlInput={{ maxLength: 254 }}
      />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PasswordInput
          testId="register-password"
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t('register.passwordHint')}
          required
        />
        <PasswordInput
          testId="register-confirm-password"
          label={t('register.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          required
        />
      </Box>
    </>
  );
}
