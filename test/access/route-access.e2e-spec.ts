import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { RegisterUserCommand } from '../../src/accounts';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Walks every route the API declares (openapi.json) and proves the guard: anonymous callers get 401 except on
 * public routes, and a signed-in farmer gets 403 on every route whose permission the farmer's role lacks.
 */
interface Route {
  method: string;
  path: string;
  access: { public?: boolean; authenticated?: boolean; permission?: string };
}

const document = JSON.parse(readFileSync('openapi.json', 'utf8'));
const routes: Route[] = Object.entries<Record<string, any>>(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({ method, path, access: operation['x-access'] ?? {} })),
);
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

let t: TestApp;
let farmerToken: string;
let farmerPermissions: string[];

beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  await t.app
    .get(CommandBus)
    .execute(
      new RegisterUserCommand(
        randomUUID(),
        ['ROLE_USER', 'ROLE_FARMER'],
        1,
        'ACTIVE',
        true,
        { firstname: 'Musa', lastname: 'Ali', email: 'musa@example.com', phone: null, company: null },
        'farmer-pass',
      ),
    );
  farmerToken = await t.login('musa@example.com', 'farmer-pass');
  farmerPermissions = (
    await t.http().get('/api/v1/authorizations/features').set('Authorization', `Bearer ${farmerToken}`).expect(200)
  ).body.ROLE_FARMER;
});
afterAll(() => t.close());

const call = (route: Route, token?: string) => {
  const request = (t.http() as any)[route.method](concrete(route.path)).set('Accept', 'application/json');
  return token ? request.set('Authorization', `Bearer ${token}`) : request;
};

describe('every route declares who may call it', () => {
  it('declares an access rule on every route', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(
      routes
        .filter((r) => !r.access.public && !r.access.authenticated && !r.access.permission)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([]);
  });

  it('answers 401 to anonymous callers on every route that is not public', async () => {
    const open: string[] = [];
    for (const route of routes.filter((r) => !r.access.public)) {
      const response = await call(route);
      if (response.status !== 401) open.push(`${route.method.toUpperCase()} ${route.path} -> ${response.status}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to a role without the permission', async () => {
    const guarded = routes.filter((r) => r.access.permission && !farmerPermissions.includes(r.access.permission));
    expect(guarded.length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const route of guarded) {
      const response = await call(route, farmerToken);
      if (response.status !== 403) leaks.push(`${route.method.toUpperCase()} ${route.path} -> ${response.status}`);
    }
    expect(leaks).toEqual([]);
  });
});
