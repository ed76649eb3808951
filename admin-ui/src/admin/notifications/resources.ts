/** Where the notification screens' records live in the API (spread into ../dataProvider.ts): app versions are listed at GET versions and named by their version. */
import { GET, POST, type ResourceRoutes } from '../api/routes';

export const NOTIFICATIONS_RESOURCES: Record<string, ResourceRoutes> = {
  'push-notifications': {
    list: GET.path('/api/v1/push-notifications'),
    create: POST.path('/api/v1/push-notifications'),
  },
  'app-versions': { list: GET.path('/api/v1/versions') },
};
export const NOTIFICATIONS_RECORD_IDS: Record<string, string> = { 'app-versions': 'version' };
