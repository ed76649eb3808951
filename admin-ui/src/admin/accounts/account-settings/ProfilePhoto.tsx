import { useEffect, useMemo, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useInput, useTranslate } from 'react-admin';
import { type Values } from './profileValues';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The profile form's `photo` input: the one chosen, else the saved one (`saved`), else the name's initial, and the button
 * to choose another. A file of another kind or too large is refused at once, under the button, and not kept.
 */
export function ProfilePhoto({ saved }: { saved: string | null | undefined }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<File | null>({ source: 'photo', format: (value) => value, parse: (v) => v });
  const { setError, clearErrors } = useFormContext<Values>();
  const [firstname, lastname] = useWatch<Values, ['firstname', 'lastname']>({ name: ['firstname', 'lastname'] });
  const chosen = field.value instanceof File ? field.value : null;
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const refusal = !PHOTO_TYPES.includes(file.type)
      ? 'kasuwa.account.profile.photoType'
      : file.size > PHOTO_MAX_BYTES
        ? 'kasuwa.account.profile.photoSize'
        : null;
    if (refusal) return setError('photo', { type: 'manual', message: translate(refusal) });
    clearErrors('photo');
    field.onChange(file);
  };

  const error = fieldState.error?.message;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <Avatar
        src={preview ?? saved ?? undefined}
        alt={`${firstname ?? ''} ${lastname ?? ''}`.trim()}
        sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
      >
        {(firstname?.[0] ?? '?').toUpperCase()}
      </Avatar>
      <Box>
        <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraIcon />}>
          {translate('kasuwa.account.profile.changePhoto')}
          <input
            hidden
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={choose}
            data-testid="profile-photo"
            aria-label={translate('kasuwa.account.profile.photo')}
          />
        </Button>
        <Typography variant="caption" color={error ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: 0.5 }}>
          {error || chosen?.name || translate('kasuwa.account.profile.photoHint')}
        </Typography>
      </Box>
    </Stack>
  );
}
