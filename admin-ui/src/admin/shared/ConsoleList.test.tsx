import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, TextField, type DataProvider } from 'react-admin';
import { renderInAdmin } from '../../test/render';
import { ConsoleDatagrid, ConsoleList } from './ConsoleList';

const ROWS = [
  { id: 'a1', name: 'Green Farms Ltd' },
  { id: 'b2', name: 'Delta Distribution' },
];

function Partners() {
  return (
    <ConsoleList resource="partners" embedded errorTestId="partners-error">
      <ConsoleDatagrid
        empty="No partners yet."
        emptyTestId="partners-empty"
        rowTestId="partner-row"
        data-testid="partners-list"
      >
        <TextField source="name" label="Name" sortable={false} />
      </ConsoleDatagrid>
    </ConsoleList>
  );
}

const provider = (getList: DataProvider['getList']): Partial<DataProvider> => ({ getList });

describe('ConsoleList and ConsoleDatagrid', () => {
  it('show the rows the data provider reads, each named for tests with its id', async () => {
    const getList = vi.fn(async () => ({ data: ROWS, total: 2 })) as unknown as DataProvider['getList'];
    renderInAdmin(<Partners />, provider(getList));

    const rows = await screen.findAllByTestId('partner-row');
    expect(rows.map((row) => [row.getAttribute('data-id'), row.textContent])).toEqual([
      ['a1', 'Green Farms Ltd'],
      ['b2', 'Delta Distribution'],
    ]);
    expect(within(screen.getByTestId('partners-list')).getByText('Name')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('partners', expect.objectContaining({ pagination: { page: 1, perPage: 20 } }));
  });

  it('say so in one line when there are no rows', async () => {
    renderInAdmin(
      <Partners />,
      provider(async () => ({ data: [], total: 0 })),
    );

    expect((await screen.findByTestId('partners-empty')).textContent).toBe('No partners yet.');
    expect(screen.queryByTestId('partner-row')).toBeNull();
  });

  it("show the server's message and read again on Refresh when the call failed", async () => {
    // react-admin logs the failure it then shows.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const getList = async () => {
      calls += 1;
      if (calls === 1) throw new HttpError('The partners cannot be read now.', 503);
      return { data: ROWS, total: 2 };
    };
    renderInAdmin(<Partners />, provider(getList as unknown as DataProvider['getList']));

    const error = await screen.findByTestId('partners-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('The partners cannot be read now.');
    fireEvent.click(within(error).getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(screen.getAllByTestId('partner-row')).toHaveLength(2));
  });
});
