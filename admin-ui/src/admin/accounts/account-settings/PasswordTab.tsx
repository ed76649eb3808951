import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { getSessionUser, saveSession } from '../../../shared/session';
import { FormFooter, type FormResult } from './FormFooter';
import { MIN_PASSWORD, errorMessage, serverFieldErrors, type FieldErrors } from './forms';
import { PasswordField } from './PasswordField';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Password tab: PUT users/change-password; the form is cleared 1 s after a success. */
export function PasswordTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useConsoleApi();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const required = translate('kasuwa.validation.required');
    const found: FieldErrors = {};
    if (!values.oldPassword) found.oldPassword = required;
    if (!values.newPassword) found.newPassword = required;
    else if (values.newPassword.length < MIN_PASSWORD)
      found.newPassword = translate('kasuwa.validation.passwordLength');
    if (!values.confirmPassword) found.confirmPassword = required;
    else if (values.confirmPassword !== values.newPassword)
      found.confirmPassword = translate('kasuwa.validation.passwordsMismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = await api.changePassword(values);
      if (answer?.success === false) throw new Error(answer.message || translate('kasuwa.account.password.failure'));
      // Tokens issued before the change no longer work: keep the fresh one the answer carries.
      const user = getSessionUser();
      if (answer?.data?.accessToken && user) saveSession(answer.data.accessToken, user);
      const text = answer?.message || translate('kasuwa.account.password.success');
      setResult({ severity: 'success', text });
      notify(text, { type: 'success' });
      timer.current = window.setTimeout(() => setValues(EMPTY), 1000);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setResult({ severity: 'error', text: errorMessage(error, translate('kasuwa.account.password.failure')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}
      data-testid="password-form"
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('kasuwa.account.password.title')}
      </Typography>
      <Stack spacing={1}>
        <PasswordField
          label={translate('kasuwa.account.password.old')}
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={!!errors.oldPassword}
          helperText={errors.oldPassword || ' '}
          autoComplete="current-password"
          required
          testId="password-old"
        />
        <PasswordField
          label={translate('kasuwa.account.password.new')}
          value={values.newPassword}
          onChange={set('newPassword')}
          error={!!errors.newPassword}
          helperText={errors.newPassword || ' '}
          autoComplete="new-password"
          required
          testId="password-new"
        />
        <PasswordField
          label={translate('kasuwa.account.password.confirm')}
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword || ' '}
          autoComplete="new-password"
          required
          testId="password-confirm"
        />
      </Stack>
      <FormFooter name="password" result={result} saving={saving} label={translate('kasuwa.account.password.submit')} />
    </Box>
  );
}
