import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import advisory from '../messages';
import type { NearHub } from '../api';
import { NearestHubs } from './NearestHubs';

const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, kasuwa: { advisory: advisory.en.texts } }),
  'en',
);

const hub = (id: number, name: string, distance: number): NearHub => ({
  id,
  countryId: 1,
  stateId: 20,
  cityId: null,
  name,
  address: `${name}, Kano`,
  phone: null,
  latitude: 12,
  longitude: 8.5,
  open: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  distance,
});

function renderWith(nearestHubs: (latitude: number, longitude: number) => Promise<NearHub[]>) {
  const api = { nearestHubs: vi.fn(nearestHubs) };
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        <NearestHubs />
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}

describe('the hubs nearest to a point', () => {
  it('finds them once both coordinates are typed, nearest first with their distance', async () => {
    const api = renderWith(async () => [hub(2, 'Dawanau hub', 3.25), hub(1, 'Sabon Gari hub', 12.8)]);
    const find = screen.getByRole('button', { name: 'Find the nearest' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '12.0022' } });
    expect(find.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '8.5919' } });
    fireEvent.click(find);

    const table = await screen.findByRole('table', { name: 'Nearest hubs' });
    expect(api.nearestHubs).toHaveBeenCalledWith(12.0022, 8.5919, expect.anything());
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Distance']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Dawanau hub3.25 km', 'Sabon Gari hub12.8 km']);
  });

  it('does not look for a latitude beyond the poles', () => {
    const api = renderWith(async () => []);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '8.5' } });
    expect((screen.getByRole('button', { name: 'Find the nearest' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.nearestHubs).not.toHaveBeenCalled();
  });
});
