import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { ExtensionAgentDashboard } from './ExtensionAgentDashboard';
import { ExtensionAgentProfile } from './ExtensionAgentProfile';

/** The agent's own dashboard, a custom route (registered inside <CustomRoutes> by ../AdminApp.tsx). */
export const extensionAgentDashboardRoute: ReactElement = (
  <Route key="extensionagentdashboard" path="/extensionagentdashboard" element={<ExtensionAgentDashboard />} />
);

/** The agent profile, a child route of the users/extensionagents resource: users/extensionagents/ea-profile/{userId}. */
export const extensionAgentProfileRoute: ReactElement = (
  <Route key="ea-profile" path="ea-profile/:userId" element={<ExtensionAgentProfile />} />
);
