import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, TextField, useListContext, type DataProvider } from 'react-admin';
import { renderInAdmin } from '../../test/render';
import { ConsoleDatagrid, ConsoleList, PanelList } from './ConsoleList';

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

describe('PanelList', () => {
  const hubs = (page: number) =>
    Array.from({ length: page === 1 ? 2 : 1 }, (_, i) => ({ id: `h${page}${i}`, name: `Hub ${page}.${i}` }));

  it('reads its own pages, the next one when asked, and says where it is', async () => {
    const getList = vi.fn(async (_resource: string, params: { pagination: { page: number } }) => ({
      data: hubs(params.pagination.page),
      total: 3,
    })) as unknown as DataProvider['getList'];
    renderInAdmin(
      <PanelList resource="farm-fortune-hubs" perPage={2} filter={{ includeClosed: true }}>
        <ConsoleDatagrid empty="No hubs yet." rowTestId="hub-row">
          <TextField source="name" label="Name" sortable={false} />
        </ConsoleDatagrid>
      </PanelList>,
      provider(getList),
    );

    expect((await screen.findAllByTestId('hub-row')).map((row) => row.textContent)).toEqual(['Hub 1.0', 'Hub 1.1']);
    expect(screen.getByText('1-2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));

    await waitFor(() => expect(screen.getAllByTestId('hub-row').map((row) => row.textContent)).toEqual(['Hub 2.0']));
    expect(getList).toHaveBeenLastCalledWith(
      'farm-fortune-hubs',
      expect.objectContaining({ pagination: { page: 2, perPage: 2 }, filter: { includeClosed: true } }),
    );
  });

  it('marks each row with what its record says, and shows under the pagination what reads the same rows', async () => {
    const sessions = [
      { id: 's1', browser: 'Chrome', current: true },
      { id: 's2', browser: 'Firefox', current: false },
    ];
    function Count() {
      const { data } = useListContext();
      return <p data-testid="count">{`${data?.length ?? 0} sessions`}</p>;
    }
    renderInAdmin(
      <PanelList resource="my-sessions" after={<Count />}>
        <ConsoleDatagrid
          empty="No session."
          rowTestId="session-row"
          rowAttributes={(session) => ({ 'data-current': session.current ? 'true' : 'false' })}
        >
          <TextField source="browser" label="Browser" sortable={false} />
        </ConsoleDatagrid>
      </PanelList>,
      provider((async () => ({ data: sessions, total: 2 })) as unknown as DataProvider['getList']),
    );

    const rows = await screen.findAllByTestId('session-row');
    expect(rows.map((row) => [row.textContent, row.getAttribute('data-current')])).toEqual([
      ['Chrome', 'true'],
      ['Firefox', 'false'],
    ]);
    expect(screen.getByTestId('count').textContent).toBe('2 sessions');
  });

  it("shows the server's message where the rows would be when the call failed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInAdmin(
      <PanelList resource="sms-messages" errorTestId="sms-error" queryOptions={{ retry: false }}>
        <ConsoleDatagrid empty="No SMS yet.">
          <TextField source="phone" label="Phone" sortable={false} />
        </ConsoleDatagrid>
      </PanelList>,
      provider(async () => Promise.reject(new HttpError('The SMS cannot be read now.', 503))),
    );

    expect((await screen.findByTestId('sms-error')).textContent).toContain('The SMS cannot be read now.');
  });
});
