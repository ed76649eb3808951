/** Where the notification screens' records live in the API (spread into ../dataProvider.ts): app versions are listed at GET versions and named by their version. */
export const NOTIFICATIONS_RESOURCE_PATHS: Record<string, string> = { 'app-versions': '/versions' };
export const NOTIFICATIONS_RECORD_IDS: Record<string, string> = { 'app-versions': 'version' };
