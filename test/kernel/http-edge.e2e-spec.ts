import { startTestApp, TestApp, ADMIN_EMAIL } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    smtp: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '10', BODY_LIMIT_BYTES: '2048', TRUST_PROXY: 'true' },
  });
});
afterAll(() => t.close());

describe('HTTP edge', () => {
  it('reports health of the database, Redis and the queues', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.checks.database.status).toBe('up');
    expect(response.body.checks.redis.status).toBe('up');
    expect(Object.keys(response.body.checks.queues.queues).sort()).toEqual([
      'accounts',
      'dashboard-aggregation',
      'domain-events',
      'exports',
      'farmer-import',
      'mail',
      'push-notifications',
      'sms',
    ]);
  });

  it('exposes Prometheus metrics with queue depth and request durations', async () => {
    await t.http().get('/api/v1/countries');
    const response = await t.http().get('/metrics').expect(200);
    expect(response.text).toContain('kasuwa_queue_jobs{queue="mail",state="waiting"}');
    expect(response.text).toContain('kasuwa_http_request_duration_seconds_bucket');
    expect(response.text).toContain('kasuwa_jobs_failed_total');
  });

  it('exposes how long requests wait for a database connection and how busy the pool is', async () => {
    const waited = async () =>
      Number(/^kasuwa_db_pool_wait_seconds_count (\d+)$/m.exec((await t.http().get('/metrics').expect(200)).text)?.[1]);
    const before = await waited();
    await Promise.all(Array.from({ length: 5 }, () => t.http().get('/api/v1/products').expect(200)));
    const after = (await t.http().get('/metrics').expect(200)).text;
    expect(Number(/^kasuwa_db_pool_wait_seconds_count (\d+)$/m.exec(after)?.[1])).toBeGreaterThanOrEqual(before + 5);
    expect(after).toMatch(/^kasuwa_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(after).toMatch(/^kasuwa_db_pool_connections\{state="total"\} [1-9]\d*$/m);
  });

  it('resolves the Country header case-insensitively, Nigeria by default, and names the accepted values otherwise', async () => {
    const token = await t.login();
    const me = await t
      .http()
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer ${token}`)
      .set('Country', 'gHaNa')
      .expect(200);
    expect(me.body.email).toBe(ADMIN_EMAIL);
    const unknown = await t.http().get('/api/v1/countries').set('Country', 'Atlantis').expect(400);
    expect(unknown.body).toMatchObject({ success: false, status: 400, code: 'COUNTRY_UNKNOWN' });
    expect(unknown.body.message).toContain('Atlantis');
    expect(unknown.body.message).toContain('Nigeria');
    expect(unknown.body.message).toContain('Senegal');
    const french = await t
      .http()
      .get('/api/v1/countries')
      .set('Country', 'Atlantis')
      .set('Accept-Language', 'fr-FR,fr;q=0.9')
      .expect(400);
    expect(french.body.message).toMatch(/^Pays inconnu/);
  });

  it('rejects unknown fields with 400 and a translated message per field', async () => {
    const response = await t
      .http()
      .post('/api/v1/login')
      .send({ username: 'x@y.z', password: 'p', isAdmin: true })
      .expect(400);
    expect(response.body).toMatchObject({ success: false, status: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.errors).toEqual([{ field: 'isAdmin', message: 'This field is not accepted.' }]);
    const french = await t
      .http()
      .post('/api/v1/login')
      .set('Accept-Language', 'fr')
      .send({ password: 'p' })
      .expect(400);
    expect(french.body.message).toBe('Certains champs ne sont pas valides.');
    expect(french.body.errors).toEqual(
      expect.arrayContaining([{ field: 'username', message: 'Ce champ est obligatoire.' }]),
    );
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await t
      .http()
      .post('/api/v1/login')
      .send({ username: ADMIN_EMAIL, password: 'not-the-password' })
      .expect(401);
    const unknown = await t
      .http()
      .post('/api/v1/login')
      .send({ username: 'nobody@example.com', password: 'not-the-password' })
      .expect(401);
    expect(wrong.body.message).toBe('Invalid phone or password');
    expect({ ...unknown.body, requestId: undefined }).toEqual({ ...wrong.body, requestId: undefined });
  });

  it('requires a valid token on protected routes', async () => {
    await t.http().get('/api/v1/users/me').expect(401);
    const forged = await t.http().get('/api/v1/users/me').set('Authorization', 'Bearer not.a.token').expect(401);
    expect(forged.body).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue.',
    });
  });

  it('answers unknown API routes with the error envelope', async () => {
    const response = await t.http().get('/api/v1/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ success: false, status: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('puts request and correlation ids and security headers on every response', async () => {
    const response = await t.http().get('/api/v1/countries').set('X-Correlation-Id', 'order-flow-42');
    expect(response.headers['x-request-id']).toMatch(/^[\w.-]{8,}$/);
    expect(response.headers['x-correlation-id']).toBe('order-flow-42');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-security-policy']).toContain(
      "frame-src 'self' blob: https://www.youtube.com https://www.youtube-nocookie.com",
    );
    const page = await t.http().get('/admin/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses bodies over the limit', async () => {
    const response = await t
      .http()
      .post('/api/v1/login')
      .send({ username: 'x'.repeat(5000), password: 'p' })
      .expect(413);
    expect(response.body).toMatchObject({ success: false, status: 413 });
  });

  it('limits the rate of sign-in attempts', async () => {
    let last = 0;
    for (let i = 0; i < 14 && last !== 429; i++) {
      last = (
        await t
          .http()
          .post('/api/v1/login')
          .set('X-Forwarded-For', '203.0.113.7')
          .send({ username: 'a@b.cd', password: 'wrong' })
      ).status;
    }
    expect(last).toBe(429);
    const other = await t
      .http()
      .post('/api/v1/login')
      .set('X-Forwarded-For', '203.0.113.8')
      .send({ username: 'a@b.cd', password: 'wrong' });
    expect(other.status).toBe(401);
  });

  it('shows the queue dashboard to administrators only', async () => {
    const anonymous = await t.http().get('/admin/queues').set('Accept', 'text/html');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/auth/login?redirect=%2Fadmin%2Fqueues');
    const login = await t
      .http()
      .post('/api/v1/login')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ username: ADMIN_EMAIL, password: 'admin-password-1' })
      .expect(200);
    const cookie = login.headers['set-cookie'];
    expect(String(cookie)).toContain('HttpOnly');
    const page = await t.http().get('/admin/queues').set('Cookie', cookie).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<div id="root">');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(response.body.paths['/api/v1/login']).toBeDefined();
  });
});
