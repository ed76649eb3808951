import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLanguage } from '../../shared/preferences';
import type { PublicContent } from '../contents/types';
import { ContentsPage } from './ContentsPage';

const content = (id: string, title: string, language: 'en' | 'fr'): PublicContent => ({
  id,
  slug: `${id}`,
  title,
  category: 'Fertilisation',
  fileType: 'DOCUMENT',
  content: '<p>…</p>',
  summary: '…',
  crops: ['Cassava'],
  tags: [],
  youtubeUrl: null,
  youtubeVideoId: null,
  status: 'PUBLISHED',
  approved: true,
  published: true,
  countryId: 1,
  language,
  author: null,
  mainImage: null,
  video: null,
  documents: [],
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
});
const FRENCH = content('11111111-1111-4111-8111-111111111111', 'Fumure du manioc', 'fr');
const ENGLISH = content('22222222-2222-4222-8222-222222222222', 'Cassava fertilising', 'en');

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

function serve() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname.endsWith('/categories')) return json(['Fertilisation']);
      const language = url.searchParams.get('language');
      const found = [FRENCH, ENGLISH].filter((c) => !language || c.language === language);
      return json({ content: found, page: 0, size: 12, totalElements: found.length, totalPages: 1 });
    }),
  );
  return urls;
}

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/contents']}>
        <ContentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the public contents list', () => {
  it('shows a French visitor the French contents, and every language when asked', async () => {
    setLanguage('fr');
    const urls = serve();
    renderPage();
    const list = await screen.findByTestId('contents-list');
    await waitFor(() => expect(within(list).getByText('Fumure du manioc')).toBeTruthy());
    expect(within(list).queryByText('Cassava fertilising')).toBeNull();
    expect(urls.find((u) => u.pathname.endsWith('list-published-contents'))?.searchParams.get('language')).toBe('fr');

    const language = screen.getByRole('combobox', { name: 'Langue' });
    expect(language.textContent).toBe('Français');
    fireEvent.mouseDown(language);
    fireEvent.click(await screen.findByRole('option', { name: 'Toutes les langues' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('contents-list')).getByText('Cassava fertilising')).toBeTruthy(),
    );
    expect(
      urls
        .filter((u) => u.pathname.endsWith('list-published-contents'))
        .at(-1)!
        .searchParams.has('language'),
    ).toBe(false);
  });
});
