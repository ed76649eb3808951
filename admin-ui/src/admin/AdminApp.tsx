import { useMemo } from 'react';
import { Admin, Resource } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from './dataProvider';
import { createI18nProvider } from './i18nProvider';
import { createStore } from './store';
import { theme } from './theme';
import { Layout } from './layout/Layout';
import countries from './countries';

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

/**
 * The console, mounted by the SPA's router under /admin/*.
 * No authProvider yet: sign-in comes later (add `authProvider={...}` here).
 */
export default function AdminApp() {
  const i18nProvider = useMemo(() => createI18nProvider(), []);
  const store = useMemo(() => createStore(), []);
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <Admin
      basename="/admin"
      title="Kasuwa"
      disableTelemetry
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
      layout={Layout}
    >
      <Resource name="countries" {...countries} />
    </Admin>
  );
}
