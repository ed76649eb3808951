import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { api } from '../../shared/api';
import { HttpError } from '../../shared/http';
import { useT } from '../useT';
import {
  PageTitle,
  PasswordInput,
  StatusAlert,
  hasErrors,
  messageOf,
  passwordErrors,
  serverFieldErrors,
  type FieldErrors,
  type Status,
} from './fields';

/** /auth/reset-password?_key=<key>: POST reset-password?_key= { password, confirmPassword }; 404: unknown or expired key. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const key = params.get('_key') ?? params.get('key') ?? '';
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(key ? null : { severity: 'error', text: t('reset.missingKey') });
  const [outcome, setOutcome] = useState<'form' | 'done' | 'expired'>(key ? 'form' : 'expired');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const found = passwordErrors(t, values.password, values.confirmPassword);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const answer = await api.post('/api/v1/reset-password', { params: { query: { _key: key } }, body: values });
      if (answer?.success === false) throw new Error(answer.message || t('password.failure'));
      setStatus({ severity: 'success', text: answer?.message || t('reset.success') });
      setOutcome('done');
    } catch (caught) {
      if (caught instanceof HttpError && (caught.status === 404 || caught.status === 410)) {
        setStatus({ severity: 'error', text: caught.message || t('reset.expired') });
        setOutcome('expired');
      } else {
        setErrors(serverFieldErrors(caught));
        setStatus({ severity: 'error', text: messageOf(caught, t('password.failure')) });
      }
    } finally {
      setBusy(false);
    }
  };

  const set = (field: 'password' | 'confirmPassword') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  if (outcome !== 'form') {
    return (
      <Box data-testid="reset-outcome" data-outcome={outcome}>
        <PageTitle title={t('reset.title')} />
        <Box sx={{ mt: 3 }}>
          <StatusAlert status={status} testId="reset-result" />
        </Box>
        <Stack direction="row" spacing={2}>
          {outcome === 'done' ? (
            <Button component={RouterLink} to="/auth/login" variant="contained" disableElevation>
              {t('reset.signIn')}
            </Button>
          ) : (
            <Button component={RouterLink} to="/auth/forgot-password" variant="contained" disableElevation>
              {t('reset.requestNew')}
            </Button>
          )}
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('reset.title')} data-testid="reset-form">
      <PageTitle title={t('reset.title')} subtitle={t('reset.text')} />
      <StatusAlert status={status} testId="reset-result" />
      <PasswordInput
        testId="reset-password"
        label={t('reset.password')}
        autoComplete="new-password"
        autoFocus
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        required
      />
      <PasswordInput
        testId="reset-confirm-password"
        label={t('reset.confirm')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        required
      />
      <Button
        type="submit"
        fullWidth
        size="large"
        variant="contained"
        disableElevation
        disabled={busy}
        data-testid="reset-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <LockResetIcon />}
        sx={{ mt: 1, py: 1.25 }}
      >
        {t('reset.submit')}
      </Button>
    </Box>
  );
}
