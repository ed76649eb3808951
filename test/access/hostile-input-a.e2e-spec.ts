import { api, bearer } from '../support/catalogue';
import { administratorToken, DEEP_JSON, describeHostileWalk, hostileApp, startHostileApp } from './hostile-input';

/** A quarter of the hostile walk (see hostile-input.ts), and the edge's answers to each class of hostile input. */
jest.setTimeout(600_000);
startHostileApp();

describe('hostile input on every operation (first quarter of the areas)', () => {
  describeHostileWalk(0);
});

describe('the edge', () => {
  it('answers a URL it cannot decode with the envelope, in the caller’s language', async () => {
    const response = await hostileApp().http().get(api('products/%ff')).set('Accept-Language', 'fr');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      status: 400,
      code: 'URL_MALFORMED',
      message: "L'adresse de la requête n'est pas valide.",
      errors: [],
      requestId: response.headers['x-request-id'],
    });
  });

  it('names the field that holds text PostgreSQL cannot store', async () => {
    const response = await hostileApp().http().get(api('city')).query({ name: 'Ka\u0000no' }).expect(400);
    expect(response.body.errors).toEqual([{ field: 'name', message: 'Contains characters that are not allowed.' }]);
    const surrogate = await hostileApp()
      .http()
      .post(api('forgot-my-password'))
      .send({ email: 'a\ud800@example.com' })
      .expect(400);
    expect(surrogate.body.errors).toEqual([{ field: 'email', message: 'Contains characters that are not allowed.' }]);
  });

  it('refuses a body nested too deeply before reading it', async () => {
    const response = await hostileApp()
      .http()
      .post(api('login'))
      .set('Content-Type', 'application/json')
      .send(DEEP_JSON)
      .expect(400);
    expect(response.body.code).toBe('BODY_TOO_DEEP');
    expect(response.body.message).toBe('The request is nested too deeply (at most 32 levels).');
  });

  it('bounds page numbers, page sizes and ids to what the lists and the database hold', async () => {
    const page = await hostileApp().http().get(api('products')).query({ page: '99999999999999999999' }).expect(400);
    expect(page.body.errors).toEqual([{ field: 'page', message: 'Must be at most 1000000.' }]);
    const size = await hostileApp().http().get(api('products')).query({ size: 150 }).expect(400);
    expect(size.body.errors).toEqual([{ field: 'size', message: 'Must be at most 100.' }]);
    const id = await hostileApp().http().get(api('category/2147483648')).set(bearer(administratorToken())).expect(400);
    expect(id.body.errors).toEqual([{ field: 'id', message: 'Must be a valid identifier.' }]);
  });

  it('reads an explicit null as a field left out', async () => {
    const response = await hostileApp().http().post(api('forgot-my-password')).send({ email: null }).expect(400);
    expect(response.body.errors).toContainEqual({ field: 'email', message: 'Must be a valid e-mail address.' });
  });
});
