/** The permissions of the partners console pages (spread into ../permissions.ts). Pure data. */

/** The permission prefix of resources named otherwise. */
export const PARTNERS_RESOURCE_PREFIX: Record<string, string> = {};

/** react-admin's actions to the API's, per resource. */
export const PARTNERS_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {};
