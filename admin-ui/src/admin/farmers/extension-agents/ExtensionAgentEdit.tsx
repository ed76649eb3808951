import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Card, Typography } from '@mui/material';
import { Button, Title, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { ProfileForm } from '../../accounts/account-settings/ProfileTab';
import { RequirePermission } from '../../pages/RequirePermission';
import { t } from './widgets';

/**
 * extensionagents/edit/{id}/{countryId}: an administrator updates an extension agent (PUT users/profile/edit/{id});
 * company, names, address, region (state) and district (city) of the agent's country are required. Back to the list
 * once saved.
 */
export function ExtensionAgentEdit() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { id, countryId } = useParams<{ id: string; countryId: string }>();
  const title = translate(t('edit.title'));
  return (
    <RequirePermission resource="users/extensionagents" action="edit">
      <Box sx={{ mt: 2 }}>
        <Title title={title} />
        <Typography variant="h5" component="h1" data-testid="page-title" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {translate(t('edit.intro'))}
        </Typography>
        <Card>
          <ProfileForm
            key={id}
            userId={id}
            countryId={Number(countryId) || undefined}
            requireWhereabouts
            title={translate(t('personalInfo'))}
            onSaved={() =>
              navigate(
                `${basename}/users/extensionagents?filter=${encodeURIComponent(JSON.stringify({ status: 'APPROVED' }))}`,
              )
            }
          />
        </Card>
      </Box>
    </RequirePermission>
  );
}

/** The row's way to extensionagents/edit/{id}/{countryId}. */
export function EditAgentButton() {
  const record = useRecordContext<{ id: string; country?: { id: number } | null; countryId?: number | null }>();
  const basename = useBasename();
  if (!record) return null;
  const countryId = record.country?.id ?? record.countryId;
  if (!countryId) return null;
  return (
    <Button
      component={RouterLink}
      to={`${basename}/extensionagents/edit/${encodeURIComponent(String(record.id))}/${countryId}`}
      label={t('edit.open')}
      onClick={(event) => event.stopPropagation()}
      data-testid="ea-edit-button"
    >
      <EditIcon />
    </Button>
  );
}
