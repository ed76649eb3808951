import type { ChangeEvent } from 'react';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The profile's photo (the one chosen, else the saved one, else an initial) and the button to choose another. */
export function ProfilePhoto({
  src,
  fullName,
  initial,
  error,
  chosen,
  onChoose,
}: {
  src: string | null | undefined;
  fullName: string;
  initial: string;
  error: string | undefined;
  chosen: File | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <Avatar
        src={src ?? undefined}
        alt={fullName}
        sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
      >
        {initial}
      </Avatar>
      <Box>
        <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraIcon />}>
          {translate('kasuwa.account.profile.changePhoto')}
          <input
            hidden
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={onChoose}
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
