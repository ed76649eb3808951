import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { MessagingPage } from './MessagingPage';

/** The messaging screen, inside <CustomRoutes> (registered by ../AdminApp.tsx). */
export const messagingRoutes: ReactElement[] = [
  <Route key="messaging" path="/messaging" element={<MessagingPage />} />,
];
