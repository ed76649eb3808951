import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError } from '../../../shared/http';
import { getCountry } from '../../../shared/preferences';
import { toApiError } from '../../api/errors';
import { catalogueOf } from '../../i18nProvider';
import { RecommendationCreateForm } from './RecommendationCreateForm';

const i18nProvider = polyglotI18nProvider(() => catalogueOf('en'), 'en');

function renderForm(createRecommendation: ReturnType<typeof vi.fn>) {
  const api = {
    advisoryCrops: vi.fn(async () => [{ id: 7, name: 'Maize', nameFr: 'Maïs' }]),
    getReferenceCountries: vi.fn(async () => [{ id: 1, name: getCountry() }]),
    getStates: vi.fn(async () => [{ id: 20, name: 'Kano' }]),
    getCities: vi.fn(async () => [
      { id: 301, name: 'Kura', listed: true },
      { id: 302, name: 'Unlisted area', listed: false },
    ]),
    createRecommendation,
  };
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        <RecommendationCreateForm />
      </AdminContext>
    </MemoryRouter>,
  );
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });
const errorUnder = (label: string) =>
  document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const choose = async (select: RegExp, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
};

describe('the new recommendation form', () => {
  it('asks for the crop, state, source and one application, then sends what was typed', async () => {
    const createRecommendation = vi.fn(async () => ({ success: true, message: 'Created', data: {} }));
    renderForm(createRecommendation);
    fireEvent.click(screen.getByTestId('advisory-create'));
    await waitFor(() => expect(errorUnder('Source')).toBe('Required'));
    expect(errorUnder('Bags/ha at planting')).toBe('Give the bags of at least one application.');
    expect(createRecommendation).not.toHaveBeenCalled();

    await choose(/Crop/, 'Maize');
    await choose(/State/, 'Kano');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /LGA/ }));
    await screen.findByRole('option', { name: 'Kura' }, { timeout: 5000 });
    expect(screen.queryByRole('option', { name: 'Unlisted area' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Kura' }));
    type('Source', ' Farmsquare ');
    type('Fertilizer at 1st top dressing', ' Urea ');
    type('Bags/ha at 1st top dressing', '1.5');
    fireEvent.click(screen.getByTestId('advisory-create'));
    await waitFor(() => expect(createRecommendation).toHaveBeenCalled());
    expect(createRecommendation).toHaveBeenCalledWith({
      cropId: 7,
      stateId: 20,
      cityId: 301,
      source: 'Farmsquare',
      applications: [{ application: 'top1', product: 'Urea', bagsPerHa: 1.5 }],
    });
    // The next recommendation starts from empty texts, the crop and the place kept.
    await waitFor(() => expect(input('Source')).toHaveProperty('value', ''));
    expect(input('Bags/ha at 1st top dressing')).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: /Crop/ }).textContent).toBe('Maize');
  });

  it("shows the server's words under the field it refuses", async () => {
    const createRecommendation = vi.fn(async () => {
      throw toApiError(
        new HttpError('Validation failed', 400, {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'source', message: 'Must be at most 500 characters long.' }],
          body: { message: 'Validation failed' },
        }),
      );
    });
    renderForm(createRecommendation);
    await choose(/Crop/, 'Maize');
    await choose(/State/, 'Kano');
    type('Source', 'x'.repeat(501));
    type('Bags/ha at planting', '2');
    fireEvent.click(screen.getByTestId('advisory-create'));
    await waitFor(() => expect(errorUnder('Source')).toBe('Must be at most 500 characters long.'));
    expect(input('Source')).toHaveProperty('value', 'x'.repeat(501));
  });
});
