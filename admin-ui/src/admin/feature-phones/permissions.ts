/** The permission of the messaging screen (spread into ../permissions.ts): the operations' own. Pure data. */
export const MESSAGING_RESOURCE_PREFIX: Record<string, string> = { messaging: 'queues' };
export const MESSAGING_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  messaging: { list: 'monitor', show: 'monitor' },
};
export const MONITOR_MESSAGING = 'queues:monitor';
