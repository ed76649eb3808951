import { createHash } from 'node:crypto';
import { api, bearer, person as registered } from '../support/people';
import { startSignedInApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startSignedInApp()));
afterAll(() => t.close());

const PASSWORD = 'session-pass-1';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ANDROID = 'Kasuwa/2.3.1 (Linux; Android 13; Pixel 7) okhttp/4.12.0';

const person = (email: string) => registered(t, 'ROLE_FARMER', { email, password: PASSWORD });

/** The refresh cookie a response set, as `name=value` to send back, and its attributes. */
function refreshCookie(response: { headers: Record<string, unknown> }): { pair: string; attributes: string } {
  const cookies = ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);
  const line = cookies.find((c) => c.startsWith('kasuwa_refresh='));
  if (!line) throw new Error(`no refresh cookie in ${JSON.stringify(cookies)}`);
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.join('; ') };
}

async function browserLogin(email: string, userAgent = CHROME) {
  const response = await t
    .http()
    .post(api('login'))
    .set('User-Agent', userAgent)
    .send({ username: email, password: PASSWORD })
    .expect(200);
  return {
    accessToken: response.body.accessToken as string,
    cookie: refreshCookie(response).pair,
    body: response.body,
  };
}

async function mobileLogin(email: string) {
  const response = await t
    .http()
    .post(api('login'))
    .set('User-Agent', ANDROID)
    .send({ username: email, password: PASSWORD, client: 'mobile' })
    .expect(200);
  return { accessToken: response.body.accessToken as string, refreshToken: response.body.refreshToken as string };
}

const refreshWithCookie = (cookie: string) =>
  t.http().post(api('auth/refresh')).set('Cookie', cookie).set('User-Agent', CHROME).send({});
const refreshWithBody = (refreshToken: string) =>
  t.http().post(api('auth/refresh')).set('User-Agent', ANDROID).send({ refreshToken });
const me = (token: string) => t.http().get(api('users/me')).set(bearer(token));

describe('refresh tokens', () => {
  it('gives a browser an httpOnly, SameSite=Strict cookie for the refresh call only, and keeps { accessToken, user }', async () => {
    const p = await person('cookie@example.com');
    const response = await t
      .http()
      .post(api('login'))
      .send({ username: 'cookie@example.com', password: PASSWORD })
      .expect(200);
    expect(response.body).toEqual({
      accessToken: expect.any(String),
      user: expect.objectContaining({ id: p.id }),
      expiresIn: 900,
    });
    const { attributes } = refreshCookie(response);
    expect(attributes).toContain('Path=/api/v1/auth/refresh');
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Strict');
    // The tests run on http: a Secure cookie would never come back.
    expect(attributes).not.toContain('Secure');
  });

  it('rotates the token on every refresh; the new access token works', async () => {
    await person('rotate@example.com');
    const first = await browserLogin('rotate@example.com');
    const refreshed = await refreshWithCookie(first.cookie).expect(200);
    expect(refreshed.body).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
    const second = refreshCookie(refreshed).pair;
    expect(second).not.toBe(first.cookie);
    expect((await me(refreshed.body.accessToken).expect(200)).body.email).toBe('rotate@example.com');
    const again = await refreshWithCookie(second).expect(200);
    await me(again.body.accessToken).expect(200);
  });

  it('ends the whole family when a rotated token comes back: both holders are signed out', async () => {
    await person('stolen@example.com');
    const victim = await browserLogin('stolen@example.com');
    const rotated = await refreshWithCookie(victim.cookie).expect(200);
    const current = refreshCookie(rotated).pair;
    // A thief replays, from another device, the copy taken before the rotation.
    const replay = await t
      .http()
      .post(api('auth/refresh'))
      .set('Cookie', victim.cookie)
      .set('User-Agent', FIREFOX)
      .send({})
      .expect(401);
    expect(replay.body.code).toBe('REFRESH_TOKEN_REUSED');
    const legit = await refreshWithCookie(current).expect(401);
    expect(legit.body.code).toBe('SESSION_ENDED');
    await me(rotated.body.accessToken).expect(401);
    await me(victim.accessToken).expect(401);
    const [session] = await t.sql(
      `SELECT ended_reason FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.user_agent = $2`,
      ['stolen@example.com', CHROME],
    );
    expect(session.ended_reason).toBe('refresh-token-reused');
  });

  it('lets two tabs of one browser renew at the same moment, but not a copy that comes back later', async () => {
    await person('two-tabs@example.com');
    const login = await browserLogin('two-tabs@example.com');
    // Both tabs send the cookie they share; the first rotates it, the second arrives a moment later with the old one.
    const first = await refreshWithCookie(login.cookie).expect(200);
    const second = await refreshWithCookie(login.cookie).expect(200);
    await me(first.body.accessToken).expect(200);
    await me(second.body.accessToken).expect(200);
    await refreshWithCookie(refreshCookie(second).pair).expect(200);

    // The same old token, long after its rotation, is a copy someone kept: the session ends.
    await t.sql(
      `UPDATE session_refresh_tokens SET rotated_at = rotated_at - interval '1 minute'
       WHERE rotated_at IS NOT NULL AND session_id IN (SELECT s.id FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1)`,
      ['two-tabs@example.com'],
    );
    expect((await refreshWithCookie(login.cookie).expect(401)).body.code).toBe('REFRESH_TOKEN_REUSED');
    await me(second.body.accessToken).expect(401);
  });

  it('answers a mobile client its refresh token in the body, and rotates it there', async () => {
    await person('mobile@example.com');
    const login = await t
      .http()
      .post(api('login'))
      .send({ username: 'mobile@example.com', password: PASSWORD, client: 'mobile' })
      .expect(200);
    expect(login.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.headers['set-cookie']?.toString() ?? '').not.toContain('kasuwa_refresh=');
    const refreshed = await refreshWithBody(login.body.refreshToken).expect(200);
    expect(refreshed.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refreshed.body.refreshToken).not.toBe(login.body.refreshToken);
    await me(refreshed.body.accessToken).expect(200);
    expect((await refreshWithBody(login.body.refreshToken).expect(401)).body.code).toBe('REFRESH_TOKEN_REUSED');
  });

  it('keeps only hashes of refresh tokens, and never a token in the events', async () => {
    const p = await person('hashed@example.com');
    const { refreshToken } = await mobileLogin('hashed@example.com');
    const rows = await t.sql<{ token_hash: Buffer }>(
      `SELECT t.token_hash FROM session_refresh_tokens t JOIN user_sessions s ON s.id = t.session_id WHERE s.user_id = $1`,
      [p.id],
    );
    expect(rows.map((r) => r.token_hash.toString('hex'))).toContain(
      createHash('sha256').update(refreshToken).digest('hex'),
    );
    const leaks = await t.sql(`SELECT 1 FROM events WHERE data::text LIKE $1 OR metadata::text LIKE $1`, [
      `%${refreshToken}%`,
    ]);
    expect(leaks).toEqual([]);
  });

  it('refuses unknown, missing and malformed tokens with a translated 401', async () => {
    const none = await t.http().post(api('auth/refresh')).send({}).expect(401);
    expect(none.body.code).toBe('SESSION_ENDED');
    const unknown = await refreshWithBody('A'.repeat(43)).expect(401);
    expect(unknown.body.message).toBe('Your session has ended. Please sign in again.');
    const french = await t
      .http()
      .post(api('auth/refresh'))
      .set('Accept-Language', 'fr')
      .set('Cookie', 'kasuwa_refresh=nonsense')
      .send({})
      .expect(401);
    expect(french.body.message).toBe('Votre session a pris fin. Veuillez vous reconnecter.');
  });

  it('signs out: the access token and the refresh cookie stop at once', async () => {
    await person('logout@example.com');
    const s = await browserLogin('logout@example.com');
    await t.http().post(api('auth/logout')).set(bearer(s.accessToken)).expect(200);
    await me(s.accessToken).expect(401);
    await refreshWithCookie(s.cookie).expect(401);
  });
});

describe('the sessions list', () => {
  it('lists the open sessions by device, browser and address; ends one, then all others', async () => {
    await person('devices@example.com');
    const laptop = await browserLogin('devices@example.com');
    const phone = await mobileLogin('devices@example.com');
    const third = await browserLogin(
      'devices@example.com',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    );
    // (person() signed in once too, without a user agent.)
    const list = (await t.http().get(api('users/me/sessions')).set(bearer(laptop.accessToken)).expect(200)).body;
    expect(list).toHaveLength(4);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          device: 'Windows computer',
          browser: 'Chrome 120',
          client: 'browser',
          current: true,
          clientAddress: expect.stringMatching(/127\.0\.0\.1/),
        }),
        expect.objectContaining({
          device: 'Android phone',
          browser: 'Kasuwa app 2.3.1',
          client: 'mobile',
          current: false,
        }),
        expect.objectContaining({ device: 'iPhone', browser: 'Safari 17', current: false }),
      ]),
    );
    const phoneSession = list.find((s: { client: string }) => s.client === 'mobile');
    await t
      .http()
      .delete(api(`users/me/sessions/${phoneSession.id}`))
      .set(bearer(laptop.accessToken))
      .expect(200);
    // Its next refresh fails at once, and so does its access token.
    expect((await refreshWithBody(phone.refreshToken).expect(401)).body.code).toBe('SESSION_ENDED');
    await me(phone.accessToken).expect(401);
    // Ended already: nothing to end.
    expect(
      (
        await t
          .http()
          .delete(api(`users/me/sessions/${phoneSession.id}`))
          .set(bearer(laptop.accessToken))
          .expect(404)
      ).body.code,
    ).toBe('SESSION_NOT_FOUND');

    const others = await t.http().post(api('users/me/sessions/end-others')).set(bearer(laptop.accessToken)).expect(200);
    expect(others.body.data).toEqual({ ended: 2 });
    await me(third.accessToken).expect(401);
    await me(laptop.accessToken).expect(200);
    const left = (await t.http().get(api('users/me/sessions')).set(bearer(laptop.accessToken)).expect(200)).body;
    expect(left.map((s: { current: boolean }) => s.current)).toEqual([true]);
  });

  it("never ends someone else's session from one's own list", async () => {
    await person('mine@example.com');
    await person('theirs@example.com');
    const mine = await browserLogin('mine@example.com');
    const theirs = await browserLogin('theirs@example.com');
    const [theirSession] = (
      await t.http().get(api('users/me/sessions')).set(bearer(theirs.accessToken)).expect(200)
    ).body.filter((s: { current: boolean }) => s.current);
    await t
      .http()
      .delete(api(`users/me/sessions/${theirSession.id}`))
      .set(bearer(mine.accessToken))
      .expect(404);
    await me(theirs.accessToken).expect(200);
  });

  it("lets an administrator see a person's sessions, end one and sign them out everywhere", async () => {
    const p = await person('managed@example.com');
    const first = await browserLogin('managed@example.com');
    const second = await mobileLogin('managed@example.com');
    const outsider = await person('outsider@example.com');
    await t
      .http()
      .get(api(`users/${p.id}/sessions`))
      .set(bearer(outsider.token))
      .expect(403);
    await t
      .http()
      .delete(api(`users/${p.id}/sessions`))
      .set(bearer(outsider.token))
      .expect(403);
    expect(
      (await t.http().get(api('users/00000000-0000-4000-8000-000000000000/sessions')).set(bearer(admin)).expect(404))
        .body.code,
    ).toBe('USER_NOT_FOUND');

    const list = (
      await t
        .http()
        .get(api(`users/${p.id}/sessions`))
        .set(bearer(admin))
        .expect(200)
    ).body;
    expect(list).toHaveLength(3);
    const mobile = list.find((s: { client: string }) => s.client === 'mobile');
    await t
      .http()
      .delete(api(`users/${p.id}/sessions/${mobile.id}`))
      .set(bearer(admin))
      .expect(200);
    await refreshWithBody(second.refreshToken).expect(401);
    await me(first.accessToken).expect(200);

    const everywhere = await t
      .http()
      .delete(api(`users/${p.id}/sessions`))
      .set(bearer(admin))
      .expect(200);
    expect(everywhere.body.data).toEqual({ ended: 2 });
    await me(first.accessToken).expect(401);
    await refreshWithCookie(first.cookie).expect(401);
    expect(
      (
        await t
          .http()
          .get(api(`users/${p.id}/sessions`))
          .set(bearer(admin))
          .expect(200)
      ).body,
    ).toEqual([]);
  });
});

describe('what ends every session', () => {
  it('a password change ends every other session; the one that asked goes on', async () => {
    await person('change@example.com');
    const asking = await browserLogin('change@example.com');
    const other = await mobileLogin('change@example.com');
    const changed = await t
      .http()
      .put(api('users/change-password'))
      .set(bearer(asking.accessToken))
      .send({ oldPassword: PASSWORD, newPassword: 'next-pass-22', confirmPassword: 'next-pass-22' })
      .expect(200);
    await me(changed.body.data.accessToken).expect(200);
    await me(other.accessToken).expect(401);
    await refreshWithBody(other.refreshToken).expect(401);
    const refreshed = await refreshWithCookie(asking.cookie).expect(200);
    await me(refreshed.body.accessToken).expect(200);
  });

  it('a password reset ends every session', async () => {
    await person('reset@example.com');
    const s = await browserLogin('reset@example.com');
    await t.http().post(api('forgot-my-password')).send({ email: 'reset@example.com' }).expect(200);
    const mail = await t.inbox!.waitFor((m) => m.to.includes('reset@example.com'));
    const key = /reset-password\?_key=([\w-]+)/.exec(mail.text)![1];
    await t
      .http()
      .post(api(`reset-password?_key=${key}`))
      .send({ password: 'fresh-pass-3', confirmPassword: 'fresh-pass-3' })
      .expect(200);
    await refreshWithCookie(s.cookie).expect(401);
    await me(s.accessToken).expect(401);
  });

  it('deactivation ends every session, and reactivation does not bring them back', async () => {
    const p = await person('deactivated@example.com');
    const s = await browserLogin('deactivated@example.com');
    await t
      .http()
      .get(api(`users/deactivate/${p.id}`))
      .set(bearer(admin))
      .expect(200);
    await t
      .http()
      .get(api(`users/reactivate/${p.id}`))
      .set(bearer(admin))
      .expect(200);
    await refreshWithCookie(s.cookie).expect(401);
    await me(s.accessToken).expect(401);
  });

  it('deleting the account ends every session', async () => {
    await person('deleted@example.com');
    const s = await mobileLogin('deleted@example.com');
    await t.http().delete(api('users')).set(bearer(s.accessToken)).send({ password: PASSWORD }).expect(200);
    expect((await refreshWithBody(s.refreshToken).expect(401)).body.code).toBe('SESSION_ENDED');
  });
});
