import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from './LoginPage';

const USER = {
  id: 'u1',
  firstname: 'Amina',
  lastname: 'Bello',
  email: 'amina@example.com',
  roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The server's /login: 417 for an account that has not accepted the terms, unless the request accepts them. */
function serve(acceptedOnServer: boolean) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      bodies.push(body);
      const json = (status: number, answer: unknown) =>
        new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
      if (!acceptedOnServer && body.termsAccepted !== true) {
        return json(417, {
          success: false,
          status: 417,
          code: 'TERMS_NOT_ACCEPTED',
          message: 'Please, agree to our terms and conditions to proceed',
          errors: [],
        });
      }
      acceptedOnServer = true;
      return json(200, { accessToken: 'token', user: USER, expiresIn: 900 });
    }),
  );
  return bodies;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/auth/login']}>
      <LoginPage />
    </MemoryRouter>,
  );

async function signInWith(terms: boolean) {
  fireEvent.change(screen.getByLabelText(/e-mail|phone/i, { selector: 'input' }), { target: { value: USER.email } });
  fireEvent.change(screen.getByLabelText(/password/i, { selector: 'input' }), { target: { value: 'maize-2026' } });
  if (terms) fireEvent.click(screen.getByTestId('login-terms'));
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByText(/redirecting/i);
}

describe('the sign-in form and the terms', () => {
  it('asks for the terms the first time in a browser, sends the acceptance, and not again the next time', async () => {
    const bodies = serve(false);
    const first = renderPage();
    expect(screen.getByTestId('login-terms')).toBeTruthy();
    await signInWith(true);
    expect(bodies.at(-1)).toMatchObject({ username: USER.email, termsAccepted: true });
    first.unmount();

    renderPage();
    expect(screen.queryByTestId('login-terms')).toBeNull();
    await signInWith(false);
    expect(bodies.at(-1)).not.toHaveProperty('termsAccepted');
  });

  it('offers the terms when the server asks for them again (they changed), and signs in once accepted', async () => {
    window.localStorage.setItem('kasuwa.termsAccepted', '1');
    const bodies = serve(false);
    renderPage();
    expect(screen.queryByTestId('login-terms')).toBeNull();
    fireEvent.change(screen.getByLabelText(/e-mail|phone/i, { selector: 'input' }), { target: { value: USER.email } });
    fireEvent.change(screen.getByLabelText(/password/i, { selector: 'input' }), { target: { value: 'maize-2026' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(await screen.findByTestId('login-accept-terms'));
    await screen.findByText(/redirecting/i);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ termsAccepted: true }));
  });
});
