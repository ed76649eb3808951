import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Form, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useApiImage } from '../../../shared/apiImage';
import { getSessionUser, updateSessionUser } from '../../../shared/session';
import { fieldErrorsOf } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { FormFooter, type FormResult } from './FormFooter';
import { errorMessage } from './forms';
import { ProfilePhoto } from './ProfilePhoto';
import { ProfileFields } from './ProfileFields';
import { profileFormData, toValues, type Values } from './profileValues';

/** Profile tab: the signed-in person's own profile. */
export function ProfileTab() {
  const user = getSessionUser();
  return <ProfileForm userId={user?.id} countryId={user?.country?.id} own />;
}

interface ProfileFormProps {
  userId: string | number | undefined;
  /** The country whose states and cities are offered. */
  countryId: number | undefined;
  /** The signed-in person's own profile: the session's name and photo follow the change. */
  own?: boolean;
  /** Company, address, state and city required too (an administrator's update of an extension agent). */
  requireWhereabouts?: boolean;
  title?: string;
  onSaved?: () => void;
}

/** Names, phone, company, address, state and city, photo (PUT users/profile/edit/{id}, multipart). */
export function ProfileForm({
  userId,
  countryId,
  own = false,
  requireWhereabouts = false,
  title,
  onSaved,
}: ProfileFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch: refetchIdentity } = useGetIdentity();
  const api = useConsoleApi();
  const profile = useQuery({
    queryKey: ['kasuwa', 'profile', userId],
    enabled: userId !== undefined,
    queryFn: ({ signal }) => api.getProfile(userId!, signal),
  });
  const record = useMemo(() => (profile.data ? toValues(profile.data) : undefined), [profile.data]);
  const savedPhoto = useApiImage(profile.data?.photoUrl);
  const edit = useMutation({ mutationFn: (form: FormData) => api.editProfile(userId!, form) });
  const [result, setResult] = useState<FormResult | null>(null);
  // A new form from the profile read again replaces the one just saved (its chosen photo gone).
  const [formKey, setFormKey] = useState(0);

  if (profile.isPending) return <CircularProgress size={28} sx={{ m: 3 }} />;
  if (profile.error || !record) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(profile.error, translate('kasuwa.account.profile.loadFailure'))}
      </Alert>
    );
  }

  const submit = async (values: Partial<Values>) => {
    setResult(null);
    try {
      const answer = await edit.mutateAsync(profileFormData(values));
      if (answer?.success === false) throw new Error(answer.message || translate('kasuwa.account.profile.failure'));
      const saved = answer?.data;
      if (own) {
        updateSessionUser({
          firstname: saved?.firstname ?? values.firstname?.trim(),
          lastname: saved?.lastname ?? values.lastname?.trim(),
          phone: saved?.phone ?? values.phone?.trim(),
          company: saved?.company ?? values.company?.trim(),
          ...(saved?.photoUrl !== undefined ? { photoUrl: saved.photoUrl } : {}),
        });
      }
      await profile.refetch();
      setFormKey((key) => key + 1);
      if (own) refetchIdentity();
      const text = answer?.message || translate('kasuwa.account.profile.saved');
      setResult({ severity: 'success', text });
      notify(text, { type: 'success' });
      onSaved?.();
      return undefined;
    } catch (error) {
      setResult({ severity: 'error', text: errorMessage(error, translate('kasuwa.account.profile.failure')) });
      return fieldErrorsOf(error);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }} data-testid="profile-form">
      <Form key={formKey} record={record} onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {title ?? translate('kasuwa.account.profile.title')}
        </Typography>
        <ProfilePhoto saved={savedPhoto} />
        <ProfileFields
          email={profile.data?.email ?? ''}
          countryId={countryId}
          requireWhereabouts={requireWhereabouts}
        />
        <FormFooter
          name="profile"
          result={result}
          saving={edit.isPending}
          label={translate('kasuwa.account.profile.save')}
        />
      </Form>
    </Box>
  );
}
