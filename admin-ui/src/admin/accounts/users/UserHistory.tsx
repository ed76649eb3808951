import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Avatar,
  CircularProgress,
  List as MuiList,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { UserRecord } from './fields';

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
export function UserHistory() {
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
