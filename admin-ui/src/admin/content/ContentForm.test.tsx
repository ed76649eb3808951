import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { HttpError } from '../../shared/http';
import { toApiError } from '../api/errors';
import content from './messages';
import type { AgronomyContent } from './types';
import { ContentForm } from './ContentForm';

// The editor (ProseMirror) measures the selection to scroll it into view; jsdom lays nothing out.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () =>
  ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as {
  getClientRects?: unknown;
  getBoundingClientRect?: unknown;
}[]) {
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= noRect;
}
document.elementFromPoint ??= () => null;

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
    createContent: vi.fn(async (_form: FormData) => ({
      success: true,
      message: 'Content created successfully',
      data: SAVED,
    })),
    updateContent: vi.fn(async (_id: string, _form: FormData) => ({
      success: true,
      message: 'Content updated successfully',
      data: SAVED,
    })),
  };
}

function renderAt(path: string, api: ReturnType<typeof stub>, locale: 'en' | 'fr' = 'en') {
  const i18nProvider = polyglotI18nProvider(
    (l) =>
      l === 'fr'
        ? { ...frenchMessages, kasuwa: { content: content.fr.texts } }
        : { ...englishMessages, kasuwa: { content: content.en.texts } },
    locale,
  );
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

  it('edits the text with headings and the content’s own images, and previews it as the public page shows it', async () => {
    const api = stub();
    const file = 'agronomy-contents/c1/files/f1';
    api.privateContent.mockResolvedValue({
      ...SAVED,
      content: '<h2>Quand semer</h2><p>Apportez la fumure à la plantation.</p>',
      mainImage: { url: file },
    } as unknown as AgronomyContent);
    renderAt('/agronomy/edit/c1', api, 'fr');
    const editor = await screen.findByTestId('content-editor');
    await waitFor(() => expect(editor.querySelector('.ProseMirror h2')?.textContent).toBe('Quand semer'));
    fireEvent.click(screen.getByRole('button', { name: 'Image des fichiers du contenu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Image principale' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Aperçu' }));
    const preview = await screen.findByTestId('content-preview');
    await waitFor(() => expect(preview.querySelector('img')).not.toBeNull());
    expect(preview.querySelector('h2')?.textContent).toBe('Quand semer');
    // The image goes where the cursor is (the start of the text, here).
    expect(preview.querySelector('img')?.getAttribute('src')).toBe(`/api/v1/${file}`);

    fireEvent.click(screen.getByTestId('content-save'));
    await waitFor(() => expect(api.updateContent).toHaveBeenCalled());
    const sent = String(api.updateContent.mock.calls[0][1].get('content'));
    expect(sent).toContain('Quand semer</h2><p>Apportez la fumure à la plantation.</p>');
    expect(sent).toMatch(new RegExp(`<img src="/api/v1/${file}" alt="Image principale"`));
  });

  it("shows the server's words under the field it refuses, and keeps what the author wrote", async () => {
    const api = stub();
    api.updateContent.mockImplementation(async () => {
      throw toApiError(
        new HttpError('Validation failed', 400, {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'crops', message: 'Name at least one crop.' }],
          body: { message: 'Validation failed' },
        }),
      );
    });
    renderAt('/agronomy/edit/c1', api);
    await waitFor(() => expect(screen.getByTestId('content-title')).toHaveProperty('value', 'Fumure du manioc'));
    fireEvent.change(screen.getByTestId('content-title'), { target: { value: 'Fumure du manioc en saison' } });
    fireEvent.change(screen.getByTestId('content-crops'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('content-save'));
    const crops = screen.getByTestId('content-crops');
    await waitFor(() =>
      expect(document.getElementById(crops.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Name at least one crop.',
      ),
    );
    expect(api.updateContent.mock.calls[0][1].get('title')).toBe('Fumure du manioc en saison');
    expect(screen.getByTestId('content-title')).toHaveProperty('value', 'Fumure du manioc en saison');
  });
});
