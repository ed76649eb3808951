import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../shared/api';
import type { Schema } from '../../shared/schemas';
import { useApi } from '../useApi';
import { getCountry } from '../../shared/preferences';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import {
  DIGITS,
  EMAIL,
  LETTERS,
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

/**
 * The sign-up form's state: the countries and their roles, the invitation it may start from (filled in once), the
 * values and their checks, the sending (POST users) and, once signed up, the countdown to sign-in.
 */
export function useRegistration() {
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
  const countries = (catalogue.data ?? []).map((item) => ({
    value: item.name,
    label: language === 'fr' && item.nameFr ? item.nameFr : item.name,
  }));
  const roles = (country?.roles ?? []).map((item) => ({
    value: item.name,
    label: language === 'fr' && item.labelFr ? item.labelFr : item.label,
  }));
  /** A field's value, its change handler and its error, by the field's name. */
  const bind = (field: keyof Values) => ({ value: values[field], onChange: set(field), error: errors[field] });

  return {
    t,
    catalogue,
    invitation,
    values,
    terms,
    setTerms,
    errors,
    setErrors,
    status,
    busy,
    done,
    seconds,
    country,
    role,
    phoneLength,
    companyRequired,
    countries,
    roles,
    set,
    bind,
    submit,
  };
}

export type Registration = ReturnType<typeof useRegistration>;
