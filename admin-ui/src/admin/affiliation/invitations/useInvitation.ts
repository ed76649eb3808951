import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { fieldErrorList, serverMessage, statusOf, successMessage } from '../../api/errors';
import { usePermissionCheck } from '../../permissions';
import { useAreaLabel, useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { AFFILIATIONS_KEY } from '../affiliations/useAffiliations';
import { AFFILIATIONS_MANAGE } from '../permissions';
import type { PartnerListKind } from '../resources';
import { isDealerSide } from '../roles';
import { type InvitationType, type NewInvitation } from '../types';
import { useWorkingRole } from '../ui';
import { useConsoleApi } from '../../api/useConsoleApi';
import { INVITATIONS_KEY } from './InvitationTable';
import { EMAIL, FIELD_OF, listOfType, type Errors, type Registered, type Values } from './inviteValues';

/**
 * The invitation's state (POST invite): the values and their checks, the states and local areas to choose from, the
 * sending, and its outcomes: sent (back to the list of its type), already registered (409, with the affiliation a
 * dealer may ask of an input provider), still running (422), or refused with the server's field messages.
 */
export function useInvitation(kind: PartnerListKind) {
  const translate = useTranslate();
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
  return {
    values,
    errors,
    set,
    sending,
    failure,
    pending,
    registered,
    asking,
    submit,
    askAffiliation,
    states,
    cities,
    cityLabel,
    role,
  };
}

export type Invitation = ReturnType<typeof useInvitation>;
