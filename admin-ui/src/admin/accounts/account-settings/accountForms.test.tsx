import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError } from '../../../shared/http';
import { toApiError } from '../../api/errors';
import { catalogueOf } from '../../i18nProvider';
import { DeleteAccountTab } from './DeleteAccountTab';
import { PasswordTab } from './PasswordTab';

const i18nProvider = polyglotI18nProvider(() => catalogueOf('en'), 'en');

function renderTab(tab: React.ReactNode, api: Record<string, unknown>) {
  return render(
    <MemoryRouter initialEntries={['/account-settings']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        <Routes>
          <Route path="/account-settings" element={tab} />
          <Route path="/auth/deleted" element={<p>Account deleted</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The input labelled `label` (a required one's label ends with a star). */
const inputOf = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });

/** The error text shown under the input labelled `label`. */
const errorUnder = (label: string) => {
  const input = inputOf(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

const type = (label: string, value: string) => fireEvent.change(inputOf(label), { target: { value } });

describe('the password tab', () => {
  it('checks the three fields before sending anything', async () => {
    const changePassword = vi.fn();
    renderTab(<PasswordTab />, { changePassword });
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(errorUnder('Current password')).toBe('Required'));
    expect(errorUnder('New password')).toBe('Required');
    expect(errorUnder('Confirm the new password')).toBe('Required');

    type('Current password', 'harvest-2025');
    type('New password', 'maize');
    type('Confirm the new password', 'maize-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(errorUnder('New password')).toBe('The password must have at least 6 characters'));
    expect(errorUnder('Confirm the new password')).toBe('Passwords do not match');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's words under the current password when it is wrong", async () => {
    const changePassword = vi.fn(async () => {
      throw toApiError(
        new HttpError('The current password is not correct.', 400, {
          code: 'OLD_PASSWORD_WRONG',
          errors: [{ field: 'oldPassword', message: 'The current password is not correct.' }],
          body: { message: 'The current password is not correct.' },
        }),
      );
    });
    renderTab(<PasswordTab />, { changePassword });
    type('Current password', 'harvest-2024');
    type('New password', 'harvest-2026');
    type('Confirm the new password', 'harvest-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(errorUnder('Current password')).toBe('The current password is not correct.'));
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'harvest-2024',
      newPassword: 'harvest-2026',
      confirmPassword: 'harvest-2026',
    });
    expect(screen.getByTestId('password-result').textContent).toBe('The current password is not correct.');
  });

  it('says the change is made, then empties the form', async () => {
    const changePassword = vi.fn(async () => ({ success: true, message: 'Password changed.', data: {} }));
    renderTab(<PasswordTab />, { changePassword });
    type('Current password', 'harvest-2025');
    type('New password', 'harvest-2026');
    type('Confirm the new password', 'harvest-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(screen.getByTestId('password-result').textContent).toBe('Password changed.'));
    await waitFor(() => expect(screen.getByTestId('password-old')).toHaveProperty('value', ''), { timeout: 2000 });
    expect(screen.getByTestId('password-result').textContent).toBe('Password changed.');
  });
});

describe('the delete-account tab', () => {
  it('asks for the password, then says a wrong one under it', async () => {
    const deleteAccount = vi.fn(async () => {
      throw toApiError(new HttpError('Invalid password!', 401, { code: 'INVALID_PASSWORD' }));
    });
    renderTab(<DeleteAccountTab />, { deleteAccount });
    const submit = screen.getByRole('button', { name: 'Delete my account' });
    expect(errorUnder('Your password')).toBe('Enter your password to confirm.');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(screen.getByTestId('delete-form')).getByText('Enter your password to confirm.')).toBeTruthy(),
    );
    expect(deleteAccount).not.toHaveBeenCalled();

    type('Your password', 'harvest 2025');
    fireEvent.click(submit);
    await waitFor(() => expect(errorUnder('Your password')).toBe('Invalid password!'));
    expect(deleteAccount).toHaveBeenCalledWith({ password: 'harvest 2025' });
    expect(screen.queryByTestId('delete-result')).toBeNull();
  });

  it('says a failure that is not the password under the form', async () => {
    const deleteAccount = vi.fn(async () => {
      throw toApiError(new HttpError('The service is unavailable. Try again in a moment.', 503, {}));
    });
    renderTab(<DeleteAccountTab />, { deleteAccount });
    type('Your password', 'harvest-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(screen.getByTestId('delete-result').textContent).toBe(
        'The service is unavailable. Try again in a moment.',
      ),
    );
  });
});
