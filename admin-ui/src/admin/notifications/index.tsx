import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { AppVersionCreate, AppVersionList } from './AppVersions';
import { OpsPage } from './OpsPage';
import { PushNotificationCreate } from './PushNotificationCreate';
import { PushNotificationList } from './PushNotifications';

/** The push notification and app version screens (registered by ../AdminApp.tsx): push-notifications(/create), app-versions(/create). */
export const notificationsResources: ReactElement[] = [
  <Resource
    key="push-notifications"
    name="push-notifications"
    list={PushNotificationList}
    create={PushNotificationCreate}
  />,
  <Resource key="app-versions" name="app-versions" list={AppVersionList} create={AppVersionCreate} />,
];

/** The operations page, inside <CustomRoutes>. */
export const notificationsRoutes: ReactElement[] = [<Route key="ops" path="/ops" element={<OpsPage />} />];
