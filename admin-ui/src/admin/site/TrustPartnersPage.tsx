import { useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { SITE_KEY, type TrustPartner } from './api';
import { PartnerDialog } from './PartnerDialog';
import { t } from './partnerText';

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
