import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Form, type AuthProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import farmers from '../messages';
import { FirstSteps, ImportLink } from './FirstSteps';

const english = polyglotI18nProvider(() => ({ ...englishMessages, kasuwa: { farmers: farmers.en.texts } }), 'en');
const french = polyglotI18nProvider(() => ({ ...frenchMessages, kasuwa: { farmers: farmers.fr.texts } }), 'fr');
/** A signed-in user with these permissions (as GET auth/me lists them). */
const signedIn = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
});

function Screen({
  children,
  permissions = [],
  fr = false,
}: {
  children: ReactNode;
  permissions?: string[];
  fr?: boolean;
}) {
  return (
    <MemoryRouter>
      <AdminContext i18nProvider={fr ? french : english} authProvider={signedIn(permissions)}>
        <Form>{children}</Form>
      </AdminContext>
    </MemoryRouter>
  );
}

describe('FirstSteps', () => {
  it('walks a fresh country through its first project and aggregation partner, checking off what exists', () => {
    render(
      <Screen>
        <FirstSteps countryId={1} projects={[]} partners={[{ id: 4, name: 'Kaduna Agro Hub' }]} />
      </Screen>,
    );
    expect(screen.getByRole('heading', { name: 'Before the first farmer' })).toBeTruthy();
    expect(screen.getByTestId('import-values-none-project').textContent).toMatch(/This country has no project yet/);
    expect(screen.getByRole('button', { name: 'Create the project' })).toBeTruthy();
    expect(screen.getByTestId('first-steps-done-aggregationPartner').textContent).toBe(
      'Aggregation partner: Kaduna Agro Hub',
    );
    expect(screen.queryByTestId('import-values-none-aggregationPartner')).toBeNull();
  });

  it('says nothing once the country has both, or while they load', () => {
    const { container } = render(
      <Screen>
        <FirstSteps
          countryId={1}
          projects={[{ id: 1, name: 'Feed the Future' }]}
          partners={[{ id: 4, name: 'Kaduna Agro Hub' }]}
        />
        <FirstSteps countryId={1} projects={undefined} partners={[]} />
      </Screen>,
    );
    expect(container.querySelector('[data-testid="first-steps"]')).toBeNull();
  });

  it('speaks French', () => {
    render(
      <Screen fr>
        <FirstSteps countryId={1} projects={[]} partners={[]} />
      </Screen>,
    );
    expect(screen.getByRole('heading', { name: 'Avant le premier agriculteur' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer le partenaire d’agrégation' })).toBeTruthy();
  });
});

describe('ImportLink', () => {
  it('points those who may import to the import screen, and nobody else', async () => {
    render(
      <Screen permissions={['farmers:create', 'farmers:import']}>
        <ImportLink />
      </Screen>,
    );
    expect((await screen.findByRole('link', { name: 'Import a sheet' })).getAttribute('href')).toBe('/farmers/import');
    render(
      <Screen permissions={['farmers:create']}>
        <div data-testid="without-import">
          <ImportLink />
        </div>
      </Screen>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('link', { name: 'Import a sheet' })).toHaveLength(1);
  });
});
