import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import dashboards from './messages';
import { lastDays, localToday, OverTime, rangeProblem } from './OverTime';
import type { DashboardSeriesName } from './types';

// Recharts measures its container, which jsdom does not lay out.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, kasuwa: { dashboards: dashboards.en.texts } }),
  'en',
);

function stub() {
  return {
    dashboardSeries: vi.fn(async (series: DashboardSeriesName, range: { from: string; to: string }) => ({
      series,
      from: range.from,
      to: range.to,
      total: 3,
      points: [
        { day: range.from, value: 1 },
        { day: range.to, value: 2 },
      ],
    })),
  };
}

function renderWith(api: ReturnType<typeof stub>) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
      <OverTime countryId={1} series={[{ name: 'farmers' }, { name: 'orders' }]} />
    </AdminContext>,
  );
}

describe('figures over a date range', () => {
  it('checks a range as the server does', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-10' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-03-10' })).toEqual({ field: 'from', message: 'invalid' });
    expect(rangeProblem({ from: '2026-03-11', to: '2026-03-10' })).toEqual({ field: 'from', message: 'reversed' });
    expect(rangeProblem({ from: '2025-03-10', to: '2026-03-10' })).toBeNull();
    expect(rangeProblem({ from: '2025-03-09', to: '2026-03-10' })).toEqual({ field: 'from', message: 'tooLong' });
    expect(lastDays(7, '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  });

  it('shows the 30 days to today, then the range chosen in labelled date fields; a wrong range is explained and not asked for', async () => {
    const api = stub();
    renderWith(api);
    const today = localToday();
    const first = lastDays(30, today);
    const group = screen.getByRole('group', { name: 'Date range' });
    const from = within(group).getByLabelText('From') as HTMLInputElement;
    const to = within(group).getByLabelText('To') as HTMLInputElement;
    expect([from.value, to.value]).toEqual([first.from, first.to]);
    expect((await screen.findByTestId('dashboard-series-farmers-total')).textContent).toBe('Total over the range: 3');
    expect(screen.getByTestId('dashboard-series-orders').textContent).toContain('Orders per day');
    expect(api.dashboardSeries).toHaveBeenCalledWith('farmers', { countryId: 1, ...first }, expect.anything());
    expect(api.dashboardSeries).toHaveBeenCalledWith('orders', { countryId: 1, ...first }, expect.anything());

    api.dashboardSeries.mockClear();
    fireEvent.change(from, { target: { value: '2099-01-01' } });
    expect(await screen.findByText('The start date is after the end date.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(api.dashboardSeries).not.toHaveBeenCalled();

    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.change(to, { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(api.dashboardSeries).toHaveBeenCalledWith(
        'farmers',
        { countryId: 1, from: '2026-01-01', to: '2026-01-31' },
        expect.anything(),
      ),
    );
    expect(screen.queryByText('The start date is after the end date.')).toBeNull();
    expect((await screen.findByTestId('dashboard-series-farmers-table-2026-01-31')).textContent).toBe('31 Jan2');

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(api.dashboardSeries).toHaveBeenCalledWith(
        'orders',
        { countryId: 1, ...lastDays(7, today) },
        expect.anything(),
      ),
    );
    expect(from.value).toBe(lastDays(7, today).from);
  });
});
