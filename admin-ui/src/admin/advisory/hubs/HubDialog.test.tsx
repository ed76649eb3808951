import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError } from '../../../shared/http';
import { getCountry } from '../../../shared/preferences';
import { toApiError } from '../../api/errors';
import { catalogueOf } from '../../i18nProvider';
import { HubDialog } from './HubDialog';

const i18nProvider = polyglotI18nProvider(() => catalogueOf('en'), 'en');

function renderDialog(saveHub: ReturnType<typeof vi.fn>, onSaved = vi.fn()) {
  const api = {
    getReferenceCountries: vi.fn(async () => [{ id: 1, name: getCountry() }]),
    getStates: vi.fn(async () => [{ id: 20, name: 'Kano' }]),
    getCities: vi.fn(async () => [{ id: 301, name: 'Kura', listed: true }]),
    saveHub,
  };
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        <HubDialog onClose={vi.fn()} onSaved={onSaved} />
      </AdminContext>
    </MemoryRouter>,
  );
  return onSaved;
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });
const errorUnder = (label: string) =>
  document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('the hub dialog', () => {
  it('asks for the name, state, address and position, then sends the hub as typed', async () => {
    const saveHub = vi.fn(async () => ({ success: true, message: 'Saved', data: {} }));
    const onSaved = renderDialog(saveHub);
    fireEvent.click(screen.getByTestId('hub-save'));
    await waitFor(() => expect(errorUnder('Name')).toBe('Required'));
    expect(errorUnder('Address')).toBe('Required');
    expect(errorUnder('Latitude')).toBe('Required');
    expect(saveHub).not.toHaveBeenCalled();

    type('Name', ' Kura Hub ');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /State/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kano' }, { timeout: 5000 }));
    type('Address', 'Kura market road');
    type('Latitude', '11.77');
    type('Longitude', '8.43');
    fireEvent.click(screen.getByTestId('hub-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveHub).toHaveBeenCalledWith(
      { name: 'Kura Hub', address: 'Kura market road', stateId: 20, latitude: 11.77, longitude: 8.43 },
      undefined,
    );
  });

  it("shows the server's words under the position it refuses", async () => {
    const saveHub = vi.fn(async () => {
      throw toApiError(
        new HttpError('Validation failed', 400, {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'latitude', message: 'The latitude must be between -90 and 90.' }],
          body: { message: 'Validation failed' },
        }),
      );
    });
    renderDialog(saveHub);
    type('Name', 'Kura Hub');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /State/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kano' }, { timeout: 5000 }));
    type('Address', 'Kura market road');
    type('Latitude', '117.7');
    type('Longitude', '8.43');
    fireEvent.click(screen.getByTestId('hub-save'));
    await waitFor(() => expect(errorUnder('Latitude')).toBe('The latitude must be between -90 and 90.'));
  });
});
