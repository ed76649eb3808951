import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInAdmin } from '../test/render';
import { STORAGE_KEYS, setToken, writeStorage } from '../shared/preferences';
import { ApiError, fieldError, fieldErrorsOf, serverMessage } from './api/errors';
import { dataProvider } from './dataProvider';
import { PendingOrdersBadge, UnreadQuotationsBadge } from './orders/shared/CountBadge';

/** What the API answers to each call, and the calls the console made. */
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let sent: Sent[];

function answer(status: number, body: unknown, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': type },
  });
}

/** Replaces the network: `reply(url)` gives each answer. */
function serve(reply: (url: string, init: RequestInit) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      sent.push({
        url: input,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body,
      });
      return reply(input, init);
    }),
  );
}

beforeEach(() => {
  sent = [];
  setToken('token-of-a-seller');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe("the data provider's custom calls", () => {
  it("send the seller's answer to a quotation with the token, and give back what the API accepted", async () => {
    const accepted = {
      success: true,
      message: 'Your answer was sent.',
      data: { id: 'q1', price: '12.50', status: 'OFFERED' },
    };
    serve(() => answer(200, accepted));

    const result = await dataProvider.answerQuotation('q1', { price: '12.50', comment: 'Delivered on Monday' });

    expect(result).toEqual(accepted);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/v1/quotes/update/q1',
      method: 'PUT',
      body: { price: '12.50', comment: 'Delivered on Monday' },
    });
    expect(sent[0].headers.Authorization).toBe('Bearer token-of-a-seller');
  });

  it('put ids into the path safely and read counts in either shape the API answers', async () => {
    serve((url) => answer(200, url.includes('UNREAD') ? { count: 3 } : 7));

    expect(await dataProvider.countUnreadQuotations()).toBe(3);
    expect(await dataProvider.countPendingOrders()).toBe(7);
    await dataProvider.moveOrder('a/b', 'DECLINED', 'Out of stock');

    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/quotes/read/UNREAD/count',
      '/api/v1/product/request/PENDING/count',
      '/api/v1/product/request/a%2Fb/status',
    ]);
    expect(sent[2].body).toEqual({ status: 'DECLINED', reason: 'Out of stock' });
  });

  it("fail with an ApiError carrying the server's message, its code and each field's message", async () => {
    serve(() =>
      answer(400, {
        success: false,
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        errors: [
          { field: 'price', message: 'The price must be more than 0.' },
          { field: 'price', message: 'The price must have at most 2 decimals.' },
        ],
      }),
    );

    const failure = await dataProvider.counterQuotation('q1', { price: '0' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(serverMessage(failure, 'fallback')).toBe('Some fields are not valid.');
    expect(fieldError(failure, 'price')).toBe('The price must be more than 0.');
    expect(fieldError(failure, 'comment')).toBeUndefined();
    // react-admin's forms read the same messages under body.errors: a field's first one.
    expect(fieldErrorsOf(failure)).toMatchObject({ price: 'The price must be more than 0.' });
  });

  it('fail the same way on a standard call, and say so when the server cannot be reached', async () => {
    serve(() => answer(404, { success: false, status: 404, code: 'NOT_FOUND', message: 'No such product.' }));
    const missing = await dataProvider.getOne('products', { id: 'p9' }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such product.' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await dataProvider.countPendingOrders().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({
      status: 0,
      message: 'The server cannot be reached. Check your connection and try again.',
    });
  });

  it('read reference places once per place, with the country in the query', async () => {
    serve((url) =>
      answer(200, url.startsWith('/api/v1/states') ? [{ id: 4, name: 'Lagos' }] : [{ id: 9, name: 'Ikeja' }]),
    );

    expect(await dataProvider.getStates(160)).toEqual([{ id: 4, name: 'Lagos' }]);
    expect(await dataProvider.getCities(4)).toEqual([{ id: 9, name: 'Ikeja' }]);
    expect(sent.map((call) => call.url)).toEqual(['/api/v1/states?countryId=160', '/api/v1/state/4/city']);
  });

  it('say which resource and action the API has no call for, rather than guess a path', async () => {
    serve(() => answer(200, {}));
    const update = await dataProvider
      .update('countries', { id: 3, data: { name: 'Nigeria' }, previousData: { id: 3 } })
      .catch((error: unknown) => error);
    expect(update).toBeInstanceOf(ApiError);
    expect(update).toMatchObject({ status: 404, message: 'The console has no API call to update countries.' });
    const list = await dataProvider
      .getList('no-such-resource', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
      .catch((error: unknown) => error);
    expect(list).toMatchObject({ status: 404, message: 'The console has no API call to list no-such-resource.' });
    expect(sent).toEqual([]);
  });

  it('list a resource at the path its table names, with a filter that is part of the path taken out of the query', async () => {
    serve(() =>
      answer(200, {
        content: [{ id: 'c1', comment: 'Good seed' }],
        page: 0,
        size: 10,
        totalElements: 1,
        totalPages: 1,
      }),
    );
    const reviews = await dataProvider.getList('reviews', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'APPROVED' },
    });
    expect(reviews).toEqual({ data: [{ id: 'c1', comment: 'Good seed' }], total: 1 });
    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/product/comments/APPROVED?page=1&size=10&sort=createdAt%2Cdesc',
    ]);
  });

  it('download a file at the URL the API gave, as it is, and fail with the API message when it cannot', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:minutes'),
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    serve((url) =>
      url.endsWith('/v1/minutes')
        ? new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : answer(404, { message: 'No minutes for this visit.' }),
    );

    await dataProvider.downloadMinutes('/api/v1/visit/v1/minutes', 'minutes.pdf');
    expect(sent[0].url).toBe('/api/v1/visit/v1/minutes');
    expect(await created[0].text()).toBe('%PDF-1.4');

    const failure = await dataProvider
      .downloadMinutes('/api/v1/visit/v2/minutes', 'minutes.pdf')
      .catch((error: unknown) => error);
    expect(serverMessage(failure, 'fallback')).toBe('No minutes for this visit.');
  });

  it('list one kind of partner out of the whole directory, page after page, paged for the screen', async () => {
    const partner = (id: string, type: string) => ({ id, name: `Partner ${id}`, type });
    serve((url) =>
      url.includes('page=0')
        ? answer(200, {
            content: [partner('r1', 'RETAILER'), partner('d1', 'DISTRIBUTOR')],
            page: 0,
            size: 200,
            totalElements: 3,
            totalPages: 2,
          })
        : answer(200, { content: [partner('r2', 'RETAILER')], page: 1, size: 200, totalElements: 3, totalPages: 2 }),
    );

    const list = await dataProvider.getList('retailers', {
      filter: { name: ' Partner ' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
    });

    expect(list).toEqual({ data: [partner('r2', 'RETAILER'), partner('r1', 'RETAILER')], total: 2 });
    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/partners?name=Partner&page=0&size=200',
      '/api/v1/partners?name=Partner&page=1&size=200',
    ]);
  });
});

const page = (content: unknown[], totalElements = content.length) => ({
  content,
  page: 0,
  size: 20,
  totalElements,
  totalPages: 1,
});

const firstPage = (perPage: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

describe('the lists that screens show beside other panels', () => {
  it('list the hubs a page at a time, with the closed ones when an administrator asks', async () => {
    serve(() => answer(200, page([{ id: 3, name: 'Kano hub', open: false }], 41)));

    const hubs = await dataProvider.getList('farm-fortune-hubs', {
      ...firstPage(20, { includeClosed: true }),
      pagination: { page: 3, perPage: 20 },
    });

    expect(hubs).toEqual({ data: [{ id: 3, name: 'Kano hub', open: false }], total: 41 });
    expect(sent[0].url).toBe('/api/v1/farm-fortune-hubs?includeClosed=true&page=2&size=20&sort=id%2Casc');
  });

  it('list the SMS of one status, and every SMS when no status is chosen', async () => {
    serve(() => answer(200, page([{ id: 'sms-1', phone: '+2348031234567', status: 'FAILED' }])));

    await dataProvider.getList('sms-messages', firstPage(20, { status: 'FAILED' }));
    await dataProvider.getList('sms-messages', firstPage(20, { status: '' }));

    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/sms/messages?status=FAILED&page=0&size=20&sort=id%2Casc',
      '/api/v1/sms/messages?page=0&size=20&sort=id%2Casc',
    ]);
  });

  it("page the caller's price alerts here, as the API answers them all at once", async () => {
    const alert = (id: string, product: string) => ({ id, product, stateId: 25, threshold: 52000, fired: 0 });
    serve(() => answer(200, [alert('a1', 'Maize'), alert('a3', 'Yam'), alert('a2', 'Sorghum')]));

    const second = await dataProvider.getList('price-alerts', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'product', order: 'ASC' },
      filter: {},
    });

    expect(second).toEqual({ data: [alert('a3', 'Yam')], total: 3 });
    expect(sent.map((call) => call.url)).toEqual(['/api/v1/market-updates/alerts?page=1&size=2&sort=product%2Casc']);
  });

  it('list the market prices with the states and products repeated, as the API reads them', async () => {
    serve(() => answer(200, page([{ id: 'p1', product: 'Maize', price: 52000 }], 240)));

    const prices = await dataProvider.getList(
      'market-prices',
      firstPage(10, { regionId: 2, stateIds: [25, 26], products: ['Maize', 'Yam'], productOrStateQuery: 'kano' }),
    );

    expect(prices.total).toBe(240);
    expect(sent[0].url).toBe(
      '/api/v1/market-updates/products?regionId=2&stateIds=25&stateIds=26&products=Maize&products=Yam' +
        '&productOrStateQuery=kano&page=0&size=10&sort=id%2Casc',
    );
  });

  it("list the caller's recommendation lookups, ten at a time", async () => {
    serve(() => answer(200, page([{ id: 'l1', siteSpecific: true }], 12)));

    const history = await dataProvider.getList('recommendation-history', firstPage(10));

    expect(history).toEqual({ data: [{ id: 'l1', siteSpecific: true }], total: 12 });
    expect(sent[0].url).toBe('/api/v1/fertilizer-recommendation/history/current-user?page=0&size=10&sort=id%2Casc');
  });

  it("list an agent's farmers with the agent in the path and the name searched in the query", async () => {
    serve(() => answer(200, page([{ id: 'f1', fullName: 'Amina Bello' }], 6)));

    await dataProvider.getList('agent-farmers', firstPage(5, { agentId: 'a/7', name: 'Amina' }));

    expect(sent[0].url).toBe('/api/v1/ea-analytics/a%2F7/farmers-list?name=Amina&page=0&size=5&sort=id%2Casc');
  });

  it("list a shop's movements at the owner's path, and at the staff's for their staff", async () => {
    serve(() => answer(200, page([])));
    const signIn = (role: string) => writeStorage(STORAGE_KEYS.user, JSON.stringify({ id: 'u1', roleType: role }));

    signIn('ROLE_RETAILER');
    await dataProvider.getList('shop-movements', firstPage(20));
    signIn('ROLE_DISTRIBUTOR_STAFF');
    await dataProvider.getList('shop-movements', firstPage(20));
    writeStorage(STORAGE_KEYS.user, null);

    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/inventory-movement?page=0&size=20&sort=id%2Casc',
      '/api/v1/inventory-movement/staff?page=0&size=20&sort=id%2Casc',
    ]);
  });
});

describe('the lists that were hand-built tables', () => {
  it("list the caller's saved weather locations a page at a time", async () => {
    serve(() => answer(200, page([{ id: 'f1', name: 'Brno trial plot' }], 21)));

    const second = await dataProvider.getList('weather-locations', {
      ...firstPage(20),
      pagination: { page: 2, perPage: 20 },
    });

    expect(second).toEqual({ data: [{ id: 'f1', name: 'Brno trial plot' }], total: 21 });
    expect(sent[0].url).toBe('/api/v1/weather/my-locations?page=1&size=20&sort=id%2Casc');
  });

  it("page the country's trust partners here, in the home page's order, as the API answers them all", async () => {
    const partner = (id: string, name: string, position: number) => ({ id, name, position, website: null });
    serve(() => answer(200, [partner('p2', 'Kenya Seed', 2), partner('p1', 'Kakamega Farmers Union', 1)]));

    const partners = await dataProvider.getList('trust-partners', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    });

    expect(partners.data.map((p) => p.name)).toEqual(['Kakamega Farmers Union', 'Kenya Seed']);
    expect(sent[0].url).toBe('/api/v1/trust-us?page=0&size=20&sort=position%2Casc');
  });

  it("page the caller's open sessions and a person's, most recently used first, with the person in the path", async () => {
    const session = (id: string, lastUsedAt: string) => ({ id, device: 'Desktop', browser: 'Chrome', lastUsedAt });
    serve(() => answer(200, [session('s1', '2026-11-28T08:00:00.000Z'), session('s2', '2026-11-29T18:30:00.000Z')]));
    const mostRecentFirst = {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'lastUsedAt', order: 'DESC' as const },
    };

    const mine = await dataProvider.getList('my-sessions', { ...mostRecentFirst, filter: {} });
    await dataProvider.getList('user-sessions', { ...mostRecentFirst, filter: { userId: 'u/7' } });

    expect(mine.data.map((s) => s.id)).toEqual(['s2', 's1']);
    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/users/me/sessions?page=0&size=20&sort=lastUsedAt%2Cdesc',
      '/api/v1/users/u%2F7/sessions?page=0&size=20&sort=lastUsedAt%2Cdesc',
    ]);
  });
});

describe('a screen calling a custom method through useConsoleApi and react-query', () => {
  it('shows the counts the API gives beside the menu entries, and nothing when there are none', async () => {
    serve((url) => answer(200, url.includes('UNREAD') ? { count: 1200 } : 0));

    renderInAdmin(
      <>
        <UnreadQuotationsBadge />
        <PendingOrdersBadge />
      </>,
      dataProvider,
    );

    const badge = await screen.findByTestId('menu-quotations-count');
    expect(badge.textContent).toBe('999+');
    expect(badge.getAttribute('data-count')).toBe('1200');
    expect(sent.map((call) => call.url).sort()).toEqual([
      '/api/v1/product/request/PENDING/count',
      '/api/v1/quotes/read/UNREAD/count',
    ]);
    expect(screen.queryByTestId('menu-allorders-count')).toBeNull();
  });
});
