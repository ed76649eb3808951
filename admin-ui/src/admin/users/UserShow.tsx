import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Avatar,
  Box,
  CircularProgress,
  List as MuiList,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import {
  Labeled,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useConsoleApi } from '../api/useConsoleApi';
import { ActivationButton, DeleteUserButton } from './actions';
import { SessionsPanel } from '../account/SessionsPanel';
import { usePermissionCheck } from '../permissions';
import { LocalDateField, StatusChip, UserAvatar, fullName, type UserRecord } from './fields';

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

/** "UserPasswordChanged" -> "User password changed", for event types without a translation. */
const humanise = (type: string) => {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The few details worth a line: the new status, the decision, the roles, the notification switch. */
function describe(
  details: Record<string, unknown> | undefined,
  translate: (key: string, options?: object) => string,
): string {
  if (!details) return '';
  const parts: string[] = [];
  const roles = Array.isArray(details.roles) ? details.roles.filter((role) => role !== 'ROLE_USER') : [];
  for (const role of roles) parts.push(translate(`kasuwa.roles.${role}`, { _: String(role) }));
  for (const key of ['status', 'approvalStatus']) {
    const value = details[key];
    if (typeof value === 'string' && value) parts.push(translate(`kasuwa.status.${value}`, { _: value }));
  }
  if (typeof details.enabled === 'boolean') {
    parts.push(
      translate(
        details.enabled ? 'kasuwa.users.historyList.notificationsOn' : 'kasuwa.users.historyList.notificationsOff',
      ),
    );
  }
  return [...new Set(parts)].join(', ');
}

/** GET users/{id}/history, newest first. */
function History() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useConsoleApi();
  const history = useQuery({
    queryKey: ['users', 'history', record?.id],
    enabled: record?.id !== undefined,
    queryFn: ({ signal }) => api.getUserHistory(record!.id, signal),
  });
  if (history.isPending) return <CircularProgress size={24} sx={{ m: 2 }} />;
  if (history.error) {
    return (
      <Alert severity="error">
        {history.error instanceof Error && history.error.message
          ? history.error.message
          : translate('kasuwa.users.historyList.failure')}
      </Alert>
    );
  }
  if (!history.data.length) {
    return (
      <Typography color="text.secondary" data-testid="user-history-empty">
        {translate('kasuwa.users.historyList.empty')}
      </Typography>
    );
  }
  const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <MuiList dense data-testid="user-history">
      {history.data.map((entry, index) => {
        const date = new Date(entry.at);
        const title = translate(`kasuwa.users.historyList.types.${entry.type}`, { _: humanise(entry.type) });
        const detail = describe(entry.details, translate);
        return (
          <ListItem
            key={`${entry.at}-${index}`}
            divider
            alignItems="flex-start"
            data-testid="user-history-entry"
            data-type={entry.type}
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'rgba(46,125,50,0.12)', color: 'primary.main', width: 34, height: 34 }}>
                <HistoryIcon fontSize="small" />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={detail ? `${title} · ${detail}` : title}
              secondary={[
                Number.isNaN(date.getTime()) ? entry.at : format.format(date),
                entry.actor?.name || translate('kasuwa.users.historyList.system'),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </MuiList>
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
      queryKey={['users', 'sessions', record.id]}
      load={(signal) => api.userSessions(record.id, signal)}
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
          <History />
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
