import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { fieldErrorsOf, serverMessage, statusOf, successMessage } from '../../api/errors';
import { usePermissionCheck } from '../../permissions';
import { AFFILIATIONS_KEY } from '../affiliations/useAffiliations';
import { AFFILIATIONS_MANAGE } from '../permissions';
import { isDealerSide } from '../roles';
import { type NewInvitation } from '../types';
import { useWorkingRole } from '../ui';
import { useConsoleApi } from '../../api/useConsoleApi';
import { INVITATIONS_KEY } from './InvitationTable';
import { listOfType, toInvitation, type Registered, type Values } from './inviteValues';

/**
 * The invitation's sending (POST invite) and its outcomes: sent (back to the list of its type), already registered
 * (409, with the affiliation a dealer may ask of an input provider), still running (422), or refused with the
 * server's field messages (the form's submit answers them, react-admin shows them under their inputs).
 */
export function useInvitation() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const { role } = useWorkingRole();
  const { has } = usePermissionCheck();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const send = useMutation({ mutationFn: (invitation: NewInvitation) => api.sendInvitation(invitation) });

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

  const submit = async (values: FieldValues) => {
    setFailure(null);
    setPending(null);
    setRegistered(null);
    const invitation = toInvitation(values as Values);
    try {
      const answer = await send.mutateAsync(invitation);
      await queryClient.invalidateQueries({ queryKey: [INVITATIONS_KEY] });
      notify(successMessage(answer, translate('kasuwa.partners.invite.sent')), { type: 'success' });
      navigate(`${basename}/${listOfType(invitation.type)}?tab=invitations`);
      return undefined;
    } catch (error) {
      const status = statusOf(error);
      const email = invitation.email ?? '';
      const phone = invitation.phoneNumber ?? '';
      if (status === 409) {
        const fallback = translate('kasuwa.partners.invite.alreadyRegistered', {
          email: email || '-',
          phone: phone || '-',
        });
        setRegistered(await registeredAnswer(serverMessage(error, fallback), email, phone));
      } else if (status === 422) {
        setPending(serverMessage(error, translate('kasuwa.partners.invite.alreadyPending')));
      } else {
        setFailure(serverMessage(error, translate('kasuwa.partners.invite.failure')));
        return fieldErrorsOf(error);
      }
      return undefined;
    }
  };

  const ask = useMutation({
    mutationFn: (inputProviderId: string) => api.requestAffiliation(inputProviderId),
    onSuccess: async (answer) => {
      setRegistered((current) => current && { ...current, standing: answer.data?.status ?? 'PENDING', sent: true });
      notify(successMessage(answer, translate('kasuwa.partners.invite.affiliationSent')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [AFFILIATIONS_KEY] });
    },
    onError: (error) => notify(serverMessage(error, translate('kasuwa.partners.button.failure')), { type: 'error' }),
  });
  const askAffiliation = () => {
    if (registered?.inputProviderId) ask.mutate(registered.inputProviderId);
  };

  return {
    sending: send.isPending,
    failure,
    pending,
    registered,
    asking: ask.isPending,
    submit,
    askAffiliation,
    role,
  };
}
