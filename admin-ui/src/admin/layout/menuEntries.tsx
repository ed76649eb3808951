/** The menu's own entries (each area's come from its menu file), and the roles whose dashboard is the admin one. */
import type { ReactNode } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import PeopleIcon from '@mui/icons-material/People';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import StorefrontIcon from '@mui/icons-material/Storefront';
import FactoryIcon from '@mui/icons-material/Factory';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import BadgeIcon from '@mui/icons-material/Badge';
import PublicIcon from '@mui/icons-material/Public';
import QueueIcon from '@mui/icons-material/Queue';
import SettingsIcon from '@mui/icons-material/Settings';
import { permissionFor } from '../permissions';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import HandshakeIcon from '@mui/icons-material/Handshake';

export interface Entry {
  to: string;
  label: string;
  icon: ReactNode;
  permission: string;
  /** A page the server renders itself (full page load). */
  external?: boolean;
  /** Shown after the label (e.g. a count of things waiting). */
  badge?: ReactNode;
}

/** Roles whose dashboard is the admin one (the super administrator starts on countries). */
export const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_PLATFORM_MANAGER'];

export const DASHBOARDS: Entry[] = [
  {
    to: '/admindashboard',
    label: 'kasuwa.pages.admindashboard',
    icon: <DashboardIcon />,
    permission: 'admindashboard',
  },
  { to: '/dashboard', label: 'kasuwa.pages.dashboard', icon: <SpaceDashboardIcon />, permission: 'dashboard' },
  { to: '/mydashboard', label: 'kasuwa.pages.mydashboard', icon: <InsightsIcon />, permission: 'mydashboard' },
  {
    to: '/extensionagentdashboard',
    label: 'kasuwa.pages.extensionagentdashboard',
    icon: <AgricultureIcon />,
    permission: 'extensionagentdashboard',
  },
];

export const USERS: Entry[] = [
  { to: '/users', label: 'kasuwa.users.all', icon: <PeopleIcon />, permission: permissionFor('users') },
  {
    to: '/users/distributors',
    label: 'resources.users/distributors.name',
    icon: <LocalShippingIcon />,
    permission: permissionFor('users/distributors'),
  },
  {
    to: '/users/wholesalers',
    label: 'resources.users/wholesalers.name',
    icon: <WarehouseIcon />,
    permission: permissionFor('users/wholesalers'),
  },
  {
    to: '/users/retailers',
    label: 'resources.users/retailers.name',
    icon: <StorefrontIcon />,
    permission: permissionFor('users/retailers'),
  },
  {
    to: '/users/inputproviders',
    label: 'resources.users/inputproviders.name',
    icon: <FactoryIcon />,
    permission: permissionFor('users/inputproviders'),
  },
  {
    to: '/users/extensionagents',
    label: 'resources.users/extensionagents.name',
    icon: <SupportAgentIcon />,
    permission: permissionFor('users/extensionagents'),
  },
  {
    to: '/platform-managers',
    label: 'resources.platform-managers.name',
    icon: <ManageAccountsIcon />,
    permission: permissionFor('platform-managers'),
  },
  {
    to: '/salesmen',
    label: 'resources.salesmen.name',
    icon: <PointOfSaleIcon />,
    permission: permissionFor('salesmen'),
  },
];

export const ORGANISATION: Entry[] = [
  { to: '/staff', label: 'resources.staff.name', icon: <BadgeIcon />, permission: permissionFor('staff') },
];

export const CONTENT: Entry[] = [
  { to: '/agronomy', label: 'kasuwa.content.menu', icon: <MenuBookIcon />, permission: permissionFor('agronomy') },
];

export const ADMINISTRATION: Entry[] = [
  { to: '/countries', label: 'resources.countries.name', icon: <PublicIcon />, permission: permissionFor('countries') },
  { to: '/trust-us', label: 'kasuwa.site.menu', icon: <HandshakeIcon />, permission: 'trust-us:manage' },
  {
    to: '/admin/queues',
    label: 'kasuwa.menu.queues',
    icon: <QueueIcon />,
    permission: 'queues:monitor',
    external: true,
  },
];

export const ACCOUNT: Entry[] = [
  {
    to: '/account-settings',
    label: 'kasuwa.menu.accountSettings',
    icon: <SettingsIcon />,
    permission: 'account-settings',
  },
];
