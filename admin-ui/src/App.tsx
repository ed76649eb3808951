import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { getLanguage } from './shared/preferences';
import PublicApp from './public/PublicApp';
import { RequireSession } from './admin/RequireSession';

// The console (react-admin + its dependencies) is only downloaded when someone opens /admin.
const AdminApp = lazy(() => import('./admin/AdminApp'));

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress sx={{ color: '#2e7d32' }} aria-label={getLanguage() === 'fr' ? 'Chargement…' : 'Loading…'} />
    </Box>
  );
}

/** One SPA: the public companion pages at `/` and the react-admin console under `/admin/*` (signed-in people only). */
export function App() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <RequireSession>
            <Suspense fallback={<Loading />}>
              <AdminApp />
            </Suspense>
          </RequireSession>
        }
      />
      <Route path="/*" element={<PublicApp />} />
    </Routes>
  );
}
