/** The permissions of the agronomy content pages (spread into ../permissions.ts). Pure data. */
export const CONTENT_RESOURCE_PREFIX: Record<string, string> = { agronomy: 'agronomy-content' };
export const CONTENT_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  agronomy: {
    list: 'write',
    show: 'write',
    read: 'write',
    create: 'write',
    edit: 'write',
    delete: 'write',
    approve: 'manage',
  },
};
export const CONTENT_WRITE = 'agronomy-content:write';
export const CONTENT_MANAGE = 'agronomy-content:manage';
