import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, InputAdornment, Link, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { api } from '../../shared/api';
import type { Schema } from '../../shared/schemas';
import { useApi } from '../useApi';
import { getCountry } from '../../shared/preferences';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import {
  DIGITS,
  EMAIL,
  Field,
  LETTERS,
  PageTitle,
  PasswordInput,
  StatusAlert,
  TermsCheckbox,
  hasErrors,
  messageOf,
  passwordErrors,
  serverFieldErrors,
  type FieldErrors,
  type Status,
} from './fields';

/** Roles that register a company (its name unique in the country); the others may leave it empty. */
const COMPANY_ROLES = ['ROLE_INPUT_PROVIDER', 'ROLE_DISTRIBUTOR', 'ROLE_WHOLESALER', 'ROLE_RETAILER'];

/** After a successful sign-up the page moves to /auth/login after this delay. */
export const SIGNUP_REDIRECT_MS = 10_000;

const EMPTY = {
  country: '',
  role: '',
  company: '',
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};
type Values = typeof EMPTY;

/** The message key of a sign-up result, by the new account's status. */
function resultKey(status: string | undefined) {
  if (status === 'WAITING_APPROVAL') return 'signup.notify.waiting-approval' as const;
  if (status === 'WAITING_CONFIRMATION') return 'signup.notify.waiting-confirmation' as const;
  return 'signup.notify.success' as const;
}

/** A native <select> inside a TextField (easy to use on phones and to drive in tests). */
function NativeSelect({
  testId,
  label,
  value,
  onChange,
  error,
  placeholder,
  options,
  disabled,
}: {
  testId: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <Field
      select
      testId={testId}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      required
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Field>
  );
}

/**
 * /auth/register: country and role (GET countries-roles), company, names, phone (digits, the
 * country's length, shown after its code), e-mail, password twice, terms (POST users).
 * With ?invitation=KEY (the link of an invitation mail) the form starts filled in from the invitation, and the
 * sign-up sends the key, which links the new account to whoever invited them.
 */
export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const { language } = usePreferences();
  const catalogue = useApi('/api/v1/countries-roles');
  const invitationKey = useSearchParams()[0].get('invitation');
  const invitation = useApi(invitationKey ? '/api/v1/invite/accept/{invitationKey}' : null, {
    params: { path: { invitationKey: invitationKey ?? '' } },
  });
  const prefilled = useRef(false);

  const [values, setValues] = useState<Values>(EMPTY);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [seconds, setSeconds] = useState(SIGNUP_REDIRECT_MS / 1000);
  const timer = useRef<number | undefined>(undefined);

  // Start on the visitor's country when it is offered.
  useEffect(() => {
    if (!catalogue.data || values.country) return;
    const preferred = getCountry();
    if (catalogue.data.some((country) => country.name === preferred))
      setValues((current) => ({ ...current, country: preferred }));
  }, [catalogue.data, values.country]);

  // Fill the form in from the invitation, once.
  useEffect(() => {
    const data = invitation.data;
    if (!data || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => ({
      ...current,
      country: data.country ?? current.country,
      role: data.role,
      firstname: data.firstname,
      lastname: data.lastname,
      phone: data.phone ?? '',
      email: data.email ?? '',
    }));
  }, [invitation.data]);

  // Count down, then go to sign-in.
  useEffect(() => {
    if (!done) return undefined;
    const started = Date.now();
    timer.current = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((SIGNUP_REDIRECT_MS - (Date.now() - started)) / 1000));
      setSeconds(left);
      if (left === 0) {
        window.clearInterval(timer.current);
        navigate('/auth/login');
      }
    }, 250);
    return () => window.clearInterval(timer.current);
  }, [done, navigate]);

  const country = useMemo(
    () => catalogue.data?.find((item) => item.name === values.country),
    [catalogue.data, values.country],
  );
  const role = country?.roles.find((item) => item.name === values.role);
  const phoneLength = country?.phoneLength;
  const companyRequired = !values.role || COMPANY_ROLES.includes(values.role);

  const set = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) => {
    let value = event.target.value;
    if (field === 'phone') value = value.replace(/[\s-]/g, '');
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A role offered in one country may not be offered in another.
      if (field === 'country') {
        const roles = catalogue.data?.find((item) => item.name === value)?.roles ?? [];
        if (!roles.some((item) => item.name === current.role)) next.role = '';
      }
      return next;
    });
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const validate = (): FieldErrors => {
    const required = t('validation.required');
    const found: FieldErrors = {};
    if (!values.country) found.country = required;
    if (!values.role) found.role = required;
    if (companyRequired && !values.company.trim()) found.company = required;
    for (const field of ['firstname', 'lastname'] as const) {
      if (!values[field].trim()) found[field] = required;
      else if (!LETTERS.test(values[field].trim())) found[field] = t('validation.letters');
    }
    if (!values.phone) found.phone = required;
    else if (!DIGITS.test(values.phone)) found.phone = t('validation.digits');
    else if (phoneLength && values.phone.length !== phoneLength)
      found.phone = t('validation.phoneLength', { length: phoneLength });
    if (!values.email.trim()) found.email = required;
    else if (!EMAIL.test(values.email.trim())) found.email = t('validation.email');
    Object.assign(found, passwordErrors(t, values.password, values.confirmPassword));
    if (!terms) found.termsAccepted = t('login.termsRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const found = validate();
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const answer = await api.post('/api/v1/users', {
        body: {
          country: values.country,
          role: values.role as Schema<'SignUpDto'>['role'],
          ...(values.company.trim() ? { company: values.company.trim() } : {}),
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          phone: values.phone,
          email: values.email.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          termsAccepted: true,
          ...(invitation.data && invitationKey ? { invitationKey } : {}),
        },
      });
      if (answer?.success === false) throw new Error(answer.message || t('register.failure'));
      setStatus({ severity: 'success', text: t(resultKey(answer?.data?.status)) });
      setDone(true);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setStatus({ severity: 'error', text: messageOf(error, t('register.failure')) });
    } finally {
      setBusy(false);
    }
  };

  if (done && status) {
    return (
      <Box data-testid="register-done">
        <PageTitle title={t('register.title')} />
        <Box sx={{ mt: 3 }}>
          <StatusAlert status={status} testId="register-result" />
        </Box>
        <Typography color="text.secondary" data-testid="register-countdown">
          {t('register.redirecting', { seconds })}
        </Typography>
        <Button component={RouterLink} to="/auth/login" variant="contained" disableElevation sx={{ mt: 3 }}>
          {t('register.goToLogin')}
        </Button>
      </Box>
    );
  }

  const countries = (catalogue.data ?? []).map((item) => ({
    value: item.name,
    label: language === 'fr' && item.nameFr ? item.nameFr : item.name,
  }));
  const roles = (country?.roles ?? []).map((item) => ({
    value: item.name,
    label: language === 'fr' && item.labelFr ? item.labelFr : item.label,
  }));

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
      {invitation.data && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="register-invitation">
          {t('register.invitedBy', { inviter: invitation.data.invitedBy.company || invitation.data.invitedBy.name })}
        </Alert>
      )}
      {!!invitation.error && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="register-invitation-error">
          {messageOf(invitation.error, t('signup.notify.invitation-failure'))}
        </Alert>
      )}
      {!!catalogue.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => catalogue.refetch()}>
              {t('register.retry')}
            </Button>
          }
        >
          {messageOf(catalogue.error, t('register.loadFailure'))}
        </Alert>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NativeSelect
          testId="register-country"
          label={t('register.country')}
          value={values.country}
          onChange={set('country')}
          error={errors.country}
          placeholder={catalogue.isPending ? '…' : t('register.chooseCountry')}
          options={countries}
          disabled={catalogue.isPending}
        />
        <NativeSelect
          testId="register-role"
          label={t('register.role')}
          value={values.role}
          onChange={set('role')}
          error={errors.role}
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
        value={values.company}
        onChange={set('company')}
        error={errors.company}
        required={companyRequired}
        htmlInput={{ maxLength: 120 }}
      />
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
