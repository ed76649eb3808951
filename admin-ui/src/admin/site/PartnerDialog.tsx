import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Form, TextInput, ValidationError, useInput, useTranslate, type Validator } from 'react-admin';
import { fieldErrorsAfter } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import type { TrustPartner } from './api';
import { t } from './partnerText';

const logoNeeded: Validator = (logo) => (logo ? undefined : t('logoRequired'));

/** The logo to upload, as a react-admin input: a new partner needs one, a partner changed keeps its own unless another is chosen. */
function LogoInput({ kept }: { kept: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<File | null>({ source: 'logo', validate: kept ? undefined : logoNeeded });
  const logo = field.value ?? null;
  const error = fieldState.error?.message;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          {translate(t('chooseLogo'))}
          <input
            type="file"
            hidden
            aria-label={translate(t('chooseLogo'))}
            accept="image/png,image/jpeg,image/webp"
            data-testid="partner-logo"
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2">{logo?.name ?? translate(t('noLogo'))}</Typography>
      </Stack>
      <Typography
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        role={error ? 'alert' : undefined}
        sx={{ mt: 0.5 }}
      >
        {error ? <ValidationError error={error} /> : translate(kept ? t('logoKept') : t('logoHelp'))}
      </Typography>
    </Box>
  );
}

/** Adds a partner (the logo required) or changes one (the logo only when another is chosen). */
export function PartnerDialog({
  partner,
  onClose,
  onSaved,
}: {
  partner: TrustPartner | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const save = useApiMutation({
    mutationFn: (form: FormData) => (partner ? api.updateTrustPartner(partner.id, form) : api.createTrustPartner(form)),
    success: t('saved'),
    failure: t('failure'),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const submit = async (values: Record<string, unknown>) => {
    const form = new FormData();
    form.append('name', String(values.name ?? ''));
    form.append('website', String(values.website ?? ''));
    form.append('position', String(values.position ?? ''));
    const logo = values.logo as File | null | undefined;
    if (logo) form.append('logo', logo, logo.name);
    return fieldErrorsAfter(async () => {
      await save.mutateAsync(form);
    });
  };
  const title = partner ? translate(t('edit'), { name: partner.name }) : translate(t('add'));
  const defaults = {
    name: partner?.name ?? '',
    website: partner?.website ?? '',
    position: String(partner?.position ?? 0),
    logo: null,
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="partner-dialog-title" fullWidth maxWidth="sm">
      <Form defaultValues={defaults} onSubmit={submit} noValidate>
        <DialogTitle id="partner-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextInput
              source="name"
              label={t('name')}
              required
              helperText={false}
              variant="outlined"
              size="medium"
              inputProps={{ maxLength: 120, 'data-testid': 'partner-name' }}
            />
            <TextInput
              source="website"
              label={t('website')}
              helperText={t('websiteHelp')}
              variant="outlined"
              size="medium"
              inputProps={{ maxLength: 300, inputMode: 'url', 'data-testid': 'partner-website' }}
            />
            <TextInput
              source="position"
              label={t('position')}
              helperText={false}
              variant="outlined"
              size="medium"
              inputProps={{ inputMode: 'numeric', 'data-testid': 'partner-position' }}
            />
            <LogoInput kept={!!partner} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(t('cancel'))}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="partner-save">
            {translate(t('save'))}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
