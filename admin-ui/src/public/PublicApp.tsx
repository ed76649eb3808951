import { Suspense, lazy, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Box, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { focusVisible, palette, shape, typography } from '../shared/theme';
import { PublicLayout } from './PublicLayout';
import { useT } from './useT';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { ProductsPage } from './products/ProductsPage';
import { ProductPage } from './products/ProductPage';
import { ContentsPage } from './search/ContentsPage';
import { WeatherWidgetPage } from './weather/WeatherWidgetPage';
import { ContentPage } from './contents/ContentPage';
import { ContactPage } from './ContactPage';
import { FaqPage } from './pages/FaqPage';
import { TermsPage } from './pages/TermsPage';

// The sign-in and sign-up pages are a chunk of their own, loaded on the first visit to /auth.
const AuthRoutes = lazy(() => import('./auth/AuthRoutes'));

/**
 * How the public pages read the API (./useApi.ts, ./products/useRemote.ts): no second try (the page says what
 * failed and offers its own retry), and no new request when the window gets the focus back.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** The public companion pages (everything outside /admin). */
export default function PublicApp() {
  const queryClient = useMemo(() => createQueryClient(), []);
  const t = useT();
  const loading = t('loading');
  const theme = useMemo(
    () =>
      createTheme({
        palette,
        typography,
        shape,
        components: {
          MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
          MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
          MuiButtonBase: focusVisible,
          // Every spinner is named for screen readers, in the visitor's language.
          MuiCircularProgress: { defaultProps: { 'aria-label': loading } },
          MuiLinearProgress: { defaultProps: { 'aria-label': loading } },
        },
      }),
    [loading],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Routes>
          <Route
            path="auth/*"
            element={
              <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
                <AuthRoutes />
              </Suspense>
            }
          />
          {/* Weather widgets: bare pages, to embed. */}
          <Route path="today-summary-widget" element={<WeatherWidgetPage kind="today" />} />
          <Route path="upcoming-days-widget" element={<WeatherWidgetPage kind="upcoming" />} />
          <Route path="tomorrow" element={<WeatherWidgetPage kind="tomorrow" />} />
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/:url" element={<ProductPage />} />
            <Route path="contents" element={<ContentsPage />} />
            <Route path="contents/:url" element={<ContentPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="faq" element={<FaqPage />} />
            <Route path="privacy-and-terms" element={<TermsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
