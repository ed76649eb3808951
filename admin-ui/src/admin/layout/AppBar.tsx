import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip, Typography } from '@mui/material';
import SpaIcon from '@mui/icons-material/Spa';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  UserMenu,
  useBasename,
  useGetIdentity,
  useTranslate,
  useUserMenu,
  type AppBarProps,
} from 'react-admin';
import { usePermissionCheck } from '../permissions';

/** The working role, translated. */
export function RoleLabel() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const role = typeof identity?.role === 'string' ? identity.role : null;
  if (!role) return null;
  return (
    <Chip
      size="small"
      data-testid="role-label"
      label={translate(`kasuwa.roles.${role}`, {
        _: role
          .replace(/^ROLE_/, '')
          .replace(/_/g, ' ')
          .toLowerCase(),
      })}
      aria-label={`${translate('kasuwa.appBar.role')}: ${translate(`kasuwa.roles.${role}`, { _: role })}`}
      sx={{
        display: { xs: 'none', sm: 'inline-flex' },
        color: 'inherit',
        // Darker than the bar, so that its white text keeps the AA contrast (4.5:1).
        bgcolor: 'rgba(0,0,0,0.24)',
        fontWeight: 600,
        mx: 1,
      }}
    />
  );
}

const AccountSettingsItem = forwardRef<HTMLAnchorElement>(function AccountSettingsItem(_props, ref) {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      component={RouterLink}
      to={`${basename}/account-settings`}
      onClick={() => userMenu?.onClose()}
      data-testid="user-menu-account-settings"
    >
      <ListItemIcon>
        <SettingsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('kasuwa.menu.accountSettings')}</ListItemText>
    </MenuItem>
  );
});

/** The user menu; its button's name starts with the name it shows (WCAG 2.5.3, label in name). */
function KasuwaUserMenu() {
  const { has } = usePermissionCheck();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = typeof identity?.fullName === 'string' && identity.fullName ? identity.fullName : null;
  return (
    <UserMenu label={name ? translate('kasuwa.appBar.userMenu', { name }) : undefined}>
      {has('account-settings') && <AccountSettingsItem />}
      <Logout redirectTo="/" data-testid="user-menu-logout" />
    </UserMenu>
  );
}

/** The console's app bar: brand, page title, role, locale switch, link back to the public site, user menu. */
export function AppBar(props: AppBarProps) {
  const translate = useTranslate();
  return (
    <RaAppBar
      {...props}
      color="primary"
      userMenu={<KasuwaUserMenu />}
      toolbar={
        <>
          <RoleLabel />
          <LocalesMenuButton />
          <Tooltip title={translate('kasuwa.menu.publicSite')}>
            <IconButton component={RouterLink} to="/" color="inherit" aria-label={translate('kasuwa.menu.publicSite')}>
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <LoadingIndicator />
        </>
      }
    >
      <Box
        sx={{
          display: { xs: 'none', sm: 'inline-flex' },
          alignItems: 'center',
          gap: 0.75,
          mr: 2,
          pr: 2,
          borderRight: '1px solid rgba(255,255,255,0.3)',
        }}
      >
        <SpaIcon fontSize="small" />
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>
          Kasuwa
        </Typography>
      </Box>
      <TitlePortal variant="subtitle1" />
    </RaAppBar>
  );
}
