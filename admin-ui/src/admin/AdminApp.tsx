import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from './dataProvider';
import { authProvider } from './authProvider';
import { createI18nProvider } from './i18nProvider';
import { createStore } from './store';
import { consoleTheme } from './theme';
import { getLanguage } from '../shared/preferences';
import { Layout } from './layout/Layout';
import countries from './authorization';
import platformManagers from './accounts/platform-managers';
import staff, { staffRoutes } from './accounts/staff';
import salesmen, { salesmenRoutes } from './accounts/salesmen';
import inputProviders, { inputProviderRoutes } from './accounts/input-providers';
import { extensionAgents, users, usersByRole } from './accounts/users';
import { catalogueResources } from './catalogue';
import { tradeResources, tradeRoutes } from './orders';
import { inventoryResources, inventoryRoutes } from './inventory';
import { partnersResources, partnersRoutes } from './affiliation';
import { farmersResources } from './farmers';
import { advisoryRoutes } from './advisory';
import { weatherRoutes } from './advisory/weather';
import { contentResources } from './content';
import { marketsRoutes } from './markets';
import { dashboardsRoutes } from './dashboards';
import { messagingRoutes } from './feature-phones';
import { notificationsResources, notificationsRoutes } from './notifications';
import { siteRoutes } from './site';
import { UserShow } from './accounts/users/UserShow';
import { AccessDenied } from './pages/AccessDenied';
import { NotFound } from './pages/NotFound';
import { SameScreenAs } from './pages/SpecPath';
import { ExtensionAgentEdit } from './farmers/extension-agents/ExtensionAgentEdit';
import { RoleRedirect } from './pages/RoleRedirect';
import { AccountSettings } from './accounts/account-settings/AccountSettings';
import { extensionAgentDashboardRoute, extensionAgentProfileRoute } from './farmers/extension-agents';

/** Retry once, and only when the server could not be reached or failed (never on 4xx answers). */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = (error as { status?: unknown } | null)?.status;
          const transient = typeof status !== 'number' || status === 0 || status >= 500;
          return transient && failureCount < 1;
        },
        retryDelay: 1000,
        staleTime: 30_000,
      },
    },
  });
}

/** users/{id} (the spec's path) shows the same page as react-admin's users/{id}/show. */
const userPageRoute = <Route path=":id" element={<UserShow />} />;

/**
 * The console, mounted by the SPA's router under /admin/*. Everything needs a signed-in person
 * (checkAuth sends others to /auth/login?redirect=...); /admin itself sends each role to its home.
 */
export default function AdminApp() {
  const i18nProvider = useMemo(() => createI18nProvider(), []);
  const store = useMemo(() => createStore(), []);
  const queryClient = useMemo(() => createQueryClient(), []);
  const theme = useMemo(() => consoleTheme(getLanguage()), []);
  return (
    <Admin
      basename="/admin"
      title="Kasuwa"
      disableTelemetry
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
      layout={Layout}
      dashboard={RoleRedirect}
      accessDenied={AccessDenied}
      catchAll={NotFound}
    >
      <CustomRoutes>
        {dashboardsRoutes}
        {extensionAgentDashboardRoute}
        <Route path="/account-settings" element={<AccountSettings />} />
        {tradeRoutes}
        {inventoryRoutes}
        {partnersRoutes}
        {advisoryRoutes}
        {weatherRoutes}
        {marketsRoutes}
        {notificationsRoutes}
        {messagingRoutes}
        {siteRoutes}
        {/* The spec's other paths to screens the console has (spec-1: input_providers; spec-2: extensionagents). */}
        <Route path="/input_providers" element={<SameScreenAs to="/users/inputproviders" />} />
        <Route path="/extensionagents" element={<SameScreenAs to="/users/extensionagents" />} />
        <Route path="/extensionagents/edit/:id/:countryId" element={<ExtensionAgentEdit />} />
      </CustomRoutes>
      <Resource name="users" {...users}>
        {userPageRoute}
      </Resource>
      <Resource name="users/distributors" {...usersByRole}>
        {userPageRoute}
      </Resource>
      <Resource name="users/wholesalers" {...usersByRole}>
        {userPageRoute}
      </Resource>
      <Resource name="users/retailers" {...usersByRole}>
        {userPageRoute}
      </Resource>
      <Resource name="users/inputproviders" {...inputProviders}>
        {inputProviderRoutes}
      </Resource>
      <Resource name="users/extensionagents" {...extensionAgents}>
        {extensionAgentProfileRoute}
        {userPageRoute}
      </Resource>
      <Resource name="platform-managers" {...platformManagers} />
      <Resource name="staff" {...staff}>
        {staffRoutes}
      </Resource>
      <Resource name="dealers/staff" {...staff}>
        {staffRoutes}
      </Resource>
      <Resource name="salesmen" {...salesmen}>
        {salesmenRoutes}
      </Resource>
      <Resource name="countries" {...countries} />
      {catalogueResources}
      {tradeResources}
      {partnersResources}
      {farmersResources}
      {contentResources}
      {inventoryResources}
      {notificationsResources}
    </Admin>
  );
}
