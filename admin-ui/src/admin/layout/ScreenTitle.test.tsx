import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Title, TitlePortal } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { ScreenTitle } from './ScreenTitle';

/** The app bar's title and the content, as react-admin's Layout draws them, with `screen` in them. */
function renderScreen(content: ReactNode, locale: 'en' | 'fr' = 'en') {
  const i18nProvider = polyglotI18nProvider(
    (language) => (language === 'fr' ? frenchMessages : englishMessages),
    locale,
  );
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <header>
        <TitlePortal />
      </header>
      <div id="main-content">
        <ScreenTitle />
        {content}
      </div>
    </AdminContext>,
  );
}

const appBarTitle = () => document.getElementById('react-admin-title')?.textContent ?? '';
const headings = () => screen.queryAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

afterEach(() => {
  document.title = '';
});

describe('every console screen is named in the tab, the app bar and one h1', () => {
  it('a list named only in the app bar gets its h1 and the tab "<screen> · Kasuwa", in French', async () => {
    renderScreen(<Title title="ra.page.dashboard" />, 'fr');
    await waitFor(() => expect(document.title).toBe('Tableau de bord · Kasuwa'));
    expect(appBarTitle()).toBe('Tableau de bord');
    expect(headings()).toEqual(['Tableau de bord']);
  });

  it('a screen that draws its own h1 and names itself keeps its h1, the only one', async () => {
    renderScreen(
      <>
        <Title title="Warehouse stock" />
        <h1>Kano central store</h1>
      </>,
    );
    await waitFor(() => expect(document.title).toBe('Warehouse stock · Kasuwa'));
    expect(headings()).toEqual(['Kano central store']);
    expect(appBarTitle()).toBe('Warehouse stock');
  });

  it('a screen with an h1 and no title gets the h1 in the app bar, never an empty one', async () => {
    renderScreen(<h1>Messaging</h1>);
    await waitFor(() => expect(appBarTitle()).toBe('Messaging'));
    expect(document.title).toBe('Messaging · Kasuwa');
    expect(headings()).toEqual(['Messaging']);
  });

  it('follows the screen when its name changes (a record loaded, the language switched)', async () => {
    const { rerender } = renderScreen(<Title title="Loading" />);
    await waitFor(() => expect(document.title).toBe('Loading · Kasuwa'));
    const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <header>
          <TitlePortal />
        </header>
        <div id="main-content">
          <ScreenTitle />
          <Title title="Golden NPK" />
        </div>
      </AdminContext>,
    );
    await waitFor(() => expect(document.title).toBe('Golden NPK · Kasuwa'));
    expect(headings()).toEqual(['Golden NPK']);
  });
});
