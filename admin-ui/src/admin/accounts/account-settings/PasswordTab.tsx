import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, minLength, required, useNotify, useTranslate, type Validator } from 'react-admin';
import { fieldErrorsOf } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { getSessionUser, saveSession } from '../../../shared/session';
import type { Schema } from '../../../shared/schemas';
import { FormFooter, type FormResult } from './FormFooter';
import { MIN_PASSWORD, errorMessage } from './forms';

type PasswordChange = Schema<'ChangePasswordDto'>;

const mustBeRequired = required('kasuwa.validation.required');
const sameAsNew: Validator = (value, values: Partial<PasswordChange>) =>
  value && value !== values.newPassword ? 'kasuwa.validation.passwordsMismatch' : undefined;
const passwordInput = (testId: string, autoComplete: string) => ({
  fullWidth: true,
  autoComplete,
  size: 'medium' as const,
  inputProps: { 'data-testid': testId, maxLength: 200 },
});

/** Password tab: PUT users/change-password; the form is cleared 1 s after a success. */
export function PasswordTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useConsoleApi();
  const [result, setResult] = useState<FormResult | null>(null);
  // A new (empty) form replaces the one just saved.
  const [formKey, setFormKey] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const change = useMutation({ mutationFn: (values: PasswordChange) => api.changePassword(values) });

  const submit = async (values: Record<string, unknown>) => {
    setResult(null);
    try {
      const answer = await change.mutateAsync(values as PasswordChange);
      if (answer?.success === false) throw new Error(answer.message || translate('kasuwa.account.password.failure'));
      // Tokens issued before the change no longer work: keep the fresh one the answer carries.
      const user = getSessionUser();
      if (answer?.data?.accessToken && user) saveSession(answer.data.accessToken, user);
      const text = answer?.message || translate('kasuwa.account.password.success');
      setResult({ severity: 'success', text });
      notify(text, { type: 'success' });
      timer.current = window.setTimeout(() => setFormKey((key) => key + 1), 1000);
      return undefined;
    } catch (error) {
      setResult({ severity: 'error', text: errorMessage(error, translate('kasuwa.account.password.failure')) });
      return fieldErrorsOf(error);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }} data-testid="password-form">
      <Form key={formKey} onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {translate('kasuwa.account.password.title')}
        </Typography>
        <Stack spacing={1}>
          <PasswordInput
            source="oldPassword"
            label="kasuwa.account.password.old"
            validate={mustBeRequired}
            {...passwordInput('password-old', 'current-password')}
          />
          <PasswordInput
            source="newPassword"
            label="kasuwa.account.password.new"
            validate={[mustBeRequired, minLength(MIN_PASSWORD, 'kasuwa.validation.passwordLength')]}
            {...passwordInput('password-new', 'new-password')}
          />
          <PasswordInput
            source="confirmPassword"
            label="kasuwa.account.password.confirm"
            validate={[mustBeRequired, sameAsNew]}
            {...passwordInput('password-confirm', 'new-password')}
          />
        </Stack>
        <FormFooter
          name="password"
          result={result}
          saving={change.isPending}
          label={translate('kasuwa.account.password.submit')}
        />
      </Form>
    </Box>
  );
}
