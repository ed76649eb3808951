import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { api } from '../../shared/api';
import { useT } from '../useT';
import { EMAIL, Field, PageTitle, StatusAlert, messageOf, serverFieldErrors, type Status } from './fields';

/** /auth/forgot-password: POST forgot-my-password { email } (the same answer whether the address exists or not). */
export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const value = email.trim();
    if (!value) return setError(t('validation.required'));
    if (!EMAIL.test(value)) return setError(t('validation.email'));
    setBusy(true);
    try {
      const answer = await api.post('/api/v1/forgot-my-password', { body: { email: value } });
      if (answer?.success === false) throw new Error(answer.message || t('password.failure'));
      setStatus({ severity: 'success', text: answer?.message || t('forgot.sent') });
    } catch (caught) {
      setError(serverFieldErrors(caught).email ?? '');
      setStatus({ severity: 'error', text: messageOf(caught, t('password.failure')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('forgot.title')} data-testid="forgot-form">
      <PageTitle title={t('forgot.title')} subtitle={t('forgot.text')} />
      <StatusAlert status={status} testId="forgot-result" />
      <Field
        testId="forgot-email"
        label={t('forgot.email')}
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError('');
        }}
        error={error}
        htmlInput={{ maxLength: 254 }}
      />
      <Button
        type="submit"
        fullWidth
        size="large"
        variant="contained"
        disableElevation
        disabled={busy}
        data-testid="forgot-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
        sx={{ mt: 1, py: 1.25 }}
      >
        {t('forgot.submit')}
      </Button>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth/login" underline="hover" sx={{ fontWeight: 600 }}>
          {t('forgot.back')}
        </Link>
      </Typography>
    </Box>
  );
}
