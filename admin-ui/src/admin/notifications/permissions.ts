/** The permissions of the notification screens (spread into ../permissions.ts). Pure data. */
export const NOTIFICATIONS_RESOURCE_PREFIX: Record<string, string> = {
  'push-notifications': 'push-notifications',
  'app-versions': 'app-versions',
  ops: 'queues',
};
export const NOTIFICATIONS_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  'push-notifications': { list: 'send', show: 'send', read: 'send', create: 'send' },
  'app-versions': { list: 'manage', show: 'manage', read: 'manage', create: 'manage' },
  ops: { list: 'monitor', show: 'monitor' },
};
export const SEND_PUSH = 'push-notifications:send';
export const MANAGE_VERSIONS = 'app-versions:manage';
export const MONITOR_QUEUES = 'queues:monitor';
