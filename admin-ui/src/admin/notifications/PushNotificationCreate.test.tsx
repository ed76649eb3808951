import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError } from '../../shared/http';
import { toApiError } from '../api/errors';
import { catalogueOf } from '../i18nProvider';
import { PushNotificationCreate } from './PushNotificationCreate';

const i18nProvider = polyglotI18nProvider(() => catalogueOf('en'), 'en');
const REQUIRED = 'This field is required';

describe('a new push notification', () => {
  it("shows the server's words under each field it refuses, then sends the French texts only together", async () => {
    const createPushNotification = vi
      .fn()
      .mockImplementationOnce(async () => {
        throw toApiError(
          new HttpError('Validation failed', 400, {
            code: 'VALIDATION_FAILED',
            errors: [
              { field: 'title', message: REQUIRED },
              { field: 'message', message: REQUIRED },
              { field: 'countryId', message: REQUIRED },
            ],
          }),
        );
      })
      .mockImplementation(async () => ({ success: true, message: 'Queued.', data: {} }));
    render(
      <MemoryRouter>
        <AdminContext
          i18nProvider={i18nProvider}
          dataProvider={
            {
              getReferenceCountries: async () => [{ id: 1, name: 'Nigeria', nameFr: null }],
              createPushNotification,
            } as unknown as DataProvider
          }
        >
          <PushNotificationCreate />
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('push-send'));
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(3));

    fireEvent.change(screen.getByTestId('push-title'), { target: { value: 'Rain tomorrow' } });
    fireEvent.change(screen.getByTestId('push-message'), { target: { value: 'Delay the urea top-dressing.' } });
    fireEvent.click(screen.getByTestId('push-send'));
    await waitFor(() => expect(createPushNotification).toHaveBeenCalledTimes(2));
    expect(createPushNotification).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Rain tomorrow', message: 'Delay the urea top-dressing.' }),
    );
    expect(createPushNotification.mock.lastCall?.[0]).not.toHaveProperty('titleFr');
  });
});
