import type { ReactElement, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Card, Tab, Tabs, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import KeyIcon from '@mui/icons-material/Key';
import DeleteIcon from '@mui/icons-material/Delete';
import NotificationsIcon from '@mui/icons-material/Notifications';
import DevicesIcon from '@mui/icons-material/Devices';
import { Title, useTranslate } from 'react-admin';
import { RequirePermission } from '../../pages/RequirePermission';
import { ProfileTab } from './ProfileTab';
import { PasswordTab } from './PasswordTab';
import { DeleteAccountTab } from './DeleteAccountTab';
import { NotificationsTab } from './NotificationsTab';
import { SessionsTab } from './SessionsTab';

const TABS: { value: string; label: string; icon: ReactElement; content: () => ReactNode }[] = [
  { value: 'profile', label: 'kasuwa.account.tabs.profile', icon: <PersonIcon />, content: () => <ProfileTab /> },
  { value: 'password', label: 'kasuwa.account.tabs.password', icon: <KeyIcon />, content: () => <PasswordTab /> },
  { value: 'sessions', label: 'kasuwa.account.tabs.sessions', icon: <DevicesIcon />, content: () => <SessionsTab /> },
  { value: 'delete', label: 'kasuwa.account.tabs.delete', icon: <DeleteIcon />, content: () => <DeleteAccountTab /> },
  {
    value: 'notifications',
    label: 'kasuwa.account.tabs.notifications',
    icon: <NotificationsIcon />,
    content: () => <NotificationsTab />,
  },
];

/** /admin/account-settings?tab=profile|password|sessions|delete|notifications */
function AccountSettingsTabs() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.value === params.get('tab')) ?? TABS[0];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('kasuwa.account.title')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }} data-testid="page-title">
        {translate('kasuwa.account.title')}
      </Typography>
      <Card>
        <Tabs
          value={current.value}
          onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('kasuwa.account.title')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={translate(tab.label)}
              icon={tab.icon}
              iconPosition="start"
              id={`account-tab-${tab.value}`}
              aria-controls={`account-panel-${tab.value}`}
              data-testid={`account-tab-${tab.value}`}
              sx={{ minHeight: 56 }}
            />
          ))}
        </Tabs>
        <div role="tabpanel" id={`account-panel-${current.value}`} aria-labelledby={`account-tab-${current.value}`}>
          {current.content()}
        </div>
      </Card>
    </Box>
  );
}

export function AccountSettings() {
  return (
    <RequirePermission resource="account-settings">
      <AccountSettingsTabs />
    </RequirePermission>
  );
}
