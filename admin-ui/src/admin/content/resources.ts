/**
 * Where the agronomy content screens' records live in the API (spread into ../dataProvider.ts): managers list every
 * content (GET agronomy-contents), authors their own (GET agronomy-contents/current-user); one record is read at
 * agronomy-contents/{id}/private and deleted at agronomy-contents/delete/{id}.
 */
import type { Identifier } from 'react-admin';
import { getSessionUser, workingRole } from '../../shared/session';
import { readsEveryContent } from './types';

const seg = (id: Identifier) => encodeURIComponent(String(id));

export const CONTENT_LIST_ROUTES = {
  agronomy: (filter: Record<string, unknown>) => ({
    path: readsEveryContent(workingRole(getSessionUser())) ? '/agronomy-contents' : '/agronomy-contents/current-user',
    filter,
  }),
};
export const CONTENT_ITEM_PATHS = { agronomy: (id: Identifier) => `/agronomy-contents/${seg(id)}/private` };
export const CONTENT_DELETE_PATHS = { agronomy: (id: Identifier) => `/agronomy-contents/delete/${seg(id)}` };
