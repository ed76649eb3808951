import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { TrustPartnersPage } from './TrustPartnersPage';

/** The site screens' routes, registered inside <CustomRoutes> by ../AdminApp.tsx. */
export const siteRoutes: ReactElement[] = [<Route key="trust-us" path="/trust-us" element={<TrustPartnersPage />} />];
