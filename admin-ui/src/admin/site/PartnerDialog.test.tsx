import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError } from '../../shared/http';
import { toApiError } from '../api/errors';
import { catalogueOf } from '../i18nProvider';
import { PartnerDialog } from './PartnerDialog';

const i18nProvider = polyglotI18nProvider(() => catalogueOf('en'), 'en');
const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'union-logo.png', { type: 'image/png' });

function renderDialog(api: Record<string, unknown>) {
  const onSaved = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
      <PartnerDialog partner={null} onClose={() => undefined} onSaved={onSaved} />
    </AdminContext>,
  );
  return onSaved;
}

describe('the trust partner dialog', () => {
  it('asks for the logo of a new partner, then sends the name, website, position and logo', async () => {
    const createTrustPartner = vi.fn(async (_form: FormData) => ({
      success: true,
      message: 'Partner added.',
      data: {},
    }));
    const onSaved = renderDialog({ createTrustPartner });
    fireEvent.change(screen.getByTestId('partner-name'), { target: { value: 'Kakamega Farmers Union' } });
    fireEvent.click(screen.getByTestId('partner-save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a logo.');
    expect(createTrustPartner).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('partner-logo'), { target: { files: [PNG] } });
    expect(screen.getByText('union-logo.png')).toBeTruthy();
    fireEvent.change(screen.getByTestId('partner-position'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('partner-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = createTrustPartner.mock.calls[0][0];
    expect(sent.get('name')).toBe('Kakamega Farmers Union');
    expect(sent.get('website')).toBe('');
    expect(sent.get('position')).toBe('2');
    expect((sent.get('logo') as File).name).toBe('union-logo.png');
  });

  it("shows the server's refusal of the website under it", async () => {
    const refusal = 'The website must be an address starting with https://.';
    const createTrustPartner = vi.fn(async () => {
      throw toApiError(
        new HttpError(refusal, 400, { code: 'VALIDATION_FAILED', errors: [{ field: 'website', message: refusal }] }),
      );
    });
    renderDialog({ createTrustPartner });
    fireEvent.change(screen.getByTestId('partner-name'), { target: { value: 'Kakamega Farmers Union' } });
    fireEvent.change(screen.getByTestId('partner-website'), { target: { value: 'kfu.example' } });
    fireEvent.change(screen.getByTestId('partner-logo'), { target: { files: [PNG] } });
    fireEvent.click(screen.getByTestId('partner-save'));
    const website = screen.getByTestId('partner-website');
    await waitFor(() =>
      expect(document.getElementById(website.getAttribute('aria-describedby') ?? '')?.textContent).toBe(refusal),
    );
  });
});
