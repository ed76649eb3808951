/**
 * Where the agronomy content screens' records live in the API (spread into ../dataProvider.ts): managers list every
 * content (GET agronomy-contents), authors their own (GET agronomy-contents/current-user); one record is read at
 * agronomy-contents/{id}/private and deleted at agronomy-contents/delete/{id}. Paths of openapi.json (../api/routes.ts).
 */
import { getSessionUser, workingRole } from '../../shared/session';
import { DELETE, GET, type ResourceRoutes } from '../api/routes';
import { readsEveryContent } from './types';

export const CONTENT_RESOURCES: Record<string, ResourceRoutes> = {
  agronomy: {
    list: () =>
      readsEveryContent(workingRole(getSessionUser()))
        ? GET.path('/api/v1/agronomy-contents')
        : GET.path('/api/v1/agronomy-contents/current-user'),
    one: GET.byId('/api/v1/agronomy-contents/{id}/private'),
    delete: DELETE.byId('/api/v1/agronomy-contents/delete/{id}'),
  },
};
