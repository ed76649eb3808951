import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false });
});
afterAll(() => t.close());

describe('the built console and public pages', () => {
  it('serves the single-page app at /, /admin and its deep links', async () => {
    for (const path of ['/', '/admin', '/admin/countries', '/auth/login?redirect=%2Fadmin']) {
      const response = await t.http().get(path).set('Accept', 'text/html').expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('serves the pages to any client, as curl asks for them, and keeps 404s for missing files', async () => {
    for (const path of ['/admin', '/admin/users/42', '/products/some-seed']) {
      const response = await t.http().get(path).set('Accept', '*/*').expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    }
    const bare = await t.http().get('/admin').unset('Accept').expect(200);
    expect(bare.text).toContain('<div id="root">');
    await t.http().get('/assets/missing-file.js').set('Accept', '*/*').expect(404);
  });

  it('serves the compiled scripts the page names', async () => {
    const page = await t.http().get('/admin').set('Accept', 'text/html');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)![1];
    const response = await t.http().get(script).expect(200);
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('keeps JSON errors for API clients', async () => {
    const response = await t.http().get('/api/v1/nothing-here').set('Accept', 'text/html').expect(404);
    expect(response.body.code).toBe('ROUTE_NOT_FOUND');
    const curl = await t.http().get('/api/nothing-here').set('Accept', '*/*').expect(404);
    expect(curl.headers['content-type']).toContain('application/json');
    expect(curl.body.code).toBe('ROUTE_NOT_FOUND');
  });
});
