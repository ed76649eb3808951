/** The permissions of the partners console pages (spread into ../permissions.ts). Pure data. */

/** The permission prefix of resources named otherwise. */
export const PARTNERS_RESOURCE_PREFIX: Record<string, string> = {
  retailers: 'affiliations',
  agrodealers: 'affiliations',
  affiliations: 'affiliations',
  invitations: 'invitations',
  visits: 'visits',
  // The API lists the pages read (./resources.ts).
  'partners/affiliations': 'affiliations',
  invite: 'invitations',
  visit: 'visits',
  'visit/share/receive': 'visits',
  'visit/share/documents': 'visits',
};

const every = (action: string) => ({
  list: action,
  show: action,
  read: action,
  create: action,
  edit: action,
  delete: action,
  manage: action,
});

/** react-admin's actions to the API's, per resource: each page is its permission's `manage`. */
export const PARTNERS_RESOURCE_ACTIONS: Record<string, Record<string, string>> = {
  retailers: every('manage'),
  agrodealers: every('manage'),
  affiliations: every('manage'),
  invitations: every('manage'),
  visits: every('manage'),
  'partners/affiliations': every('manage'),
  invite: every('manage'),
  visit: every('manage'),
  'visit/share/receive': every('manage'),
  'visit/share/documents': every('manage'),
};

/** The API permissions the partners pages rest on. */
export const AFFILIATIONS_MANAGE = 'affiliations:manage';
export const INVITATIONS_MANAGE = 'invitations:manage';
export const VISITS_MANAGE = 'visits:manage';
