import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { HttpError } from '../../shared/http';
import { homeAfterLogin, isActivationRequired, isTermsRequired, signIn, workingRole } from '../../shared/session';
import { useT } from '../useT';
import {
  Field,
  PageTitle,
  PasswordInput,
  StatusAlert,
  TermsCheckbox,
  hasErrors,
  messageOf,
  serverFieldErrors,
  type FieldErrors,
  type Status,
} from './fields';
import { ResendActivationDialog } from './ResendActivationDialog';

/** How long "Login success, redirecting" shows before the next page. */
const REDIRECT_DELAY_MS = 400;

/**
 * This browser has seen a sign-in with the terms accepted: the form no longer asks for them. The server still holds
 * each account to the current terms (a 417 when they changed, or for an account that never accepted them), and the
 * form then offers to accept them.
 */
const TERMS_SEEN_KEY = 'kasuwa.termsAccepted';
const termsSeenHere = () => {
  try {
    return window.localStorage.getItem(TERMS_SEEN_KEY) === '1';
  } catch {
    return false;
  }
};
const rememberTermsHere = () => {
  try {
    window.localStorage.setItem(TERMS_SEEN_KEY, '1');
  } catch {
    // storage refused (private mode): the form asks again next time
  }
};

/** Codes of a 449 where a new activation link would not help (an administrator has to decide). */
const NO_RESEND_CODES = ['ACCOUNT_AWAITING_APPROVAL', 'ACCOUNT_DECLINED'];

/**
 * /auth/login?redirect=<path>: e-mail or phone, password, and the terms the first time in this browser. A 449 opens
 * the activation dialog; a 417 offers to accept the terms (sign-in again with termsAccepted: true).
 */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [askTerms] = useState(() => !termsSeenHere());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [termsOffer, setTermsOffer] = useState(false);
  const [activation, setActivation] = useState<{ message: string; canResend: boolean } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const attempt = async (termsAccepted: boolean) => {
    setBusy(true);
    setTermsOffer(false);
    setStatus({ severity: 'info', text: t('login.attempting') });
    try {
      const user = await signIn({ username, password, termsAccepted });
      rememberTermsHere();
      setStatus({ severity: 'success', text: t('login.success') });
      const target = homeAfterLogin(workingRole(user), redirect);
      timer.current = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      setBusy(false);
      if (isActivationRequired(error)) {
        setStatus(null);
        setActivation({ message: error.message, canResend: !NO_RESEND_CODES.includes(error.code ?? '') });
      } else if (isTermsRequired(error)) {
        setStatus({ severity: 'warning', text: error.message || t('login.termsRequired') });
        setTermsOffer(true);
      } else if (error instanceof HttpError && error.status === 401) {
        setStatus({ severity: 'error', text: messageOf(error, t('login.invalid')) });
      } else if (error instanceof HttpError && error.status !== 0) {
        setErrors(serverFieldErrors(error));
        setStatus({ severity: 'error', text: messageOf(error, t('login.failure')) });
      } else {
        setStatus({ severity: 'error', text: t('login.failure') });
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!username.trim()) found.username = t('validation.required');
    if (!password) found.password = t('validation.required');
    if (askTerms && !terms) found.terms = t('login.termsRequired');
    setErrors(found);
    if (hasErrors(found)) {
      setStatus(null);
      return;
    }
    void attempt(askTerms && terms);
  };

  const email = username.includes('@') ? username.trim() : '';

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('login.title')} data-testid="login-form">
      <PageTitle title={t('login.title')} subtitle={t('login.subtitle')} />
      <StatusAlert
        status={status ?? (redirect?.startsWith('/admin') ? { severity: 'info', text: t('login.sessionEnded') } : null)}
        testId="login-status"
      >
        {termsOffer && (
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() => void attempt(true)}
            data-testid="login-accept-terms"
          >
            {t('login.acceptTerms')}
          </Button>
        )}
      </StatusAlert>
      <Stack spacing={0.5}>
        <Field
          testId="login-username"
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setErrors((current) => ({ ...current, username: '' }));
          }}
          error={errors.username}
          htmlInput={{ maxLength: 254 }}
        />
        <PasswordInput
          testId="login-password"
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: '' }));
          }}
          error={errors.password}
        />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {askTerms ? (
          <TermsCheckbox
            testId="login-terms"
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              setErrors((current) => ({ ...current, terms: '' }));
            }}
            error={errors.terms}
          />
        ) : (
          <span />
        )}
        <Link component={RouterLink} to="/auth/forgot-password" variant="body2" underline="hover" sx={{ mb: 1 }}>
          {t('login.forgot')}
        </Link>
      </Stack>
      <Button
        type="submit"
        fullWidth
        size="large"
        variant="contained"
        disableElevation
        disabled={busy}
        data-testid="login-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <LoginIcon />}
        sx={{ mt: 1, py: 1.25 }}
      >
        {t('login.submit')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to="/auth/register" underline="hover" sx={{ fontWeight: 600 }}>
          {t('login.register')}
        </Link>
      </Typography>
      <ResendActivationDialog
        open={!!activation}
        onClose={() => setActivation(null)}
        message={activation?.message}
        canResend={activation?.canResend}
        email={email}
      />
    </Box>
  );
}
