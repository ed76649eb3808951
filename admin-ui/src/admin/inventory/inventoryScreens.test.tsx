import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { ApiError } from '../api/errors';
import inventory from './messages';
import { ThresholdsPage } from './ThresholdsPage';
import { TransferPage } from './TransferPage';
import type { Movement, StockLine, Warehouse, WarehouseStock } from './types';

const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, resources: inventory.en.resources, kasuwa: { inventory: inventory.en.texts } }),
  'en',
);
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  getIdentity: async () => ({ id: 'd1', fullName: 'Kano Distribution', role: 'ROLE_DISTRIBUTOR' }),
  canAccess: async () => true,
};

const warehouse = (id: string, name: string, code: string): Warehouse => ({
  id,
  ownerId: 'd1',
  name,
  code,
  manager: 'Musa Bello',
  stateId: 1,
  stateName: 'Kano',
  cityId: 2,
  cityName: 'Nassarawa',
  address: '12 Zaria Road',
  latitude: null,
  longitude: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
});
const KANO = warehouse('w1', 'Kano hub', 'KN-01');
const ZARIA = warehouse('w2', 'Zaria depot', 'ZR-01');
const NPK = { id: 'p1', name: 'Golden NPK' };
const UREA = { id: 'p2', name: 'Urea Prime' };

const line = (
  product: { id: string; name: string },
  size: string,
  quantity: number,
  threshold: number | null,
): StockLine => ({
  productId: product.id,
  productName: product.name,
  size,
  quantity,
  unitPrice: null,
  value: '0.00',
  threshold,
  level: quantity === 0 ? 'OUT' : threshold !== null && quantity <= threshold ? 'LOW' : 'OK',
});
const stockOf = (lines: StockLine[]): WarehouseStock => ({
  warehouse: KANO,
  lines,
  totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
  totalValue: '0.00',
  levels: { out: 0, low: 0, ok: lines.length },
  movementsByDay: [],
  lastMovements: [],
});
const movement = (warehouseName: string, direction: 'IN' | 'OUT', balance: number): Movement => ({
  id: `${warehouseName}-${direction}`,
  kind: 'WAREHOUSE',
  warehouseId: warehouseName === KANO.name ? KANO.id : ZARIA.id,
  warehouseName,
  productId: NPK.id,
  productName: NPK.name,
  size: '50kg',
  direction,
  quantity: 10,
  balance,
  waybillNumber: 'WB-TR-1',
  waybillUrl: null,
  movementDate: '2026-03-10',
  comment: 'Restock',
  recordedBy: 'd1',
  recordedAt: '2026-03-10T10:00:00.000Z',
  transferId: null,
});

function stub(overrides: Record<string, unknown> = {}) {
  let lines = [line(NPK, '50kg', 70, 20), line(UREA, '25kg', 5, null)];
  return {
    getList: vi.fn(async () => ({ data: [KANO, ZARIA], total: 2 })),
    warehouseStock: vi.fn(async () => stockOf(lines)),
    stockableProducts: vi.fn(async () => [NPK, UREA]),
    setThreshold: vi.fn(
      async (warehouseId: string, draft: { productId: string; size: string; threshold: number | null }) => {
        lines = lines.map((l) =>
          l.productId === draft.productId && l.size === draft.size ? { ...l, threshold: draft.threshold } : l,
        );
        return { success: true, message: 'Threshold saved.', data: { warehouseId, ...draft } };
      },
    ),
    transferStock: vi.fn(async () => ({
      success: true,
      message: 'Stock transferred.',
      data: [movement('Kano hub', 'OUT', 60), movement('Zaria depot', 'IN', 10)],
    })),
    ...overrides,
  };
}

function renderAt(path: string, api: ReturnType<typeof stub>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        dataProvider={api as unknown as DataProvider}
      >
        <Routes>
          <Route path="/warehouses/:id/thresholds" element={<ThresholdsPage />} />
          <Route path="/warehouses/transfer" element={<TransferPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the low-stock thresholds of a warehouse', () => {
  it('lists every product and size with its threshold, and changes and removes one in place', async () => {
    const api = stub();
    renderAt('/warehouses/w1/thresholds', api);
    const table = await screen.findByRole('table', { name: 'Thresholds' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Low-stock thresholds: Kano hub');
    expect(api.warehouseStock).toHaveBeenCalledWith('status', 'w1', expect.anything());
    const rows = within(table).getAllByTestId('threshold-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Golden NPK50kg70'),
      expect.stringContaining('Urea Prime25kg5'),
    ]);
    expect(
      (screen.getByRole('spinbutton', { name: 'Threshold for Golden NPK (50kg)' }) as HTMLInputElement).value,
    ).toBe('20');
    expect(
      (screen.getByRole('spinbutton', { name: 'Threshold for Urea Prime (25kg)' }) as HTMLInputElement).value,
    ).toBe('');
    expect(
      (screen.getByRole('button', { name: 'Remove the threshold for Urea Prime (25kg)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Threshold for Golden NPK (50kg)' }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the threshold for Golden NPK (50kg)' }));
    await waitFor(() =>
      expect(api.setThreshold).toHaveBeenCalledWith('w1', { productId: 'p1', size: '50kg', threshold: 30 }),
    );
    await waitFor(() => expect(api.warehouseStock).toHaveBeenCalledTimes(2)); // read again once saved

    fireEvent.click(screen.getByRole('button', { name: 'Remove the threshold for Golden NPK (50kg)' }));
    await waitFor(() =>
      expect(api.setThreshold).toHaveBeenLastCalledWith('w1', { productId: 'p1', size: '50kg', threshold: null }),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('spinbutton', { name: 'Threshold for Golden NPK (50kg)' }) as HTMLInputElement).value,
      ).toBe(''),
    );
  });

  it('sets a threshold for another product and size, asking for what is missing first and showing the server’s refusal as given', async () => {
    const api = stub({
      setThreshold: vi.fn(async () => {
        throw new ApiError('No product found that you can keep in stock.', 404, {}, 'STOCK_PRODUCT_NOT_FOUND', []);
      }),
    });
    renderAt('/warehouses/w1/thresholds', api);
    const form = await screen.findByRole('form', { name: 'Set a threshold' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('Required.')).toHaveLength(3);
    expect(api.setThreshold).not.toHaveBeenCalled();

    await choose('Product', 'Urea Prime', form);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Size' }), { target: { value: '10kg' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Threshold' }), { target: { value: '-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A whole number, 0 or more.')).toBeTruthy();
    expect(api.setThreshold).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Threshold' }), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.setThreshold).toHaveBeenCalledWith('w1', { productId: 'p2', size: '10kg', threshold: 12 }),
    );
    expect((await screen.findByTestId('threshold-failure')).textContent).toBe(
      'No product found that you can keep in stock.',
    );
  });
});

describe('the transfer between two warehouses', () => {
  it('asks for every field but the waybill document, sends one transfer and shows both warehouses’ stock after it', async () => {
    const api = stub();
    renderAt('/warehouses/transfer', api);
    const form = await screen.findByRole('form', { name: /Goods leave one of your warehouses/ });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findAllByText('Required.')).toHaveLength(7); // the movement date is filled in with today
    expect(api.transferStock).not.toHaveBeenCalled();

    await choose('From warehouse', 'Kano hub (KN-01)', form);
    await choose('To warehouse', 'Zaria depot (ZR-01)', form);
    await choose('Product', 'Golden NPK', form);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Size' }), { target: { value: '50kg' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText(/^Movement date/), { target: { value: '2026-03-10' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Waybill reference number' }), {
      target: { value: 'WB-TR-1' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Restock' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));

    await waitFor(() =>
      expect(api.transferStock).toHaveBeenCalledWith({
        fromWarehouseId: 'w1',
        toWarehouseId: 'w2',
        productId: 'p1',
        size: '50kg',
        quantity: '10',
        movementDate: '2026-03-10',
        waybillNumber: 'WB-TR-1',
        comment: 'Restock',
        document: null,
      }),
    );
    const done = await screen.findByTestId('transfer-done');
    expect(done.textContent).toContain('Kano hub: Golden NPK (50kg), 60 after the transfer');
    expect(done.textContent).toContain('Zaria depot: Golden NPK (50kg), 10 after the transfer');
  });

  it('shows the server’s message as it gives it when the stock does not cover the transfer', async () => {
    const message = 'Not enough stock of Golden NPK (50kg) in Kano hub: 3 available, 10 requested.';
    const api = stub({
      transferStock: vi.fn(async () => {
        throw new ApiError(message, 409, {}, 'STOCK_INSUFFICIENT', []);
      }),
    });
    renderAt('/warehouses/transfer', api);
    const form = await screen.findByRole('form', { name: /Goods leave one of your warehouses/ });
    await choose('From warehouse', 'Kano hub (KN-01)', form);
    await choose('To warehouse', 'Zaria depot (ZR-01)', form);
    await choose('Product', 'Golden NPK', form);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Size' }), { target: { value: '50kg' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '10' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Waybill reference number' }), {
      target: { value: 'WB-TR-2' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Restock' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect((await screen.findByTestId('transfer-failure')).textContent).toBe(message);
    expect(screen.queryByTestId('transfer-done')).toBeNull();
  });
});
