import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useApiImage } from '../../../shared/apiImage';
import { getSessionUser, updateSessionUser } from '../../../shared/session';
import { useAreaLabel, useCitiesWithCurrent, useStates } from '../../api/reference';
import { useConsoleApi } from '../../api/useConsoleApi';
import { FormFooter, type FormResult } from './FormFooter';
import { DIGITS, LETTERS, errorMessage, serverFieldErrors, type FieldErrors } from './forms';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, ProfilePhoto } from './ProfilePhoto';
import { ProfileFields } from './ProfileFields';
import { toValues, type Values } from './profileValues';

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

  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);

  useEffect(() => {
    if (profile.data && values === null) setValues(toValues(profile.data));
  }, [profile.data, values]);

  const states = useStates(countryId);
  const cities = useCitiesWithCurrent(
    values?.stateId ? Number(values.stateId) : null,
    values?.cityId ? Number(values.cityId) : null,
  );
  const cityLabel = useAreaLabel(cities, translate('kasuwa.fields.city'));

  const savedPhoto = useApiImage(profile.data?.photoUrl);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  if (profile.isPending) return <CircularProgress size={28} sx={{ m: 3 }} />;
  if (profile.error || !values) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(profile.error, translate('kasuwa.account.profile.loadFailure'))}
      </Alert>
    );
  }

  const set = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) =>
      current ? { ...current, [field]: value, ...(field === 'stateId' ? { cityId: '' } : {}) } : current,
    );
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      setErrors((current) => ({ ...current, photo: translate('kasuwa.account.profile.photoType') }));
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      setErrors((current) => ({ ...current, photo: translate('kasuwa.account.profile.photoSize') }));
      return;
    }
    setErrors((current) => ({ ...current, photo: '' }));
    setPhoto(file);
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    const required = translate('kasuwa.validation.required');
    if (!values.firstname.trim()) found.firstname = required;
    else if (!LETTERS.test(values.firstname.trim())) found.firstname = translate('kasuwa.validation.letters');
    if (!values.lastname.trim()) found.lastname = required;
    else if (!LETTERS.test(values.lastname.trim())) found.lastname = translate('kasuwa.validation.letters');
    if (values.phone && !DIGITS.test(values.phone)) found.phone = translate('kasuwa.validation.digits');
    if (requireWhereabouts) {
      for (const field of ['company', 'address', 'stateId', 'cityId'] as const)
        if (!values[field].trim()) found[field] = required;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const form = new FormData();
    form.append('firstname', values.firstname.trim());
    form.append('lastname', values.lastname.trim());
    // The phone may be left out, not sent empty (the API wants digits when it is given).
    if (values.phone.trim()) form.append('phone', values.phone.trim());
    form.append('company', values.company.trim());
    form.append('address', values.address.trim());
    if (values.stateId) form.append('stateId', values.stateId);
    if (values.cityId) form.append('cityId', values.cityId);
    if (photo) form.append('photo', photo);
    setSaving(true);
    try {
      const answer = await api.editProfile(userId!, form);
      if (answer?.success === false) throw new Error(answer.message || translate('kasuwa.account.profile.failure'));
      const saved = answer?.data;
      if (own) {
        updateSessionUser({
          firstname: saved?.firstname ?? values.firstname.trim(),
          lastname: saved?.lastname ?? values.lastname.trim(),
          phone: saved?.phone ?? values.phone.trim(),
          company: saved?.company ?? values.company.trim(),
          ...(saved?.photoUrl !== undefined ? { photoUrl: saved.photoUrl } : {}),
        });
      }
      if (saved) setValues(toValues(saved));
      setPhoto(null);
      await profile.refetch();
      if (own) refetchIdentity();
      const text = answer?.message || translate('kasuwa.account.profile.saved');
      setResult({ severity: 'success', text });
      notify(text, { type: 'success' });
      onSaved?.();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      const text = errorMessage(error, translate('kasuwa.account.profile.failure'));
      setResult({ severity: 'error', text });
    } finally {
      setSaving(false);
    }
  };

  const photoSrc = preview ?? savedPhoto;
  const fullName = `${values.firstname} ${values.lastname}`.trim();

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
      data-testid="profile-form"
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title ?? translate('kasuwa.account.profile.title')}
      </Typography>
      <ProfilePhoto
        src={photoSrc}
        fullName={fullName}
        initial={(values.firstname[0] ?? '?').toUpperCase()}
        error={errors.photo}
        chosen={photo}
        onChoose={choosePhoto}
      />
      <ProfileFields
        values={values}
        errors={errors}
        set={set}
        email={profile.data?.email ?? ''}
        requireWhereabouts={requireWhereabouts}
        states={states.data}
        cities={cities}
        cityLabel={cityLabel}
      />
      <FormFooter name="profile" result={result} saving={saving} label={translate('kasuwa.account.profile.save')} />
    </Box>
  );
}
