import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import content from './messages';
import type { AgronomyContent } from './types';
import { ContentForm } from './ContentForm';

const SAVED: AgronomyContent = {
  id: 'c1',
  slug: 'fumure-du-manioc-c1',
  title: 'Fumure du manioc',
  category: 'Fertilisation',
  fileType: 'DOCUMENT',
  content: '<p>Apportez la fumure à la plantation.</p>',
  summary: 'Apportez la fumure à la plantation.',
  crops: ['Cassava'],
  tags: [],
  youtubeUrl: null,
  youtubeVideoId: null,
  status: 'PENDING',
  approved: false,
  published: true,
  countryId: 1,
  language: 'fr',
  author: { id: 'u1', name: 'Aisha Bello' },
  mainImage: null,
  video: null,
  documents: [],
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

function stub() {
  return {
    contentCategories: vi.fn(async () => ['Fertilisation']),
    privateContent: vi.fn(async () => SAVED),
    createContent: vi.fn(async (_form: FormData) => ({ success: true, message: 'Content created successfully', data: SAVED })),
    updateContent: vi.fn(async (_id: string, _form: FormData) => ({ success: true, message: 'Content updated successfully', data: SAVED })),
  };
}

function renderAt(path: string, api: ReturnType<typeof stub>, locale: 'en' | 'fr' = 'en') {
  const i18nProvider = polyglotI18nProvider((l) => (l === 'fr' ? { ...frenchMessages, kasuwa: { content: content.fr.texts } } : { ...englishMessages, kasuwa: { content: content.en.texts } }), locale);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        <Routes>
          <Route path="/agronomy/create" element={<ContentForm />} />
          <Route path="/agronomy/edit/:id" element={<ContentForm />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const languageField = (name: RegExp) => screen.getByRole('combobox', { name });

describe('the agronomy content form', () => {
  it('writes a new content in the console’s language unless the author chooses another, and sends it', async () => {
    const api = stub();
    renderAt('/agronomy/create', api, 'fr');
    await waitFor(() => expect(languageField(/Langue/).textContent).toBe('Français'));
    fireEvent.mouseDown(languageField(/Langue/));
    fireEvent.click(await screen.findByRole('option', { name: 'Anglais' }));
    fireEvent.change(screen.getByTestId('content-title'), { target: { value: 'Cassava fertilising' } });
    fireEvent.click(screen.getByTestId('content-save'));
    await waitFor(() => expect(api.createContent).toHaveBeenCalled());
    const form = api.createContent.mock.calls[0][0];
    expect(form.get('language')).toBe('en');
    expect(form.get('title')).toBe('Cassava fertilising');
  });

  it('shows a saved content’s language and keeps it when saved again', async () => {
    const api = stub();
    renderAt('/agronomy/edit/c1', api);
    await waitFor(() => expect(languageField(/Language/).textContent).toBe('French'));
    expect(screen.getByText('Visitors reading the site in this language find it first')).toBeTruthy();
    fireEvent.click(screen.getByTestId('content-save'));
    await waitFor(() => expect(api.updateContent).toHaveBeenCalled());
    expect(api.updateContent.mock.calls[0][1].get('language')).toBe('fr');
  });
});
