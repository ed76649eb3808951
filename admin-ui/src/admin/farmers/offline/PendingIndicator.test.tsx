import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import farmers from '../messages';
import { farmersQueue } from './farmersQueue';
import { PendingIndicator } from './PendingIndicator';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, kasuwa: { farmers: farmers.en.texts } }), 'en');

let online = true;
const goOffline = () => {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
};
const goOnline = () => {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const submitFarmer = (id: string, fullName: string) =>
  farmersQueue.submit({
    id,
    kind: 'FARMER',
    label: fullName,
    method: 'POST',
    path: '/farmers',
    fields: { id, fullName },
    farmerId: id,
  });

function renderIndicator() {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <PendingIndicator />
    </AdminContext>,
  );
}

describe('PendingIndicator', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(async () => {
    for (const item of farmersQueue.snapshot()) await farmersQueue.discard(item.key);
  });

  it(
    'shows nothing while online with nothing waiting; offline, says so and counts what is kept; back online, sends it once and clears',
    { timeout: 20_000 },
    async () => {
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => json(201, { success: true, message: 'Farmer enrolled.', data: {} }));
      const { container } = renderIndicator();
      expect(container.textContent).toBe('');

      goOffline();
      expect(screen.getByTestId('farmers-offline').textContent).toBe('Offline');
      await act(() => submitFarmer('6f1c2b9e-0d4a-4c1e-9d61-1a2b3c4d5e6f', 'Amina Yusuf'));
      expect(screen.getByTestId('farmers-pending').textContent).toBe('1 pending');
      await act(() => submitFarmer('0b7c9a1e-5f2d-4b3a-8c6d-7e8f9a0b1c2d', 'Musa Bello'));
      expect(screen.getByTestId('farmers-pending').textContent).toBe('2 pending');
      expect(fetch).not.toHaveBeenCalled();

      fireEvent.click(screen.getByTestId('farmers-pending'));
      const list = await screen.findByTestId('farmers-pending-list');
      expect(
        within(list)
          .getAllByTestId('pending-item')
          .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent),
      ).toEqual(['Farmer: Amina Yusuf', 'Farmer: Musa Bello']);

      goOnline();
      await waitFor(() => expect(screen.queryByTestId('farmers-pending')).toBeNull());
      expect(fetch).toHaveBeenCalledTimes(2);
      const bodies = fetch.mock.calls.map(([url, init]) => [
        String(url),
        init?.method,
        JSON.parse(String(init?.body)).fullName,
      ]);
      expect(bodies).toEqual([
        ['/api/v1/farmers', 'POST', 'Amina Yusuf'],
        ['/api/v1/farmers', 'POST', 'Musa Bello'],
      ]);
      expect(container.textContent).toBe('');
    },
  );

  it(
    'a submission the server refuses stays, in red with its message, until discarded',
    { timeout: 20_000 },
    async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
        json(400, {
          success: false,
          status: 400,
          code: 'FARMER_PROJECT_UNKNOWN',
          message: 'This project is not one of the country’s.',
        }),
      );
      renderIndicator();
      goOffline();
      await act(() => submitFarmer('3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a', 'Ngozi Okafor'));

      goOnline();
      fireEvent.click(await screen.findByTestId('farmers-pending'));
      const item = await screen.findByText('Refused: This project is not one of the country’s.');
      expect(item).toBeTruthy();

      fireEvent.click(screen.getByTestId('pending-discard'));
      await waitFor(() => expect(screen.queryByTestId('farmers-pending')).toBeNull());
      expect(farmersQueue.snapshot()).toEqual([]);
    },
  );
});
