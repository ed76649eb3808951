import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { AdminDashboard } from './AdminDashboard';
import { DealerDashboard, InputProviderDashboard } from './MyDashboard';

/** The role home pages (registered inside <CustomRoutes> by ../AdminApp.tsx). */
export const dashboardsRoutes: ReactElement[] = [
  <Route key="admindashboard" path="/admindashboard" element={<AdminDashboard />} />,
  <Route key="dashboard" path="/dashboard" element={<InputProviderDashboard />} />,
  <Route key="mydashboard" path="/mydashboard" element={<DealerDashboard />} />,
];
