/**
 * Where the farmers screens' lists live in the API (spread into ../dataProvider.ts): the `farmers` list is one of
 * four by its `tab` filter, each with the spec's filters (name, states, LGAs, projects, aggregation partners,
 * creation dates, years); 10 farmers a page. Paths of openapi.json (../api/routes.ts).
 */
import { apiPath } from '../../shared/api';
import { getSessionUser } from '../../shared/session';
import { DELETE, GET, type ResourceRoutes } from '../api/routes';

const me = () => String(getSessionUser()?.id ?? '');

export const FARMERS_PER_PAGE = 10;

export const FARMERS_RESOURCES: Record<string, ResourceRoutes> = {
  farmers: {
    listRoute: ({ tab, countryId, ...filter }) => {
      switch (tab) {
        case 'USERS':
          return { path: GET.path('/api/v1/users/farmers'), filter };
        case 'COUNTRY':
          return {
            path: apiPath('/api/v1/farmers/index/country-farmers/{countryId}', { countryId: Number(countryId) }),
            filter,
          };
        case 'REFERRED':
          return { path: apiPath('/api/v1/farmers/index-shared/{userId}', { userId: me() }), filter };
        default:
          return { path: apiPath('/api/v1/farmers/index/{userId}', { userId: me() }), filter };
      }
    },
    one: GET.byId('/api/v1/farmers/{id}'),
    delete: DELETE.byId('/api/v1/farmers/{id}'),
  },
  'users/farmers': { list: GET.path('/api/v1/users/farmers') },
};
