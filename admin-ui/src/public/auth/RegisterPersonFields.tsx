import { Box, InputAdornment } from '@mui/material';
import { Field, PasswordInput } from './fields';
import { type Registration } from './useRegistration';

/** The person's names, phone (the country's code before it, its length checked), e-mail and password twice. */
export function RegisterPersonFields({ form: { t, bind, country, phoneLength } }: { form: Registration }) {
  return (
    <>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Field
          testId="register-firstname"
          label={t('register.firstname')}
          name="firstname"
          autoComplete="given-name"
          {...bind('firstname')}
          required
          htmlInput={{ maxLength: 60 }}
        />
        <Field
          testId="register-lastname"
          label={t('register.lastname')}
          name="lastname"
          autoComplete="family-name"
          {...bind('lastname')}
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
        {...bind('phone')}
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
        {...bind('email')}
        required
        htmlInput={{ maxLength: 254 }}
      />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PasswordInput
          testId="register-password"
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          {...bind('password')}
          hint={t('register.passwordHint')}
          required
        />
        <PasswordInput
          testId="register-confirm-password"
          label={t('register.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          {...bind('confirmPassword')}
          required
        />
      </Box>
    </>
  );
}
