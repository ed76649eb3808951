import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { PageTitle, StatusAlert, TermsCheckbox } from './fields';
import { useRegistration } from './useRegistration';
import { RegisterDone } from './RegisterDone';
import { RegisterNotices } from './RegisterNotices';
import { RegisterAccountFields } from './RegisterAccountFields';
import { RegisterPersonFields } from './RegisterPersonFields';

/**
 * /auth/register: country and role (GET countries-roles), company, names, phone (digits, the
 * country's length, shown after its code), e-mail, password twice, terms (POST users).
 * With ?invitation=KEY (the link of an invitation mail) the form starts filled in from the invitation, and the
 * sign-up sends the key, which links the new account to whoever invited them.
 */
export function RegisterPage() {
  const form = useRegistration();
  const { t, status, seconds, done, submit, terms, setTerms, setErrors, errors, busy } = form;
  if (done && status) return <RegisterDone status={status} seconds={seconds} />;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('register.title')}
      data-testid="register-form"
      sx={{ py: 2 }}
    >
      <PageTitle title={t('register.title')} subtitle={t('register.subtitle')} />
      <StatusAlert status={status} testId="register-result" />
      <RegisterNotices form={form} />
      <RegisterAccountFields form={form} />
      <RegisterPersonFields form={form} />
      <TermsCheckbox
        testId="register-terms"
        checked={terms}
        onChange={(checked) => {
          setTerms(checked);
          setErrors((current) => ({ ...current, termsAccepted: '' }));
        }}
        error={errors.termsAccepted}
      />
      <Button
        type="submit"
        fullWidth
        size="large"
        variant="contained"
        disableElevation
        disabled={busy}
        data-testid="register-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <PersonAddIcon />}
        sx={{ mt: 1, py: 1.25 }}
      >
        {t('register.submit')}
      </Button>
      <Stack direction="row" spacing={0.5} sx={{ mt: 3, justifyContent: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('register.haveAccount')}
        </Typography>
        <Link component={RouterLink} to="/auth/login" variant="body2" underline="hover" sx={{ fontWeight: 600 }}>
          {t('register.signIn')}
        </Link>
      </Stack>
    </Box>
  );
}
