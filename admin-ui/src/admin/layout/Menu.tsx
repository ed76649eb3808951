import { useLocation } from 'react-router-dom';
import { Menu as RaMenu, useBasename, useGetIdentity, useTranslate, type MenuProps } from 'react-admin';
import { consoleHome } from '../../shared/session';
import { usePermissionCheck } from '../permissions';
import { screenIsFor } from '../screenRoles';
import { CATALOGUE_MENU_SECTION, catalogueMenu } from '../catalogue/menu';
import { TRADE_MENU_SECTION, tradeMenu } from '../orders/menu';
import { PARTNERS_MENU_SECTION, partnersMenu } from '../affiliation/menu';
import { farmersMenu } from '../farmers/menu';
import { ADVISORY_MENU_SECTION, advisoryMenu } from '../advisory/menu';
import { weatherMenu } from '../advisory/weather/menu';
import { marketsMenu } from '../markets/menu';
import { INVENTORY_MENU_SECTION, inventoryMenu } from '../inventory/menu';
import { messagingMenu } from '../feature-phones/menu';
import { notificationsMenu } from '../notifications/menu';
import {
  ACCOUNT,
  ADMIN_ROLES,
  ADMINISTRATION,
  CONTENT,
  DASHBOARDS,
  ORGANISATION,
  USERS,
  type Entry,
} from './menuEntries';
import { MenuSection } from './MenuSection';

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
