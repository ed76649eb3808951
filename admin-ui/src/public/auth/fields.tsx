import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputAdornment,
  Link,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { HttpError, hasServerMessage } from '../../shared/http';
import { useT, type Translate } from '../useT';

export type FieldErrors = Record<string, string>;

export const LETTERS = /^[\p{L}][\p{L}\p{M}' -]*$/u;
export const DIGITS = /^\d+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 6;

/** The server's per-field messages, keyed by field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (error instanceof HttpError) {
    for (const { field, message } of error.errors) if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The server's (already translated) message, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return hasServerMessage(error) ? error.message : fallback;
  if (error instanceof Error && error.name === 'Error' && error.message) return error.message;
  return fallback;
}

/** "Something went wrong!" when the server could not be reached. */
export function noResponse(error: unknown): boolean {
  return error instanceof HttpError && error.status === 0;
}

export function PageTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}

/** A text field whose <input> carries `testId`; shows `error` (or a blank line) under it. */
export function Field({
  testId,
  error,
  hint,
  htmlInput,
  ...props
}: Omit<TextFieldProps, 'error'> & {
  testId: string;
  error?: string;
  hint?: string;
  htmlInput?: Record<string, unknown>;
}) {
  return (
    <TextField
      fullWidth
      {...props}
      sx={{ mb: 1.5, ...props.sx }}
      error={!!error}
      helperText={error || hint || ' '}
      slotProps={{ ...props.slotProps, htmlInput: { 'data-testid': testId, ...htmlInput } }}
    />
  );
}

export function PasswordInput(
  props: Omit<TextFieldProps, 'error'> & { testId: string; error?: string; hint?: string },
) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      htmlInput={{ maxLength: 200 }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** "I accept the terms and conditions" (link opens the terms in a new tab). */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  testId: string;
}) {
  const t = useT();
  return (
    <FormControl error={!!error} sx={{ mb: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': testId } as React.InputHTMLAttributes<HTMLInputElement> }}
          />
        }
        label={
          <Typography variant="body2">
            {t('auth.terms.before')}
            <Link
              component={RouterLink}
              to="/privacy-and-terms"
              target="_blank"
              rel="noopener"
              onClick={(event) => event.stopPropagation()}
            >
              {t('auth.terms.link')}
            </Link>
          </Typography>
        }
      />
      {error && <FormHelperText sx={{ mt: -0.5 }}>{error}</FormHelperText>}
    </FormControl>
  );
}

export interface Status {
  severity: 'info' | 'success' | 'error' | 'warning';
  text: string;
}

/** The outcome of a form; `children` (e.g. a follow-up button) go under the text. */
export function StatusAlert({
  status,
  testId,
  children,
}: {
  status: Status | null;
  testId: string;
  children?: ReactNode;
}) {
  if (!status) return null;
  return (
    <Alert severity={status.severity} sx={{ mb: 2 }} data-testid={testId} data-severity={status.severity} role="status">
      {status.text}
      {children && <Box sx={{ mt: 1 }}>{children}</Box>}
    </Alert>
  );
}

/** Client-side checks shared by the forms. */
export function passwordErrors(t: Translate, password: string, confirmPassword: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!password) errors.password = t('validation.required');
  else if (password.length < MIN_PASSWORD) errors.password = t('validation.passwordLength');
  if (!confirmPassword) errors.confirmPassword = t('validation.required');
  else if (password && confirmPassword !== password) errors.confirmPassword = t('validation.passwordMatch');
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
