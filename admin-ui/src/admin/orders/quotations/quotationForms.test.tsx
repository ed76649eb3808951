import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError } from '../../../shared/http';
import { toApiError } from '../../api/errors';
import { catalogueOf } from '../../i18nProvider';
import type { Quotation } from '../types';
import { BuyerActions } from './BuyerActions';
import { SellerAnswer } from './SellerAnswer';

const i18nProvider = polyglotI18nProvider(() => catalogueOf('en'), 'en');
const party = { id: 'o1', name: 'Kano Agro Inputs' } as unknown as Quotation['buyer'];

const quotation = (status: Quotation['status'], price: string | null): Quotation => ({
  id: 'q1',
  productId: 'p1',
  productName: 'Golden NPK',
  quantity: 10,
  comment: null,
  isRead: true,
  status,
  price,
  counterPrice: null,
  requesterName: 'Amina Yusuf',
  buyer: party,
  seller: party,
  productRequestId: null,
  messages: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

function renderIn(ui: React.ReactNode, api: Record<string, unknown>) {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

const errorUnder = (testId: string) =>
  document.getElementById(screen.getByTestId(testId).getAttribute('aria-describedby') ?? '')?.textContent;

describe("the seller's answer to a quotation", () => {
  it('asks for a new price or a comment, then sends the price as typed with a comma', async () => {
    const answerQuotation = vi.fn(async () => ({ success: true, message: 'Answer sent.', data: {} }));
    renderIn(<SellerAnswer quotation={quotation('OFFERED', '12000.00')} canAnswer />, { answerQuotation });
    const send = screen.getByRole('button', { name: 'Send the answer' });
    // The standing price again, and no comment: nothing to send.
    fireEvent.click(send);
    await waitFor(() => expect(errorUnder('quotation-comment-input')).toBe('Give a new price, a comment, or both.'));
    fireEvent.change(screen.getByTestId('quotation-price-input'), { target: { value: '11,5x' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(errorUnder('quotation-price-input')).toBe('A price greater than 0, such as 12500 or 12500.50.'),
    );
    expect(answerQuotation).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('quotation-price-input'), { target: { value: '11500,50' } });
    fireEvent.change(screen.getByTestId('quotation-comment-input'), { target: { value: ' Delivered to Kano. ' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(answerQuotation).toHaveBeenCalledWith('q1', { price: '11500.50', comment: 'Delivered to Kano.' }),
    );
    await waitFor(() => expect(screen.getByTestId('quotation-comment-input')).toHaveProperty('value', ''));
  });

  it("shows the server's refusal under the price", async () => {
    const refusal = 'The price must be more than 0.';
    const answerQuotation = vi.fn(async () => {
      throw toApiError(
        new HttpError(refusal, 400, { code: 'VALIDATION_FAILED', errors: [{ field: 'price', message: refusal }] }),
      );
    });
    renderIn(<SellerAnswer quotation={quotation('REQUESTED', null)} canAnswer />, { answerQuotation });
    fireEvent.change(screen.getByTestId('quotation-price-input'), { target: { value: '12000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(errorUnder('quotation-price-input')).toBe(refusal));
  });
});

describe("the buyer's counter-offer", () => {
  it('needs a price, then sends it with the comment and empties the form', async () => {
    const counterQuotation = vi.fn(async () => ({ success: true, message: 'Counter-offer sent.', data: {} }));
    renderIn(<BuyerActions quotation={quotation('OFFERED', '12000.00')} canAccept />, { counterQuotation });
    const send = screen.getByRole('button', { name: 'Send the counter-offer' });
    fireEvent.click(send);
    await waitFor(() =>
      expect(errorUnder('quotation-counter-price')).toBe('A price greater than 0, such as 12500 or 12500.50.'),
    );
    expect(counterQuotation).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('quotation-counter-price'), { target: { value: '11000' } });
    fireEvent.change(screen.getByTestId('quotation-counter-comment'), { target: { value: 'For 10 bags.' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(counterQuotation).toHaveBeenCalledWith('q1', { price: '11000', comment: 'For 10 bags.' }),
    );
    await waitFor(() => expect(screen.getByTestId('quotation-counter-price')).toHaveProperty('value', ''));
  });
});
