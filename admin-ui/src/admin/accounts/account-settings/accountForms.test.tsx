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
import { ProfileForm } from './ProfileTab';

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

describe('the profile form', () => {
  const profile = {
    id: 'u1',
    firstname: 'Ada',
    lastname: 'Okafor',
    email: 'ada@example.com',
    phone: '',
    company: '',
    address: '',
    stateId: null,
    cityId: null,
    photoUrl: null,
  };
  const places = {
    getProfile: vi.fn(async () => profile),
    getStates: vi.fn(async () => [
      { id: 25, name: 'Kaduna' },
      { id: 24, name: 'Kano' },
    ]),
    getCities: vi.fn(async (stateId: number) =>
      stateId === 25
        ? [{ id: 501, name: 'Zaria', kindLabel: 'LGA', kindLabelFr: 'LGA', listed: true }]
        : [{ id: 601, name: 'Dala', kindLabel: 'LGA', kindLabelFr: 'LGA', listed: true }],
    ),
  };
  const choose = async (label: RegExp, option: string) => {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };

  it("checks the names and the phone, then sends the profile and shows the server's words under the phone", async () => {
    const editProfile = vi.fn(async () => {
      throw toApiError(
        new HttpError('Validation failed', 400, {
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'phone', message: 'The phone number must have 7 to 15 digits.' }],
          body: { message: 'Validation failed' },
        }),
      );
    });
    renderTab(<ProfileForm userId="u1" countryId={1} />, { ...places, editProfile });
    await waitFor(() => expect(inputOf('First name')).toHaveProperty('value', 'Ada'));
    type('First name', '   ');
    type('Last name', 'Okafor 2');
    type('Phone', '0803 123');
    fireEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
    await waitFor(() => expect(errorUnder('First name')).toBe('Required'));
    expect(errorUnder('Last name')).toBe('Use letters only');
    expect(errorUnder('Phone')).toBe('Use digits only');
    expect(editProfile).not.toHaveBeenCalled();

    type('First name', ' Adaeze ');
    type('Last name', 'Okafor');
    type('Phone', '0803');
    await choose(/State/, 'Kaduna');
    await choose(/LGA/, 'Zaria');
    fireEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
    await waitFor(() => expect(errorUnder('Phone')).toBe('The phone number must have 7 to 15 digits.'));
    const [userId, form] = editProfile.mock.calls[0] as unknown as [string, FormData];
    expect(userId).toBe('u1');
    expect(Object.fromEntries(form.entries())).toEqual({
      firstname: 'Adaeze',
      lastname: 'Okafor',
      phone: '0803',
      company: '',
      address: '',
      stateId: '25',
      cityId: '501',
    });
  });

  it('asks for the whereabouts of an extension agent, and empties the local area with another state', async () => {
    const editProfile = vi.fn(async () => ({ success: true, message: 'Profile updated.', data: profile }));
    renderTab(<ProfileForm userId="u1" countryId={1} requireWhereabouts />, { ...places, editProfile });
    await waitFor(() => expect(inputOf('First name')).toHaveProperty('value', 'Ada'));
    await choose(/State/, 'Kaduna');
    await choose(/LGA/, 'Zaria');
    await choose(/State/, 'Kano');
    fireEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
    await waitFor(() => expect(errorUnder('Company')).toBe('Required'));
    expect(errorUnder('Address')).toBe('Required');
    expect(screen.getByRole('combobox', { name: /LGA/ }).textContent).not.toContain('Zaria');
    expect(editProfile).not.toHaveBeenCalled();
  });
});
