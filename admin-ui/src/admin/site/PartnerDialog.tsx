import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { fieldErrorMap } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import type { TrustPartner } from './api';
import { t } from './partnerText';

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
  const [name, setName] = useState(partner?.name ?? '');
  const [website, setWebsite] = useState(partner?.website ?? '');
  const [position, setPosition] = useState(String(partner?.position ?? 0));
  const [logo, setLogo] = useState<File | null>(null);
  const [logoMissing, setLogoMissing] = useState(false);
  const save = useApiMutation({
    mutationFn: (form: FormData) => (partner ? api.updateTrustPartner(partner.id, form) : api.createTrustPartner(form)),
    success: t('saved'),
    failure: t('failure'),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const errors = fieldErrorMap(save.error);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!partner && !logo) {
      setLogoMissing(true);
      return;
    }
    const form = new FormData();
    form.append('name', name);
    form.append('website', website);
    form.append('position', position);
    if (logo) form.append('logo', logo, logo.name);
    save.mutate(form);
  };
  const title = partner ? translate(t('edit'), { name: partner.name }) : translate(t('add'));
  return (
    <Dialog open onClose={onClose} aria-labelledby="partner-dialog-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="partner-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              variant="outlined"
              label={translate(t('name'))}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              error={!!errors.name}
              helperText={errors.name}
              inputProps={{ maxLength: 120, 'data-testid': 'partner-name' }}
            />
            <TextField
              variant="outlined"
              label={translate(t('website'))}
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
              error={!!errors.website}
              helperText={errors.website ?? translate(t('websiteHelp'))}
              inputProps={{ maxLength: 300, inputMode: 'url', 'data-testid': 'partner-website' }}
            />
            <TextField
              variant="outlined"
              label={translate(t('position'))}
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              error={!!errors.position}
              helperText={errors.position}
              inputProps={{ inputMode: 'numeric', 'data-testid': 'partner-position' }}
            />
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
                    onChange={(event) => {
                      setLogo(event.target.files?.[0] ?? null);
                      setLogoMissing(false);
                    }}
                  />
                </Button>
                <Typography variant="body2">{logo?.name ?? translate(t('noLogo'))}</Typography>
              </Stack>
              <Typography
                variant="body2"
                color={logoMissing || errors.logo ? 'error' : 'text.secondary'}
                role={logoMissing ? 'alert' : undefined}
                sx={{ mt: 0.5 }}
              >
                {logoMissing
                  ? translate(t('logoRequired'))
                  : (errors.logo ?? translate(partner ? t('logoKept') : t('logoHelp')))}
              </Typography>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(t('cancel'))}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="partner-save">
            {translate(t('save'))}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
