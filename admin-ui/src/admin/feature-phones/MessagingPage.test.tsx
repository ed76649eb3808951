import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../../test/render';
import { HttpError } from '../../shared/http';
import { toApiError } from '../api/errors';
import type { SmsMessage, SmsSummary, TestSmsInput } from './api';
import { MessagingPage } from './MessagingPage';

const summary: SmsSummary = {
  months: [
    {
      countryId: 5,
      month: '2026-11',
      sent: 3,
      delivered: 1,
      failed: 1,
      queued: 0,
      skipped: 0,
      cost: 3.2,
      currency: 'KES',
    },
  ],
  ussdDays: [{ countryId: 5, day: '2026-11-29', sessions: 12, knownCallers: 7, steps: 40 }],
  optedOut: 2,
  recentOptOuts: [
    { countryId: 5, phone: '+254711082010', channel: 'SMS', words: 'stop', at: '2026-11-29T10:00:00.000Z' },
  ],
  gateway: 'africastalking',
};

const failed: SmsMessage = {
  id: '0b7c5f4e-2d0a-4e55-9d1a-3f6f1c2b9a10',
  countryId: 5,
  phone: '+254722000125',
  kind: 'TEST',
  text: 'Refused',
  status: 'FAILED',
  gateway: 'africastalking',
  gatewayStatus: 'InvalidPhoneNumber',
  failureReason: 'InvalidPhoneNumber',
  cost: null,
  currency: null,
  attempts: 1,
  createdAt: '2026-11-29T10:00:00.000Z',
  sentAt: null,
  deliveredAt: null,
};

function renderScreen(
  sendTestSms = vi.fn(async (body: TestSmsInput) => ({
    success: true,
    message: `Test SMS queued to ${body.phone}.`,
    data: failed,
  })),
) {
  renderInAdmin(<MessagingPage />, {
    getReferenceCountries: async () => [
      { id: 1, name: 'Nigeria' },
      { id: 5, name: 'Kenya' },
    ],
    smsSummary: async () => summary,
    getList: async (resource: string) => ({ data: resource === 'sms-messages' ? [failed] : [], total: 1 }),
    sendTestSms,
  } as never);
  return sendTestSms;
}

describe('the messaging screen', () => {
  it('shows each country’s month with its outcomes and what the gateway charged, USSD days and opt-outs', async () => {
    renderScreen();
    const month = await screen.findByTestId('messaging-month');
    expect(within(month).getByText('Kenya')).toBeTruthy();
    expect(within(month).getByTestId('messaging-delivered').textContent).toBe('1');
    expect(within(month).getByTestId('messaging-failed').textContent).toBe('1');
    expect(within(month).getByTestId('messaging-cost').textContent).toBe('3.2 KES');
    expect(screen.getByTestId('messaging-opted-out').textContent).toBe('2');
    expect(within(screen.getByTestId('messaging-ussd')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('messaging-opt-outs')).getByText('+254711082010')).toBeTruthy();
    const message = await screen.findByTestId('messaging-message');
    expect(within(message).getByText('InvalidPhoneNumber')).toBeTruthy();
  });

  it('sends a test SMS to the number as typed, in the chosen country', async () => {
    const send = renderScreen();
    const form = await screen.findByTestId('messaging-test-form');
    fireEvent.mouseDown(within(form).getAllByRole('combobox')[0]);
    fireEvent.click(await screen.findByRole('option', { name: 'Kenya' }));
    fireEvent.change(screen.getByTestId('messaging-test-phone'), { target: { value: '0722 000 123' } });
    fireEvent.change(screen.getByTestId('messaging-test-text'), { target: { value: 'Kasuwa test message' } });
    fireEvent.click(screen.getByTestId('messaging-test-send'));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ countryId: 5, phone: '0722 000 123', text: 'Kasuwa test message' }),
    );
    // Ready for another text to the same number.
    await waitFor(() => expect(screen.getByTestId('messaging-test-text')).toHaveProperty('value', ''));
    expect(screen.getByTestId('messaging-test-phone')).toHaveProperty('value', '0722 000 123');
  });

  it('shows the server’s words under the number it refuses', async () => {
    const refusal = '"0722 000" is not a phone number of Kenya: write it as people do there, e.g. 0712 345 678.';
    renderScreen(
      vi.fn(async () => {
        throw toApiError(
          new HttpError(refusal, 400, { code: 'VALIDATION_FAILED', errors: [{ field: 'phone', message: refusal }] }),
        );
      }),
    );
    const form = await screen.findByTestId('messaging-test-form');
    fireEvent.mouseDown(within(form).getAllByRole('combobox')[0]);
    fireEvent.click(await screen.findByRole('option', { name: 'Kenya' }));
    fireEvent.change(screen.getByTestId('messaging-test-phone'), { target: { value: '0722 000' } });
    fireEvent.change(screen.getByTestId('messaging-test-text'), { target: { value: 'Kasuwa test message' } });
    fireEvent.click(screen.getByTestId('messaging-test-send'));
    const phone = screen.getByTestId('messaging-test-phone');
    await waitFor(() =>
      expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(refusal),
    );
    expect(screen.getByTestId('messaging-test-text')).toHaveProperty('value', 'Kasuwa test message');
  });
});
