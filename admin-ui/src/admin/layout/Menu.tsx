import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ListSubheader, MenuItem, ListItemIcon, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
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
import {
  Menu as RaMenu,
  useBasename,
  useGetIdentity,
  useSidebarState,
  useTranslate,
  type MenuProps,
} from 'react-admin';
import { consoleHome } from '../../shared/session';
import { usePermissionCheck, permissionFor } from '../permissions';
import { screenIsFor } from '../screenRoles';
import { CATALOGUE_MENU_SECTION, catalogueMenu } from '../catalogue/menu';
import { TRADE_MENU_SECTION, tradeMenu } from '../trade/menu';
import { PARTNERS_MENU_SECTION, partnersMenu } from '../partners/menu';
import { farmersMenu } from '../farmers/menu';
import { ADVISORY_MENU_SECTION, advisoryMenu } from '../advisory/menu';
import { weatherMenu } from '../weather/menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { marketsMenu } from '../markets/menu';
import { INVENTORY_MENU_SECTION, inventoryMenu } from '../inventory/menu';
import { messagingMenu } from '../messaging/menu';
import { notificationsMenu } from '../notifications/menu';

/** A section's visible heading: the group around it carries its name for screen readers (see MenuSection). */
function Section({ label }: { label: string }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <ListSubheader
      component="div"
      aria-hidden
      disableSticky
      sx={{
        bgcolor: 'transparent',
        lineHeight: '36px',
        mt: 1,
        fontSize: '0.72rem',
        fontWeight: 700,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: 'text.secondary',
      }}
    >
      {translate(label)}
    </ListSubheader>
  );
}

interface Entry {
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
const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_PLATFORM_MANAGER'];

const DASHBOARDS: Entry[] = [
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

const USERS: Entry[] = [
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

const ORGANISATION: Entry[] = [
  { to: '/staff', label: 'resources.staff.name', icon: <BadgeIcon />, permission: permissionFor('staff') },
];

const CONTENT: Entry[] = [
  { to: '/agronomy', label: 'kasuwa.content.menu', icon: <MenuBookIcon />, permission: permissionFor('agronomy') },
];

const ADMINISTRATION: Entry[] = [
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

const ACCOUNT: Entry[] = [
  {
    to: '/account-settings',
    label: 'kasuwa.menu.accountSettings',
    icon: <SettingsIcon />,
    permission: 'account-settings',
  },
];

const itemSx = {
  color: 'text.secondary',
  py: 0.75,
  borderLeft: '3px solid transparent',
  '&.active': {
    borderLeftColor: 'primary.main',
    backgroundColor: 'rgba(46, 125, 50, 0.08)',
    color: 'primary.dark',
    fontWeight: 600,
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
} as const;

/**
 * One menu link. `active` is decided by the menu (the longest matching entry wins, so that
 * /users/distributors does not also light up /users).
 */
function Item({ entry, active }: { entry: Entry; active: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const label = translate(entry.label, { smart_count: 2, _: entry.label });
  const testId = `menu-${entry.to.replace(/^\//, '').replace(/\//g, '-')}`;
  const linkProps = entry.external
    ? { component: 'a' as const, href: entry.to }
    : { component: RouterLink, to: `${basename}${entry.to}` };
  return (
    <Tooltip title={open ? '' : label} placement="right">
      <MenuItem
        {...linkProps}
        // Every link is a stop of the Tab key (a MenuItem is not, unless told).
        tabIndex={0}
        className={active ? 'active' : undefined}
        aria-current={active ? 'page' : undefined}
        data-testid={testId}
        onClick={() => {
          if (small) setOpen(false);
        }}
        sx={itemSx}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
        {/* A long label (most are longer in French) wraps rather than being cut short. */}
        <Typography variant="inherit" sx={{ whiteSpace: 'normal', lineHeight: 1.3, flexGrow: 1 }}>
          {label}
        </Typography>
        {open && entry.badge}
      </MenuItem>
    </Tooltip>
  );
}

/**
 * One section of the menu: a named group of menu items, as the menu role requires of its children. MUI's MenuList
 * hands its first child a tabIndex, which stays off the group: only the links are stops of the Tab key.
 */
function MenuSection({
  label,
  entries,
  activeTo,
}: {
  label: string;
  entries: Entry[];
  activeTo: string | undefined;
  tabIndex?: number;
}) {
  const translate = useTranslate();
  return (
    <div role="group" aria-label={translate(label)}>
      <Section label={label} />
      {entries.map((entry) => (
        <Item key={entry.to} entry={entry} active={entry.to === activeTo} />
      ))}
    </div>
  );
}

/**
 * The side menu, grouped in sections; an entry shows only when the caller's role holds its
 * permission (GET authorizations/features). Of the dashboards, only the role's own shows when it holds it.
 */
export function Menu(props: MenuProps) {
  const { has, wildcard, isPending } = usePermissionCheck();
  const { identity } = useGetIdentity();
  const role = typeof identity?.role === 'string' ? identity.role : 'ROLE_USER';
  const location = useLocation();
  const basename = useBasename();
  const translate = useTranslate();
  const name = translate('kasuwa.appBar.mainMenu');
  if (isPending) return <RaMenu aria-label={name} {...props} />;
  // The route guard asks the same two questions (authProvider.canAccess): the permission, and whether the screen is the role's.
  const pick = (entries: Entry[]) => entries.filter((entry) => has(entry.permission) && screenIsFor(entry.to, role));
  // The role's own dashboard only, when it holds it (administrators hold every dashboard permission).
  const held = wildcard ? DASHBOARDS.slice(0, 1) : pick(DASHBOARDS);
  const homePage = ADMIN_ROLES.includes(role) ? 'admindashboard' : consoleHome(role);
  const home = held.find((entry) => entry.to === `/${homePage}`);
  const dashboards = home ? [home] : held;
  // Distributors and wholesalers keep their staff at the spec's dealers/staff; input providers at staff.
  const organisation = /^ROLE_(DISTRIBUTOR|WHOLESALER)/.test(role)
    ? ORGANISATION.map((entry) => (entry.to === '/staff' ? { ...entry, to: '/dealers/staff' } : entry))
    : ORGANISATION;
  const sections: [string, Entry[]][] = [
    ['kasuwa.menu.dashboards', dashboards],
    [CATALOGUE_MENU_SECTION, pick(catalogueMenu(role))],
    [TRADE_MENU_SECTION, pick(tradeMenu(role))],
    [INVENTORY_MENU_SECTION, pick(inventoryMenu(role))],
    [PARTNERS_MENU_SECTION, pick(partnersMenu(role))],
    // Weather is advice too: one ADVISORY section holds both.
    [ADVISORY_MENU_SECTION, pick([...advisoryMenu(), ...weatherMenu()])],
    ['kasuwa.menu.users', pick([...farmersMenu(role), ...USERS])],
    ['kasuwa.menu.markets', pick(marketsMenu())],
    ['kasuwa.menu.organisation', pick(organisation)],
    ['kasuwa.content.menu', pick(CONTENT)],
    ['kasuwa.menu.administration', pick([...ADMINISTRATION, ...notificationsMenu(), ...messagingMenu()])],
    ['kasuwa.menu.account', pick(ACCOUNT)],
  ];
  const visible = sections.flatMap(([, entries]) => entries).filter((entry) => !entry.external);
  const here = location.pathname.slice(basename.length) || '/';
  const activeTo = visible
    .map((entry) => entry.to)
    .filter((to) => here === to || here.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <RaMenu aria-label={name} {...props}>
      {sections
        .filter(([, entries]) => entries.length > 0)
        .map(([label, entries]) => (
          <MenuSection key={label} label={label} entries={entries} activeTo={activeTo} />
        ))}
    </RaMenu>
  );
}
