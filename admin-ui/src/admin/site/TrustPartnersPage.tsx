import { useState } from 'react';
import { Confirm, FunctionField, NumberField, TextField, Title, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, IconButton, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { ConsoleDatagrid, PanelList } from '../shared/ConsoleList';
import { type TrustPartner } from './api';
import { PartnerDialog } from './PartnerDialog';
import { t } from './partnerText';

const RESOURCE = 'trust-partners';

/** What the partner dialog edits: a new partner (null) or one of the list. */
type Editing = { partner: TrustPartner | null } | null;

/** trust-us: the partner organisations of the home page of the administrator's country (list, add, edit, delete). */
export function TrustPartnersPage() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TrustPartner | null>(null);
  // Logos keep their address when replaced: a new version after each save makes the browser fetch the new one.
  const [logoVersion, setLogoVersion] = useState(() => Date.now());
  const reload = () => queryClient.invalidateQueries({ queryKey: [RESOURCE] });
  const remove = useApiMutation({
    mutationFn: (id: string) => api.deleteTrustPartner(id),
    success: t('deleted'),
    failure: t('failure'),
    onSuccess: () => reload(),
  });
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
        {/* The API answers them all in the order the home page shows them: paged here. */}
        <PanelList
          resource={RESOURCE}
          sort={{ field: 'position', order: 'ASC' }}
          errorFallback={translate(t('failureList'))}
        >
          <ConsoleDatagrid
            empty={translate(t('empty'))}
            rowTestId="partner-row"
            aria-label={translate(t('title'))}
            data-testid="partners-table"
          >
            <FunctionField<TrustPartner>
              label={t('logo')}
              render={(partner) => (
                <Box
                  component="img"
                  src={`${partner.logoUrl}?v=${logoVersion}`}
                  alt={translate(t('logoOf'), { name: partner.name })}
                  sx={{ display: 'block', maxHeight: 40, maxWidth: 120, objectFit: 'contain' }}
                />
              )}
            />
            <TextField source="name" label={t('name')} sortable={false} />
            <FunctionField<TrustPartner>
              label={t('website')}
              render={(partner) =>
                partner.website && (
                  <Link href={partner.website} target="_blank" rel="noopener noreferrer">
                    {partner.website}
                  </Link>
                )
              }
            />
            <NumberField source="position" label={t('position')} sortable={false} />
            <FunctionField<TrustPartner>
              label={t('actions')}
              sx={{ whiteSpace: 'nowrap' }}
              render={(partner) => (
                <>
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
                </>
              )}
            />
          </ConsoleDatagrid>
        </PanelList>
      </CardContent>
      {editing && (
        <PartnerDialog
          partner={editing.partner}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setLogoVersion(Date.now());
            void reload();
          }}
        />
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
