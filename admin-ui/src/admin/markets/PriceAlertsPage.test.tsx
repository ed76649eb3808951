import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import markets from './messages';
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
  const i18nProvider = polyglotI18nProvider(
    (l) =>
      l === 'fr'
        ? { ...frenchMessages, kasuwa: { markets: markets.fr.texts } }
        : { ...englishMessages, kasuwa: { markets: markets.en.texts } },
    locale,
  );
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
