import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Stack, TextField } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HandshakeIcon from '@mui/icons-material/Handshake';
import SendIcon from '@mui/icons-material/Send';
import { Title, useBasename, useNotify, useTranslate } from 'react-admin';
import { fieldErrorList, serverMessage, statusOf, successMessage } from '../../api/errors';
import { usePermissionCheck } from '../../permissions';
import { useAreaLabel, useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { AFFILIATIONS_KEY } from '../affiliations/useAffiliations';
import { AFFILIATIONS_MANAGE, INVITATIONS_MANAGE } from '../permissions';
import type { PartnerListKind } from '../resources';
import { isDealerSide } from '../roles';
import { INVITATION_TYPES, type InvitationType, type NewInvitation, type Standing } from '../types';
import { PageHeading, RequireAnyPermission, useTypeLabel, useWorkingRole } from '../ui';
import { useConsoleApi } from '../../api/useConsoleApi';
import { INVITATIONS_KEY } from './InvitationTable';

/** Where a sent invitation leads: retailers to the retailers list, every other type to the agro-dealers list. */
export const listOfType = (type: InvitationType): PartnerListKind =>
  type === 'RETAILER' ? 'retailers' : 'agrodealers';

interface Values {
  fullName: string;
  email: string;
  phoneNumber: string;
  storeAddress: string;
  stateId: string;
  cityId: string;
  type: InvitationType | '';
}

type Errors = Partial<Record<keyof Values, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The answer to an invitation of someone already registered: the warning, and whom an affiliation can be asked of. */
interface Registered {
  message: string;
  inputProviderId: string | null;
  standing: Standing['status'];
  sent: boolean;
}

/** The server's field names to the form's. */
const FIELD_OF: Record<string, keyof Values> = {
  fullName: 'fullName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  storeAddress: 'storeAddress',
  stateId: 'stateId',
  cityId: 'cityId',
  type: 'type',
};

function PlaceSelect({
  label,
  value,
  places,
  emptyLabel,
  error,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  places: { id: number; name: string }[];
  emptyLabel: string;
  error?: string;
  disabled?: boolean;
  testId: string;
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={!!error}
      helperText={error || ' '}
      data-testid={testId}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{emptyLabel}</option>
      {places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
    </TextField>
  );
}

/**
 * retailers/invite and agrodealers/invite (POST invite). Someone already registered (409) gets the warning that
 * offers a business affiliation request (POST partners) when the caller may ask them; an invitation still running
 * (422) its message; a sent one leads back to the retailers or agro-dealers list, by type.
 */
function InviteForm({ kind }: { kind: PartnerListKind }) {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const { role } = useWorkingRole();
  const { has } = usePermissionCheck();
  const [values, setValues] = useState<Values>({
    fullName: '',
    email: '',
    phoneNumber: '',
    storeAddress: '',
    stateId: '',
    cityId: '',
    type: kind === 'retailers' ? 'RETAILER' : '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [asking, setAsking] = useState(false);
  const states = useStates(useWorkingCountryId());
  const cities = useCities(values.stateId ? Number(values.stateId) : null);
  const cityLabel = useAreaLabel(cities.data, translate('kasuwa.partners.invite.city'));
  const required = translate('kasuwa.partners.invite.required');

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'stateId' ? { cityId: '' } : {}) }));
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'email' || field === 'phoneNumber' ? { email: undefined, phoneNumber: undefined } : {}),
    }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (values.fullName.trim().length < 5)
      found.fullName = values.fullName.trim() ? translate('kasuwa.partners.invite.fullNameShort') : required;
    const email = values.email.trim();
    const phone = values.phoneNumber.trim();
    if (!email && !phone) found.email = translate('kasuwa.partners.invite.contactRequired');
    if (email && !EMAIL.test(email)) found.email = translate('kasuwa.partners.invite.emailInvalid');
    if (phone && !/^\d+$/.test(phone)) found.phoneNumber = translate('kasuwa.partners.invite.phoneInvalid');
    if (!values.storeAddress.trim()) found.storeAddress = required;
    if (!values.stateId) found.stateId = required;
    if (!values.cityId) found.cityId = required;
    if (!values.type) found.type = required;
    return found;
  };

  /** What the warning offers: an affiliation request to an active input provider, asked by a dealer. */
  const registeredAnswer = async (message: string, email: string, phone: string): Promise<Registered> => {
    const answer: Registered = { message, inputProviderId: null, standing: 'NONE', sent: false };
    if (!isDealerSide(role) || !has(AFFILIATIONS_MANAGE)) return answer;
    try {
      const status = await api.registeredStatus({ email: email || undefined, phone: phone || undefined });
      if (!status.inputProviderId) return answer;
      const standing = await api.isAffiliated(status.inputProviderId);
      return { ...answer, inputProviderId: status.inputProviderId, standing: standing.status };
    } catch (error) {
      notify(serverMessage(error, translate('kasuwa.partners.invite.statusFailure')), { type: 'error' });
      return answer;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setPending(null);
    setRegistered(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const email = values.email.trim();
    const phone = values.phoneNumber.trim();
    const invitation: NewInvitation = {
      fullName: values.fullName.trim(),
      ...(email ? { email } : {}),
      ...(phone ? { phoneNumber: phone } : {}),
      storeAddress: values.storeAddress.trim(),
      stateId: Number(values.stateId),
      cityId: Number(values.cityId),
      type: values.type as InvitationType,
    };
    setSending(true);
    try {
      const answer = await api.sendInvitation(invitation);
      await queryClient.invalidateQueries({ queryKey: [INVITATIONS_KEY] });
      notify(successMessage(answer, translate('kasuwa.partners.invite.sent')), { type: 'success' });
      navigate(`${basename}/${listOfType(invitation.type)}?tab=invitations`);
    } catch (error) {
      const status = statusOf(error);
      if (status === 409) {
        const fallback = translate('kasuwa.partners.invite.alreadyRegistered', {
          email: email || '-',
          phone: phone || '-',
        });
        setRegistered(await registeredAnswer(serverMessage(error, fallback), email, phone));
      } else if (status === 422) {
        setPending(serverMessage(error, translate('kasuwa.partners.invite.alreadyPending')));
      } else {
        const fieldErrors: Errors = {};
        for (const { field, message } of fieldErrorList(error)) {
          if (FIELD_OF[field]) fieldErrors[FIELD_OF[field]] = message;
        }
        setErrors(fieldErrors);
        setFailure(serverMessage(error, translate('kasuwa.partners.invite.failure')));
      }
    } finally {
      setSending(false);
    }
  };

  const askAffiliation = async () => {
    if (!registered?.inputProviderId) return;
    setAsking(true);
    try {
      const answer = await api.requestAffiliation(registered.inputProviderId);
      setRegistered({ ...registered, standing: answer.data?.status ?? 'PENDING', sent: true });
      notify(successMessage(answer, translate('kasuwa.partners.invite.affiliationSent')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [AFFILIATIONS_KEY] });
    } catch (error) {
      notify(serverMessage(error, translate('kasuwa.partners.button.failure')), { type: 'error' });
    } finally {
      setAsking(false);
    }
  };

  const title = translate(
    kind === 'retailers' ? 'kasuwa.partners.invite.retailerTitle' : 'kasuwa.partners.invite.agrodealerTitle',
  );
  const text = (field: keyof Values, label: string, testId: string, extra: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      label={label}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={!!errors[field]}
      helperText={errors[field] || (extra.help as string | undefined) || ' '}
      data-testid={testId}
      slotProps={{ htmlInput: { name: field, ...(extra.input as object) } }}
    />
  );

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Title title={title} />
      <PageHeading
        title={title}
        intro={translate('kasuwa.partners.invite.intro')}
        actions={
          <Button component={Link} to={`${basename}/${kind}`} startIcon={<ArrowBackIcon />} data-testid="invite-back">
            {translate('kasuwa.partners.invite.back')}
          </Button>
        }
      />
      {registered && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="invite-already-registered"
          data-standing={registered.standing}
          action={
            registered.inputProviderId &&
            (registered.standing === 'NONE' || registered.standing === 'DECLINED') &&
            !registered.sent ? (
              <Button
                color="inherit"
                size="small"
                startIcon={asking ? <CircularProgress size={14} color="inherit" /> : <HandshakeIcon />}
                disabled={asking}
                onClick={askAffiliation}
                data-testid="invite-request-affiliation"
              >
                {translate('kasuwa.partners.invite.requestAffiliation')}
              </Button>
            ) : undefined
          }
        >
          {registered.message}
          {registered.sent && (
            <AlertTitle sx={{ mt: 1, mb: 0 }} data-testid="invite-affiliation-sent">
              {translate('kasuwa.partners.invite.affiliationSent')}
            </AlertTitle>
          )}
          {!registered.sent && registered.standing === 'PENDING' && (
            <AlertTitle sx={{ mt: 1, mb: 0 }}>{translate('kasuwa.partners.invite.affiliationPending')}</AlertTitle>
          )}
          {!registered.sent && registered.standing === 'APPROVED' && (
            <AlertTitle sx={{ mt: 1, mb: 0 }}>{translate('kasuwa.partners.invite.alreadyAffiliated')}</AlertTitle>
          )}
          {!registered.inputProviderId && !isDealerSide(role) && (
            <Box sx={{ mt: 1 }}>{translate('kasuwa.partners.invite.dealerAsks')}</Box>
          )}
        </Alert>
      )}
      {pending && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="invite-already-pending">
          {pending}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="invite-error">
          {failure}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Box component="form" noValidate onSubmit={submit} data-testid="invite-form">
            <Stack spacing={1}>
              {text('fullName', translate('kasuwa.partners.invite.fullName'), 'invite-full-name')}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('email', translate('kasuwa.partners.invite.email'), 'invite-email', {
                  input: { type: 'email', autoComplete: 'off' },
                })}
                {text('phoneNumber', translate('kasuwa.partners.invite.phone'), 'invite-phone', {
                  help: translate('kasuwa.partners.invite.phoneHelp'),
                  input: { inputMode: 'numeric', autoComplete: 'off' },
                })}
              </Stack>
              {text('storeAddress', translate('kasuwa.partners.invite.storeAddress'), 'invite-address')}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <PlaceSelect
                  label={translate('kasuwa.partners.invite.state')}
                  value={values.stateId}
                  places={states.data ?? []}
                  emptyLabel={translate('kasuwa.partners.invite.chooseState')}
                  error={errors.stateId}
                  testId="invite-state"
                  onChange={set('stateId')}
                />
                <PlaceSelect
                  label={cityLabel}
                  value={values.cityId}
                  places={cities.data ?? []}
                  emptyLabel={translate('kasuwa.partners.invite.chooseCity')}
                  error={errors.cityId}
                  disabled={!values.stateId}
                  testId="invite-city"
                  onChange={set('cityId')}
                />
              </Stack>
              <TextField
                select
                fullWidth
                label={translate('kasuwa.partners.invite.type')}
                value={values.type}
                onChange={(event) => set('type')(event.target.value)}
                error={!!errors.type}
                helperText={errors.type || ' '}
                data-testid="invite-type"
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{translate('kasuwa.partners.invite.chooseType')}</option>
                {INVITATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeLabel(type)}
                  </option>
                ))}
              </TextField>
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  disableElevation
                  startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
                  disabled={sending}
                  data-testid="invite-submit"
                >
                  {translate('kasuwa.partners.invite.submit')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export function InvitePage({ kind }: { kind: PartnerListKind }) {
  return (
    <RequireAnyPermission permissions={[INVITATIONS_MANAGE]}>
      <InviteForm kind={kind} />
    </RequireAnyPermission>
  );
}
