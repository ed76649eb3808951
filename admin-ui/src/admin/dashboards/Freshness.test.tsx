import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import dashboards from './messages';
import { Freshness } from './Freshness';
import { formatDateTime } from '../shared/format';

type Reading = { asOf: string | null; catchingUp: boolean };

function renderWith(readings: Reading[], locale: 'en' | 'fr' = 'en') {
  const i18nProvider = polyglotI18nProvider(
    (language) =>
      language === 'fr'
        ? { ...frenchMessages, kasuwa: { dashboards: dashboards.fr.texts } }
        : { ...englishMessages, kasuwa: { dashboards: dashboards.en.texts } },
    locale,
  );
  let call = 0;
  const api = { dashboardFreshness: vi.fn(async () => readings[Math.min(call++, readings.length - 1)]) };
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
      <Freshness />
    </AdminContext>,
  );
  return api;
}

const AS_OF = '2026-11-29T04:21:07.000Z';

describe('how fresh the dashboard figures are', () => {
  it('says when the last event counted was recorded, and nothing else while caught up', async () => {
    renderWith([{ asOf: AS_OF, catchingUp: false }]);
    expect((await screen.findByTestId('dashboard-as-of')).textContent).toBe(
      `As of ${formatDateTime('en', AS_OF, { seconds: true })}`,
    );
    expect(screen.getByTestId('dashboard-as-of').textContent).toContain('29 Nov 2026');
    expect(screen.queryByTestId('dashboard-catching-up')).toBeNull();
  });

  it('says in French that the figures are catching up, and asks again until they have', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = renderWith(
        [
          { asOf: AS_OF, catchingUp: true },
          { asOf: '2026-11-29T04:23:00.000Z', catchingUp: false },
        ],
        'fr',
      );
      expect((await screen.findByTestId('dashboard-catching-up')).textContent).toBe('Mise à jour en cours…');
      expect(screen.getByTestId('dashboard-as-of').textContent).toContain('Chiffres au 29 nov. 2026');
      await vi.advanceTimersByTimeAsync(5000);
      await waitFor(() => expect(screen.queryByTestId('dashboard-catching-up')).toBeNull());
      expect(api.dashboardFreshness.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(screen.getByTestId('dashboard-as-of').textContent).toBe(
        `Chiffres au ${formatDateTime('fr', '2026-11-29T04:23:00.000Z', { seconds: true })}`,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when nothing has been counted yet', async () => {
    renderWith([{ asOf: null, catchingUp: false }]);
    expect((await screen.findByTestId('dashboard-as-of')).textContent).toBe('Nothing counted yet');
  });

  it('tells the freshness of other figures it is given to read (the extension agent’s), not the dashboards’', async () => {
    const i18nProvider = polyglotI18nProvider(
      () => ({ ...frenchMessages, kasuwa: { dashboards: dashboards.fr.texts } }),
      'fr',
    );
    const api = { dashboardFreshness: vi.fn(async () => ({ asOf: null, catchingUp: true })) };
    const agentFigures = vi.fn(async () => ({ asOf: AS_OF, catchingUp: false }));
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        <Freshness figuresKey="ea-analytics" read={agentFigures} />
      </AdminContext>,
    );
    expect((await screen.findByTestId('dashboard-as-of')).textContent).toBe(
      `Chiffres au ${formatDateTime('fr', AS_OF, { seconds: true })}`,
    );
    expect(screen.queryByTestId('dashboard-catching-up')).toBeNull();
    expect(agentFigures).toHaveBeenCalled();
    expect(api.dashboardFreshness).not.toHaveBeenCalled();
  });
});
