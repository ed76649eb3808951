import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError } from '../../shared/http';
import { toApiError } from '../api/errors';
import { catalogueOf } from '../i18nProvider';
import type { NewPriceAlert, PriceAlert } from './api';
import { PriceAlertsPage } from './PriceAlertsPage';

const ALERT: PriceAlert = {
  id: 'a1',
  product: 'Beans',
  stateId: 7,
  threshold: 50,
  direction: 'BELOW',
  side: 'ABOVE',
  fired: 1,
  createdAt: '2026-03-01T08:00:00.000Z',
};

function stub() {
  const alerts: PriceAlert[] = [ALERT];
  return {
    getReferenceCountries: vi.fn(async () => [{ id: 1, name: 'Nigeria' }]),
    getList: vi.fn(async (resource: string) =>
      resource === 'price-alerts' ? { data: [...alerts], total: alerts.length } : { data: [], total: 0 },
    ),
    marketProducts: vi.fn(async () => ['Beans', 'Maize (dry)']),
    marketStates: vi.fn(async () => [{ id: 7, name: 'Kakamega', regionId: 1 }]),
    createPriceAlert: vi.fn(async (alert: NewPriceAlert) => {
      const created = {
        ...alert,
        direction: alert.direction ?? 'EITHER',
        id: 'a2',
        side: null,
        fired: 0,
        createdAt: '2026-03-02T08:00:00.000Z',
      };
      alerts.unshift(created);
      return { success: true, message: 'You will be told…', data: created };
    }),
    deletePriceAlert: vi.fn(),
  };
}

function renderPage(api: ReturnType<typeof stub>, locale: 'en' | 'fr' = 'en') {
  const i18nProvider = polyglotI18nProvider(() => catalogueOf(locale), locale);
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        <PriceAlertsPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the price alerts screen', () => {
  it('lists each alert with the direction it watches', async () => {
    renderPage(stub());
    const row = await screen.findByTestId('alert-row');
    expect(within(row).getByText('falls below it')).toBeTruthy();
    expect(await within(row).findByText('Kakamega')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'When' })).toBeTruthy();
  });

  it('sends the chosen direction with a new alert (either way unless chosen), by keyboard-reachable, labelled fields', async () => {
    const api = stub();
    renderPage(api);
    await screen.findByTestId('alert-row');
    expect(screen.getByRole('combobox', { name: /Tell me when the price/ }).textContent).toBe('crosses it either way');
    fireEvent.change(screen.getByRole('combobox', { name: /Product/ }), { target: { value: 'Beans' } });
    await choose(/State/, 'Kakamega');
    fireEvent.change(screen.getByRole('textbox', { name: /Threshold per kg/ }), { target: { value: '45,5' } });
    await choose(/Tell me when the price/, 'rises above it');
    fireEvent.click(screen.getByRole('button', { name: 'Create the alert' }));
    await waitFor(() =>
      expect(api.createPriceAlert).toHaveBeenCalledWith({
        product: 'Beans',
        stateId: 7,
        threshold: 45.5,
        direction: 'ABOVE',
      }),
    );
    // The form starts again from "either way".
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Tell me when the price/ }).textContent).toBe(
        'crosses it either way',
      ),
    );
  });

  it('speaks French', async () => {
    renderPage(stub(), 'fr');
    const row = await screen.findByTestId('alert-row');
    expect(within(row).getByText('passe en dessous')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Me prévenir quand le prix/ })).toBeTruthy();
  });
});

describe('the new alert form', () => {
  const errorUnder = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

  it('asks for the product, the state and a threshold above 0 before sending anything', async () => {
    const api = stub();
    renderPage(api);
    await screen.findByTestId('alert-row');
    fireEvent.change(screen.getByRole('textbox', { name: /Threshold per kg/ }), { target: { value: '0,0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the alert' }));
    await waitFor(() =>
      expect(errorUnder(screen.getByRole('textbox', { name: /Threshold per kg/ }))).toBe(
        'Enter a number above 0, such as 45 or 45.5.',
      ),
    );
    expect(errorUnder(screen.getByRole('combobox', { name: /Product/ }))).toBe('Required');
    expect(api.createPriceAlert).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the threshold under it", async () => {
    const api = stub();
    api.createPriceAlert.mockImplementation(async () => {
      throw toApiError(
        new HttpError('Validation failed', 400, {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'threshold', message: 'The threshold must be at most 1000000.' }],
          body: { message: 'Validation failed' },
        }),
      );
    });
    renderPage(api);
    await screen.findByTestId('alert-row');
    fireEvent.change(screen.getByRole('combobox', { name: /Product/ }), { target: { value: 'Maize (dry)' } });
    await choose(/State/, 'Kakamega');
    fireEvent.change(screen.getByRole('textbox', { name: /Threshold per kg/ }), { target: { value: '45000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the alert' }));
    await waitFor(() =>
      expect(errorUnder(screen.getByRole('textbox', { name: /Threshold per kg/ }))).toBe(
        'The threshold must be at most 1000000.',
      ),
    );
    expect(api.createPriceAlert).toHaveBeenCalledWith({
      product: 'Maize (dry)',
      stateId: 7,
      threshold: 45000000,
      direction: 'EITHER',
    });
  });
});
