import { Box, Stack, Typography } from '@mui/material';
import { Labeled, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ActivationButton, DeleteUserButton } from './actions';
import { SessionsPanel } from '../account-settings/SessionsPanel';
import { usePermissionCheck } from '../../permissions';
import { LocalDateField, StatusChip, UserAvatar, fullName, type UserRecord } from './fields';
import { UserHistory } from './UserHistory';

function Header() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }}>
      <UserAvatar record={record} size={56} />
      <Box>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }} data-testid="user-name">
          {fullName(record)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          {record.roleType && (
            <Typography variant="body2" color="text.secondary">
              {translate(`kasuwa.roles.${record.roleType}`, { _: record.roleType })}
            </Typography>
          )}
          <StatusChip status={record.status} />
        </Stack>
      </Box>
    </Stack>
  );
}

/** The page title: the person's name. */
function UserTitle() {
  const record = useRecordContext<UserRecord>();
  return <>{record ? fullName(record) : ''}</>;
}

function Actions() {
  return (
    <TopToolbar>
      <ActivationButton />
      <DeleteUserButton redirectTo="list" />
    </TopToolbar>
  );
}

/** Only the fields the API sent (the profile and the list rows do not carry the same ones). */
function Details() {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  const text = (source: keyof UserRecord, label: string) =>
    record[source] !== undefined && record[source] !== null && record[source] !== '' ? (
      <Labeled label={label}>
        <TextField source={source} />
      </Labeled>
    ) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
      {text('firstname', 'kasuwa.fields.firstname')}
      {text('lastname', 'kasuwa.fields.lastname')}
      {text('email', 'kasuwa.fields.email')}
      {text('phone', 'kasuwa.fields.phone')}
      {text('company', 'kasuwa.fields.company')}
      {text('address', 'kasuwa.fields.address')}
      {record.country?.name && (
        <Labeled label="kasuwa.fields.country">
          <TextField source="country.name" />
        </Labeled>
      )}
      {record.createdAt && (
        <Labeled label="kasuwa.fields.createdAt">
          <LocalDateField source="createdAt" />
        </Labeled>
      )}
      {record.lastLoginAt && (
        <Labeled label="kasuwa.fields.lastLoginAt">
          <LocalDateField source="lastLoginAt" />
        </Labeled>
      )}
    </Box>
  );
}

/** A person's open sessions (users:manage): end one, or sign them out everywhere. */
function Sessions() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const api = useConsoleApi();
  if (!record) return null;
  return (
    <SessionsPanel
      resource="user-sessions"
      filter={{ userId: record.id }}
      end={(sessionId) => api.endUserSession(record.id, sessionId)}
      endMany={() => api.endAllUserSessions(record.id)}
      endManyLabel={translate('kasuwa.account.sessions.endAll')}
      title={translate('kasuwa.account.sessions.userTitle')}
    />
  );
}

/**
 * The profile (GET users/profile/{id}) is read on every visit and laid over what the list row
 * already said (role, status, country, dates), which the profile does not carry.
 */
const queryOptions = {
  refetchOnMount: 'always' as const,
  // The page may open before the permission check enables the query: read it then too.
  staleTime: 0,
  structuralSharing: (previous: unknown, next: unknown) =>
    typeof previous === 'object' && previous !== null && typeof next === 'object' && next !== null
      ? { ...previous, ...next }
      : next,
};

/** A person's page: details, and the History tab (GET users/{id}/history). */
export function UserShow() {
  const { has } = usePermissionCheck();
  return (
    <Show actions={<Actions />} title={<UserTitle />} queryOptions={queryOptions}>
      <Header />
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="kasuwa.users.details" data-testid="user-tab-details">
          <Details />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="kasuwa.users.history" path="history" data-testid="user-tab-history">
          <UserHistory />
        </TabbedShowLayout.Tab>
        {has('users:manage') && (
          <TabbedShowLayout.Tab
            label="kasuwa.account.sessions.userTitle"
            path="sessions"
            data-testid="user-tab-sessions"
          >
            <Sessions />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}
