import { useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { fieldErrorMap, serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { SITE_KEY, type TrustPartner } from './api';

const t = (key: string) => `kasuwa.site.partners.${key}`;

/** What the partner dialog edits: a new partner (null) or one of the list. */
type Editing = { partner: TrustPartner | null } | null;

/** trust-us: the partner organisations of the home page of the administrator's country (list, add, edit, delete). */
export function TrustPartnersPage() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TrustPartner | null>(null);
  const partners = useQuery({ queryKey: [SITE_KEY, 'trust-us'], queryFn: ({ signal }) => api.trustPartners(signal) });
  const reload = () => queryClient.invalidateQueries({ queryKey: [SITE_KEY] });
  const remove = useApiMutation({
    mutationFn: (id: string) => api.deleteTrustPartner(id),
    success: t('deleted'),
    failure: t('failure'),
    onSuccess: () => reload(),
  });
  // Logos keep their address when replaced: the list's time makes the browser fetch a new one.
  const logoSrc = (partner: TrustPartner) => `${partner.logoUrl}?v=${partners.dataUpdatedAt}`;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(t('title'))} />
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h5" component="h1">
            {translate(t('title'))}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ partner: null })}
            data-testid="partner-add"
          >
            {translate(t('add'))}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('help'))}
        </Typography>
        {partners.error && <Alert severity="error">{serverMessage(partners.error, translate(t('failureList')))}</Alert>}
        {partners.data?.length === 0 && <Typography>{translate(t('empty'))}</Typography>}
        {!!partners.data?.length && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(t('title'))} data-testid="partners-table">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate(t('logo'))}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate(t('name'))}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate(t('website'))}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {translate(t('position'))}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate(t('actions'))}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {partners.data.map((partner) => (
                  <TableRow key={partner.id} data-testid="partner-row">
                    <TableCell>
                      <Box
                        component="img"
                        src={logoSrc(partner)}
                        alt={translate(t('logoOf'), { name: partner.name })}
                        sx={{ display: 'block', maxHeight: 40, maxWidth: 120, objectFit: 'contain' }}
                      />
                    </TableCell>
                    <TableCell>{partner.name}</TableCell>
                    <TableCell>
                      {partner.website && (
                        <Link href={partner.website} target="_blank" rel="noopener noreferrer">
                          {partner.website}
                        </Link>
                      )}
                    </TableCell>
                    <TableCell align="right">{partner.position}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        aria-label={translate(t('edit'), { name: partner.name })}
                        onClick={() => setEditing({ partner })}
                      >
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        aria-label={translate(t('delete'), { name: partner.name })}
                        onClick={() => setDeleting(partner)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
      {editing && (
        <PartnerDialog partner={editing.partner} onClose={() => setEditing(null)} onSaved={() => void reload()} />
      )}
      <Confirm
        isOpen={deleting !== null}
        title={t('deleteTitle')}
        content={t('deleteContent')}
        contentTranslateOptions={{ name: deleting?.name ?? '' }}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

/** Adds a partner (the logo required) or changes one (the logo only when another is chosen). */
function PartnerDialog({
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
