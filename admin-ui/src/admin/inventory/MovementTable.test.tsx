import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInAdmin } from '../../test/render';
import { LastMovements } from './MovementTable';
import type { Movement } from './types';

const movement = (id: string, direction: 'IN' | 'OUT', quantity: number, balance: number): Movement =>
  ({
    id,
    warehouseId: 'w1',
    warehouseName: 'Journey store',
    productId: 'p1',
    productName: 'Golden NPK',
    size: '50kg',
    direction,
    quantity,
    balance,
    movementDate: '2026-03-10',
    waybillNumber: `WB-${id}`,
    waybillUrl: null,
    comment: null,
  }) as unknown as Movement;

describe('the movements table', () => {
  it('shows the movements an answer holds, one row each, and says so when there are none', async () => {
    const { unmount } = renderInAdmin(
      <LastMovements movements={[movement('1', 'IN', 100, 100), movement('2', 'OUT', 30, 70)]} />,
    );
    const table = await screen.findByTestId('movement-table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(table.querySelector('tbody tr')?.textContent).toContain('WB-1');
    unmount();

    renderInAdmin(<LastMovements movements={[]} />);
    expect((await screen.findByTestId('movement-table-empty')).textContent).toBe('kasuwa.inventory.noMovements');
  });
});
