/**
 * Where the farmers screens' lists live in the API (spread into ../dataProvider.ts): the `farmers` list is one of
 * four by its `tab` filter, each with the spec's filters (name, states, LGAs, projects, aggregation partners,
 * creation dates, years); 10 farmers a page.
 */
import { getSessionUser } from '../../shared/session';

type ListRoute = (filter: Record<string, unknown>) => { path: string; filter: Record<string, unknown> };

const seg = (value: unknown) => encodeURIComponent(String(value ?? ''));
const me = () => String(getSessionUser()?.id ?? '');

export const FARMERS_PER_PAGE = 10;

export const FARMERS_LIST_ROUTES: Record<string, ListRoute> = {
  farmers: ({ tab, countryId, ...filter }) => {
    switch (tab) {
      case 'USERS':
        return { path: '/users/farmers', filter };
      case 'COUNTRY':
        return { path: `/farmers/index/country-farmers/${seg(countryId)}`, filter };
      case 'REFERRED':
        return { path: `/farmers/index-shared/${seg(me())}`, filter };
      default:
        return { path: `/farmers/index/${seg(me())}`, filter };
    }
  },
};
