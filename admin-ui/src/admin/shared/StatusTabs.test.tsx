import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { ListStatusTabs, StatusTabs } from './StatusTabs';

const STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
const LABELS = { PENDING: 'Pending', APPROVED: 'Approved', DECLINED: 'Declined' };
const COUNTS = { PENDING: 3, APPROVED: 0, DECLINED: 1200 };
const useCount = (status: (typeof STATUSES)[number]) => COUNTS[status];

describe('StatusTabs', () => {
  it('shows one tab a status, the chosen one selected, each with its count when there is one', () => {
    render(
      <StatusTabs
        statuses={STATUSES}
        value="APPROVED"
        onChange={() => {}}
        label={(status) => LABELS[status]}
        useCount={useCount}
        testIdPrefix="requests"
      />,
    );

    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-testid'))).toEqual([
      'requests-tab-PENDING',
      'requests-tab-APPROVED',
      'requests-tab-DECLINED',
    ]);
    expect(screen.getByRole('tab', { selected: true }).getAttribute('data-testid')).toBe('requests-tab-APPROVED');
    expect(within(screen.getByTestId('requests-count-PENDING')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('requests-count-DECLINED')).getByText('999+')).toBeTruthy();
    // No badge for an empty status: only its label.
    expect(screen.getByTestId('requests-count-APPROVED').querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('says which status was chosen', () => {
    const onChange = vi.fn();
    render(
      <StatusTabs
        statuses={STATUSES}
        value="PENDING"
        onChange={onChange}
        label={(status) => LABELS[status]}
        testIdPrefix="requests"
      />,
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Declined' }));

    expect(onChange).toHaveBeenCalledWith('DECLINED');
  });

  it('without a count, the tabs are their labels alone', () => {
    render(
      <StatusTabs
        statuses={STATUSES}
        value="PENDING"
        onChange={() => {}}
        label={(status) => LABELS[status]}
        testIdPrefix="requests"
      />,
    );

    expect(screen.getByTestId('requests-tab-APPROVED').textContent).toBe('Approved');
    expect(screen.queryByTestId('requests-count-APPROVED')).toBeNull();
  });
});

describe('ListStatusTabs', () => {
  const list = (filterValues: Record<string, unknown>, setFilters = vi.fn()) =>
    ({ filterValues, setFilters, displayedFilters: { q: true } }) as unknown as ListControllerResult;

  it("is the list's filter, and choosing a tab filters the list again, other filters kept", () => {
    const setFilters = vi.fn();
    render(
      <ListContextProvider value={list({ read: 'UNREAD', q: 'maize' }, setFilters)}>
        <ListStatusTabs
          source="read"
          statuses={['ALL', 'UNREAD', 'READ'] as const}
          label={(read) => read.toLowerCase()}
          testIdPrefix="quotations"
        />
      </ListContextProvider>,
    );

    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('unread');
    fireEvent.click(screen.getByRole('tab', { name: 'read' }));

    expect(setFilters).toHaveBeenCalledWith({ read: 'READ', q: 'maize' }, { q: true });
  });

  it('selects the first status when the filter holds none it knows', () => {
    render(
      <ListContextProvider value={list({ status: 'SOMETHING' })}>
        <ListStatusTabs statuses={STATUSES} label={(status) => LABELS[status]} testIdPrefix="requests" />
      </ListContextProvider>,
    );

    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Pending');
  });
});
